import "server-only";
import { type SQL, sql } from "drizzle-orm";
import {
  CUSTOMER_SEARCH_LIMIT,
  type CustomerSearchTerms,
  containsPattern,
  customerSearchTerms,
} from "@/domain/customers/customer-search";
import type { Reader } from "@/server/db/client";
import { rowsOf } from "@/server/maintenance/rows";
import { SEARCH_KEYS } from "./search-keys";

/** One line of the customer list. */
export interface CustomerHit {
  id: string;
  name: string;
  email: string;
  /** The profile's number, else the one given with the latest booking. */
  phone: string | null;
  /** The latest visit's address, else the profile's. */
  address: string | null;
  /** The latest visit's local date (YYYY-MM-DD in its area's zone), null when none. */
  lastVisit: string | null;
  visits: number;
}

/** A merged account is not a customer of its own any more: its rows are the kept account's. */
const NOT_MERGED = sql`not exists (select 1 from "customer_merges" m where m."from_user_id" = u."id")`;

const key = (name: keyof typeof SEARCH_KEYS) => sql.raw(SEARCH_KEYS[name]);

/**
 * The accounts one search names (decision 0030): each source is its own indexed "contains" test,
 * joined by UNION, so every arm can use its trigram index where PostgreSQL has one.
 */
function matchingIds(terms: CustomerSearchTerms): SQL {
  const words = containsPattern(terms.text);
  const arms: SQL[] = [
    sql`select "id" from "user" where ${key("userWords")} like ${words}`,
    sql`select "user_id" from "profiles" where ${key("profileWords")} like ${words}`,
    sql`select "user_id" from "bookings" where ${key("bookingWords")} like ${words}`,
  ];
  if (terms.digits) {
    const digits = containsPattern(terms.digits);
    arms.push(sql`select "user_id" from "profiles" where ${key("profileDigits")} like ${digits}`);
    arms.push(sql`select "user_id" from "bookings" where ${key("bookingDigits")} like ${digits}`);
  }
  return sql.join(arms, sql` union `);
}

/**
 * The customers a search names, at most CUSTOMER_SEARCH_LIMIT, the most recently visited first
 * (the caller on the line is more likely this year's customer than a namesake from three years
 * ago), then by name. A search too short to mean anyone lists the newest accounts. Owner only
 * (the route checks).
 */
export async function searchCustomers(db: Reader, query: string): Promise<CustomerHit[]> {
  const terms = customerSearchTerms(query);
  const chosen = terms.text
    ? sql`
        select u."id", u."name", u."email", u."created_at",
               (select max(b."appointment_date") from "bookings" b where b."user_id" = u."id") as last_visit
        from (${matchingIds(terms)}) hits(id)
        join "user" u on u."id" = hits.id
        where u."role" = 'customer' and ${NOT_MERGED}
        order by last_visit desc nulls last, u."name", u."id"
        limit ${CUSTOMER_SEARCH_LIMIT}`
    : sql`
        select u."id", u."name", u."email", u."created_at",
               (select max(b."appointment_date") from "bookings" b where b."user_id" = u."id") as last_visit
        from (select * from "user" u where "role" = 'customer' and ${NOT_MERGED} order by "created_at" desc, "id" limit ${CUSTOMER_SEARCH_LIMIT}) u
        order by u."created_at" desc, u."id"`;
  const rows = rowsOf<{
    id: string;
    name: string;
    email: string;
    phone: string | null;
    address: string | null;
    last_visit: string | null;
    visits: number;
  }>(
    await db.execute(sql`
      with chosen as (${chosen})
      select c."id", c."name", c."email",
             coalesce(nullif(p."phone", ''), latest."customer_phone") as phone,
             coalesce(latest."address", nullif(p."default_address", '')) as address,
             to_char(c.last_visit, 'YYYY-MM-DD') as last_visit,
             (select count(*)::int from "bookings" b where b."user_id" = c."id") as visits
      from chosen c
      left join "profiles" p on p."user_id" = c."id"
      left join lateral (
        select b."address", b."customer_phone" from "bookings" b
        where b."user_id" = c."id" order by b."appointment_date" desc, b."appointment_time" desc limit 1
      ) latest on true
      ${terms.text ? sql`order by c.last_visit desc nulls last, c."name", c."id"` : sql`order by c."created_at" desc, c."id"`}`),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    address: r.address,
    lastVisit: r.last_visit,
    visits: Number(r.visits),
  }));
}

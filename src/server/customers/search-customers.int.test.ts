import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOMER_SEARCH_LIMIT } from "@/domain/customers/customer-search";
import { profiles, user } from "@/server/db/schema";
import { rowsOf } from "@/server/maintenance/rows";
import { addAdmin, addBooking, addCustomer } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { searchCustomers } from "./search-customers";
import { SEARCH_KEYS } from "./search-keys";

let t: TestDb;
const names = (hits: { name: string }[]) => hits.map((h) => h.name);

beforeAll(async () => {
  t = await createTestDb();
  await addAdmin(t.db, "owner", "Cara Owner");
  await t.db.insert(user).values({ id: "tech", name: "Cara Tech", email: "tech@example.com", role: "technician" });
  // Cara: her number is on her profile, in the format she typed it.
  await addCustomer(t.db, "cara", "Cara Diaz");
  await t.db.insert(profiles).values({ userId: "cara", fullName: "Cara Diaz", phone: "(510) 555-0177" });
  await addBooking(t.db, {
    userId: "cara",
    appointmentDate: "2026-03-02",
    address: "2180 Milvia St, Berkeley, CA 94704",
  });
  await addBooking(t.db, { userId: "cara", appointmentDate: "2026-09-14", address: "12 Shattuck Ave, Berkeley, CA" });
  // Dan: no profile number; the one he gave with his booking, with the country code.
  await addCustomer(t.db, "dan", "Dan Okafor");
  await addBooking(t.db, {
    userId: "dan",
    appointmentDate: "2025-11-20",
    address: "1 Beacon St, Boston, MA 02108",
    customerPhone: "+16175552368",
  });
  // Eve: an account that never booked.
  await addCustomer(t.db, "eve", "Eve Park");
});
afterAll(() => t.close());

describe("searchCustomers", () => {
  it("finds the caller by four digits of their phone, in whatever format it was stored", async () => {
    expect(names(await searchCustomers(t.db, "0177"))).toEqual(["Cara Diaz"]);
    expect(names(await searchCustomers(t.db, "2368"))).toEqual(["Dan Okafor"]);
    expect(names(await searchCustomers(t.db, "(617) 555-23"))).toEqual(["Dan Okafor"]);
    expect(names(await searchCustomers(t.db, "+1 510 555 0177"))).toEqual(["Cara Diaz"]);
  });

  it("finds a customer by a fragment of the name, the email or an address they booked at", async () => {
    expect(names(await searchCustomers(t.db, "okaf"))).toEqual(["Dan Okafor"]);
    expect(names(await searchCustomers(t.db, "EVE@EXAMPLE"))).toEqual(["Eve Park"]);
    expect(names(await searchCustomers(t.db, "milvia"))).toEqual(["Cara Diaz"]);
    expect(names(await searchCustomers(t.db, "beacon st"))).toEqual(["Dan Okafor"]);
  });

  it("answers customers only, the most recently visited first, with what the list shows", async () => {
    // "a" is in every name here, the owner's and the technician's too.
    const hits = await searchCustomers(t.db, "ar");
    expect(names(hits)).toEqual(["Cara Diaz", "Eve Park"]);
    expect(hits[0]).toEqual({
      id: "cara",
      name: "Cara Diaz",
      email: "cara@example.com",
      phone: "(510) 555-0177",
      address: "12 Shattuck Ave, Berkeley, CA",
      lastVisit: "2026-09-14",
      visits: 2,
    });
    expect(hits[1]).toMatchObject({ lastVisit: null, visits: 0, phone: null, address: null });
    const dan = await searchCustomers(t.db, "okafor");
    expect(dan[0]).toMatchObject({ phone: "+16175552368", address: "1 Beacon St, Boston, MA 02108" });
  });

  it("takes LIKE's wildcards literally and finds nobody for nonsense", async () => {
    expect(await searchCustomers(t.db, "%%")).toEqual([]);
    expect(await searchCustomers(t.db, "__")).toEqual([]);
    expect(await searchCustomers(t.db, "zzqx")).toEqual([]);
  });

  it("lists the newest accounts for an empty search, and never more than the limit", async () => {
    const extra = Array.from({ length: CUSTOMER_SEARCH_LIMIT + 3 }, (_, i) => i);
    for (const i of extra) await addCustomer(t.db, `many${String(i).padStart(2, "0")}`, `Many Diaz ${i}`);
    expect(await searchCustomers(t.db, "diaz")).toHaveLength(CUSTOMER_SEARCH_LIMIT);
    // Cara visited; the many never did: she comes first.
    expect((await searchCustomers(t.db, "diaz"))[0]?.name).toBe("Cara Diaz");
    const newest = await searchCustomers(t.db, "");
    expect(newest).toHaveLength(CUSTOMER_SEARCH_LIMIT);
    expect(newest.map((h) => h.id)).not.toContain("owner");
  });
});

// PostgreSQL has pg_trgm, so each "contains" arm of the search reads its trigram index; PGlite has
// no pg_trgm and reads the tables (the same answers, proved above on both).
describe("the search's indexes", () => {
  const ARMS = [
    ["user", "userWords", "user_search_words_idx"],
    ["profiles", "profileWords", "profiles_search_words_idx"],
    ["profiles", "profileDigits", "profiles_search_digits_idx"],
    ["bookings", "bookingWords", "bookings_search_words_idx"],
    ["bookings", "bookingDigits", "bookings_search_digits_idx"],
  ] as const;

  it.each(ARMS)("%s: %s reads %s on PostgreSQL", async (table, key, index) => {
    if (t.kind !== "postgres") {
      const [row] = rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from pg_indexes where indexname = ${index}`),
      );
      expect(row?.n).toBe(0);
      return;
    }
    const plan = await t.db.transaction(async (tx) => {
      // The tables here are tiny, so the planner would read them whole whatever the indexes.
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<{ "QUERY PLAN": string }>(
        await tx.execute(
          sql`explain select 1 from ${sql.identifier(table)} where ${sql.raw(SEARCH_KEYS[key])} like ${"%0177%"}`,
        ),
      )
        .map((r) => r["QUERY PLAN"])
        .join("\n");
    });
    expect(plan).toContain(index);
  });
});

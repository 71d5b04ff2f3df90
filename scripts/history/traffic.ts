import { quote, type ServiceType } from "@/domain/pricing/pricing";
import { appointmentStart, weekdayOf } from "@/domain/scheduling/schedule";
import {
  AREA,
  bayCities,
  type Customer,
  DAY_MS,
  HISTORY_EMAIL_DOMAIN,
  type History,
  iso,
  type LeadDraft,
  later,
  MIN,
  min,
  OWNER_EMAIL,
  recorders,
  TIME_ZONE,
  type Visitor,
} from "./history";
import { visitorTouch } from "./touch";

// People and their traffic: visitors who browse, price requests (leads) with their events and
// emails, and the customers who book.

/** Leads a day at scale 1, before season and weekday: about 150,000 in three years with the booked ones. */
export const LEADS_PER_DAY = 127;
/** Visitors who leave no lead, per lead. */
const BROWSERS_PER_LEAD = 2.4;
const SEASON = [0.7, 0.75, 0.9, 1.1, 1.2, 1.1, 1.0, 1.0, 1.15, 1.25, 1.1, 0.85];
const WEEKDAY = [0.6, 1.1, 1.1, 1.1, 1.1, 1.05, 0.8];

const FIRST = ["Ana", "Ben", "Chloe", "David", "Elena", "Farid", "Grace", "Hugo", "Iris", "Jamal", "Keiko", "Liam"];
const LAST = ["Nguyen", "Garcia", "Smith", "Chen", "Patel", "Johnson", "Kim", "Lopez", "Brown", "Singh", "Rossi"];
const STREETS = [
  "Oak St",
  "Pine Ave",
  "Market St",
  "Elm Dr",
  "Hillcrest Rd",
  "Bay View Ct",
  "Cedar Ln",
  "Mission Blvd",
];

export type HomeSize = ReturnType<ReturnType<typeof traffic>["homeSize"]>;

export function traffic(h: History) {
  const { r, now, options, customers, customerById } = h;
  const { event, message } = recorders(h);

  function landing(): { path: string; pageType: string } {
    const city = r.pick(bayCities);
    return r.weighted([
      [{ path: `/${city.stateSlug}/${city.slug}`, pageType: "city-hub" }, 40],
      [{ path: `/${city.stateSlug}/${city.slug}/dryer-vent-cleaning`, pageType: "city-service" }, 20],
      [{ path: "/services/air-duct-cleaning", pageType: "service" }, 12],
      [{ path: "/services/dryer-vent-cleaning", pageType: "service" }, 8],
      [{ path: "/", pageType: "homepage" }, 15],
      [{ path: "/blog/how-often-clean-dryer-vent", pageType: "other" }, 5],
    ] as const);
  }

  const newVisitor = (path: string): Visitor => ({ id: r.uuid(), touch: visitorTouch(r, path) });

  /** The visitor's row of visitor_touches, as the events route keeps it: first landing, price seen. */
  function touched(visitor: Visitor, firstAt: Date, priceSeenAt: Date | null) {
    h.chunk.visitor_touches.push({
      visitor_id: visitor.id,
      first_touch: visitor.touch,
      last_touch: visitor.touch,
      first_at: iso(firstAt),
      last_at: iso(firstAt),
      price_seen_at: priceSeenAt ? iso(priceSeenAt) : null,
    });
  }

  function browse(visitor: Visitor, start: Date, page: { path: string; pageType: string }, pages: number) {
    event(visitor.id, "page_view", start, page.path, { page_type: page.pageType });
    for (let i = 1; i < pages; i++) {
      const next = landing();
      event(visitor.id, "page_view", later(start, i * r.int(20, 240) * 1000), next.path, { page_type: next.pageType });
    }
  }

  function newCustomer(at: Date): Customer {
    const first = r.pick(FIRST);
    const last = r.pick(LAST);
    const city = r.pick(bayCities);
    const c: Customer = {
      id: r.uuid().replaceAll("-", ""),
      name: `${first} ${last}`,
      email: `${first}.${last}.${customers.length + 1}@${HISTORY_EMAIL_DOMAIN}`.toLowerCase(),
      phone: `(415) 555-${String(r.int(0, 9999)).padStart(4, "0")}`,
      street: `${r.int(10, 9999)} ${r.pick(STREETS)}`,
      city,
      zip: r.pick(city.zipCodes),
    };
    customers.push(c);
    customerById.set(c.id, c);
    const created = iso(later(at, -r.int(2, 30) * MIN));
    h.chunk.user.push({
      id: c.id,
      name: c.name,
      email: c.email,
      email_verified: true,
      role: "customer",
      created_at: created,
      updated_at: created,
    });
    h.chunk.profiles.push({
      user_id: c.id,
      full_name: c.name,
      phone: c.phone,
      default_address: null,
      created_at: created,
      updated_at: created,
    });
    return c;
  }

  function homeSize() {
    return { bedrooms: r.int(1, 5), bathrooms: r.int(1, 4), squareFeet: r.int(8, 42) * 100 };
  }

  /** A price request: the visitor's pages, the quote from the price table, the lead row and its emails. */
  function lead(
    at: Date,
    who: { name: string; email: string; phone: string; street: string; city: Customer["city"]; zip: string },
    serviceType: ServiceType,
    size: ReturnType<typeof homeSize>,
    status: string,
    bookingId: string | null,
  ): LeadDraft & { visitor: Visitor } {
    const page = landing();
    const visitor = newVisitor(page.path);
    const q = quote(serviceType, size);
    const landed = later(at, -r.int(2, 25) * MIN);
    browse(visitor, landed, page, r.int(1, 4));
    const priced = r.int(1, 3);
    for (let i = priced; i > 0; i--)
      event(visitor.id, "pricing_interaction", later(at, -i * 40_000), page.path, { service_type: serviceType });
    touched(visitor, landed, later(at, -priced * 40_000));
    event(visitor.id, "lead", at, page.path, { service_type: serviceType, value: q.exact });
    event(visitor.id, "generate_lead", at, page.path, { value: q.exact, currency: "USD" });
    const consent = r.chance(0.3);
    const row: LeadDraft & { visitor: Visitor } = {
      id: r.uuid(),
      full_name: who.name,
      phone: who.phone,
      email: who.email,
      service_type: serviceType,
      bedrooms: size.bedrooms,
      bathrooms: size.bathrooms,
      square_feet: size.squareFeet,
      pricing_exact: q.exact,
      pricing_min: q.min,
      pricing_max: q.max,
      price_table_version: q.priceTableVersion,
      address: `${who.street}, ${who.city.name}, ${who.city.state} ${who.zip}`,
      city: who.city.name,
      state: who.city.state,
      zip_code: who.zip,
      page_url: page.path,
      page_type: page.pageType,
      marketing_consent: consent,
      consent_text_version: consent ? "2026-11-marketing-v1" : null,
      consent_at: consent ? iso(at) : null,
      visitor_id: visitor.id,
      status,
      // The owner's first answer (speed to lead): minutes to hours after the request.
      first_status_change_at: status === "new" ? null : iso(min(later(at, r.int(3, 600) * MIN), now)),
      service_area: AREA,
      booking_id: bookingId,
      last_request_at: iso(at),
      created_at: iso(at),
      firstTouch: visitor.touch,
      lastTouch: r.chance(0.2) ? visitorTouch(r, page.path) : visitor.touch,
      visitor,
    };
    h.chunk.pricing_leads.push(row);
    message("lead-owner-notice", OWNER_EMAIL, at, `New lead: ${who.name}`, `${who.name} asked for a price.`, {
      lead_id: row.id,
    });
    if (r.chance(0.15))
      message("lead-estimate", who.email, later(at, 5 * MIN), "Your estimate", `Hello ${who.name}`, {
        lead_id: row.id,
      });
    return row;
  }

  function trafficOfDay(date: string, progress: number) {
    const dayStart = appointmentStart(date, "00:00", TIME_ZONE);
    const month = Number(date.slice(5, 7)) - 1;
    const mean =
      LEADS_PER_DAY * options.scale * (SEASON[month] ?? 1) * (WEEKDAY[weekdayOf(date)] ?? 1) * (0.85 + 0.3 * progress);
    const leads = Math.max(0, Math.round(mean * (0.85 + 0.3 * r.next())));
    // Daytime mostly: 07:00-22:00 local.
    const timeOfDay = () => later(dayStart, (7 * 60 + r.int(0, 15 * 60 - 1)) * MIN + r.int(0, 59) * 1000);
    for (let i = 0; i < leads; i++) {
      const at = timeOfDay();
      if (at.getTime() > now.getTime()) continue;
      const first = r.pick(FIRST);
      const last = r.pick(LAST);
      const city = r.pick(bayCities);
      const ageDays = (now.getTime() - at.getTime()) / DAY_MS;
      const status =
        ageDays < 2
          ? r.weighted([
              ["new", 6],
              ["contacted", 4],
            ] as const)
          : r.weighted([
              ["contacted", 3],
              ["lost", 7],
            ] as const);
      lead(
        at,
        {
          name: `${first} ${last}`,
          email: `${first}.${last}.l${r.int(1, 999_999)}@${HISTORY_EMAIL_DOMAIN}`.toLowerCase(),
          phone: `(510) 555-${String(r.int(0, 9999)).padStart(4, "0")}`,
          street: `${r.int(10, 9999)} ${r.pick(STREETS)}`,
          city,
          zip: r.pick(city.zipCodes),
        },
        r.weighted([
          ["dryer_vent", 50],
          ["air_duct", 38],
          ["duct_and_dryer", 12],
        ] as const),
        homeSize(),
        status,
        null,
      );
    }
    const browsers = Math.round(leads * BROWSERS_PER_LEAD);
    for (let i = 0; i < browsers; i++) {
      const at = timeOfDay();
      if (at.getTime() > now.getTime()) continue;
      const page = landing();
      const visitor = newVisitor(page.path);
      browse(visitor, at, page, r.int(1, 4));
      const priced = r.chance(0.3);
      if (priced)
        event(visitor.id, "pricing_interaction", later(at, 90_000), page.path, { service_type: "dryer_vent" });
      touched(visitor, at, priced ? later(at, 90_000) : null);
      if (r.chance(0.15)) event(visitor.id, "service_interaction", later(at, 60_000), page.path, {});
    }
  }

  return { lead, newCustomer, homeSize, trafficOfDay };
}

import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import sharp from "sharp";
import { holidaysBetween } from "../../src/domain/scheduling/holidays";
import { bookableDates, TIME_SLOTS } from "../../src/domain/scheduling/schedule";
import { DEMO_CREW_NAME, signInAdmin, signInTechnician, signUpCustomer } from "./fixtures";
import { dryerVentVisit, uniqueEmail } from "./support";

// Who may do what: every protected page, route handler and server action of src/app, asked by
// each actor, with the answer each one must get. A cell also fails when the body carries another
// user's email, name, id, session token or booking id (admins on owner pages excepted).
test.describe.configure({ mode: "serial" });
// An HTTP-level matrix: it runs once, in the desktop project (playwright.config.ts).

const ACTORS = ["anonymous", "customerA", "customerB", "admin", "technician"] as const;
type ActorName = (typeof ACTORS)[number];
type Customer = Exclude<ActorName, "anonymous">;

interface Account {
  email: string;
  name: string;
  id: string;
  token: string;
  bookingIds: string[];
}

/** Strings only this account (and an admin) may ever see. */
const secretsOf = (a: Account) => [a.email, a.name, a.id, a.token, ...a.bookingIds];

interface Booked {
  id: string;
  owner: Customer;
  /** The create body: sending it again answers the stored booking (idempotency), a read. */
  body: ReturnType<typeof bookingBody>;
  appointmentDate: string;
  appointmentTime: string;
}

interface World {
  ctx: Record<ActorName, APIRequestContext>;
  acct: Record<Customer, Account>;
  bookings: { ofA: Booked; toReschedule: Booked; toCancel: Booked; toConfirm: Booked };
  leadId: string;
  leadToken: string;
  /** A customer none of the actors is: the owner's customer page names them in its URL. */
  customer: { id: string; email: string };
  /** A quote the owner sent that customer (decision 0032): its link's token is the permission. */
  quote: { id: string; token: string };
  /** A's visit, started by the owner, with one photo the owner took. */
  visit: { id: string; photoId: string };
  /** A's visit the owner marked completed, and its invoice. */
  invoice: { id: string; bookingId: string };
  rescheduleTo: { appointmentDate: string; appointmentTime: string };
  nextSlot: () => { appointmentDate: string; appointmentTime: string };
}

interface BookingAnswer {
  booking: { id: string; status: string; appointmentDate: string; appointmentTime: string; userId: string };
}

type Cell =
  | {
      status: number;
      /** An admin looking at everybody's data: no leak check. */
      sees?: "all";
      shows?: (w: World) => string[];
      check?: (body: unknown, w: World, actor: ActorName) => void | Promise<void>;
    }
  | { redirect: string }
  | { redirectFor: (w: World) => string };

/** The open times of the Boston address every role is answered with. */
const PUBLIC_TIMES: Cell = {
  status: 200,
  check: (body) => expect(body).toMatchObject({ ok: true, area: { id: "boston" } }),
};

interface Row {
  /** The file route under src/app this row covers (checked against the tree below). */
  route: string;
  what: string;
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  path: (w: World) => string;
  body?: (w: World, actor: ActorName) => unknown;
  /** Sent with the body (a photo goes as its bytes, with its picture type). */
  headers?: Record<string, string>;
  /** Expected answer for [anonymous, customer A, customer B, admin, technician]. */
  expect: [Cell, Cell, Cell, Cell, Cell];
  /** The one actor whose cell changes state: asked last, after every other cell proved it changed nothing. */
  owner?: ActorName;
  unchanged?: (w: World) => Promise<void>;
}

const SIGN_IN_REQUIRED: Cell = { status: 401 };
const NOT_FOUND: Cell = { status: 404 };
/** An owner's page or route: the owner gets `cell`, everybody else a 404 (the console is not shown to exist). */
const ownerOnly = (cell: Cell): Row["expect"] => [NOT_FOUND, NOT_FOUND, NOT_FOUND, cell, NOT_FOUND];
/** What nobody reaches, the owner included. */
const NOBODY: Row["expect"] = [NOT_FOUND, NOT_FOUND, NOT_FOUND, NOT_FOUND, NOT_FOUND];
const OK: Cell = { status: 200 };
const NO_CONTENT: Cell = { status: 204 };
const QUOTE_PAGE: Cell = { status: 200, shows: () => ["Your quote from"] };
const HOME: Cell = { redirect: "/" };
const DASHBOARD: Cell = { redirect: "/customer-dashboard" };
/** Where a technician's sign-in lands: the crew's phone. */
const CREW_PHONE: Cell = { redirect: "/crew" };
/** Where the owner's sign-in lands when no page was asked for: the console (decision 0023). */
const CONSOLE: Cell = { redirect: "/admin" };
/** A visit id no crew holds. */
const NO_VISIT = "00000000-0000-4000-8000-00000000a07c";
const toLogin = (next: string): Cell => ({ redirect: `/customer-login?next=${encodeURIComponent(next)}` });
/** The sign-in gate for a page whose path depends on the world (it must come back to exactly that page). */
const toLoginFor = (next: (w: World) => string): Cell => ({
  redirectFor: (w) => `/customer-login?next=${encodeURIComponent(next(w))}`,
});
const ownDashboard = (who: Customer): Cell => ({
  status: 200,
  shows: (w) => [w.acct[who].email, ...w.acct[who].bookingIds],
});
const ownSession = (who: Customer): Cell => ({ status: 200, shows: (w) => [w.acct[who].email, w.acct[who].id] });
const CREATED: Cell = {
  status: 201,
  check: (body, w, actor) => {
    const account = w.acct[actor as Customer];
    expect(bookingOf(body).userId).toBe(account.id);
    account.bookingIds.push(bookingOf(body).id);
  },
};
const OWN_PROFILE: Cell = {
  status: 200,
  check: (body, w, actor) => expect(body).toMatchObject({ profile: { userId: w.acct[actor as Customer].id } }),
};
const adminPage = (shows: (w: World) => string[] = () => []): Cell => ({ status: 200, sees: "all", shows });
/** A console page at a fixed path: visitors are sent to sign in and back, customers get 404. */
const consolePage = (route: string, what: string, path = route, shows?: (w: World) => string[]): Row => ({
  route,
  method: "GET",
  what,
  path: () => path,
  expect: [toLogin(path), NOT_FOUND, NOT_FOUND, adminPage(shows), NOT_FOUND],
});
const CSV: Cell = {
  status: 200,
  sees: "all",
  check: (body) => expect(typeof body === "string" && body.length > 0).toBe(true),
};
const signedOut = (who: Customer) => async (_body: unknown, w: World) =>
  expect(await (await w.ctx[who].get("/api/auth/get-session")).json()).toBeNull();

const BOOK_SERVICE_QUERY = "service=dryer_vent&address=x&bedrooms=0&bathrooms=0&sqft=0&price=149";
const BOSTON = { street: "1 Beacon St", unit: "", city: "Boston", state: "MA", zip: "02108" };
/** A quote's job and one option, as the builders send them (decision 0046's rows). */
const QUOTE_JOB = {
  serviceType: "dryer_vent",
  address: BOSTON,
  phone: "(617) 555-0100",
  bedrooms: 2,
  bathrooms: 1,
  squareFeet: 1200,
  options: [{ label: "Good", lines: [{ name: "Dryer vent cleaning", quantity: 1, unitCents: 14_900 }] }],
};

// The spec books in Boston only: its own crew area, so no other spec competes for these slots.
// Every booking takes a slot of its own, from the last bookable day backwards.
const bookingBody = (slot: { appointmentDate: string; appointmentTime: string }) =>
  dryerVentVisit(BOSTON, slot.appointmentDate, slot.appointmentTime, { phone: "(617) 555-0100" });

const profileBody = (w: World, actor: ActorName) =>
  actor === "admin"
    ? { fullName: "Olivia Owner", phone: "", defaultAddress: "" } // the seeded owner stays as seeded
    : { fullName: actor === "anonymous" ? "Nobody" : w.acct[actor].name, phone: "", defaultAddress: `${actor} lane 7` };

async function bookingNow(w: World, b: Booked) {
  const res = await w.ctx[b.owner].post("/api/bookings", { data: b.body });
  expect(res.status(), "replaying the create body answers the stored booking").toBe(200);
  return ((await res.json()) as BookingAnswer).booking;
}

async function expectUntouched(w: World, b: Booked) {
  expect(await bookingNow(w, b)).toMatchObject({
    id: b.id,
    status: "pending",
    appointmentDate: b.appointmentDate,
    appointmentTime: b.appointmentTime,
  });
}

const bookingOf = (body: unknown) => (body as BookingAnswer).booking;

// Order matters where a row could open a door for the rows after it: the role escalation attempts
// come before the admin pages, so a customer who became admin would fail every admin row.
const MATRIX: Row[] = [
  {
    route: "/api/auth/[...all]",
    method: "POST",
    what: "update-user to role admin",
    path: () => "/api/auth/update-user",
    body: () => ({ role: "admin" }),
    expect: [SIGN_IN_REQUIRED, { status: 400 }, { status: 400 }, { status: 400 }, { status: 400 }],
  },
  {
    route: "/api/auth/[...all]",
    method: "GET",
    what: "get-session",
    path: () => "/api/auth/get-session",
    expect: [
      { status: 200, check: (body) => expect(body).toBeNull() },
      ownSession("customerA"),
      ownSession("customerB"),
      ownSession("admin"),
      ownSession("technician"),
    ],
  },
  {
    route: "/api/auth/[...all]",
    method: "GET",
    what: "list-sessions",
    path: () => "/api/auth/list-sessions",
    expect: [
      SIGN_IN_REQUIRED,
      { status: 200, shows: (w) => [w.acct.customerA.token] },
      { status: 200, shows: (w) => [w.acct.customerB.token] },
      { status: 200, shows: (w) => [w.acct.admin.token] },
      { status: 200, shows: (w) => [w.acct.technician.token] },
    ],
  },
  // Pages. Every console page sends an anonymous visitor to sign in with its own path and query
  // as next, so signing in lands on the page asked for.
  {
    route: "/customer-dashboard",
    method: "GET",
    what: "own bookings and profile",
    path: () => "/customer-dashboard",
    expect: [toLogin("/customer-dashboard"), ownDashboard("customerA"), ownDashboard("customerB"), OK, CREW_PHONE],
  },
  {
    route: "/book-service",
    method: "GET",
    what: "with booking data",
    path: () => `/book-service?${BOOK_SERVICE_QUERY}`,
    // Signed out sees the form too: the account is created with the booking (decision 0013).
    expect: [OK, OK, OK, OK, OK],
  },
  {
    // Where Stripe returns a customer who paid a deposit (decision 0045): their own checkout only.
    route: "/book-service/paid",
    method: "GET",
    what: "a booking checkout that is nobody's",
    path: () => `/book-service/paid?checkout=${NO_VISIT}`,
    expect: [toLogin(`/book-service/paid?checkout=${NO_VISIT}`), NOT_FOUND, NOT_FOUND, NOT_FOUND, NOT_FOUND],
  },
  {
    route: "/book-service",
    method: "GET",
    what: "without booking data",
    path: () => "/book-service",
    expect: [HOME, HOME, HOME, HOME, HOME],
  },
  {
    route: "/customer-login",
    method: "GET",
    what: "signed in goes to their home: dashboard, console or crew phone",
    path: () => "/customer-login",
    expect: [OK, DASHBOARD, DASHBOARD, CONSOLE, CREW_PHONE],
  },
  {
    // Browsers drop the tab: a Location of "/\t/evil.example" is "//evil.example", another site.
    route: "/customer-login",
    method: "GET",
    what: "next=/%09/evil.example goes to the dashboard, not another site",
    path: () => "/customer-login?next=/%09/evil.example",
    expect: [OK, DASHBOARD, DASHBOARD, CONSOLE, CREW_PHONE],
  },
  {
    route: "/customer-login",
    method: "GET",
    what: "next with a line break or a non-ASCII character: the sign-in page or the dashboard, never a 500",
    path: () => "/customer-login?next=/a%0D%0ASet-Cookie:%20x=1",
    expect: [OK, DASHBOARD, DASHBOARD, CONSOLE, CREW_PHONE],
  },
  {
    route: "/customer-login",
    method: "GET",
    what: "next with a non-ASCII character",
    path: () => "/customer-login?next=/%E3%80%82evil.example",
    expect: [OK, DASHBOARD, DASHBOARD, CONSOLE, CREW_PHONE],
  },
  {
    route: "/customer-login",
    method: "GET",
    what: "a same-site next is kept",
    path: () => `/customer-login?next=${encodeURIComponent("/admin/leads?q=smith")}`,
    expect: [
      OK,
      { redirect: "/admin/leads?q=smith" },
      { redirect: "/admin/leads?q=smith" },
      { redirect: "/admin/leads?q=smith" },
      { redirect: "/admin/leads?q=smith" },
    ],
  },
  {
    // The token is the permission; without one the page says how to get one.
    route: "/customer-login/reset",
    method: "GET",
    what: "reset page without a token",
    path: () => "/customer-login/reset",
    expect: [OK, OK, OK, OK, OK],
  },
  // The crew's phone: a technician's crew's jobs, nobody else's page (the owner's neither).
  {
    route: "/crew",
    method: "GET",
    what: "the crew's jobs",
    path: () => "/crew",
    expect: [toLogin("/crew"), NOT_FOUND, NOT_FOUND, NOT_FOUND, { status: 200, shows: () => [DEMO_CREW_NAME] }],
  },
  consolePage("/admin", "console dashboard"),
  consolePage("/admin/leads", "console leads"),
  consolePage("/admin/bookings", "console bookings", "/admin/bookings", (w) => [
    w.acct.customerA.email,
    w.acct.customerB.email,
    w.bookings.ofA.id,
  ]),
  consolePage("/admin/availability", "closures and holidays"),
  consolePage("/admin/crews", "Boston's crews", "/admin/crews?area=boston"),
  {
    // The dispatch board (decision 0037): the owner's only; its week shows A's job in Boston.
    route: "/admin/dispatch",
    method: "GET",
    what: "Boston's week on the dispatch board",
    path: (w) => `/admin/dispatch?area=boston&date=${w.bookings.ofA.appointmentDate}`,
    expect: [
      toLoginFor((w) => `/admin/dispatch?area=boston&date=${w.bookings.ofA.appointmentDate}`),
      NOT_FOUND,
      NOT_FOUND,
      adminPage((w) => [w.acct.customerA.name]),
      NOT_FOUND,
    ],
  },
  {
    route: "/admin/bookings/run-sheet",
    method: "GET",
    what: "a Boston day's run sheet",
    path: (w) => `/admin/bookings/run-sheet?area=boston&day=${w.bookings.ofA.appointmentDate}`,
    expect: [
      toLoginFor((w) => `/admin/bookings/run-sheet?area=boston&day=${w.bookings.ofA.appointmentDate}`),
      NOT_FOUND,
      NOT_FOUND,
      adminPage((w) => [w.acct.customerA.name]),
      NOT_FOUND,
    ],
  },
  consolePage("/admin/subscribers", "console subscribers"),
  consolePage("/admin/settings/reminders", "you're due reminders: settings and who is due"),
  consolePage("/admin/experiments", "console experiments"),
  consolePage(
    "/admin/leads",
    "console leads with a filter: the query is kept too",
    "/admin/leads?q=smith&type=dryer_vent",
  ),
  {
    route: "/admin/leads/[id]",
    method: "GET",
    what: "one lead, its status and notes",
    path: (w) => `/admin/leads/${w.leadId}`,
    expect: [toLoginFor((w) => `/admin/leads/${w.leadId}`), NOT_FOUND, NOT_FOUND, adminPage(), NOT_FOUND],
  },
  consolePage("/admin/customers", "console customers, a search kept in the address", "/admin/customers?q=authz"),
  consolePage("/admin/quotes", "console quotes: open ones and their value"),
  {
    route: "/admin/quotes/new",
    method: "GET",
    what: "the quote builder for a customer",
    path: (w) => `/admin/quotes/new?customer=${w.customer.id}`,
    expect: [
      toLoginFor((w) => `/admin/quotes/new?customer=${w.customer.id}`),
      NOT_FOUND,
      NOT_FOUND,
      adminPage((w) => [w.customer.email]),
      NOT_FOUND,
    ],
  },
  {
    route: "/admin/quotes/[id]",
    method: "GET",
    what: "one quote for the owner, with its link",
    path: (w) => `/admin/quotes/${w.quote.id}`,
    expect: [
      toLoginFor((w) => `/admin/quotes/${w.quote.id}`),
      NOT_FOUND,
      NOT_FOUND,
      adminPage((w) => [w.quote.token]),
      NOT_FOUND,
    ],
  },
  {
    route: "/admin/quotes/[id]/edit",
    method: "GET",
    what: "the owner's edit of a sent quote (decision 0046)",
    path: (w) => `/admin/quotes/${w.quote.id}/edit`,
    expect: [toLoginFor((w) => `/admin/quotes/${w.quote.id}/edit`), NOT_FOUND, NOT_FOUND, adminPage(), NOT_FOUND],
  },
  {
    // A technician quotes their crew's job only; the matrix's technician is of another crew.
    route: "/crew/visits/[id]/quote",
    method: "GET",
    what: "the on-site quote builder on A's visit",
    path: (w) => `/crew/visits/${w.visit.id}/quote`,
    expect: [toLoginFor((w) => `/crew/visits/${w.visit.id}/quote`), NOT_FOUND, NOT_FOUND, NOT_FOUND, NOT_FOUND],
  },
  {
    // The link is the permission, as a reset link's is: whoever holds it sees the quote.
    route: "/quote/[token]",
    method: "GET",
    what: "a quote by its link",
    path: (w) => `/quote/${w.quote.token}`,
    expect: [QUOTE_PAGE, QUOTE_PAGE, QUOTE_PAGE, QUOTE_PAGE, QUOTE_PAGE],
  },
  {
    route: "/admin/customers/[id]",
    method: "GET",
    what: "one customer's page: visits, money, notes",
    path: (w) => `/admin/customers/${w.customer.id}`,
    expect: [
      toLoginFor((w) => `/admin/customers/${w.customer.id}`),
      NOT_FOUND,
      NOT_FOUND,
      adminPage((w) => [w.customer.email]),
      NOT_FOUND,
    ],
  },
  {
    // The phone booking form, started from a customer: their email is prefilled for the owner only.
    route: "/admin/bookings/new",
    method: "GET",
    what: "the owner's phone booking form for a customer",
    path: (w) => `/admin/bookings/new?customer=${w.customer.id}`,
    expect: [
      toLoginFor((w) => `/admin/bookings/new?customer=${w.customer.id}`),
      NOT_FOUND,
      NOT_FOUND,
      adminPage((w) => [w.customer.email]),
      NOT_FOUND,
    ],
  },
  consolePage("/admin/outbox", "console email outbox"),
  consolePage("/admin/business-facts", "the claims the site may make"),
  consolePage("/admin/settings/payments", "Stripe and Twilio keys, by their last four"),
  consolePage("/admin/settings/areas", "every metro and its ZIPs, open or closed"),
  consolePage("/admin/settings", "the business's name, phone and address, and who changed them"),
  consolePage("/admin/setup", "the first run: what is set up, the business form, confirm and skip"),
  consolePage("/admin/prices", "the price book, its versions and who saved them"),
  consolePage("/admin/reviews", "every review, hidden ones too"),
  consolePage("/admin/money", "invoices, payments and refunds", "/admin/money", (w) => [w.acct.customerA.email]),
  {
    route: "/admin/export/[kind]",
    method: "GET",
    what: "invoices CSV for the accountant",
    path: () => "/admin/export/invoices",
    expect: ownerOnly(CSV),
  },
  consolePage("/admin/speed", "console page speed"),
  consolePage("/admin/plans", "service plans and every member's charges"),
  {
    // The dunning email's update-card page: the customer's own membership only.
    route: "/customer-dashboard/plan/[id]/card",
    method: "GET",
    what: "update the card of a membership that is nobody's",
    path: () => `/customer-dashboard/plan/${NO_VISIT}/card`,
    expect: [toLogin(`/customer-dashboard/plan/${NO_VISIT}/card`), NOT_FOUND, NOT_FOUND, NOT_FOUND, NOT_FOUND],
  },
  {
    route: "/admin/export/[kind]",
    method: "GET",
    what: "leads CSV",
    path: () => "/admin/export/leads",
    expect: ownerOnly(CSV),
  },
  {
    route: "/admin/export/[kind]",
    method: "GET",
    what: "subscribers CSV",
    path: () => "/admin/export/subscribers",
    expect: ownerOnly(CSV),
  },
  {
    route: "/admin/export/[kind]",
    method: "GET",
    what: "unknown kind",
    path: () => "/admin/export/users",
    expect: NOBODY,
  },
  consolePage("/admin/insights", "charts of leads, sources, funnel, speed to lead and crew load"),
  consolePage(
    "/admin/insights",
    "insights with filters: the query is kept too",
    "/admin/insights?from=2026-01-05&to=2026-02-01&area=bay-area&touch=last",
  ),
  {
    route: "/admin/insights/csv/[chart]",
    method: "GET",
    what: "one chart's numbers as CSV",
    path: () => "/admin/insights/csv/sources",
    expect: ownerOnly(CSV),
  },
  {
    route: "/admin/insights/csv/[chart]",
    method: "GET",
    what: "unknown chart",
    path: () => "/admin/insights/csv/passwords",
    expect: NOBODY,
  },
  {
    route: "/home-variant/[combo]",
    method: "GET",
    what: "internal: the proxy serves variants only as /",
    path: () => "/home-variant/control.range.standard",
    expect: NOBODY,
  },
  {
    route: "/post-not-found",
    method: "GET",
    what: "internal: the proxy serves it only for unknown /blog/ posts",
    path: () => "/post-not-found",
    expect: NOBODY,
  },
  // The visit's report and photos: its customer reads them, its crew and the owner write
  // them, anyone else is told the visit does not exist. Crew members are covered by
  // visit-report.spec.ts and visit-photos.spec.ts; the matrix's technician is of another crew.
  {
    route: "/crew/visits/[id]/report",
    method: "GET",
    what: "the crew's report page of A's visit",
    path: (w) => `/crew/visits/${w.visit.id}/report`,
    expect: [toLoginFor((w) => `/crew/visits/${w.visit.id}/report`), NOT_FOUND, NOT_FOUND, adminPage(), NOT_FOUND],
  },
  {
    route: "/customer-visits/[id]",
    method: "GET",
    what: "A's visit report",
    path: (w) => `/customer-visits/${w.visit.id}`,
    // Started, not finished: the page is A's, and says the report comes once the visit is done.
    expect: [toLoginFor((w) => `/customer-visits/${w.visit.id}`), OK, NOT_FOUND, adminPage(), NOT_FOUND],
  },
  {
    route: "/api/crew/visits/[id]/report",
    method: "PUT",
    what: "write A's visit report",
    path: (w) => `/api/crew/visits/${w.visit.id}/report`,
    body: () => ({ checklist: [], findings: "authz matrix", recommendations: "" }),
    expect: [SIGN_IN_REQUIRED, NOT_FOUND, NOT_FOUND, { status: 200, sees: "all" }, NOT_FOUND],
  },
  {
    route: "/api/crew/visits/[id]/wrap-up",
    method: "POST",
    what: "send A's visit wrap-up",
    path: (w) => `/api/crew/visits/${w.visit.id}/wrap-up`,
    body: () => ({}),
    // Started, not finished: the owner is told to finish it first; nobody else learns it exists.
    expect: [SIGN_IN_REQUIRED, NOT_FOUND, NOT_FOUND, { status: 409, sees: "all" }, NOT_FOUND],
  },
  {
    route: "/api/crew/visits/[id]/photos",
    method: "POST",
    what: "a photo for B's visit that has not started",
    path: (w) => `/api/crew/visits/${w.bookings.toReschedule.id}/photos?kind=before`,
    body: () => TINY_JPEG,
    headers: { "content-type": "image/jpeg" },
    expect: [SIGN_IN_REQUIRED, NOT_FOUND, NOT_FOUND, { status: 409, sees: "all" }, NOT_FOUND],
  },
  {
    route: "/api/visits/[id]/photos/[photoId]",
    method: "GET",
    what: "a photo of A's visit",
    path: (w) => `/api/visits/${w.visit.id}/photos/${w.visit.photoId}?size=thumb`,
    expect: [
      SIGN_IN_REQUIRED,
      { status: 200, check: (body) => expect(String(body).length).toBeGreaterThan(100) },
      NOT_FOUND,
      { status: 200, sees: "all" },
      NOT_FOUND,
    ],
  },
  {
    route: "/api/visits/[id]/photos/[photoId]",
    method: "GET",
    what: "A's photo asked for under B's visit",
    path: (w) => `/api/visits/${w.bookings.toReschedule.id}/photos/${w.visit.photoId}`,
    expect: [SIGN_IN_REQUIRED, NOT_FOUND, NOT_FOUND, NOT_FOUND, NOT_FOUND],
  },
  {
    route: "/api/visits/[id]/photos/[photoId]",
    method: "DELETE",
    what: "remove a photo of A's visit",
    path: (w) => `/api/visits/${w.visit.id}/photos/${w.visit.photoId}`,
    expect: [SIGN_IN_REQUIRED, NOT_FOUND, NOT_FOUND, { status: 200, sees: "all" }, NOT_FOUND],
    owner: "admin",
  },
  // Payments. This server has no Stripe keys: nothing is charged, and it says so.
  {
    route: "/api/invoices/[id]/checkout",
    method: "POST",
    what: "Pay now on A's invoice",
    path: (w) => `/api/invoices/${w.invoice.id}/checkout`,
    expect: [
      SIGN_IN_REQUIRED,
      { status: 409, check: (body) => expect(body).toMatchObject({ error: expect.stringContaining("on site") }) },
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
    ],
  },
  {
    route: "/api/stripe/webhook",
    method: "POST",
    what: "an unsigned event, on a site without Stripe",
    path: () => "/api/stripe/webhook",
    body: (w) => ({
      id: "evt_authz",
      type: "checkout.session.completed",
      data: { object: { client_reference_id: w.invoice.id } },
    }),
    expect: NOBODY,
  },
  {
    // The matrix's technician is of another crew; the owner records payments from /admin.
    route: "/api/crew/visits/[id]/payment",
    method: "POST",
    what: "cash for A's finished visit",
    path: (w) => `/api/crew/visits/${w.invoice.bookingId}/payment`,
    body: () => ({ method: "cash", amount: "1.00", idempotencyKey: "6f1c3c1e-7d5a-4f2b-9a51-3d2f0c9b8a11" }),
    expect: NOBODY,
  },
  {
    // Pay by card: only the visit's own crew opens a Checkout page for its balance.
    route: "/api/crew/visits/[id]/checkout",
    method: "POST",
    what: "a card payment code for A's finished visit",
    path: (w) => `/api/crew/visits/${w.invoice.bookingId}/checkout`,
    body: () => ({}),
    expect: NOBODY,
  },
  {
    route: "/api/admin/invoices/[id]/payment",
    method: "POST",
    what: "record a payment on A's invoice without a reason",
    path: (w) => `/api/admin/invoices/${w.invoice.id}/payment`,
    body: () => ({
      method: "cash",
      amount: "1.00",
      reason: "",
      idempotencyKey: "6f1c3c1e-7d5a-4f2b-9a51-3d2f0c9b8a12",
    }),
    expect: ownerOnly({ status: 400, sees: "all" }),
  },
  {
    // More than A's invoice totals: refused after the invoice is found, so nothing is issued.
    route: "/api/admin/invoices/[id]/credit-note",
    method: "POST",
    what: "a credit note above A's invoice total",
    path: (w) => `/api/admin/invoices/${w.invoice.id}/credit-note`,
    body: () => ({
      amount: "99999.00",
      reason: "authz matrix",
      idempotencyKey: "6f1c3c1e-7d5a-4f2b-9a51-3d2f0c9b8a14",
    }),
    expect: ownerOnly({ status: 422, sees: "all" }),
  },
  {
    route: "/api/admin/payments/[id]/void",
    method: "POST",
    what: "void a payment that does not exist",
    path: () => `/api/admin/payments/${NO_VISIT}/void`,
    body: () => ({ reason: "authz matrix" }),
    expect: ownerOnly({ status: 404, sees: "all" }),
  },
  {
    route: "/api/admin/payments/[id]/refund",
    method: "POST",
    what: "refund on a site without Stripe",
    path: () => `/api/admin/payments/${NO_VISIT}/refund`,
    body: () => ({ amount: "1.00", reason: "authz matrix", idempotencyKey: "6f1c3c1e-7d5a-4f2b-9a51-3d2f0c9b8a13" }),
    expect: ownerOnly({ status: 409, sees: "all" }),
  },
  // Service plans. This server has no Stripe keys: joining says plans are taken by phone.
  {
    route: "/api/admin/plans",
    method: "POST",
    what: "a plan without a name",
    path: () => "/api/admin/plans",
    body: () => ({ name: "" }),
    expect: ownerOnly({ status: 400, sees: "all" }),
  },
  {
    route: "/api/admin/memberships",
    method: "POST",
    what: "pause a membership that does not exist",
    path: () => "/api/admin/memberships",
    body: () => ({ action: "pause", membershipId: NO_VISIT, reason: "authz matrix" }),
    expect: ownerOnly({ status: 404, sees: "all" }),
  },
  {
    route: "/api/plans/join",
    method: "POST",
    what: "join a plan on a site without Stripe",
    path: () => "/api/plans/join",
    body: () => ({ planId: NO_VISIT }),
    expect: [
      SIGN_IN_REQUIRED,
      { status: 409, check: (body) => expect(body).toMatchObject({ error: expect.stringContaining("by phone") }) },
      { status: 409 },
      { status: 409, sees: "all" },
      { status: 409 },
    ],
  },
  {
    route: "/api/plans/[id]/cancel",
    method: "POST",
    what: "cancel a membership that is nobody's",
    path: () => `/api/plans/${NO_VISIT}/cancel`,
    body: () => ({}),
    expect: [SIGN_IN_REQUIRED, NOT_FOUND, NOT_FOUND, NOT_FOUND, NOT_FOUND],
  },
  {
    route: "/api/plans/[id]/card",
    method: "POST",
    what: "Stripe's card page on a site without Stripe",
    path: () => `/api/plans/${NO_VISIT}/card`,
    body: () => ({}),
    expect: [SIGN_IN_REQUIRED, { status: 409 }, { status: 409 }, { status: 409, sees: "all" }, { status: 409 }],
  },
  {
    // The matrix's technician is of another crew: A's finished visit is not theirs to add to.
    route: "/api/crew/visits/[id]/extras",
    method: "POST",
    what: "an extra on A's finished visit",
    path: (w) => `/api/crew/visits/${w.invoice.bookingId}/extras`,
    body: () => ({ action: "add", itemId: NO_VISIT, quantity: 1, approvedByCustomer: true }),
    expect: NOBODY,
  },
  {
    route: "/api/admin/payment-settings",
    method: "POST",
    what: "a tax rate above 25%",
    path: () => "/api/admin/payment-settings",
    body: () => ({ taxRate: "99" }),
    expect: ownerOnly({ status: 400, sees: "all" }),
  },
  {
    // An area that does not exist: the owner reaches the schema's sentence and nothing changes on
    // the shared server (no metro closes); nobody else learns what the route takes.
    route: "/api/admin/settings/areas",
    method: "POST",
    what: "an unknown area",
    path: () => "/api/admin/settings/areas",
    body: () => ({ area: "atlantis", open: false, keepPages: false, closedZips: [] }),
    expect: ownerOnly({ status: 400, sees: "all" }),
  },
  {
    // A publishable key where the secret key goes: the owner reaches the use case's sentence and
    // nothing is saved (payments stay as they are on the shared server); nobody else learns of it.
    route: "/api/admin/settings/payments",
    method: "PUT",
    what: "a publishable Stripe key as the secret key",
    path: () => "/api/admin/settings/payments",
    body: () => ({ stripeSecretKey: "pk_test_authzMatrixKey" }),
    expect: ownerOnly({
      status: 400,
      sees: "all",
      check: (body) =>
        expect(body).toMatchObject({ fieldErrors: { stripeSecretKey: [expect.stringMatching(/publishable key/)] } }),
    }),
  },
  {
    // A colour white text is unreadable on: the owner reaches the sentence, nothing is saved (the
    // shared server's pages keep their look); nobody else learns of the route (decision 0041).
    route: "/api/admin/settings/brand",
    method: "PUT",
    what: "a brand colour too light for white text",
    path: () => "/api/admin/settings/brand",
    body: () => ({ colour: "#ffd400", hours: "", timeZone: "America/Los_Angeles" }),
    expect: ownerOnly({
      status: 400,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ fieldErrors: { colour: [expect.stringMatching(/contrast/)] } }),
    }),
  },
  {
    // A step that cannot be marked: the owner reaches the schema's sentence and nothing is recorded
    // (the shared server's checklist stays as it is); nobody else learns what the route takes.
    route: "/api/admin/setup",
    method: "POST",
    what: "mark the business details step, which only a save does",
    path: () => "/api/admin/setup",
    body: () => ({ step: "business", marked: true }),
    expect: ownerOnly({
      status: 400,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ fieldErrors: { step: [expect.stringMatching(/Choose a step/)] } }),
    }),
  },
  {
    // An SVG as the logo: refused with the sentence for the owner, before anything is stored.
    route: "/api/admin/settings/logo",
    method: "POST",
    what: "an SVG logo",
    path: () => "/api/admin/settings/logo",
    body: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    headers: { "content-type": "image/svg+xml" },
    expect: ownerOnly({
      status: 415,
      sees: "all",
      check: (body) => expect(JSON.stringify(body)).toContain("SVG logos are not accepted"),
    }),
  },
  {
    // No logo on the shared server: the owner's removal changes nothing (no new version).
    route: "/api/admin/settings/logo",
    method: "DELETE",
    what: "remove the logo",
    path: () => "/api/admin/settings/logo",
    body: () => ({}),
    expect: ownerOnly({ status: 200, sees: "all" }),
  },
  {
    // The logo is public (every page shows it); the shared server has none.
    route: "/api/brand/logo",
    method: "GET",
    what: "the business's logo",
    path: () => "/api/brand/logo?v=1",
    expect: [{ status: 404 }, { status: 404 }, { status: 404 }, { status: 404 }, { status: 404 }],
  },
  {
    // A phone that is not one: the owner reaches the sentence and nothing is saved (the shared
    // server's pages keep the demo identity); nobody else learns of it.
    route: "/api/admin/settings/business",
    method: "PUT",
    what: "a business identity with a phone that is not a phone",
    path: () => "/api/admin/settings/business",
    body: () => ({
      name: "Matrix Vents",
      phone: "555-0134",
      email: "m@example.com",
      street: "1 Main St",
      city: "Oakland",
      state: "CA",
      zip: "94612",
    }),
    expect: ownerOnly({
      status: 400,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ fieldErrors: { phone: [expect.stringMatching(/US phone/)] } }),
    }),
  },
  {
    // A negative price: the owner reaches the sentence and no version is saved (the shared
    // server's pages keep today's prices); nobody else learns of it.
    route: "/api/admin/prices",
    method: "PUT",
    what: "a price book with a negative price",
    path: () => "/api/admin/prices",
    body: () => ({
      services: Object.fromEntries(
        ["air_duct", "dryer_vent", "duct_and_dryer"].map((t) => [
          t,
          { description: "", baseCents: t === "dryer_vent" ? -100 : 10_000, perBedroomCents: 0, perBathroomCents: 0 },
        ]),
      ),
      addOns: Object.fromEntries(
        ["uv_light", "filter", "video_inspection"].map((id) => [id, { name: "Add-on", description: "", cents: 1_000 }]),
      ),
    }),
    expect: ownerOnly({
      status: 400,
      sees: "all",
      check: (body) =>
        expect(body).toMatchObject({
          fieldErrors: { "services.dryer_vent.baseCents": [expect.stringMatching(/cannot be negative/)] },
        }),
    }),
  },
  {
    // A fee under Stripe's minimum: the owner reaches the sentence and nothing is saved (the shared
    // server's bookings keep asking nothing); nobody else learns of the route.
    route: "/api/admin/booking-money",
    method: "POST",
    what: "a no-show fee of 10 cents",
    path: () => "/api/admin/booking-money",
    body: () => ({ serviceType: "dryer_vent", kind: "no-show-fee", feeCents: 10 }),
    expect: ownerOnly({
      status: 400,
      sees: "all",
      check: (body) =>
        expect(body).toMatchObject({ fieldErrors: { feeCents: [expect.stringMatching(/at least \$0\.50/)] } }),
    }),
  },
  {
    route: "/api/admin/bookings/[id]/no-show",
    method: "POST",
    what: "charge a no-show fee on a booking that does not exist",
    path: () => `/api/admin/bookings/${NO_VISIT}/no-show`,
    body: () => ({ reason: "authz matrix" }),
    expect: ownerOnly({ status: 404, sees: "all" }),
  },
  {
    route: "/api/admin/bookings/[id]/deposit-refund",
    method: "POST",
    what: "refund the deposit of a booking that does not exist",
    path: () => `/api/admin/bookings/${NO_VISIT}/deposit-refund`,
    body: () => ({}),
    expect: [NOT_FOUND, NOT_FOUND, NOT_FOUND, { status: 404, sees: "all" }, NOT_FOUND],
  },
  {
    route: "/api/admin/settings/payments/test-stripe",
    method: "POST",
    what: "test the Stripe connection",
    path: () => "/api/admin/settings/payments/test-stripe",
    body: () => ({}),
    expect: ownerOnly({
      status: 200,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ check: { sentence: expect.any(String) } }),
    }),
  },
  {
    route: "/api/admin/settings/payments/test-text",
    method: "POST",
    what: "send the owner a test text",
    path: () => "/api/admin/settings/payments/test-text",
    body: () => ({}),
    expect: ownerOnly({
      status: 200,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ check: { sentence: expect.any(String) } }),
    }),
  },
  {
    route: "/api/admin/payment-settings/reminders",
    method: "POST",
    what: "a reminder 400 days after the invoice",
    path: () => "/api/admin/payment-settings/reminders",
    body: () => ({ days: "3, 400" }),
    expect: ownerOnly({ status: 400, sees: "all" }),
  },
  {
    route: "/api/admin/invoices/[id]/stop-reminders",
    method: "POST",
    what: "stop the reminders of an invoice that does not exist",
    path: () => `/api/admin/invoices/${NO_VISIT}/stop-reminders`,
    body: () => ({}),
    expect: ownerOnly({ status: 404, sees: "all" }),
  },
  // Customer routes.
  {
    route: "/api/bookings",
    method: "POST",
    what: "a new booking, owned by whoever sent it",
    path: () => "/api/bookings",
    body: (w) => bookingBody(w.nextSlot()),
    expect: [SIGN_IN_REQUIRED, CREATED, CREATED, CREATED, CREATED],
  },
  {
    // Idempotency keys are per account: B sending A's key gets nothing of A's back, and the
    // unbookable date then refuses the new booking on its merits.
    route: "/api/bookings",
    method: "POST",
    what: "A's idempotency key replayed",
    path: () => "/api/bookings",
    body: (w) => ({ ...w.bookings.ofA.body, appointmentDate: "2000-01-03" }),
    expect: [
      SIGN_IN_REQUIRED,
      { status: 200, check: (body, w) => expect(bookingOf(body).id).toBe(w.bookings.ofA.id) },
      { status: 422 },
      { status: 422 },
      { status: 422 },
    ],
  },
  {
    route: "/api/bookings/[id]/reschedule",
    method: "POST",
    what: "B's booking",
    path: (w) => `/api/bookings/${w.bookings.toReschedule.id}/reschedule`,
    body: (w) => w.rescheduleTo,
    expect: [
      SIGN_IN_REQUIRED,
      NOT_FOUND,
      {
        status: 200,
        check: (body, w) =>
          expect(bookingOf(body)).toMatchObject({ id: w.bookings.toReschedule.id, ...w.rescheduleTo }),
      },
      NOT_FOUND,
      NOT_FOUND,
    ],
    owner: "customerB",
    unchanged: (w) => expectUntouched(w, w.bookings.toReschedule),
  },
  {
    route: "/api/bookings/[id]/cancel",
    method: "POST",
    what: "B's booking",
    path: (w) => `/api/bookings/${w.bookings.toCancel.id}/cancel`,
    expect: [
      SIGN_IN_REQUIRED,
      NOT_FOUND,
      { status: 200, check: (body) => expect(bookingOf(body).status).toBe("cancelled") },
      NOT_FOUND,
      NOT_FOUND,
    ],
    owner: "customerB",
    unchanged: (w) => expectUntouched(w, w.bookings.toCancel),
  },
  {
    route: "/api/profile",
    method: "PATCH",
    what: "each edits only their own profile",
    path: () => "/api/profile",
    body: profileBody,
    expect: [SIGN_IN_REQUIRED, OWN_PROFILE, OWN_PROFILE, OWN_PROFILE, OWN_PROFILE],
    owner: "customerB",
    // Nobody else's edit landed on B's profile.
    unchanged: async (w) =>
      expect(await (await w.ctx.customerB.get("/customer-dashboard")).text()).not.toContain(" lane 7"),
  },
  // Texts are off on this server (decision 0022): the switch says so to anyone signed in, and
  // the webhook does not exist for anyone; texts.spec.ts covers both with texts on.
  {
    route: "/api/account/texts",
    method: "POST",
    what: "turn own texts off",
    path: () => "/api/account/texts",
    body: () => ({ on: false }),
    expect: [SIGN_IN_REQUIRED, { status: 409 }, { status: 409 }, { status: 409 }, { status: 409 }],
  },
  // Proof of a number: with texts off no code is sent and none is checked.
  {
    route: "/api/account/phone-proof/send",
    method: "POST",
    what: "text own number a code",
    path: () => "/api/account/phone-proof/send",
    body: () => ({ phone: "(617) 555-0100" }),
    expect: [SIGN_IN_REQUIRED, { status: 409 }, { status: 409 }, { status: 409 }, { status: 409 }],
  },
  {
    route: "/api/account/phone-proof/confirm",
    method: "POST",
    what: "type back own number's code",
    path: () => "/api/account/phone-proof/confirm",
    body: () => ({ code: "123456" }),
    expect: [SIGN_IN_REQUIRED, { status: 409 }, { status: 409 }, { status: 409 }, { status: 409 }],
  },
  {
    // An interval under the limit: the owner reaches the schema's sentence and nothing is saved
    // (the shared server's settings stay as they are); nobody else learns the route exists.
    route: "/api/admin/settings/reminders",
    method: "PUT",
    what: "a you're due interval of one month",
    path: () => "/api/admin/settings/reminders",
    body: () => ({ enabled: true, intervals: { air_duct: 36, dryer_vent: 1, duct_and_dryer: 24 } }),
    expect: ownerOnly({
      status: 400,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ fieldErrors: { "intervals.dryer_vent": [expect.any(String)] } }),
    }),
  },
  {
    // The same run as the daily one: the demo data has no past customer due, so it sends nothing.
    route: "/api/admin/settings/reminders/run",
    method: "POST",
    what: "send the you're due reminders now",
    path: () => "/api/admin/settings/reminders/run",
    body: () => ({}),
    expect: ownerOnly({
      status: 200,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ sent: expect.any(Number) }),
    }),
  },
  {
    // RFC 8058's one-click POST: the signature in the address is the permission, for anyone.
    route: "/api/due/unsubscribe",
    method: "POST",
    what: "a you're due unsubscribe the server did not sign",
    path: () => "/api/due/unsubscribe?m=00000000-0000-4000-8000-00000000d0e0&sig=forged",
    body: () => "List-Unsubscribe=One-Click",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    expect: NOBODY,
  },
  {
    route: "/api/sms/inbound",
    method: "POST",
    what: "an unsigned text to the business number",
    path: () => "/api/sms/inbound",
    body: () => "From=%2B16175550100&Body=STOP",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    expect: NOBODY,
  },
  {
    route: "/api/bookings/availability",
    method: "POST",
    what: "open times for an address",
    path: () => "/api/bookings/availability",
    body: () => ({ serviceType: "dryer_vent", squareFeet: 0, address: BOSTON }),
    // Public since the booking step comes before the account (decision 0013).
    expect: [
      { status: 200, check: (body) => expect(body).toMatchObject({ ok: true, area: { id: "boston" } }) },
      { status: 200, check: (body) => expect(body).toMatchObject({ ok: true, area: { id: "boston" } }) },
      { status: 200, check: (body) => expect(body).toMatchObject({ ok: true, area: { id: "boston" } }) },
      { status: 200, check: (body) => expect(body).toMatchObject({ ok: true, area: { id: "boston" } }) },
      { status: 200, check: (body) => expect(body).toMatchObject({ ok: true, area: { id: "boston" } }) },
    ],
  },
  {
    route: "/api/bookings/availability",
    method: "POST",
    what: "open times for a customer named (the owner's phone booking, decision 0044)",
    path: () => "/api/bookings/availability",
    body: (w) => ({ serviceType: "dryer_vent", squareFeet: 0, address: BOSTON, forCustomer: w.acct.customerA.id }),
    // Read for an admin only; anyone else naming a customer gets the public answer, never a refusal.
    expect: [PUBLIC_TIMES, PUBLIC_TIMES, PUBLIC_TIMES, PUBLIC_TIMES, PUBLIC_TIMES],
  },
  // Owner routes: a customer may not even confirm their own booking.
  {
    // A closure that leaves 50 crews on duty changes nothing anybody can book.
    route: "/api/admin/availability",
    method: "POST",
    what: "add a closure",
    path: () => "/api/admin/availability",
    body: (w) => ({
      action: "add-closure",
      area: "boston",
      date: w.rescheduleTo.appointmentDate,
      crews: 50,
      reason: "authz matrix",
    }),
    expect: ownerOnly({ status: 200, sees: "all" }),
  },
  {
    route: "/api/admin/bookings/[id]/status",
    method: "POST",
    what: "confirm B's booking",
    path: (w) => `/api/admin/bookings/${w.bookings.toConfirm.id}/status`,
    body: () => ({ status: "confirmed" }),
    expect: ownerOnly({ status: 200, sees: "all", check: (body) => expect(bookingOf(body).status).toBe("confirmed") }),
    owner: "admin",
    unchanged: (w) => expectUntouched(w, w.bookings.toConfirm),
  },
  {
    // Calling two bookings "not a duplicate" changes no booking; only the owner may say it.
    route: "/api/admin/duplicates",
    method: "POST",
    what: "A's and B's bookings are not one visit",
    path: () => "/api/admin/duplicates",
    body: (w) => ({ bookings: [w.bookings.ofA.id, w.bookings.toConfirm.id] }),
    expect: ownerOnly({ status: 200, sees: "all" }),
  },
  {
    // The owner moves A's booking onto its own slot: allowed, and nothing changes.
    route: "/api/admin/bookings/[id]/move",
    method: "POST",
    what: "move A's booking",
    path: (w) => `/api/admin/bookings/${w.bookings.ofA.id}/move`,
    body: (w) => ({ appointmentDate: w.bookings.ofA.appointmentDate, appointmentTime: w.bookings.ofA.appointmentTime }),
    expect: ownerOnly({
      status: 200,
      sees: "all",
      check: (body, w) => expect(bookingOf(body)).toMatchObject({ id: w.bookings.ofA.id, status: "pending" }),
    }),
  },
  {
    // A crew nobody has: the owner reaches the use case (its refusal names crews), nobody else
    // learns the route exists. Boston's real crews are left as they are for the bookings above.
    route: "/api/admin/crews",
    method: "POST",
    what: "time off for a crew that does not exist",
    path: () => "/api/admin/crews",
    body: (w) => ({
      action: "off",
      id: "00000000-0000-4000-8000-00000000c4e3",
      date: w.rescheduleTo.appointmentDate,
      reason: "authz matrix",
    }),
    expect: ownerOnly({
      status: 404,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ error: expect.stringMatching(/crew/) }),
    }),
  },
  {
    // A board move at A's own day and time to a crew nobody has: the owner's reassignment refuses.
    route: "/api/admin/dispatch/move",
    method: "POST",
    what: "drop A's booking on a crew that does not exist",
    path: () => "/api/admin/dispatch/move",
    body: (w) => ({
      bookingId: w.bookings.ofA.id,
      crewId: "00000000-0000-4000-8000-00000000c4e3",
      appointmentDate: w.bookings.ofA.appointmentDate,
      appointmentTime: w.bookings.ofA.appointmentTime,
    }),
    expect: ownerOnly({
      status: 404,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ error: expect.stringMatching(/crew/) }),
    }),
    owner: "admin",
    unchanged: (w) => expectUntouched(w, w.bookings.ofA),
  },
  {
    route: "/api/admin/dispatch/open-times",
    method: "POST",
    what: "free starts of a crew that does not exist for A's booking",
    path: () => "/api/admin/dispatch/open-times",
    body: (w) => ({
      bookingId: w.bookings.ofA.id,
      crewId: "00000000-0000-4000-8000-00000000c4e3",
      date: w.bookings.ofA.appointmentDate,
    }),
    expect: ownerOnly({
      status: 200,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ ok: true, starts: [] }),
    }),
  },
  {
    // The board's route for a crew's day (decision 0043): a crew nobody has is the owner's 404.
    route: "/api/admin/dispatch/crew-route",
    method: "POST",
    what: "the suggested route of a crew that does not exist",
    path: () => "/api/admin/dispatch/crew-route",
    body: (w) => ({ crewId: "00000000-0000-4000-8000-00000000c4e3", date: w.bookings.ofA.appointmentDate }),
    expect: ownerOnly({
      status: 404,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ error: expect.stringMatching(/crew/) }),
    }),
  },
  {
    // The owner's drive figures: a walking pace is refused, so the matrix changes nothing.
    route: "/api/admin/dispatch/drive-settings",
    method: "POST",
    what: "drive settings with an average speed of 5 km/h",
    path: () => "/api/admin/dispatch/drive-settings",
    body: () => ({ speedKmh: 5, minimumMinutes: 0, roadFactor: 1.3, tileUrl: "" }),
    expect: ownerOnly({
      status: 400,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ fieldErrors: { speedKmh: [expect.any(String)] } }),
    }),
  },
  {
    // The map's tiles come through the server, the owner's only; tiles are off in tests.
    route: "/api/admin/dispatch/tiles/[z]/[x]/[y]",
    method: "GET",
    what: "a map tile with tiles off",
    path: () => "/api/admin/dispatch/tiles/10/163/395",
    expect: ownerOnly({
      status: 404,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ error: expect.stringMatching(/tile/) }),
    }),
  },
  {
    route: "/api/admin/bookings/[id]/crew",
    method: "POST",
    what: "give A's booking to a crew that does not exist",
    path: (w) => `/api/admin/bookings/${w.bookings.ofA.id}/crew`,
    body: () => ({ crewId: "00000000-0000-4000-8000-00000000c4e3" }),
    expect: ownerOnly({
      status: 404,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ error: expect.stringMatching(/crew/) }),
    }),
    owner: "admin",
    unchanged: (w) => expectUntouched(w, w.bookings.ofA),
  },
  {
    route: "/api/admin/leads/[id]",
    method: "POST",
    what: "the owner's status and notes on a lead",
    path: (w) => `/api/admin/leads/${w.leadId}`,
    body: () => ({ status: "contacted", notes: "authz matrix" }),
    expect: ownerOnly({ status: 200, sees: "all" }),
    owner: "admin",
  },
  {
    // The owner's search as they type: nobody else learns the route exists.
    route: "/api/admin/customers",
    method: "GET",
    what: "search customers by A's email",
    path: (w) => `/api/admin/customers?q=${encodeURIComponent(w.acct.customerA.email)}`,
    expect: ownerOnly({ status: 200, sees: "all", shows: (w) => [w.acct.customerA.id] }),
  },
  {
    // The owner passes the gate and is told the address is outside the areas; nothing is booked.
    route: "/api/admin/phone-bookings",
    method: "POST",
    what: "book a visit for A by phone at an address no crew serves",
    path: () => "/api/admin/phone-bookings",
    body: (w) => ({
      customer: { kind: "existing", id: w.customer.id },
      booking: dryerVentVisit(
        { street: "1 Main St", unit: "", city: "Fargo", state: "ND", zip: "58102" },
        w.bookings.ofA.appointmentDate,
        "09:00",
      ),
      lines: [{ kind: "discount", percent: 10, reason: "authz matrix" }],
    }),
    expect: ownerOnly({ status: 422, sees: "all" }),
  },
  {
    // An expiry in the past: the owner passes the gate and is told why; nothing is saved.
    route: "/api/admin/quotes",
    method: "POST",
    what: "a quote for the customer that has already expired",
    path: () => "/api/admin/quotes",
    body: (w) => ({
      send: false,
      quote: {
        customerId: w.customer.id,
        serviceType: "dryer_vent",
        address: BOSTON,
        phone: "(617) 555-0100",
        bedrooms: 2,
        bathrooms: 1,
        squareFeet: 1200,
        options: [{ label: "Good", lines: [{ name: "Dryer vent cleaning", quantity: 1, unitCents: 14_900 }] }],
        expiresOn: "2000-01-01",
      },
    }),
    expect: ownerOnly({ status: 422, sees: "all" }),
  },
  {
    route: "/api/admin/quotes/[id]/send",
    method: "POST",
    what: "send the customer's quote link again",
    path: (w) => `/api/admin/quotes/${w.quote.id}/send`,
    expect: ownerOnly({ status: 200, sees: "all" }),
    owner: "admin",
  },
  {
    // An expiry in the past: the owner passes the gate and is told why; the quote is not changed.
    route: "/api/admin/quotes/[id]/revise",
    method: "POST",
    what: "an edit of the customer's quote with an expiry already past",
    path: (w) => `/api/admin/quotes/${w.quote.id}/revise`,
    body: () => ({ send: false, quote: { ...QUOTE_JOB, expiresOn: "2000-01-01" } }),
    expect: ownerOnly({ status: 422, sees: "all" }),
  },
  {
    // Only the technician who built a quote on their crew's job changes it (decision 0046).
    route: "/api/crew/quotes/[id]/revise",
    method: "POST",
    what: "a technician's edit of the owner's quote",
    path: (w) => `/api/crew/quotes/${w.quote.id}/revise`,
    body: () => ({ send: false, quote: { ...QUOTE_JOB, expiresOn: "2000-01-01" } }),
    expect: NOBODY,
  },
  {
    // Another crew's job, or an arbitrary customer: the same 404 as a job that does not exist.
    route: "/api/crew/visits/[id]/quotes",
    method: "POST",
    what: "a technician's quote on A's visit (another crew's job)",
    path: (w) => `/api/crew/visits/${w.visit.id}/quotes`,
    body: (w) => ({ send: false, quote: { ...QUOTE_JOB, customerId: w.acct.customerA.id, expiresOn: "2000-01-01" } }),
    expect: NOBODY,
  },
  {
    // Without the link's token nobody reaches a quote; with it, anyone may (the link is the permission).
    route: "/api/quotes/approve",
    method: "POST",
    what: "approve a quote with a token nobody was sent",
    path: () => "/api/quotes/approve",
    body: (w) => ({
      token: "N0t-a-real-quote-token-N0t-a-real-quote-t",
      optionId: w.quote.id,
      addOnLineIds: [],
      appointmentDate: w.rescheduleTo.appointmentDate,
      appointmentTime: "09:00",
      idempotencyKey: "6f1c3c1e-7d5a-4f2b-9a51-3d2f0c9b8a11",
    }),
    expect: NOBODY,
  },
  {
    route: "/api/quotes/decline",
    method: "POST",
    what: "decline a quote with a token nobody was sent",
    path: () => "/api/quotes/decline",
    body: () => ({ token: "N0t-a-real-quote-token-N0t-a-real-quote-t", reason: "authz matrix" }),
    expect: NOBODY,
  },
  {
    route: "/api/admin/customers/notes",
    method: "POST",
    what: "the owner's note on a customer",
    path: () => "/api/admin/customers/notes",
    body: (w) => ({ customerId: w.customer.id, body: "authz matrix" }),
    expect: ownerOnly({ status: 200, sees: "all" }),
    owner: "admin",
  },
  {
    // A read with a body: what merging A into the customer would move; nothing changes.
    route: "/api/admin/customers/merge/preview",
    method: "POST",
    what: "preview merging A into another customer",
    path: () => "/api/admin/customers/merge/preview",
    body: (w) => ({ keepId: w.customer.id, mergeId: w.acct.customerA.id }),
    expect: ownerOnly({ status: 200, sees: "all", shows: (w) => [w.acct.customerA.email, w.customer.email] }),
  },
  {
    // A customer merged into itself: the owner passes the gate and is told why not; nothing moves.
    route: "/api/admin/customers/merge",
    method: "POST",
    what: "merge a customer into itself",
    path: () => "/api/admin/customers/merge",
    body: (w) => ({ keepId: w.customer.id, mergeId: w.customer.id }),
    expect: ownerOnly({
      status: 400,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ error: expect.stringMatching(/merged into itself/) }),
    }),
  },
  {
    // The customer signed up with a password: the owner is told they can sign in; nothing is sent.
    route: "/api/admin/customers/invite",
    method: "POST",
    what: "send an account invite to a customer with a password",
    path: () => "/api/admin/customers/invite",
    body: (w) => ({ customerId: w.customer.id }),
    expect: ownerOnly({
      status: 409,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ error: expect.stringMatching(/already has a password/) }),
    }),
  },
  {
    // A series is changed only by its own customer: an id that is not theirs is not found.
    route: "/api/recurring/[id]",
    method: "POST",
    what: "a recurring series nobody here holds",
    path: () => "/api/recurring/00000000-0000-4000-8000-00000000a07b",
    body: () => ({ action: "end" }),
    expect: [SIGN_IN_REQUIRED, NOT_FOUND, NOT_FOUND, NOT_FOUND, NOT_FOUND],
  },
  {
    // An unknown crew: the owner passes the gate and is told so; nobody is invited.
    route: "/api/admin/crews/[id]/invite",
    method: "POST",
    what: "invite a technician to a crew that does not exist",
    path: () => "/api/admin/crews/00000000-0000-4000-8000-00000000a07d/invite",
    body: () => ({ email: uniqueEmail("authz-tech"), name: "Tia Tech" }),
    expect: ownerOnly({ status: 404, sees: "all" }),
  },
  {
    // Without a reason the owner is refused on the body; everyone else on the route.
    route: "/api/admin/bookings/[id]/steps/correct",
    method: "POST",
    what: "correct a step of A's booking without a reason",
    path: (w) => `/api/admin/bookings/${w.bookings.ofA.id}/steps/correct`,
    body: () => ({ step: "finish", reason: "" }),
    expect: ownerOnly({ status: 400, sees: "all" }),
    unchanged: (w) => expectUntouched(w, w.bookings.ofA),
  },
  // Crew routes: only a technician passes the gate, and finds only its own crew's visits.
  {
    route: "/api/crew/visits/[id]/steps",
    method: "POST",
    what: "a step of a visit no crew holds",
    path: () => `/api/crew/visits/${NO_VISIT}/steps`,
    body: () => ({ step: "on-my-way", estimate: { minutes: 30 } }),
    expect: [
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
      { status: 404, check: (body) => expect(body).toMatchObject({ error: "That visit was not found." }) },
    ],
  },
  {
    route: "/api/crew/visits/[id]/steps",
    method: "POST",
    what: "a step of A's booking (not a crew's visit)",
    path: (w) => `/api/crew/visits/${w.bookings.ofA.id}/steps`,
    body: () => ({ step: "start" }),
    expect: NOBODY,
    unchanged: (w) => expectUntouched(w, w.bookings.ofA),
  },
  {
    route: "/api/crew/visits/[id]/steps",
    method: "POST",
    what: "a step that does not exist",
    path: () => `/api/crew/visits/${NO_VISIT}/steps`,
    body: () => ({ step: "teleport" }),
    expect: [NOT_FOUND, NOT_FOUND, NOT_FOUND, NOT_FOUND, { status: 400 }],
  },
  // Public routes, in the table so it covers every route: nobody is refused, nobody is handed
  // anything of another account.
  {
    route: "/api/leads",
    method: "POST",
    what: "price request",
    path: () => "/api/leads",
    body: () => leadBody(uniqueEmail("authz-lead")),
    expect: [{ status: 201 }, { status: 201 }, { status: 201 }, { status: 201 }, { status: 201 }],
  },
  {
    // "Ask us" for a service priced after a call: a lead like a price request, open to anyone.
    route: "/api/ask-us",
    method: "POST",
    what: "ask-us request",
    path: () => "/api/ask-us",
    body: () => ({
      service: "air-quality-testing",
      fullName: "Ann Asker",
      phone: "(415) 555-0100",
      email: uniqueEmail("authz-ask"),
    }),
    expect: [{ status: 201 }, { status: 201 }, { status: 201 }, { status: 201 }, { status: 201 }],
  },
  {
    // The lead id alone is no capability: only the token handed to the creating browser is.
    route: "/api/leads/[id]/estimate",
    method: "POST",
    what: "a stored lead, without its token",
    path: (w) => `/api/leads/${w.leadId}/estimate`,
    body: () => ({ token: "A".repeat(43) }),
    expect: NOBODY,
  },
  {
    // Whoever holds the token (the creating browser) gets `{ ok: true }`, nothing of the lead.
    route: "/api/leads/[id]/estimate",
    method: "POST",
    what: "a stored lead, with its token (3 emails per lead)",
    path: (w) => `/api/leads/${w.leadId}/estimate`,
    body: (w) => ({ token: w.leadToken }),
    expect: [OK, OK, OK, { status: 429 }, { status: 429 }],
  },
  {
    route: "/api/leads/[id]/estimate",
    method: "POST",
    what: "an unknown lead",
    path: () => "/api/leads/00000000-0000-4000-8000-00000000a07a/estimate",
    body: (w) => ({ token: w.leadToken }),
    expect: NOBODY,
  },
  {
    // Chicago: nobody works there in the demo data, so anyone may wait for it.
    route: "/api/waitlist",
    method: "POST",
    what: "wait for an unstaffed area",
    path: () => "/api/waitlist",
    body: () => ({ email: uniqueEmail("authz-wait"), zip: "60601", serviceType: "air_duct" }),
    expect: [OK, OK, OK, OK, OK],
  },
  {
    route: "/api/newsletter",
    method: "POST",
    what: "sign-up",
    path: () => "/api/newsletter",
    body: () => ({ email: uniqueEmail("authz-news") }),
    expect: [OK, OK, OK, OK, OK],
  },
  {
    // A photo nobody took: the owner reaches the use case, nobody else learns the route exists.
    route: "/api/admin/work-photos/[id]",
    method: "POST",
    what: "publish a photo that does not exist",
    path: () => "/api/admin/work-photos/00000000-0000-4000-8000-00000000e71f",
    body: () => ({ action: "publish", checked: true }),
    expect: [
      NOT_FOUND,
      NOT_FOUND,
      NOT_FOUND,
      { status: 404, sees: "all", check: (body) => expect(body).toMatchObject({ error: "That photo was not found." }) },
      NOT_FOUND,
    ],
  },
  {
    // A review nobody wrote: the owner reaches the use case, nobody else learns the route exists.
    route: "/api/admin/reviews/[id]",
    method: "POST",
    what: "hide a review that does not exist",
    path: () => "/api/admin/reviews/00000000-0000-4000-8000-00000000e71e",
    body: () => ({ action: "hide", reason: "off-topic" }),
    expect: ownerOnly({
      status: 404,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ error: "That review was not found." }),
    }),
  },
  {
    // The signed link is the permission, whoever is signed in: an unsigned one is refused alike.
    route: "/api/reviews",
    method: "POST",
    what: "a review through a link the server did not sign",
    path: () => "/api/reviews",
    body: () => ({ token: "00000000-0000-4000-8000-000000000001.forged", rating: 1 }),
    expect: NOBODY,
  },
  {
    // Same-day visits the booking form cannot offer: the owner reaches the use case's check and
    // nothing is saved; nobody else learns the route exists.
    route: "/api/admin/business-facts",
    method: "PUT",
    what: "claim same-day visits",
    path: () => "/api/admin/business-facts",
    body: () => ({ insured: false, emergencyOn: false, sameDay: true }),
    expect: ownerOnly({
      status: 400,
      sees: "all",
      check: (body) => expect(body).toMatchObject({ error: expect.stringMatching(/same-day/i) }),
    }),
  },
  {
    route: "/api/events",
    method: "POST",
    what: "event batch",
    path: () => "/api/events",
    body: () => ({ events: [{ name: "service_interaction", props: { source: "authz" } }] }),
    expect: [NO_CONTENT, NO_CONTENT, NO_CONTENT, NO_CONTENT, NO_CONTENT],
  },
  {
    route: "/api/sessions",
    method: "POST",
    what: "visitor session",
    path: () => "/api/sessions",
    body: () => ({ sessionId: `sess_${Date.now()}_authz${Math.random().toString(36).slice(2, 8)}` }),
    expect: [NO_CONTENT, NO_CONTENT, NO_CONTENT, NO_CONTENT, NO_CONTENT],
  },
  // Last: B's own cell signs B out. A and the admin are answered 200 but revoke nothing of B's.
  {
    route: "/api/auth/[...all]",
    method: "POST",
    what: "revoke-session with B's token",
    path: () => "/api/auth/revoke-session",
    body: (w) => ({ token: w.acct.customerB.token }),
    expect: [SIGN_IN_REQUIRED, OK, { status: 200, check: signedOut("customerB") }, OK, OK],
    owner: "customerB",
    unchanged: async (w) => {
      const session = await (await w.ctx.customerB.get("/api/auth/get-session")).json();
      expect(session, "B is still signed in").toMatchObject({ user: { id: w.acct.customerB.id } });
    },
  },
];

let TINY_JPEG: Buffer;

function leadBody(email: string) {
  return {
    fullName: "Lee Lead",
    phone: "4155550123",
    email,
    serviceType: "air_duct",
    bedrooms: 1,
    bathrooms: 1,
    squareFeet: 900,
  };
}

/** Where a response sends the browser: a 3xx Location, or the meta refresh Next streams once a page has started. */
function redirectTarget(res: APIResponse, body: string): string | null {
  if (res.status() >= 300 && res.status() < 400) return res.headers().location ?? null;
  if (res.status() !== 200) return null;
  const meta = body.match(/<meta[^>]*http-equiv="refresh"[^>]*content="\d+;url=([^"]+)"/);
  return meta?.[1]?.replaceAll("&amp;", "&") ?? null;
}

let w: World;
const contexts: APIRequestContext[] = [];

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string;
  const origin = new URL(baseURL).origin;
  const newContext = async () => {
    const ctx = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin } });
    contexts.push(ctx);
    return ctx;
  };
  const ctx = {
    anonymous: await newContext(),
    customerA: await newContext(),
    customerB: await newContext(),
    admin: await newContext(),
    technician: await newContext(),
  };

  // The same sign-up and sign-in the `customer` and `admin` fixtures use, on API contexts.
  const signUp = async (who: "customerA" | "customerB"): Promise<Account> => ({
    ...(await signUpCustomer(
      ctx[who],
      `${who === "customerA" ? "Avery" : "Blake"} ${Math.random().toString(36).slice(2, 8)}`,
    )),
    bookingIds: [],
  });
  const acct: Record<Customer, Account> = {
    customerA: await signUp("customerA"),
    customerB: await signUp("customerB"),
    admin: { ...(await signInAdmin(ctx.admin)), bookingIds: [] },
    technician: { ...(await signInTechnician(ctx.technician)), bookingIds: [] },
  };

  // Only staffed crews sell time: the owner makes a crew in Boston and invites a
  // technician to it, as the console's crew forms do.
  const crew = await ctx.admin.post("/api/admin/crews", {
    data: {
      action: "create",
      name: `Authz crew ${Math.random().toString(36).slice(2, 8)}`,
      area: "boston",
      weekdays: "0111111",
    },
  });
  expect(crew.status(), await crew.text()).toBe(200);
  const { id: crewId } = ((await crew.json()) as { crew: { id: string } }).crew;
  const invited = await ctx.admin.post(`/api/admin/crews/${crewId}/invite`, {
    data: { name: "Authz Tech", email: uniqueEmail("authz-tech") },
  });
  expect(invited.status(), await invited.text()).toBe(201);

  const dates = bookableDates(new Date(), "America/New_York");
  // Holidays (Thanksgiving...) take no bookings.
  const closed = new Set(holidaysBetween(dates[0] ?? "", dates.at(-1) ?? "", []).map((h) => h.date));
  const slots = dates
    .filter((d) => !closed.has(d))
    .slice(2)
    .flatMap((appointmentDate) => TIME_SLOTS.map((appointmentTime) => ({ appointmentDate, appointmentTime })));
  const nextSlot = () => {
    const slot = slots.pop();
    if (!slot) throw new Error("no Boston slot left");
    return slot;
  };
  // Slots are taken in one order, so on a server that already ran this spec the full ones come
  // first: skipping them leaves the slots handed out later free as well.
  const book = async (owner: Customer): Promise<Booked> => {
    for (;;) {
      const slot = nextSlot();
      const body = bookingBody(slot);
      const res = await ctx[owner].post("/api/bookings", { data: body });
      if (res.status() === 409) continue;
      expect(res.status(), await res.text()).toBe(201);
      const { id } = ((await res.json()) as BookingAnswer).booking;
      acct[owner].bookingIds.push(id);
      return { id, owner, body, ...slot };
    }
  };
  const bookings = {
    ofA: await book("customerA"),
    toReschedule: await book("customerB"),
    toCancel: await book("customerB"),
    toConfirm: await book("customerB"),
  };

  const lead = await ctx.anonymous.post("/api/leads", { data: leadBody(uniqueEmail("authz-capability")) });
  expect(lead.status()).toBe(201);
  const { leadId, estimateToken: leadToken } = (await lead.json()) as { leadId: string; estimateToken: string };

  // A visit the owner has started and photographed (the crew's steps are built elsewhere).
  TINY_JPEG = await sharp({ create: { width: 64, height: 48, channels: 3, background: "gray" } })
    .jpeg()
    .toBuffer();
  const started = await book("customerA");
  // Its id is in the URL of every row about it, so the sign-in redirect that names the page asked
  // for is no leak; the rows' 404s prove nobody else is shown anything of it.
  acct.customerA.bookingIds.pop();
  for (const status of ["confirmed", "in_progress"]) {
    const moved = await ctx.admin.post(`/api/admin/bookings/${started.id}/status`, { data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const photo = await ctx.admin.post(`/api/crew/visits/${started.id}/photos?kind=before`, {
    data: TINY_JPEG,
    headers: { "content-type": "image/jpeg" },
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const visit = { id: started.id, photoId: ((await photo.json()) as { photo: { id: string } }).photo.id };

  // A visit the owner marked completed: its invoice is written then, and shown on A's visit page.
  const finished = await book("customerA");
  acct.customerA.bookingIds.pop();
  for (const status of ["confirmed", "in_progress", "completed"]) {
    const moved = await ctx.admin.post(`/api/admin/bookings/${finished.id}/status`, { data: { status } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const page = await (await ctx.customerA.get(`/customer-visits/${finished.id}`)).text();
  const invoiceId = /data-invoice-id="([0-9a-f-]{36})"/.exec(page)?.[1];
  if (!invoiceId) throw new Error("A's finished visit shows no invoice");
  const invoice = { id: invoiceId, bookingId: finished.id };

  const customer = await signUpCustomer(await newContext(), `Casey ${Math.random().toString(36).slice(2, 8)}`);
  // A quote the owner sends Casey (decision 0032), for the quote rows.
  const quoted = await ctx.admin.post("/api/admin/quotes", {
    data: {
      send: true,
      quote: {
        customerId: customer.id,
        serviceType: "dryer_vent",
        address: BOSTON,
        phone: "(617) 555-0100",
        bedrooms: 2,
        bathrooms: 1,
        squareFeet: 1200,
        options: [{ label: "Good", lines: [{ name: "Dryer vent cleaning", quantity: 1, unitCents: 14_900 }] }],
        expiresOn: dates[0],
      },
    },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
  const { quoteId, token: quoteToken } = (await quoted.json()) as { quoteId: string; token: string };
  w = {
    ctx,
    acct,
    bookings,
    leadId,
    leadToken,
    customer: { id: customer.id, email: customer.email },
    quote: { id: quoteId, token: quoteToken },
    rescheduleTo: nextSlot(),
    nextSlot,
    visit,
    invoice,
  };
});

test.afterAll(async () => {
  await Promise.all(contexts.map((c) => c.dispose()));
});

async function ask(row: Row, actor: ActorName) {
  const cell = row.expect[ACTORS.indexOf(actor)] as Cell;
  const label = `${row.method} ${row.path(w)} as ${actor}`;
  // Writes go as JSON, as the site's own pages send them (a body-less one as {}).
  const write = row.method !== "GET";
  const res = await w.ctx[actor].fetch(row.path(w), {
    method: row.method,
    data: row.body?.(w, actor) ?? (write ? {} : undefined),
    headers: row.headers,
    maxRedirects: 0,
  });
  const text = await res.text();
  // better-auth lower-cases emails: compare without case, so a leak cannot hide in another case.
  const lower = text.toLowerCase();
  const json = (res.headers()["content-type"] ?? "").includes("json") && text ? JSON.parse(text) : text;
  if ("redirect" in cell || "redirectFor" in cell) {
    expect(redirectTarget(res, text), label).toBe("redirect" in cell ? cell.redirect : cell.redirectFor(w));
  } else {
    expect(res.status(), `${label}: ${text.slice(0, 200)}`).toBe(cell.status);
    if (cell.status >= 400 && typeof json === "object" && json) {
      expect(json.error ?? json.message, `${label} says why`).toBeTruthy();
    }
    for (const shown of cell.shows?.(w) ?? [])
      expect(lower, `${label} shows its own data`).toContain(shown.toLowerCase());
    await cell.check?.(json, w, actor);
  }
  if (!("sees" in cell && cell.sees === "all")) {
    const others = ACTORS.filter((a): a is Customer => a !== actor && a !== "anonymous");
    for (const other of others) {
      for (const secret of secretsOf(w.acct[other])) {
        expect(lower.includes(secret.toLowerCase()), `${label} leaks ${other}'s ${secret}`).toBe(false);
      }
    }
  }
}

for (const [i, row] of MATRIX.entries()) {
  test(`${i + 1}. ${row.method} ${row.route}: ${row.what}`, async () => {
    const order = [...ACTORS.filter((a) => a !== row.owner), ...(row.owner ? [row.owner] : [])];
    for (const actor of order) {
      await ask(row, actor);
      if (row.unchanged && actor !== row.owner) await row.unchanged(w);
    }
  });
}

test("sign-up cannot choose the admin or the technician role", async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string;
  const ctx = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });
  const res = await ctx.post("/api/auth/sign-up/email", {
    data: { email: uniqueEmail("authz-climber"), password: "Climber-Pass-1", name: "Cly Climber", role: "admin" },
  });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { user: { role: string } }).user.role).toBe("customer");
  expect((await ctx.get("/admin", { maxRedirects: 0 })).status()).toBe(404);
  const tech = await ctx.post("/api/auth/sign-up/email", {
    data: { email: uniqueEmail("authz-climber"), password: "Climber-Pass-1", name: "Cly Climber", role: "technician" },
  });
  expect(((await tech.json()) as { user: { role: string } }).user.role).toBe("customer");
  expect((await ctx.get("/crew", { maxRedirects: 0 })).status()).toBe(404);
  await ctx.dispose();
});

// A route or page added later must get its row: every page and route handler under src/app is
// either in the matrix (each exported method) or listed here as public, and there are no server
// actions (each would need rows of its own).
const PUBLIC_PAGES = [
  "/",
  "/[state]",
  "/[state]/[city]",
  "/[state]/[city]/[service]",
  "/blog",
  "/blog/[slug]",
  "/faq",
  "/privacy",
  "/terms",
  // How reviews are collected and moderated.
  "/reviews",
  "/services",
  "/services/[service]",
  // The "ask us" form of a service priced after a call (not indexed).
  "/ask-us/[service]",
  // Liveness for a proxy or monitor: says only that the server and its database answer, and the time.
  "/api/health",
  // The claims the owner set for the public pages (docs/decisions/0020): public by nature.
  "/api/site-facts",
  // The not-found page's suggestions: links to our own public pages, from the content.
  "/api/page-suggestions",
  // The booking form's ZIP lookup: the city and state our content lists for a ZIP.
  "/api/zip-place",
  // The published reviews the pages' island reads (POST, the review itself, is in the matrix).
  "/api/reviews",
  // Recent work: only photos the owner published with the customer's consent.
  "/api/work-photos",
  "/api/work-photos/[id]",
  // Signed links: the id and signature in the link are the permission.
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  // The review page and the opt-out of review requests: the signed link is the permission.
  "/review",
  "/review/stop",
  // The one-tap unsubscribe of a "you're due" email (decision 0039): the signed link is the permission.
  "/due/unsubscribe",
  // The short links in account emails: the secret code is the permission, as the long link was.
  "/l/[code]",
  // Pay by card's link: the Checkout id is the permission, and it only leads to Stripe's
  // page for that invoice's balance; where Stripe sends the customer after paying says only thanks.
  "/pay/[session]",
  "/payment-received",
];

test("the matrix covers every page, route handler and method under src/app", () => {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && fs.readFileSync(full, "utf8").match(/^\s*["']use server["']/m)) {
        found.push(`server action in ${full}`);
      }
      const route = `/${path
        .relative("src/app", dir)
        .split(path.sep)
        .filter((s) => s && !/^\(.*\)$/.test(s))
        .join("/")}`;
      if (entry.name === "page.tsx") found.push(`GET ${route}`);
      if (entry.name === "route.ts") {
        const source = fs.readFileSync(full, "utf8");
        for (const [, method] of source.matchAll(/(?:function|as|const)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) {
          found.push(`${method} ${route}`);
        }
      }
    }
  };
  walk("src/app");
  const covered = new Set([...MATRIX.map((r) => `${r.method} ${r.route}`), ...PUBLIC_PAGES.map((p) => `GET ${p}`)]);
  expect(found.filter((f) => !covered.has(f))).toEqual([]);
  expect(found.length).toBeGreaterThan(20);
});

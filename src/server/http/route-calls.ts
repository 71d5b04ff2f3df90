// The call routes.test.ts sends to each JSON route under src/app/api: one good request each, carrying
// the personal data the test then looks for in the log. A route missing here fails that test.
import { DEFAULT_TIME_ZONE } from "@/content/time-zone";
import { businessToday } from "@/domain/quotes/quote-rules";
import { TEST_AUTH_TOKEN, twilioSignature } from "../../../tests/support/fake-twilio";
import { BERKELEY, bookingForm, leadForm } from "../../../tests/support/forms";
import { reviewToken } from "../reviews/review-links";

/** The test's one reading of the clock: a quote's expiry must not be in the past. */
const now = new Date();
export const ID = "6f1c3c1e-7d5a-4f2b-9a51-3d2f0c9b8a11";

export type Call = {
  method: string;
  body?: unknown;
  /** A body sent as it is, not as JSON (a photo), with its type. */
  raw?: { bytes: Uint8Array<ArrayBuffer>; type: string; signature?: string };
  query?: string;
};
/** A tiny JPEG's first bytes: the route must fail on the database before it judges the picture. */
export const PHOTO = {
  bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]),
  type: "image/jpeg",
};

export const TEXT = { From: "+14155550199", Body: "Ana Li here, 2180 Milvia: can you come at 10?" };
export const SIGNED_TEXT = {
  bytes: new TextEncoder().encode(new URLSearchParams(TEXT).toString()) as Uint8Array<ArrayBuffer>,
  type: "application/x-www-form-urlencoded",
  signature: twilioSignature(TEST_AUTH_TOKEN, "http://localhost:3000/api/sms/inbound", TEXT),
};
export const ANA_LI_ADDRESS = { street: "2180 Milvia St", city: "Berkeley", state: "CA", zip: "94704" };
// A mail app's one-click unsubscribe (RFC 8058): a form from no page of ours, signed in its address.
const ONE_CLICK = { bytes: new TextEncoder().encode("List-Unsubscribe=One-Click"), type: SIGNED_TEXT.type };
const QUOTE_REVISION = {
  serviceType: "air_duct",
  address: BERKELEY,
  phone: "(415) 555-0199",
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1500,
  options: [{ label: "Good", lines: [{ name: "Duct cleaning for Ana Li", quantity: 1, unitCents: 49_900 }] }],
  note: "Ana Li, 2180 Milvia, ana@example.com",
  expiresOn: businessToday(now),
};
export const ROUTES: Record<string, Call> = {
  "admin/prices": {
    method: "PUT",
    body: {
      services: {
        air_duct: { description: "", baseCents: 24_900, perBedroomCents: 3_000, perBathroomCents: 2_000 },
        dryer_vent: { description: "", baseCents: 15_900, perBedroomCents: 0, perBathroomCents: 0 },
        duct_and_dryer: { description: "", baseCents: 37_900, perBedroomCents: 2_500, perBathroomCents: 1_500 },
      },
      addOns: {
        uv_light: { name: "UV Light Installation", description: "", cents: 34_900 },
        filter: { name: "Filter Replacement", description: "", cents: 2_900 },
        video_inspection: { name: "Post-Cleaning Video Inspection", description: "", cents: 7_900 },
      },
    },
  },
  "due/unsubscribe": { method: "POST", raw: ONE_CLICK, query: `?m=${ID}&sig=x` },
  "admin/settings/reminders": {
    method: "PUT",
    body: { enabled: true, intervals: { air_duct: 6, dryer_vent: 6, duct_and_dryer: 6 } },
  },
  "admin/settings/reminders/run": { method: "POST", body: {} },
  // The forms carry every item of PERSONAL.
  leads: { method: "POST", body: leadForm({ squareFeet: 1500 }) },
  "leads/[id]/estimate": { method: "POST", body: { token: "a".repeat(43) } },
  bookings: { method: "POST", body: bookingForm({ serviceType: "air_duct", idempotencyKey: ID }) },
  "bookings/availability": { method: "POST", body: { serviceType: "air_duct", squareFeet: 1500, address: BERKELEY } },
  "bookings/[id]/cancel": { method: "POST", body: {} },
  "bookings/[id]/reschedule": { method: "POST", body: { appointmentDate: "2026-11-25", appointmentTime: "10:00" } },
  "admin/bookings/[id]/status": { method: "POST", body: { status: "cancelled", reason: "Ana Li booked twice" } },
  "admin/duplicates": { method: "POST", body: { bookings: [ID, "7f1c3c1e-7d5a-4f2b-9a51-3d2f0c9b8a12"] } },
  "admin/leads/[id]": { method: "POST", body: { status: "contacted", notes: "Ana Li asked for Friday" } },
  "admin/customers": { method: "GET", query: "?q=Ana%20Li%20555-0199" },
  "admin/phone-bookings": {
    method: "POST",
    body: {
      customer: { kind: "new", name: "Ana Li", email: "ana@example.com" },
      booking: bookingForm({ serviceType: "air_duct", idempotencyKey: ID }),
      lines: [{ kind: "discount", percent: 10, reason: "Ana Li is a neighbour at 2180 Milvia" }],
    },
  },
  "admin/quotes": {
    method: "POST",
    body: {
      send: true,
      quote: {
        customerId: "ana",
        serviceType: "air_duct",
        address: BERKELEY,
        phone: "(415) 555-0199",
        bedrooms: 3,
        bathrooms: 2,
        squareFeet: 1500,
        options: [{ label: "Good", lines: [{ name: "Duct cleaning for Ana Li", quantity: 1, unitCents: 49_900 }] }],
        note: "Ana Li, 2180 Milvia, ana@example.com",
        expiresOn: businessToday(now),
      },
    },
  },
  "admin/quotes/[id]/send": { method: "POST", body: {} },
  // Decision 0046: an edit, and a quote built on site (the same body as the owner's builder).
  "admin/quotes/[id]/revise": { method: "POST", body: { send: true, quote: QUOTE_REVISION } },
  "crew/quotes/[id]/revise": { method: "POST", body: { send: false, quote: QUOTE_REVISION } },
  "crew/visits/[id]/quotes": { method: "POST", body: { send: true, quote: { customerId: "ana", ...QUOTE_REVISION } } },
  "quotes/approve": {
    method: "POST",
    body: {
      token: "a".repeat(43),
      optionId: ID,
      appointmentDate: "2026-11-25",
      appointmentTime: "10:00",
      idempotencyKey: ID,
    },
  },
  "quotes/decline": { method: "POST", body: { token: "a".repeat(43), reason: "Ana Li moved from 2180 Milvia" } },
  "admin/customers/notes": {
    method: "POST",
    body: { customerId: "ana", body: "Ana Li, 2180 Milvia, ana@example.com" },
  },
  "admin/customers/merge": { method: "POST", body: { keepId: "ana", mergeId: "ana_li" } },
  "admin/customers/merge/preview": { method: "POST", body: { keepId: "ana", mergeId: "ana_li" } },
  "admin/customers/invite": { method: "POST", body: { customerId: "ana" } },
  "recurring/[id]": { method: "POST", body: { action: "interval", intervalMonths: 12 } },
  "admin/bookings/[id]/steps/correct": {
    method: "POST",
    body: { step: "start", reason: "Ana Li says the crew started at 9" },
  },
  "admin/crews/[id]/invite": { method: "POST", body: { email: "ana@example.com", name: "Ana Li" } },
  "crew/visits/[id]/steps": { method: "POST", body: { step: "on-my-way", estimate: { minutes: 30 } } },
  "admin/bookings/[id]/move": { method: "POST", body: { appointmentDate: "2026-11-25", appointmentTime: "10:00" } },
  "admin/bookings/[id]/crew": { method: "POST", body: { crewId: ID } },
  "admin/dispatch/move": {
    method: "POST",
    body: { bookingId: ID, crewId: ID, appointmentDate: "2026-11-25", appointmentTime: "10:00" },
  },
  "admin/dispatch/open-times": { method: "POST", body: { bookingId: ID, crewId: ID, date: "2026-11-25" } },
  "admin/dispatch/crew-route": { method: "POST", body: { crewId: ID, date: "2026-11-25", apply: true } },
  "admin/dispatch/tiles/[z]/[x]/[y]": { method: "GET" },
  "admin/dispatch/drive-settings": {
    method: "POST",
    body: { speedKmh: 30, minimumMinutes: 15, roadFactor: 1.3, tileUrl: "https://tiles.example.org/{z}/{x}/{y}.png" },
  },
  "admin/crews": {
    method: "POST",
    body: { action: "off", id: ID, date: "2026-11-25", reason: "Ana Li's van broke down" },
  },
  "admin/availability": {
    method: "POST",
    body: { action: "add-closure", area: "bay-area", date: "2026-11-25", reason: "Ana Li's street closed" },
  },
  profile: { method: "PATCH", body: { fullName: "Ana Li", phone: "(415) 555-0199", defaultAddress: "2180 Milvia St" } },
  newsletter: { method: "POST", body: { email: "ana@example.com" } },
  waitlist: { method: "POST", body: { email: "ana@example.com", zip: "60601", serviceType: "air_duct" } },
  "ask-us": {
    method: "POST",
    body: {
      service: "air-quality-testing",
      fullName: "Ana Li",
      phone: "(415) 555-0199",
      email: "ana@example.com",
      question: "Is 2180 Milvia St too dusty?",
    },
  },
  events: { method: "POST", body: { events: [{ name: "service_interaction", props: { source: "test" } }] } },
  sessions: { method: "POST", body: { sessionId: "sess_1795249456302_abc123", address: "2180 Milvia St" } },
  health: { method: "GET" },
  "site-facts": { method: "GET" },
  "work-photos": { method: "GET", query: "?area=bay-area" },
  "work-photos/[id]": { method: "GET", query: "?size=thumb" },
  "admin/work-photos/[id]": { method: "POST", body: { action: "publish", checked: true } },
  "admin/reviews/[id]": { method: "POST", body: { action: "reply", reply: "Thanks Ana Li, see you at 2180 Milvia" } },
  // A well-signed link, so the route reaches the database (which then fails).
  reviews: {
    method: "POST",
    body: { token: reviewToken(ID), rating: 2, text: "Ana Li at 2180 Milvia, ana@example.com" },
  },
  "admin/business-facts": {
    method: "PUT",
    body: {
      insured: true,
      insurerName: "Ana Li Mutual",
      emergencyOn: true,
      emergencyPhone: "(415) 555-0199",
      emergencyHours: "at 2180 Milvia St",
      sameDay: false,
    },
  },
  "crew/visits/[id]/report": {
    method: "PUT",
    body: { checklist: ["main-trunk"], findings: "Ana Li's attic at 2180 Milvia", recommendations: "" },
  },
  "crew/visits/[id]/photos": { method: "POST", raw: PHOTO, query: "?kind=before" },
  "crew/visits/[id]/wrap-up": { method: "POST", body: {} },
  "crew/visits/[id]/checkout": { method: "POST", body: {} },
  "visits/[id]/photos/[photoId]": { method: "GET", query: "?size=thumb" },
  "sms/inbound": { method: "POST", raw: SIGNED_TEXT },
  "account/texts": { method: "POST", body: { on: false } },
  "account/phone-proof/send": { method: "POST", body: { phone: "(415) 555-0199" } },
  "account/phone-proof/confirm": { method: "POST", body: { code: "123456" } },
  "invoices/[id]/checkout": { method: "POST", body: {} },
  "stripe/webhook": { method: "POST", body: { id: "evt_1", object: "event" } },
  "crew/visits/[id]/payment": {
    method: "POST",
    body: { method: "check", amount: "350.00", checkNumber: "1042", idempotencyKey: ID },
  },
  "admin/invoices/[id]/payment": {
    method: "POST",
    body: { method: "cash", amount: "350", reason: "Ana Li paid at 2180 Milvia", idempotencyKey: ID },
  },
  "admin/invoices/[id]/credit-note": {
    method: "POST",
    body: { amount: "50.00", reason: "Ana Li's bird guard not fitted", idempotencyKey: ID },
  },
  "admin/payments/[id]/void": { method: "POST", body: { reason: "Ana Li's check bounced" } },
  "admin/payments/[id]/refund": {
    method: "POST",
    body: { amount: "50.00", reason: "Ana Li's bird guard not fitted", idempotencyKey: ID },
  },
  "admin/payment-settings": { method: "POST", body: { taxRate: "8.25" } },
  "admin/payment-settings/reminders": { method: "POST", body: { days: "3, 10, 30" } },
  // The owner's Stripe and Twilio settings: good values, so each reaches the database.
  "admin/settings/payments": {
    method: "PUT",
    body: { stripeSecretKey: "sk_test_51AnaLiKey", stripeWebhookSecret: "whsec_AnaLi2180Milvia" },
  },
  "admin/settings/payments/test-stripe": { method: "POST", body: {} },
  "admin/settings/areas": {
    method: "POST",
    body: { area: "chicago", open: false, keepPages: true, closedZips: [] },
  },
  "admin/settings/payments/test-text": { method: "POST", body: {} },
  "admin/settings/brand": {
    method: "PUT",
    body: { colour: "#1d5fd1", hours: "Mon-Sat 8am-6pm", timeZone: DEFAULT_TIME_ZONE },
  },
  // The owner's database is asked for before a byte of the logo is read.
  "admin/settings/logo": { method: "POST", raw: PHOTO },
  "brand/logo": { method: "GET", query: "?v=1" },
  "admin/settings/business": {
    method: "PUT",
    body: { ...ANA_LI_ADDRESS, name: "Ana Li Vent Care", phone: "(510) 555-0199", email: "ana@example.com" },
  },
  // The owner skips payments and texts in the first run (decision 0042).
  "admin/setup": { method: "POST", body: { step: "payments", marked: true } },
  "admin/invoices/[id]/stop-reminders": { method: "POST", body: {} },
  "admin/plans": {
    method: "POST",
    body: {
      name: "Dryer Vent Safety Plan",
      price: "149.00",
      period: "yearly",
      includedVisits: { air_duct: "0", dryer_vent: "1", duct_and_dryer: "0" },
      discountPercent: "15",
      terms: "One dryer vent cleaning a year; cancel any time.",
    },
  },
  "admin/booking-money": { method: "POST", body: { serviceType: "dryer_vent", kind: "deposit", depositPercent: 20 } },
  "admin/bookings/[id]/no-show": { method: "POST", body: { reason: "Nobody home" } },
  "admin/bookings/[id]/deposit-refund": { method: "POST", body: {} },
  "admin/memberships": { method: "POST", body: { action: "pause", membershipId: ID, reason: "Ana Li asked" } },
  "plans/join": { method: "POST", body: { planId: ID } },
  "plans/[id]/cancel": { method: "POST", body: {} },
  "plans/[id]/card": { method: "POST", body: {} },
  "crew/visits/[id]/extras": {
    method: "POST",
    body: { action: "add", itemId: ID, quantity: 2, approvedByCustomer: true },
  },
};
/** Further methods of a route above, each answered the same way. */
export const MORE: [string, Call][] = [
  ["admin/settings/logo", { method: "DELETE", body: {} }],
  ["visits/[id]/photos/[photoId]", { method: "DELETE", body: {} }],
  ["reviews", { method: "GET", query: "?area=bay-area" }],
];

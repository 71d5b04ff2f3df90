import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { site } from "../../content/site";
import { DEFAULT_TIME_ZONE } from "../../content/time-zone";
import type { Touch } from "../../domain/analytics/attribution";
import { OFFICE_LINE_MAX_CENTS } from "../../domain/booking/office-lines";
import { BOOKING_STATUSES } from "../../domain/booking/partition";
import { INTEGRATION_FIELD_NAMES, INTEGRATION_FIELDS } from "../../domain/integrations/keys";
import { ASK_US_IDS } from "../../domain/leads/ask-us-ids";
import { MEMBERSHIP_STATUSES, PLAN_PERIODS } from "../../domain/plans/plan-calendar";
import { SERVICE_TYPES } from "../../domain/pricing/pricing";
import { QUOTE_QUANTITY_MAX, QUOTE_STATUSES, QUOTE_UNIT_MAX_CENTS } from "../../domain/quotes/quote-status";
import { HIDE_REASON_IDS } from "../../domain/reviews/hide-reasons";
import { RECURRING_INTERVALS } from "../../domain/scheduling/schedule";
import { PAGE_TYPES } from "../../domain/seo/page-type";
import { ANSWERING_EMAIL_SQL, landingCityOfFirstTouch, landingTypeOfFirstTouch } from "./insights-columns";
import { emailKey, phoneDigitsOf, phoneKey } from "./person-keys";

// The database checks are built from the domain's own lists, so a value the app can write is a
// value the database accepts. Relative imports: drizzle-kit loads this file without the "@/" alias.
// The lists are written out as literals (not parameters) because a CHECK constraint holds no
// parameters, and so the generated SQL stays exactly what the migrations already have.
function sqlList(values: readonly (string | number)[]) {
  const literal = (v: string | number) => (typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`);
  return sql.raw(`(${values.map(literal).join(", ")})`);
}
const SERVICE_TYPES_SQL = sqlList(SERVICE_TYPES);
/** A lead asks for a price of a priced service, or asks us about one priced after a call (decision 0024). */
const LEAD_SERVICES_SQL = sqlList([...SERVICE_TYPES, ...ASK_US_IDS]);
const PAGE_TYPES_SQL = sqlList(PAGE_TYPES);
const BOOKING_STATUSES_SQL = sqlList(BOOKING_STATUSES);
const RECURRING_INTERVALS_SQL = sqlList(RECURRING_INTERVALS);

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

// ---- better-auth tables (names and columns as its Drizzle adapter expects) ----

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("customer"),
    ...timestamps,
  },
  (t) => [
    check("user_role_check", sql`${t.role} in ('customer', 'admin', 'technician')`),
    // Leads are matched to accounts by address, case aside (/admin/leads' "converted").
    index("user_email_lower_idx").on(sql`lower(${t.email})`),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

// ---- product tables (docs/product.md#records) ----

export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull(),
  phone: text("phone"),
  defaultAddress: text("default_address"),
  /** The number's digits only, kept by the database, for the owner's customer search (decision 0030). */
  phoneDigits: text("phone_digits").generatedAlwaysAs(phoneDigitsOf("phone")),
  ...timestamps,
});

export const pricingLeads = pgTable(
  "pricing_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: text("session_id"),
    fullName: text("full_name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    serviceType: text("service_type").notNull(),
    bedrooms: integer("bedrooms").notNull(),
    bathrooms: integer("bathrooms").notNull(),
    squareFeet: integer("square_feet").notNull(),
    pricingExact: integer("pricing_exact").notNull(),
    pricingMin: integer("pricing_min").notNull(),
    pricingMax: integer("pricing_max").notNull(),
    /** Which price table produced the quote, so an old quote can be honoured as given. */
    priceTableVersion: text("price_table_version").notNull(),
    address: text("address").notNull(),
    city: text("city"),
    state: text("state"),
    zipCode: text("zip_code"),
    pageUrl: text("page_url"),
    pageType: text("page_type").notNull().default("other"),
    /** Separate, unticked-by-default consent to marketing calls and texts, with the text shown. */
    marketingConsent: boolean("marketing_consent").notNull().default(false),
    consentTextVersion: text("consent_text_version"),
    consentAt: timestamp("consent_at", { withTimezone: true }),
    visitorId: text("visitor_id"),
    /**
     * SHA-256 (hex) of the random token the browser that created the lead holds; only that browser
     * may ask for the estimate by email. Null for leads stored before tokens existed.
     */
    estimateTokenHash: text("estimate_token_hash"),
    /** Estimate emails queued for this lead on request (at most MAX_ESTIMATE_EMAILS). */
    estimateEmailsSent: integer("estimate_emails_sent").notNull().default(0),
    /** The owner's work on the lead: new, contacted, booked (a booking used its quote), lost. */
    status: text("status").notNull().default("new"),
    notes: text("notes"),
    /**
     * SHA-256 (hex) of the request's fingerprint (requestFingerprint in src/domain/leads/lead-work.ts):
     * the same request sent again within 24 h folds into this lead; any other is a lead of its own.
     */
    requestDigest: text("request_digest"),
    /** Requests folded into this lead (the same request sent again within 24 h). */
    requestCount: integer("request_count").notNull().default(1),
    lastRequestAt: timestamp("last_request_at", { withTimezone: true }).notNull().defaultNow(),
    /** The offer the visitor held when quoted (src/domain/offers), and its dollars off pricingExact. */
    offerId: text("offer_id"),
    offerDiscount: integer("offer_discount").notNull().default(0),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    /** The booking made with this lead's quote. */
    bookingId: uuid("booking_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // -- attribution and insights (docs/decisions/0026): the visitor's first and last
    // source (src/domain/analytics/attribution.ts Touch), the service area of the address (null:
    // outside every area), and when the owner first changed the lead's status (speed to lead).
    firstTouch: jsonb("first_touch").$type<Touch>(),
    lastTouch: jsonb("last_touch").$type<Touch>(),
    serviceArea: text("service_area"),
    firstStatusChangeAt: timestamp("first_status_change_at", { withTimezone: true }),
    // The first touch's page type and city, kept by the database (src/server/db/insights-columns.ts).
    landingType: text("landing_type").generatedAlwaysAs(landingTypeOfFirstTouch),
    landingCity: text("landing_city").generatedAlwaysAs(landingCityOfFirstTouch),
    /**
     * Business minutes from the lead to its first answer, measured once it was answered by the
     * upkeep (src/server/insights/lead-waits.ts); null until then (an answer never moves).
     */
    answerMinutes: integer("answer_minutes"),
  },
  (t) => [
    // The leads the upkeep has not measured yet (answered since its last run, or never answered).
    index("pricing_leads_unmeasured_idx").on(t.createdAt, t.id).where(sql`${t.answerMinutes} is null`),
    check("pricing_leads_service_type_check", sql`${t.serviceType} in ${LEAD_SERVICES_SQL}`),
    check("pricing_leads_page_type_check", sql`${t.pageType} in ${PAGE_TYPES_SQL}`),
    check(
      "pricing_leads_counts_check",
      sql`${t.bedrooms} between 0 and 20 and ${t.bathrooms} between 0 and 10 and ${t.squareFeet} between 0 and 20000`,
    ),
    check(
      "pricing_leads_range_check",
      sql`${t.pricingMin} <= ${t.pricingExact} and ${t.pricingExact} <= ${t.pricingMax}`,
    ),
    index("pricing_leads_created_at_idx").on(t.createdAt),
    // The leads still to call (/admin): a few hundred among years of answered ones.
    index("pricing_leads_to_call_idx").on(t.createdAt).where(sql`${t.status} = 'new' and ${t.bookingId} is null`),
    // What a repeat request is looked up by (src/server/leads/create-lead.ts).
    index("pricing_leads_email_key_idx").on(emailKey(t.email)),
    index("pricing_leads_phone_key_idx").on(phoneKey(t.phone)),
    index("pricing_leads_request_digest_idx").on(t.requestDigest),
    check("pricing_leads_status_check", sql`${t.status} in ('new', 'contacted', 'booked', 'lost')`),
    check("pricing_leads_offer_discount_check", sql`${t.offerDiscount} between 0 and ${t.pricingExact}`),
  ],
);

export const userSessions = pgTable(
  "user_sessions",
  {
    sessionId: text("session_id").primaryKey(),
    pageUrl: text("page_url"),
    pageType: text("page_type").notNull().default("other"),
    address: text("address"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    city: text("city"),
    state: text("state"),
    zipCode: text("zip_code"),
    ...timestamps,
  },
  (t) => [check("user_sessions_page_type_check", sql`${t.pageType} in ${PAGE_TYPES_SQL}`)],
);

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    serviceType: text("service_type").notNull(),
    /** Local date at the service address, in its time zone. */
    appointmentDate: date("appointment_date").notNull(),
    /** Local "HH:MM" at the service address. */
    appointmentTime: text("appointment_time").notNull(),
    address: text("address").notNull(),
    city: text("city"),
    state: text("state"),
    zipCode: text("zip_code"),
    bedrooms: integer("bedrooms").notNull(),
    bathrooms: integer("bathrooms").notNull(),
    squareFeet: integer("square_feet").notNull(),
    priceExact: numeric("price_exact", { precision: 10, scale: 2 }).notNull(),
    status: text("status").notNull().default("pending"),
    isRecurring: boolean("is_recurring").notNull().default(false),
    recurringIntervalMonths: integer("recurring_interval_months"),
    notes: text("notes"),
    /** The number the crew calls on the day; required for new bookings (older rows have none). */
    customerPhone: text("customer_phone"),
    /** The number's digits only, kept by the database, for the owner's customer search (decision 0030). */
    phoneDigits: text("phone_digits").generatedAlwaysAs(phoneDigitsOf("customer_phone")),
    /** Crew time the job takes, from the service and the home's size (src/domain/scheduling/duration.ts). */
    durationMinutes: integer("duration_minutes").notNull().default(240),
    /** The area the address resolved to: its crews do the job, its zone is the appointment's. */
    serviceArea: text("service_area").notNull().default("bay-area"),
    timeZone: text("time_zone").notNull().default(site.timeZone),
    priceTableVersion: text("price_table_version").notNull().default("2026-01"),
    /** Sent by the booking form; a double click or resubmit returns the first booking. */
    idempotencyKey: text("idempotency_key"),
    /**
     * The calendar invite's SEQUENCE: bumped on every change the customer is told of (confirm,
     * move, cancel), so a calendar replaces its copy of the event instead of keeping the old one.
     */
    sequence: integer("sequence").notNull().default(0),
    /** Why the customer cancelled, if they said (shown to the owner; at most 500 characters). */
    cancelReason: text("cancel_reason"),
    /**
     * What changed the table price (src/domain/pricing/booking-price.ts): an offer, a lead's
     * quote or the recurring discount; the label the customer and the owner read; dollars off.
     */
    discountKind: text("discount_kind"),
    discountLabel: text("discount_label"),
    discountAmount: integer("discount_amount").notNull().default(0),
    /**
     * The same discount in exact cents where whole dollars cannot hold it: a member price, the
     * plan's percent off the service rounded to the cent (decision 0044). Null: discount_amount is exact.
     */
    discountCents: integer("discount_cents"),
    /** The lead whose quote this booking used. */
    leadId: uuid("lead_id").references(() => pricingLeads.id, { onDelete: "set null" }),
    /** The recurring series this visit belongs to (recurring_schedules.id). */
    seriesId: uuid("series_id"),
    /** The crew that does the job (assigned when booked, docs/decisions/0019-crews-and-assignment.md). */
    crewId: uuid("crew_id").references(() => crews.id, { onDelete: "set null" }),
    /** When the crew said it was on its way (the customer was emailed), and who said it. */
    onMyWayAt: timestamp("on_my_way_at", { withTimezone: true }),
    onMyWayBy: text("on_my_way_by").references(() => user.id, { onDelete: "set null" }),
    /**
     * When the technician tapped On my way, where the phone queued it without signal;
     * on_my_way_at is then the server's receipt. Null when it was sent at once.
     */
    onMyWayTappedAt: timestamp("on_my_way_tapped_at", { withTimezone: true }),
    /** When the crew said it would arrive (On my way's estimate, or Running late's new one). */
    arrivalEta: timestamp("arrival_eta", { withTimezone: true }),
    /**
     * The one wrap-up email (report, photos, invoice, receipt): due 2 hours after Finished unless
     * the crew or the owner sends it first; sent once.
     */
    wrapUpDueAt: timestamp("wrap_up_due_at", { withTimezone: true }),
    wrapUpSentAt: timestamp("wrap_up_sent_at", { withTimezone: true }),
    /** The owner who took this booking on the phone (decision 0031); null when booked online. */
    bookedBy: text("booked_by").references(() => user.id, { onDelete: "set null" }),
    /** Why the owner booked a time the website did not offer (decision 0031). */
    timeOverrideReason: text("time_override_reason"),
    /**
     * Where the job is (decision 0036): the ZIP's centre when booked, without a network call; null
     * on older rows, which are placed by their ZIP when read (src/server/geo/locate.ts).
     */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    ...timestamps,
    // -- attribution (docs/decisions/0026): the visitor's first and last source.
    firstTouch: jsonb("first_touch").$type<Touch>(),
    lastTouch: jsonb("last_touch").$type<Touch>(),
    // The first touch's page type and city, kept by the database (src/server/db/insights-columns.ts).
    landingType: text("landing_type").generatedAlwaysAs(landingTypeOfFirstTouch),
    landingCity: text("landing_city").generatedAlwaysAs(landingCityOfFirstTouch),
  },
  (t) => [
    // What /admin/insights and the owner's per-day counts (dashboard-figures.ts) read: bookings
    // made in a range, visits done in a range.
    index("bookings_created_at_idx").on(t.createdAt),
    index("bookings_appointment_date_idx").on(t.appointmentDate),
    index("bookings_crew_date_idx").on(t.crewId, t.appointmentDate),
    // The sweep's question: which wrap-ups are due and unsent.
    index("bookings_wrap_up_due_idx").on(t.wrapUpDueAt).where(sql`${t.wrapUpSentAt} is null`),
    check(
      "bookings_discount_kind_check",
      sql`${t.discountKind} is null or ${t.discountKind} in ('offer', 'quote', 'recurring')`,
    ),
    index("bookings_series_idx").on(t.seriesId),
    check("bookings_service_type_check", sql`${t.serviceType} in ${SERVICE_TYPES_SQL}`),
    check("bookings_status_check", sql`${t.status} in ${BOOKING_STATUSES_SQL}`),
    check("bookings_duration_check", sql`${t.durationMinutes} between 30 and 1440`),
    check(
      "bookings_coordinates_check",
      sql`(${t.latitude} is null and ${t.longitude} is null) or (${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180)`,
    ),
    check(
      "bookings_recurring_check",
      // NULL in a CHECK passes, so the interval's presence is tested explicitly.
      sql`(${t.isRecurring} and ${t.recurringIntervalMonths} is not null and ${t.recurringIntervalMonths} in ${RECURRING_INTERVALS_SQL}) or (not ${t.isRecurring} and ${t.recurringIntervalMonths} is null)`,
    ),
    index("bookings_user_date_idx").on(t.userId, t.appointmentDate),
    index("bookings_slot_idx").on(t.serviceArea, t.appointmentDate, t.appointmentTime),
    uniqueIndex("bookings_idempotency_idx").on(t.userId, t.idempotencyKey),
  ],
);

/**
 * One row per area and day that has ever been booked or closed. A booking, a reschedule or a
 * closure locks its day's row (SELECT ... FOR UPDATE) before reading the day's jobs and crews, so
 * concurrent writers of one area's day queue up instead of overbooking its crew time.
 */
export const bookingDays = pgTable(
  "booking_days",
  {
    serviceArea: text("service_area").notNull(),
    date: date("date").notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceArea, t.date] })],
);

/**
 * The old crews per area and weekday (0 = Sunday), read once by the crew backfill (migration
 * 0058_crew_backfill.sql). No row: the default (2 Mon-Fri, none at weekends).
 */
export const areaCrews = pgTable(
  "area_crews",
  {
    serviceArea: text("service_area").notNull(),
    weekday: integer("weekday").notNull(),
    crews: integer("crews").notNull(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceArea, t.weekday] }),
    check("area_crews_weekday_check", sql`${t.weekday} between 0 and 6`),
    check("area_crews_crews_check", sql`${t.crews} between 0 and 50`),
  ],
);

/**
 * The owner's one-off changes to a day: closed (crews 0) or short-handed (a crew off sick), the
 * whole day or from/to a time, in one area or in every area (service_area null).
 */
export const scheduleClosures = pgTable(
  "schedule_closures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    serviceArea: text("service_area"),
    date: date("date").notNull(),
    fromTime: text("from_time"),
    toTime: text("to_time"),
    crews: integer("crews").notNull().default(0),
    /** Set: only this crew is off (a technician off sick); `crews` is then unused. */
    crewId: uuid("crew_id").references(() => crews.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("schedule_closures_crews_check", sql`${t.crews} between 0 and 50`),
    check(
      "schedule_closures_window_check",
      sql`${t.fromTime} is null or ${t.toTime} is null or ${t.fromTime} < ${t.toTime}`,
    ),
    index("schedule_closures_date_idx").on(t.date),
  ],
);

/**
 * A crew: named people who do jobs together in one service area on the weekdays it works
 * (`weekdays`: seven 0/1 characters, Sunday first). Capacity per area and day is the crews working
 * that day (docs/decisions/0019-crews-and-assignment.md).
 */
export const crews = pgTable(
  "crews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    serviceArea: text("service_area").notNull(),
    weekdays: text("weekdays").notNull().default("0111110"),
    /** The number the customer is given in the "on my way" email. */
    phone: text("phone"),
    active: boolean("active").notNull().default(true),
    /**
     * Where the crew starts its day when not from the business's address (decision 0043): the
     * address as the owner typed it, and its ZIP's centre; all null: the area's start point.
     */
    startAddress: text("start_address"),
    startZip: text("start_zip"),
    startLatitude: doublePrecision("start_latitude"),
    startLongitude: doublePrecision("start_longitude"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("crews_weekdays_check", sql`${t.weekdays} ~ '^[01]{7}$'`),
    check(
      "crews_start_check",
      sql`(${t.startLatitude} is null) = (${t.startLongitude} is null) and (${t.startAddress} is null) = (${t.startLatitude} is null)`,
    ),
    uniqueIndex("crews_area_name_idx").on(t.serviceArea, t.name),
  ],
);

/** Which crew a technician works in (one crew each). */
export const crewMembers = pgTable("crew_members", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  crewId: uuid("crew_id")
    .notNull()
    .references(() => crews.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Areas whose crews were made from the old per-weekday counts (area_crews), once: the backfill
 * (migration 0058_crew_backfill.sql) skips an area with a row here, so it never runs twice.
 */
export const crewSetup = pgTable("crew_setup", {
  serviceArea: text("service_area").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * "Not in your area yet": who asked to be told when a crew works their area (one row per email
 * and area). `notifiedAt` is set in the transaction that queues the one email.
 */
export const waitlistSignups = pgTable(
  "waitlist_signups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    zip: text("zip").notNull(),
    serviceArea: text("service_area").notNull(),
    serviceType: text("service_type").notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("waitlist_service_type_check", sql`${t.serviceType} in ${SERVICE_TYPES_SQL}`),
    uniqueIndex("waitlist_email_area_idx").on(t.email, t.serviceArea),
    index("waitlist_area_idx").on(t.serviceArea, t.notifiedAt),
  ],
);

/** What the crew did, found and recommends at a finished visit (one report per visit). */
export const visitReports = pgTable("visit_reports", {
  bookingId: uuid("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  /** The checklist items done (src/domain/visit), by key. */
  checklist: jsonb("checklist").$type<string[]>().notNull().default([]),
  findings: text("findings"),
  recommendations: text("recommendations"),
  writtenBy: text("written_by").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A before or after photo of a visit, re-encoded without metadata; the files are in the photo store. */
export const visitPhotos = pgTable(
  "visit_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    fullKey: text("full_key").notNull(),
    thumbKey: text("thumb_key").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The phone's key for one queued upload: sent again after a lost answer, it is stored once. */
    clientKey: text("client_key"),
  },
  (t) => [
    check("visit_photos_kind_check", sql`${t.kind} in ('before', 'after')`),
    index("visit_photos_booking_idx").on(t.bookingId),
    uniqueIndex("visit_photos_client_key_idx").on(t.bookingId, t.clientKey),
  ],
);

/** The owner's changes to the default holidays: a default reopened (closed false) or a day added. */
export const holidayOverrides = pgTable("holiday_overrides", {
  date: date("date").primaryKey(),
  closed: boolean("closed").notNull(),
  name: text("name").notNull(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const recurringSchedules = pgTable(
  "recurring_schedules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    originalBookingId: uuid("original_booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    serviceType: text("service_type").notNull(),
    intervalMonths: integer("interval_months").notNull(),
    nextScheduledDate: date("next_scheduled_date").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    /** The series' latest visit (a reschedule keeps it; a booking from the proposal replaces it). */
    currentBookingId: uuid("current_booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** The interval date the next-visit email was queued for (once per date). */
    proposedFor: date("proposed_for"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check("recurring_service_type_check", sql`${t.serviceType} in ${SERVICE_TYPES_SQL}`),
    check("recurring_interval_check", sql`${t.intervalMonths} in ${RECURRING_INTERVALS_SQL}`),
    uniqueIndex("recurring_original_booking_idx").on(t.originalBookingId),
    index("recurring_user_idx").on(t.userId),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased, so one address is one subscriber. */
    email: text("email").notNull().unique(),
    status: text("status").notNull().default("pending"),
    source: text("source"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** Confirmation emails queued since confirmWindowStart (at most a few per address per day). */
    confirmEmailsSent: integer("confirm_emails_sent").notNull().default(0),
    confirmWindowStart: timestamp("confirm_window_start", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [check("newsletter_status_check", sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`)],
);

/** First-party analytics: page views, interactions, experiment exposures and conversions. */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    visitorId: text("visitor_id").notNull(),
    name: text("name").notNull(),
    props: jsonb("props").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    path: text("path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // With the visitor, so a count of distinct visitors over a window reads the index alone.
    index("analytics_events_name_idx").on(t.name, t.createdAt, t.visitorId),
    index("analytics_events_visitor_idx").on(t.visitorId),
    // The rollup's oldest-first walk and any date-range report.
    index("analytics_events_created_idx").on(t.createdAt),
    // One vitals report per page load: a repeated load id of the same visitor is not stored again
    // (src/server/analytics/record-vitals.ts), and the visitor's reports of the day are counted here.
    uniqueIndex("analytics_events_vitals_load_idx")
      .on(t.visitorId, sql`(${t.props}->>'load')`)
      .where(sql`${t.name} = 'web_vitals'`),
  ],
);

/** Who changed a booking's status, and when (the owner console's audit trail). */
export const bookingStatusChanges = pgTable(
  "booking_status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Why the owner corrected a step (required then; null for ordinary steps). */
    reason: text("reason"),
    /**
     * When the technician tapped the step, where the phone queued it without signal;
     * changed_at is then the server's receipt. Null when it was sent at once.
     */
    tappedAt: timestamp("tapped_at", { withTimezone: true }),
  },
  (t) => [
    index("booking_status_changes_booking_idx").on(t.bookingId),
    // Cancellations per week (/admin/insights).
    index("booking_status_changes_to_idx").on(t.toStatus, t.changedAt),
  ],
);

/**
 * Every email the product sends, written in the same transaction as the change that causes it
 * and delivered afterwards by the outbox worker (src/server/outbox). A row is claimed with
 * SELECT ... FOR UPDATE SKIP LOCKED and leased until `locked_until`; a claim whose process died
 * is taken again once the lease has run out.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the message is (lead-owner-notice, booking-confirmation, ...): see src/domain/outbox. */
    kind: text("kind").notNull(),
    /** email, or sms (a text to an E.164 number: `to` is the number, `text` the body). */
    channel: text("channel").notNull().default("email"),
    to: text("to").notNull(),
    /** Where a reply goes (the customer, on the owner's lead notices); null: the sender. */
    replyTo: text("reply_to"),
    /** A one-tap unsubscribe address, sent as List-Unsubscribe (RFC 8058): marketing emails only. */
    listUnsubscribe: text("list_unsubscribe"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments")
      .$type<{ filename: string; content: string; contentType: string }[]>()
      .notNull()
      .default([]),
    leadId: uuid("lead_id").references(() => pricingLeads.id, { onDelete: "set null" }),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /**
     * Messages a sweep writes (reminders, the owner's nudge) carry a key naming what they are for:
     * a second server's sweep inserting the same key does nothing (ON CONFLICT DO NOTHING).
     */
    dedupeKey: text("dedupe_key"),
    status: text("status").notNull().default("queued"),
    /** Delivery attempts begun (a claim counts as one); also fences a stale claimant's update. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** While status is 'sending': when the claim's lease runs out and another worker may take it. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The last delivery error, with email addresses masked. */
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("outbox_messages_status_check", sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'dropped')`),
    index("outbox_messages_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_messages_lead_idx").on(t.leadId),
    index("outbox_messages_booking_idx").on(t.bookingId),
    uniqueIndex("outbox_messages_dedupe_idx").on(t.dedupeKey),
    // Rows still holding personal data (the redaction job's candidates): small once it has run.
    index("outbox_messages_personal_idx").on(t.createdAt).where(sql`${t.to} <> ''`),
    // Reschedules per week (/admin/insights): the customer is told of every move.
    index("outbox_messages_kind_created_idx").on(t.kind, t.createdAt),
    // The emails that answer a lead (speed to lead, /admin/insights): few, read by time.
    index("outbox_messages_answers_idx").on(t.createdAt).where(sql.raw(ANSWERING_EMAIL_SQL())),
    // Texts to one number in the last day, counted against its cap across accounts.
    index("outbox_messages_sms_to_idx").on(t.to, t.createdAt).where(sql`${t.channel} = 'sms'`),
    // A customer's emails on their page in /admin/customers (decision 0030), newest first.
    index("outbox_messages_email_to_idx").on(t.to, t.createdAt).where(sql`${t.channel} = 'email'`),
  ],
);

// ---- sms (docs/decisions/0022-sms.md) ----

/**
 * A customer's choice about texts about their visits: the number, on or off, and the exact
 * wording they agreed to with its version (src/domain/sms/texts.ts SMS_CONSENT). Off unless the
 * customer ticked the box; the dashboard turns it off in one tap.
 */
export const smsConsents = pgTable("sms_consents", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** E.164 (+1 and ten digits). */
  phone: text("phone").notNull(),
  enabled: boolean("enabled").notNull(),
  consentTextVersion: text("consent_text_version").notNull(),
  consentText: text("consent_text").notNull(),
  /** Where the choice was last made: booking, dashboard. */
  source: text("source").notNull(),
  consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  /**
   * How the number answered before this consent was recorded: 'code' (a texted code typed back).
   * Null on consents stored before numbers were proved: nothing is texted under those.
   */
  provedBy: text("proved_by"),
});

/**
 * A number an account asked to be texted at and has not proved yet: the wish, from
 * the booking's box or the dashboard, and the one code in play (its hash, never the code). A
 * new number or a new code replaces the row, so only the last code sent can prove anything.
 */
export const smsNumberProofs = pgTable("sms_number_proofs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** E.164. */
  phone: text("phone").notNull(),
  /** Where the wish was made: booking, dashboard. */
  source: text("source").notNull(),
  codeHash: text("code_hash"),
  codeExpiresAt: timestamp("code_expires_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/** Every code texted, for the caps per number and per account (src/domain/sms/phone-proof.ts). */
export const smsCodeSends = pgTable(
  "sms_code_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("sms_code_sends_phone_idx").on(t.phone, t.sentAt),
    index("sms_code_sends_user_idx").on(t.userId, t.sentAt),
  ],
);

/** Wrong codes typed for a number, whoever typed them, and the lock they lead to. */
export const smsNumberLocks = pgTable("sms_number_locks", {
  phone: text("phone").primaryKey(),
  wrongTries: integer("wrong_tries").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/** Numbers that replied STOP: nothing is texted to them until they reply START. */
export const smsOptOuts = pgTable("sms_opt_outs", {
  phone: text("phone").primaryKey(),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }).notNull(),
});

// ---- reviews and claims (docs/decisions/0020) ----

/**
 * The claims the site makes about the business, set by the owner in /admin: one row at most
 * (id 'site'). No row means a fresh install, which claims nothing.
 */
export const businessFacts = pgTable(
  "business_facts",
  {
    id: text("id").primaryKey().default("site"),
    insured: boolean("insured").notNull().default(false),
    insurerName: text("insurer_name"),
    licenseNumber: text("license_number"),
    associationName: text("association_name"),
    foundedYear: integer("founded_year"),
    emergencyPhone: text("emergency_phone"),
    emergencyHours: text("emergency_hours"),
    sameDay: boolean("same_day").notNull().default(false),
    googleReviewUrl: text("google_review_url"),
    /** The offers' last day, local to the business (null: no end date); the same for every visitor. */
    offerEndsOn: date("offer_ends_on"),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("business_facts_single_row", sql`${t.id} = 'site'`),
    check("business_facts_emergency_pair", sql`(${t.emergencyPhone} is null) = (${t.emergencyHours} is null)`),
  ],
);

/**
 * One review request per finished visit (the email asking how it went), written by the outbox
 * worker's sweep under a lock on the customer, so a customer is asked at most once in 30 days
 * whatever the number of servers (src/server/reviews/sweep-review-requests.ts).
 */
export const reviewRequests = pgTable(
  "review_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("review_requests_booking_idx").on(t.bookingId),
    index("review_requests_user_idx").on(t.userId, t.createdAt),
  ],
);

/** Customers who asked not to be asked for reviews again (the link in every request). */
export const reviewOptOuts = pgTable("review_opt_outs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A customer's review of one finished visit. Published at once; the owner may reply, and hide one
 * only for a stated policy reason (review_moderation keeps who and when). The public average
 * counts every published review.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => reviewRequests.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    body: text("body").notNull().default(""),
    showName: boolean("show_name").notNull().default(false),
    /** The customer's first name when the review was written (shown only with show_name). */
    firstName: text("first_name"),
    city: text("city"),
    serviceArea: text("service_area").notNull(),
    serviceType: text("service_type").notNull(),
    photoConsent: boolean("photo_consent").notNull().default(false),
    status: text("status").notNull().default("published"),
    hiddenReason: text("hidden_reason"),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_request_idx").on(t.requestId),
    uniqueIndex("reviews_booking_idx").on(t.bookingId),
    index("reviews_published_idx").on(t.status, t.createdAt),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_status_check", sql`${t.status} in ('published', 'hidden')`),
    check(
      "reviews_hidden_reason_check",
      sql`(${t.status} = 'hidden') = (${t.hiddenReason} is not null) and (${t.hiddenReason} is null or ${t.hiddenReason} in ${sqlList(HIDE_REASON_IDS)})`,
    ),
  ],
);

/** Every moderation step on a review: reply, hide (with its reason), show again. */
export const reviewModeration = pgTable(
  "review_moderation",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    reason: text("reason"),
    by: text("by").references(() => user.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("review_moderation_review_idx").on(t.reviewId),
    check("review_moderation_action_check", sql`${t.action} in ('reply', 'hide', 'show')`),
  ],
);

/**
 * A finished visit's photo the owner published as recent work: only with the customer's consent
 * (reviews.photo_consent, asked on the review page, off by default) and after the owner checked it
 * for faces and personal details. The public sees the city and service only, never the address.
 */
export const publishedPhotos = pgTable(
  "published_photos",
  {
    photoId: uuid("photo_id")
      .primaryKey()
      .references(() => visitPhotos.id, { onDelete: "cascade" }),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    serviceArea: text("service_area").notNull(),
    city: text("city"),
    serviceType: text("service_type").notNull(),
    kind: text("kind").notNull(),
    checkedBy: text("checked_by").references(() => user.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("published_photos_booking_idx").on(t.bookingId), index("published_photos_at_idx").on(t.publishedAt)],
);

// ---- payments (docs/decisions/0021-payments.md) ----

/** The owner's payment settings: one row (id 1), written from /admin. */
export const paymentSettings = pgTable(
  "payment_settings",
  {
    id: integer("id").primaryKey().default(1),
    /** Basis points: 825 is 8.25%. */
    taxRateBps: integer("tax_rate_bps").notNull().default(0),
    /** Days after an invoice its open balance is reminded; empty: no reminders. */
    reminderDays: jsonb("reminder_days").$type<number[]>().notNull().default([3, 10, 30]),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payment_settings_one_row", sql`${t.id} = 1`),
    check("payment_settings_tax_check", sql`${t.taxRateBps} between 0 and 2500`),
  ],
);

/**
 * The last invoice number given in each year. An invoice takes the next one with an upsert that
 * row-locks the year inside the invoice's own transaction: concurrent invoices queue on the row,
 * and a rolled-back invoice rolls its number back too, so the numbers have no gaps.
 */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

export interface InvoiceLineRow {
  kind: "service" | "discount" | "extra";
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

/** One invoice per finished visit, immutable once issued (a correction is a credit note). */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    number: text("number").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    lines: jsonb("lines").$type<InvoiceLineRow[]>().notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    taxRateBps: integer("tax_rate_bps").notNull(),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull().default("open"),
    /** Sums of the payments and refunds rows that succeeded, kept with them in one transaction. */
    paidCents: integer("paid_cents").notNull().default(0),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** Sum of the invoice's credit notes (credit notes block below), kept with them in one transaction. */
    creditedCents: integer("credited_cents").notNull().default(0),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    /** The owner stopped this invoice's payment reminders. */
    remindersStoppedAt: timestamp("reminders_stopped_at", { withTimezone: true }),
    remindersStoppedBy: text("reminders_stopped_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("invoices_booking_idx").on(t.bookingId),
    uniqueIndex("invoices_number_idx").on(t.number),
    uniqueIndex("invoices_year_sequence_idx").on(t.year, t.sequence),
    index("invoices_user_idx").on(t.userId),
    index("invoices_issued_idx").on(t.issuedAt),
    // The owner's pages: "unpaid now" sums the open invoices only, however old.
    index("invoices_open_idx").on(t.issuedAt).where(sql`${t.status} = 'open'`),
    check("invoices_status_check", sql`${t.status} in ('open', 'paid', 'void')`),
    check("invoices_total_check", sql`${t.totalCents} >= 0 and ${t.totalCents} = ${t.subtotalCents} + ${t.taxCents}`),
    check("invoices_money_check", sql`${t.paidCents} >= 0 and ${t.refundedCents} between 0 and ${t.paidCents}`),
    check("invoices_credited_check", sql`${t.creditedCents} between 0 and ${t.totalCents}`),
  ],
);

/** Money taken for an invoice: online through Stripe, or on site (card reader, cash, check). */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    method: text("method").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    checkNumber: text("check_number"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    stripeCheckoutSessionId: text("stripe_checkout_session_id"),
    /** Stripe's fee when it reports one (charge balance transaction), for the accountant. */
    feeCents: integer("fee_cents"),
    /** Sent by the phone or the form: a second tap returns the first payment. */
    idempotencyKey: text("idempotency_key"),
    status: text("status").notNull().default("succeeded"),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull(),
    voidedBy: text("voided_by").references(() => user.id, { onDelete: "set null" }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    /** Why the owner recorded a payment by hand (required then; null for the crew's and Stripe's). */
    reason: text("reason"),
  },
  (t) => [
    index("payments_invoice_idx").on(t.invoiceId),
    // The owner's pages: the money page sums a range of days.
    index("payments_recorded_idx").on(t.recordedAt),
    uniqueIndex("payments_intent_idx").on(t.stripePaymentIntentId),
    uniqueIndex("payments_idempotency_idx").on(t.invoiceId, t.idempotencyKey),
    check("payments_method_check", sql`${t.method} in ('stripe', 'card_reader', 'cash', 'check')`),
    check("payments_status_check", sql`${t.status} in ('succeeded', 'voided')`),
    check("payments_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** Checkout Sessions created for an invoice (the hosted page the customer pays on). */
export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    url: text("url"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("checkout_sessions_invoice_idx").on(t.invoiceId)],
);

/** Refunds of online payments: reserved (pending) before Stripe is called, settled after. */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason"),
    /** Also sent to Stripe as its Idempotency-Key, so a retried call refunds once. */
    idempotencyKey: text("idempotency_key").notNull(),
    stripeRefundId: text("stripe_refund_id"),
    status: text("status").notNull().default("pending"),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    index("refunds_invoice_idx").on(t.invoiceId),
    // The owner's pages: the money page sums a range of days, by when each refund settled.
    index("refunds_settled_idx").on(sql`coalesce(${t.settledAt}, ${t.createdAt})`),
    uniqueIndex("refunds_idempotency_idx").on(t.idempotencyKey),
    uniqueIndex("refunds_stripe_idx").on(t.stripeRefundId),
    check("refunds_status_check", sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    check("refunds_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** Every Stripe event processed, by its id: a replayed event finds its row and changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  /** What processing it did: "paid", "ignored", "flagged", ... */
  outcome: text("outcome").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull(),
});

/** Something about money the owner must look at: never paid, shown in /admin until resolved. */
export const paymentFlags = pgTable(
  "payment_flags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    stripeEventId: text("stripe_event_id"),
    reason: text("reason").notNull(),
    detail: text("detail").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("payment_flags_invoice_idx").on(t.invoiceId)],
);

/**
 * The old price list of extras (bird guard, extra vent length). Retired: its active rows were
 * brought into the price book's extras, ids kept (decision 0040, amended); nothing writes it now.
 * Kept for the history of what it held.
 */
export const priceListItems = pgTable(
  "price_list_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    description: text("description").notNull(),
    unitCents: integer("unit_cents").notNull(),
    /** Retired items stay for the invoices that name them; the crew no longer sees them. */
    active: boolean("active").notNull().default(true),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("price_list_items_price_check", sql`${t.unitCents} between 1 and 10000000`)],
);

/**
 * Extras the crew added to a visit before Finished, copied from the price list as it stood (the
 * invoice takes them when it is written; after that they cannot change).
 */
export const visitExtras = pgTable(
  "visit_extras",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** The price book extra's id (book-extras.ts), kept across versions; no key: versions are JSON. */
    priceItemId: uuid("price_item_id"),
    description: text("description").notNull(),
    unitCents: integer("unit_cents").notNull(),
    quantity: integer("quantity").notNull(),
    addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull(),
    /** When the customer agreed to it on the technician's phone (null: added before that was asked). */
    customerApprovedAt: timestamp("customer_approved_at", { withTimezone: true }),
  },
  (t) => [
    index("visit_extras_booking_idx").on(t.bookingId),
    check("visit_extras_quantity_check", sql`${t.quantity} between 1 and 20`),
  ],
);

// ---- credit notes (docs/decisions/0021-payments.md) ----

/** The last credit note number given in each year: the invoices' gapless counter, its own series. */
export const creditNoteCounters = pgTable("credit_note_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/** A correction of an issued invoice: lowers what is owed, never changes the invoice itself. */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    number: text("number").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    /** The owner's reason, for the books (not sent to the customer). */
    reason: text("reason").notNull(),
    /** Sent by the owner's form: a second submit returns the first credit note. */
    idempotencyKey: text("idempotency_key").notNull(),
    issuedBy: text("issued_by").references(() => user.id, { onDelete: "set null" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("credit_notes_invoice_idx").on(t.invoiceId),
    uniqueIndex("credit_notes_number_idx").on(t.number),
    uniqueIndex("credit_notes_year_sequence_idx").on(t.year, t.sequence),
    uniqueIndex("credit_notes_idempotency_idx").on(t.idempotencyKey),
    check("credit_notes_amount_check", sql`${t.amountCents} > 0`),
  ],
);

// ---- history: retention and rollups (docs/decisions/0027-history-retention.md) ----

/**
 * Analytics events rolled up per local day (the business zone), name and path once they are older
 * than the raw retention (src/domain/retention): the rollup job deletes the raw rows it counted in
 * the same statement, so a day's figures are here or in analytics_events, never in both.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day").notNull(),
    name: text("name").notNull(),
    /** The event's path; '' when it had none. */
    path: text("path").notNull().default(""),
    events: integer("events").notNull(),
    /** Distinct visitors of that day, name and path (summed if a day is ever rolled up in parts). */
    visitors: integer("visitors").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.name, t.path] })],
);

/**
 * When each upkeep job (src/server/maintenance) may run next, and who holds it: a server claims a
 * job with a compare-and-set on this row (run_after passed, no live lease), so one server runs it
 * whatever the number of servers; the lease lets another take over from a server that died.
 */
export const maintenanceJobs = pgTable("maintenance_jobs", {
  job: text("job").primaryKey(),
  runAfter: timestamp("run_after", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  /** What the last run did (rows changed), for the owner's and the operator's eyes. */
  lastResult: jsonb("last_result").$type<Record<string, number>>(),
});

// ---- owner's day: duplicates the owner resolved ----

/**
 * A pair of bookings the owner looked at and called "not a duplicate" (src/domain/owner/duplicates.ts
 * flags overlapping bookings at one address or phone); the pair is no longer flagged. `booking_a`
 * is the id that sorts first.
 */
export const duplicateDismissals = pgTable(
  "duplicate_dismissals",
  {
    bookingA: uuid("booking_a")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    bookingB: uuid("booking_b")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    dismissedBy: text("dismissed_by").references(() => user.id, { onDelete: "set null" }),
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingA, t.bookingB] }),
    index("duplicate_dismissals_b_idx").on(t.bookingB),
    check("duplicate_dismissals_order_check", sql`${t.bookingA} < ${t.bookingB}`),
  ],
);

// ---- attribution and insights (docs/decisions/0026-attribution-and-insights.md) ----

/**
 * Where each visitor (the signed visitor cookie) came from: the first landing, and the latest
 * landing that named a source (a direct visit or a step inside the site leaves it). The page type
 * and city of the funnel are read from first_touch.landingPath. price_seen_at: the first time the
 * visitor's calculator showed a price (a pricing_interaction event).
 */
export const visitorTouches = pgTable(
  "visitor_touches",
  {
    visitorId: text("visitor_id").primaryKey(),
    firstTouch: jsonb("first_touch").$type<Touch>().notNull(),
    lastTouch: jsonb("last_touch").$type<Touch>().notNull(),
    firstAt: timestamp("first_at", { withTimezone: true }).notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
    priceSeenAt: timestamp("price_seen_at", { withTimezone: true }),
    // The first touch's page type and city, kept by the database (src/server/db/insights-columns.ts).
    landingType: text("landing_type").generatedAlwaysAs(landingTypeOfFirstTouch),
    landingCity: text("landing_city").generatedAlwaysAs(landingCityOfFirstTouch),
  },
  (t) => [index("visitor_touches_first_at_idx").on(t.firstAt)],
);

// ---- booking price lines (docs/decisions/0024-one-price.md) ----

/**
 * The priced add-ons a customer put on a booking, priced by the server from the add-on table when
 * it was booked (integer cents, as the table stood). The booking's price_exact is the sum of its
 * lines: the service at the table price, its discount (discount_amount), and these.
 */
export const bookingAddOns = pgTable(
  "booking_add_ons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    addOnId: text("add_on_id").notNull(),
    description: text("description").notNull(),
    unitCents: integer("unit_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("booking_add_ons_booking_idx").on(t.bookingId, t.addOnId),
    check("booking_add_ons_price_check", sql`${t.unitCents} between 1 and 10000000`),
  ],
);

/**
 * The owner's own lines on a booking taken on the phone (decision 0031): a discount (negative
 * cents, with its percent if given as one, and the reason) or a custom charge. The booking's
 * price_exact holds them; the invoice lists each after the booked add-ons.
 */
export const bookingOfficeLines = pgTable(
  "booking_office_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    description: text("description").notNull(),
    cents: integer("cents").notNull(),
    percent: integer("percent"),
    reason: text("reason"),
    position: integer("position").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("booking_office_lines_booking_idx").on(t.bookingId, t.position),
    check(
      "booking_office_lines_kind_check",
      sql`(${t.kind} = 'custom' and ${t.cents} between 1 and ${sql.raw(String(OFFICE_LINE_MAX_CENTS))}) or (${t.kind} = 'office-discount' and ${t.cents} between -10000000 and -1 and ${t.reason} is not null)`,
    ),
  ],
);

// ---- quotes with options (docs/decisions/0032-quotes.md) ----

/**
 * A quote for one customer's job: up to three options, sent as a link (the token), approved once
 * into a booking. The status is stored as decided; "expired" is read from the expiry date at the
 * time it is asked (src/domain/quotes/quote-rules.ts). approved_option_id names one of its options
 * (no foreign key: the options reference the quote), booking_id the booking it became.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The link's secret: /quote/<token>. */
    token: text("token").notNull().unique(),
    customerId: text("customer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    serviceType: text("service_type").notNull(),
    street: text("street").notNull(),
    unit: text("unit").notNull().default(""),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zipCode: text("zip_code").notNull(),
    customerPhone: text("customer_phone").notNull(),
    bedrooms: integer("bedrooms").notNull(),
    bathrooms: integer("bathrooms").notNull(),
    squareFeet: integer("square_feet").notNull(),
    status: text("status").notNull().default("draft"),
    /** The last business day the quote holds (site.timeZone). */
    expiresOn: date("expires_on").notNull(),
    note: text("note").notNull().default(""),
    priceTableVersion: text("price_table_version").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    approvedOptionId: uuid("approved_option_id"),
    bookingId: uuid("booking_id")
      .unique()
      .references(() => bookings.id, { onDelete: "set null" }),
    /** The job a technician built it on (decision 0046): their crew's job is their permission. */
    jobBookingId: uuid("job_booking_id").references(() => bookings.id, { onDelete: "set null" }),
    /** Bumped by every edit; an approval claims the revision it priced, so an edit and an approval never mix. */
    revision: integer("revision").notNull().default(1),
    /** The member discount on its add-ons, fixed when last sent (decision 0044): what the page shows and approval charges. */
    memberDiscountBps: integer("member_discount_bps").notNull().default(0),
  },
  (t) => [
    index("quotes_customer_idx").on(t.customerId, t.createdAt),
    check("quotes_member_discount_check", sql`${t.memberDiscountBps} between 0 and 10000`),
    index("quotes_job_idx").on(t.jobBookingId),
    index("quotes_status_idx").on(t.status, t.createdAt),
    check("quotes_status_check", sql`${t.status} in ${sqlList(QUOTE_STATUSES)}`),
    check("quotes_service_type_check", sql`${t.serviceType} in ${SERVICE_TYPES_SQL}`),
    check("quotes_approved_check", sql`(${t.status} = 'approved') = (${t.approvedOptionId} is not null)`),
  ],
);

export const quoteOptions = pgTable(
  "quote_options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [
    uniqueIndex("quote_options_position_idx").on(t.quoteId, t.position),
    check("quote_options_position_check", sql`${t.position} between 0 and 2`),
  ],
);

/** One priced line of an option; `chosen` marks, at approval, the lines the booking charges. */
export const quoteLines = pgTable(
  "quote_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    optionId: uuid("option_id")
      .notNull()
      .references(() => quoteOptions.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    quantity: integer("quantity").notNull(),
    unitCents: integer("unit_cents").notNull(),
    optional: boolean("optional").notNull().default(false),
    /** The price book extra the line came from (its id across versions), if any. */
    sourceExtraId: uuid("source_extra_id"),
    position: integer("position").notNull(),
    chosen: boolean("chosen").notNull().default(false),
  },
  (t) => [
    uniqueIndex("quote_lines_position_idx").on(t.optionId, t.position),
    check("quote_lines_quantity_check", sql`${t.quantity} between 1 and ${sql.raw(String(QUOTE_QUANTITY_MAX))}`),
    check("quote_lines_price_check", sql`${t.unitCents} between 0 and ${sql.raw(String(QUOTE_UNIT_MAX_CENTS))}`),
  ],
);
// ---- end quotes ----

// ---- short links (account emails) ----
/**
 * A short path (/l/<code>) for a long link our server made for an email (better-auth's verification
 * and reset links): the code is as secret as the link it stands for, and stops working with it.
 */
export const shortLinks = pgTable(
  "short_links",
  {
    code: text("code").primaryKey(),
    /** A path on this site with its query, never another site. */
    target: text("target").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("short_links_expires_idx").on(t.expiresAt),
    check("short_links_target_check", sql`${t.target} like '/%' and ${t.target} not like '//%'`),
  ],
);
// ---- end short links ----

// ---- booking moves (reschedules with their reasons) ----
/** Every move of a booking to another start, by the customer or the owner, with the reason given. */
export const bookingMoves = pgTable(
  "booking_moves",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    fromDate: date("from_date").notNull(),
    fromTime: text("from_time").notNull(),
    toDate: date("to_date").notNull(),
    toTime: text("to_time").notNull(),
    /** Who asked: the customer from their dashboard, or the owner from /admin. */
    movedBy: text("moved_by").notNull(),
    /** An id of src/domain/booking/move-reasons.ts, or null when none was given. */
    reason: text("reason"),
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    movedAt: timestamp("moved_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("booking_moves_moved_at_idx").on(t.movedAt),
    index("booking_moves_booking_idx").on(t.bookingId),
    check("booking_moves_by_check", sql`${t.movedBy} in ('customer', 'owner')`),
    check("booking_moves_reason_check", sql`${t.reason} is null or length(${t.reason}) <= 40`),
  ],
);
// ---- end booking moves ----

// ---- insights rollups (docs/decisions/0027-history-retention.md) ----
/**
 * When each visitor (analytics_events.visitor_id) last viewed a page: kept by every recorded page
 * view (src/server/analytics/record-events.ts), so "visitors in the last 30 days" is a count of an
 * index range of visitors instead of a distinct count over the month's page views.
 */
export const visitorLastSeen = pgTable(
  "visitor_last_seen",
  {
    visitorId: text("visitor_id").primaryKey(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("visitor_last_seen_at_idx").on(t.lastSeenAt)],
);
// ---- end insights rollups ----

// ---- customers (docs/decisions/0030-customers.md) ----
/**
 * The owner's notes on a customer (an account): who wrote each and when. Notes are kept, never
 * edited: a correction is a new note.
 */
export const customerNotes = pgTable(
  "customer_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: text("customer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    writtenBy: text("written_by").references(() => user.id, { onDelete: "set null" }),
    writtenAt: timestamp("written_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("customer_notes_customer_idx").on(t.customerId, t.writtenAt),
    check("customer_notes_body_check", sql`length(${t.body}) between 1 and 2000`),
  ],
);
// ---- end customers ----

// ---- customer merges and invites (docs/decisions/0030) ----

/**
 * One customer account merged into another: who, when, from, into, and how many rows of each
 * kind moved. One row per merged account (the unique index): of two merges of the same account
 * at once, one wins. The merged account keeps its id (the links to it still lead somewhere: its
 * page says "Merged into ..."), loses its sign-in, and its address is freed (`from_email` keeps it).
 */
export const customerMerges = pgTable(
  "customer_merges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fromUserId: text("from_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    intoUserId: text("into_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The merged account's name and address as they were, for its page and the kept one's. */
    fromName: text("from_name").notNull(),
    fromEmail: text("from_email").notNull(),
    /** Rows moved, by table and column ("bookings.user_id": 3); what the preview promised. */
    moved: jsonb("moved").$type<Record<string, number>>().notNull(),
    /** How each conflict was settled (kept email, phone, text consent...), as the preview said it. */
    resolutions: jsonb("resolutions").$type<string[]>().notNull(),
    mergedBy: text("merged_by").references(() => user.id, { onDelete: "set null" }),
    mergedAt: timestamp("merged_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("customer_merges_from_idx").on(t.fromUserId),
    index("customer_merges_into_idx").on(t.intoUserId),
    check("customer_merges_not_self", sql`${t.fromUserId} <> ${t.intoUserId}`),
  ],
);

/**
 * An account invite sent from the customer page: the set-password link (better-auth's reset token,
 * as the technician's invitation) went to `email`, by whom and when, and works until `expires_at`.
 */
export const customerInvites = pgTable(
  "customer_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: text("customer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    sentBy: text("sent_by").references(() => user.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("customer_invites_customer_idx").on(t.customerId, t.sentAt)],
);
// ---- end customer merges ----
// ---- payments and texts from the console (docs/configuration.md) ----
/**
 * The owner's Stripe and Twilio settings, one row per field, set in /admin/settings/payments. A
 * secret's value is sealed (AES-256-GCM under a key derived from the server's secret,
 * src/server/integrations/secret-box.ts); SIDs and the sending number are stored as typed. An
 * environment variable of the same setting wins over its row.
 */
export const integrationSettings = pgTable(
  "integration_settings",
  {
    field: text("field").primaryKey(),
    value: text("value").notNull(),
    sealed: boolean("sealed").notNull(),
    /** What the page shows of it: a secret's last four characters, a plain value whole. */
    shown: text("shown").notNull(),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  () => [
    check(
      "integration_settings_field_check",
      sql.raw(`field in (${INTEGRATION_FIELD_NAMES.map((f) => `'${f}'`).join(", ")})`),
    ),
    // A secret is never stored in clear: every secret field's row is sealed.
    check(
      "integration_settings_sealed_check",
      sql.raw(
        `sealed or field not in (${INTEGRATION_FIELD_NAMES.filter((f) => INTEGRATION_FIELDS[f].secret)
          .map((f) => `'${f}'`)
          .join(", ")})`,
      ),
    ),
  ],
);

/** Every change of the owner's settings: which, what (a secret by its last four), who and when. */
export const settingsChanges = pgTable(
  "settings_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    setting: text("setting").notNull(),
    action: text("action").notNull(),
    shown: text("shown"),
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("settings_changes_action_check", sql`${t.action} in ('set', 'removed')`),
    index("settings_changes_at_idx").on(t.changedAt),
  ],
);
// ---- end payments and texts from the console ----

/**
 * The owner's areas (/admin/settings/areas, docs/decisions/0034): every change of a metro is a row,
 * who and when, and the latest row of a metro is its setting (a metro without one is open). Two
 * owners saving at once both land; the later one (by seq) is what holds.
 */
export const areaChanges = pgTable(
  "area_changes",
  {
    seq: integer("seq").primaryKey().generatedAlwaysAsIdentity(),
    serviceArea: text("service_area").notNull(),
    open: boolean("open").notNull(),
    keepPages: boolean("keep_pages").notNull(),
    closedZips: jsonb("closed_zips").$type<string[]>().notNull(),
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("area_changes_area_idx").on(t.serviceArea, t.seq),
    check("area_changes_zips_check", sql`jsonb_typeof(${t.closedZips}) = 'array'`),
  ],
);

/**
 * The business's identity the owner set in /admin/settings (one row; none: the built-in identity,
 * the demo's). Prerendered pages carry it, so a save bumps `version` and every server regenerates
 * its pages when it sees a version other than the one they were rendered with (decision 0035).
 */
export const businessIdentity = pgTable(
  "business_identity",
  {
    id: text("id").primaryKey().default("site"),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    zip: text("zip").notNull(),
    version: integer("version").notNull().default(1),
    /** The demo seed's row (decision 0035): shown, but /admin says it is the demo's. */
    demo: boolean("demo").notNull().default(false),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("business_identity_single_row", sql`${t.id} = 'site'`)],
);

/**
 * The business's logo, brand colour, hours and time zone (/admin/settings, decision 0041): one row
 * beside the identity, versioned the same way (every save bumps it; the pages regenerate).
 */
export const businessBrand = pgTable(
  "business_brand",
  {
    id: text("id").primaryKey().default("site"),
    colour: text("colour"),
    hours: text("hours"),
    timeZone: text("time_zone").notNull().default(DEFAULT_TIME_ZONE),
    /** The stored logo (brand/logo-<uuid>.png in the photos' store) and its size; null: none. */
    logoKey: text("logo_key"),
    logoWidth: integer("logo_width"),
    logoHeight: integer("logo_height"),
    version: integer("version").notNull().default(1),
    updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("business_brand_single_row", sql`${t.id} = 'site'`)],
);

// ---- service plans and cards on file (docs/decisions/0038-service-plans.md) ----

const PLAN_PERIODS_SQL = sqlList(PLAN_PERIODS);
const MEMBERSHIP_STATUSES_SQL = sqlList(MEMBERSHIP_STATUSES);

/** A plan the owner sells: a price per period, visits included per service, a discount on other work. */
export const servicePlans = pgTable(
  "service_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    priceCents: integer("price_cents").notNull(),
    period: text("period").notNull(),
    /** Visits included per period, by service type: {"dryer_vent": 1}. */
    includedVisits: jsonb("included_visits").$type<Record<string, number>>().notNull().default({}),
    discountBps: integer("discount_bps").notNull().default(0),
    terms: text("terms").notNull(),
    /** Members see the owner's priority times. */
    priority: boolean("priority").notNull().default(false),
    /** With priority: the open times of the next N days are members' only (decision 0044). */
    priorityDays: integer("priority_days").notNull().default(0),
    /** A retired plan keeps its members; nobody new joins it. */
    active: boolean("active").notNull().default(true),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check("service_plans_period_check", sql`${t.period} in ${PLAN_PERIODS_SQL}`),
    check("service_plans_price_check", sql`${t.priceCents} between 100 and 10000000`),
    check("service_plans_discount_check", sql`${t.discountBps} between 0 and 10000`),
    check("service_plans_priority_days_check", sql`${t.priorityDays} between 0 and 30`),
  ],
);

/**
 * A customer in a plan. The card is Stripe's: we keep its Customer and PaymentMethod ids, never a
 * number. `paid_periods` counts the periods charged from `anchor_date` (the next charge is that index).
 */
export const memberships = pgTable(
  "memberships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    customerId: text("customer_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => servicePlans.id, { onDelete: "restrict" }),
    status: text("status").notNull().default("pending"),
    /** The plan's price and period when joined: a later change of the plan is not charged to them unasked. */
    priceCents: integer("price_cents").notNull(),
    period: text("period").notNull(),
    /** The local day the membership started: its periods count from it. */
    anchorDate: date("anchor_date").notNull(),
    paidPeriods: integer("paid_periods").notNull().default(0),
    stripeCustomerId: text("stripe_customer_id"),
    paymentMethodId: text("payment_method_id"),
    /** Set when the customer cancels or the owner ends it: benefits last until this local day. */
    endsOn: date("ends_on"),
    enrolledBy: text("enrolled_by").references(() => user.id, { onDelete: "set null" }),
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    changeReason: text("change_reason"),
    ...timestamps,
  },
  (t) => [
    index("memberships_customer_idx").on(t.customerId),
    // Joined twice at once: one membership per customer and plan until it is cancelled.
    uniqueIndex("memberships_live_idx").on(t.customerId, t.planId).where(sql`${t.status} <> 'cancelled'`),
    index("memberships_due_idx").on(t.status, t.anchorDate),
    check("memberships_status_check", sql`${t.status} in ${MEMBERSHIP_STATUSES_SQL}`),
    check("memberships_period_check", sql`${t.period} in ${PLAN_PERIODS_SQL}`),
    check("memberships_paid_periods_check", sql`${t.paidPeriods} >= 0`),
  ],
);

/**
 * One row per membership and period, claimed before Stripe is called: two servers renewing at once
 * meet on the unique key, and the one that inserts charges (with the period's idempotency key).
 * Retries of a declined period update this row; who, when and why are kept.
 */
export const membershipCharges = pgTable(
  "membership_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    membershipId: uuid("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "restrict" }),
    periodKey: date("period_key").notNull(),
    periodIndex: integer("period_index").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    /** charging: claimed, Stripe called; succeeded; declined (dunning); refunded; abandoned (paused). */
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(1),
    idempotencyKey: text("idempotency_key").notNull(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    stripeRefundId: text("stripe_refund_id"),
    declineCode: text("decline_code"),
    firstDeclinedOn: date("first_declined_on"),
    nextRetryOn: date("next_retry_on"),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    /** Null: the server's renewal run; else the owner who refunded. */
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
  },
  (t) => [
    uniqueIndex("membership_charges_period_idx").on(t.membershipId, t.periodKey),
    uniqueIndex("membership_charges_intent_idx").on(t.stripePaymentIntentId),
    index("membership_charges_retry_idx").on(t.status, t.nextRetryOn),
    check(
      "membership_charges_status_check",
      sql`${t.status} in ('charging', 'succeeded', 'declined', 'refunded', 'abandoned')`,
    ),
    check("membership_charges_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/**
 * A visit booked from a plan's included visits (decision 0044): counted per membership, period and
 * service under the membership's row lock; a cancelled booking's row no longer counts.
 */
export const planVisits = pgTable(
  "plan_visits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    membershipId: uuid("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "restrict" }),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** The first day of the period the visit was taken from. */
    periodKey: date("period_key").notNull(),
    serviceType: text("service_type").notNull(),
    /** The member discount given on the booking's other lines, in basis points. */
    discountBps: integer("discount_bps").notNull().default(0),
    included: boolean("included").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("plan_visits_booking_idx").on(t.bookingId),
    index("plan_visits_period_idx").on(t.membershipId, t.periodKey, t.serviceType),
  ],
);

// ---- "you're due" campaigns (docs/decisions/0039-youre-due-campaigns.md) ----

/** The owner's campaign settings: on or off, months between visits per service (one row). */
export const dueSettings = pgTable("due_settings", {
  id: text("id").primaryKey().default("due"),
  /** DueSettings (src/domain/campaigns/due.ts), read through readDueSettings. */
  settings: jsonb("settings").notNull(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One "you're due" message to one customer. `dedupe_key` (customer and calendar quarter) is what
 * lets two servers' runs meet and send once; it stays as written when a merge moves the row.
 */
export const dueMessages = pgTable(
  "due_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    dedupeKey: text("dedupe_key").notNull(),
    /** The run's month in the business zone ("2026-12"): Insights groups by it. */
    campaign: text("campaign").notNull(),
    serviceType: text("service_type").notNull(),
    /** The visit whose address and home the link books again. */
    lastBookingId: uuid("last_booking_id").references(() => bookings.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    /** First time the link was followed (the approximate "opened"). */
    openedAt: timestamp("opened_at", { withTimezone: true }),
    /** The booking made through the link (the first one only). */
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("due_messages_dedupe_idx").on(t.dedupeKey),
    index("due_messages_user_idx").on(t.userId, t.sentAt),
    index("due_messages_campaign_idx").on(t.campaign),
  ],
);

/** A customer who tapped "unsubscribe" in a "you're due" email: never written to again. */
export const dueOptOuts = pgTable("due_opt_outs", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The price book's saved versions (decision 0040): each save of /admin/prices is a new row, never
 * changed. The highest version is what every price reader charges; none: the table in code
 * (version 0). Leads, quotes and bookings keep the label they were priced with.
 */
export const priceVersions = pgTable(
  "price_versions",
  {
    version: integer("version").primaryKey(),
    /** The whole book (services and add-ons, integer cents, names and descriptions). */
    book: jsonb("book").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [check("price_versions_version_check", sql`${t.version} > 0`)],
);

// ---- the day on a map and the owner's drive figures (docs/decisions/0043-day-map-and-route.md) ----

/**
 * The owner's drive figures and the map's tile address (one row; none: DEFAULT_DRIVE, no tiles).
 * Every save also writes what changed, who and when, to settings_changes ("drive.speedKmh").
 */
export const driveSettings = pgTable("drive_settings", {
  id: text("id").primaryKey().default("drive"),
  /** DriveSettings (src/domain/geo/drive-settings.ts), read through readDriveSettings. */
  settings: jsonb("settings").notNull(),
  updatedBy: text("updated_by").references(() => user.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

// ---- deposits and no-show fees (docs/decisions/0045-deposits-and-no-show-fees.md) ----

/**
 * What the owner asks of a service's bookings before the visit: nothing, a deposit (cents or
 * basis points), or a card with a no-show fee. One row per save, never changed: the latest per
 * service is in force, and the rows are who asked what when.
 */
export const bookingMoneyTerms = pgTable(
  "booking_money_terms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    serviceType: text("service_type").notNull(),
    kind: text("kind").notNull(),
    depositCents: integer("deposit_cents"),
    depositBps: integer("deposit_bps"),
    feeCents: integer("fee_cents"),
    changedBy: text("changed_by").references(() => user.id, { onDelete: "set null" }),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("booking_money_terms_service_idx").on(t.serviceType, t.changedAt),
    check("booking_money_terms_service_check", sql`${t.serviceType} in ${SERVICE_TYPES_SQL}`),
    check("booking_money_terms_kind_check", sql`${t.kind} in ('none', 'deposit', 'no-show-fee')`),
  ],
);

/**
 * A booking waiting on Stripe: the form's input is kept here while the customer pays the deposit
 * (or saves a card) on Stripe's page; the webhook's word books it (createBooking, the same key),
 * or, when the time went meanwhile, refunds the deposit. open -> paid -> booked | refused.
 * The refund (a refused booking, a cancel in the grace hour) is claimed once: refund_state
 * null -> pending -> succeeded, with its own idempotency key at Stripe.
 */
export const bookingCheckouts = pgTable(
  "booking_checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("open"),
    /** The booking form's body (BookingInput) and what the route knew of the visitor. */
    input: jsonb("input").notNull(),
    context: jsonb("context").notNull(),
    priceCents: integer("price_cents").notNull(),
    depositCents: integer("deposit_cents").notNull().default(0),
    feeCents: integer("fee_cents"),
    currency: text("currency").notNull().default("usd"),
    stripeSessionId: text("stripe_session_id"),
    stripeCustomerId: text("stripe_customer_id"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    paymentMethodId: text("payment_method_id"),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    refusal: text("refusal"),
    refundState: text("refund_state"),
    refundReason: text("refund_reason"),
    stripeRefundId: text("stripe_refund_id"),
    refundedBy: text("refunded_by").references(() => user.id, { onDelete: "set null" }),
    /** When the refund was asked (the claim); refunded_at is Stripe's confirmation. */
    refundRequestedAt: timestamp("refund_requested_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("booking_checkouts_booking_idx").on(t.bookingId),
    uniqueIndex("booking_checkouts_intent_idx").on(t.stripePaymentIntentId),
    index("booking_checkouts_status_idx").on(t.status),
    check("booking_checkouts_kind_check", sql`${t.kind} in ('deposit', 'no-show-fee')`),
    check("booking_checkouts_status_check", sql`${t.status} in ('open', 'paid', 'booked', 'refused')`),
    check(
      "booking_checkouts_refund_check",
      sql`${t.refundState} is null or ${t.refundState} in ('pending', 'succeeded')`,
    ),
    check("booking_checkouts_amount_check", sql`${t.depositCents} >= 0 and ${t.depositCents} <= ${t.priceCents}`),
  ],
);

/**
 * A no-show fee the owner charged on a missed visit: one row per attempt (the unique attempt number
 * is the double click's answer), claimed before Stripe is called with the key `no-show:<booking>`
 * (attempt 1) or `no-show:<booking>:<attempt>`; a new attempt only after a decline, and at most
 * one succeeded per booking (the partial unique index).
 */
export const noShowFees = pgTable(
  "no_show_fees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    /** charging: claimed, Stripe called; succeeded; declined. */
    status: text("status").notNull(),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    declineCode: text("decline_code"),
    reason: text("reason").notNull(),
    chargedBy: text("charged_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** 1, 2, ...: the owner may try again after a decline (decision 0045, amended). */
    attempt: integer("attempt").notNull().default(1),
  },
  (t) => [
    uniqueIndex("no_show_fees_attempt_idx").on(t.bookingId, t.attempt),
    uniqueIndex("no_show_fees_succeeded_idx").on(t.bookingId).where(sql`${t.status} = 'succeeded'`),
    check("no_show_fees_status_check", sql`${t.status} in ('charging', 'succeeded', 'declined')`),
    check("no_show_fees_amount_check", sql`${t.amountCents} > 0`),
  ],
);

import "server-only";
import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import { invoiceBalance } from "@/domain/payments/balance";
import type { Reader } from "@/server/db/client";
import { emailKey, phoneKey } from "@/server/db/person-keys";
import {
  bookings,
  customerNotes,
  invoices,
  newsletterSubscribers,
  payments,
  pricingLeads,
  profiles,
  reviews,
  smsConsents,
  smsOptOuts,
  user,
} from "@/server/db/schema";
import { readCustomerHistory } from "./read-customer-history";

/** Leads shown on a customer's page, newest first (the rest are in /admin/leads). */
export const CUSTOMER_LEADS_SHOWN = 50;

/** The last ten digits of a phone, as person-keys.ts' phoneKey keeps them in SQL. */
const digitsKey = (phone: string | null | undefined) => (phone ?? "").replace(/\D/g, "").slice(-10);

/**
 * Everything the owner's customer page shows about one account (decision 0030): contact details,
 * the addresses booked at, leads with the account's email or one of its phone numbers, visits,
 * invoices with their balance, payments, reviews, consent states, the owner's notes, and the
 * account's history: merges, invites, and the emails and texts sent (read-customer-history.ts). Null when
 * the id names no customer account. Owner only (the page checks).
 */
export async function readCustomer(db: Reader, customerId: string) {
  const [account] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      createdAt: user.createdAt,
      fullName: profiles.fullName,
      phone: profiles.phone,
      defaultAddress: profiles.defaultAddress,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(and(eq(user.id, customerId), eq(user.role, "customer")));
  if (!account) return null;

  const visits = await db
    .select({
      id: bookings.id,
      date: bookings.appointmentDate,
      time: bookings.appointmentTime,
      timeZone: bookings.timeZone,
      status: bookings.status,
      serviceType: bookings.serviceType,
      address: bookings.address,
      phone: bookings.customerPhone,
      priceExact: bookings.priceExact,
      serviceArea: bookings.serviceArea,
    })
    .from(bookings)
    .where(eq(bookings.userId, customerId))
    .orderBy(desc(bookings.appointmentDate), desc(bookings.appointmentTime));

  const phones = [...new Set([account.phone, ...visits.map((v) => v.phone)].map(digitsKey))].filter(
    (p) => p.length === 10,
  );
  const [leads, invoiceRows, paymentRows, reviewRows, consents, notes, history] = await Promise.all([
    db
      .select({
        id: pricingLeads.id,
        createdAt: pricingLeads.createdAt,
        serviceType: pricingLeads.serviceType,
        status: pricingLeads.status,
        address: pricingLeads.address,
        bookingId: pricingLeads.bookingId,
        marketingConsent: pricingLeads.marketingConsent,
        consentTextVersion: pricingLeads.consentTextVersion,
        consentAt: pricingLeads.consentAt,
      })
      .from(pricingLeads)
      // The same keys the lead fold uses, so both arms read their indexes.
      .where(
        or(
          sql`${emailKey(pricingLeads.email)} = ${account.email.toLowerCase()}`,
          phones.length ? inArray(phoneKey(pricingLeads.phone), phones) : undefined,
        ),
      )
      .orderBy(desc(pricingLeads.createdAt))
      .limit(CUSTOMER_LEADS_SHOWN),
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        bookingId: invoices.bookingId,
        issuedAt: invoices.issuedAt,
        status: invoices.status,
        totalCents: invoices.totalCents,
        creditedCents: invoices.creditedCents,
        paidCents: invoices.paidCents,
        refundedCents: invoices.refundedCents,
      })
      .from(invoices)
      .where(eq(invoices.userId, customerId))
      .orderBy(desc(invoices.issuedAt)),
    db
      .select({
        id: payments.id,
        invoiceNumber: invoices.number,
        method: payments.method,
        amountCents: payments.amountCents,
        status: payments.status,
        recordedAt: payments.recordedAt,
      })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(eq(invoices.userId, customerId))
      .orderBy(desc(payments.recordedAt)),
    db
      .select({
        id: reviews.id,
        bookingId: reviews.bookingId,
        rating: reviews.rating,
        body: reviews.body,
        status: reviews.status,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.userId, customerId))
      .orderBy(desc(reviews.createdAt)),
    readConsents(db, customerId, account.email),
    db
      .select({
        id: customerNotes.id,
        body: customerNotes.body,
        writtenAt: customerNotes.writtenAt,
        writtenBy: user.name,
      })
      .from(customerNotes)
      .leftJoin(user, eq(user.id, customerNotes.writtenBy))
      .where(eq(customerNotes.customerId, customerId))
      .orderBy(desc(customerNotes.writtenAt), asc(customerNotes.id)),
    readCustomerHistory(db, { id: customerId, email: account.email, phones, bookingIds: visits.map((v) => v.id) }),
  ]);

  const latestConsentLead = leads.find((l) => l.consentAt !== null) ?? leads[0];
  return {
    account,
    properties: propertiesOf(visits, account.defaultAddress),
    leads,
    visits,
    invoices: invoiceRows.map((i) => ({ ...i, balance: invoiceBalance(i) })),
    payments: paymentRows,
    reviews: reviewRows,
    consent: {
      ...consents,
      /** The choice given with the latest price request that asked (each request asks again). */
      marketing: latestConsentLead
        ? {
            given: latestConsentLead.marketingConsent,
            version: latestConsentLead.consentTextVersion,
            at: latestConsentLead.consentAt ?? latestConsentLead.createdAt,
          }
        : null,
    },
    notes,
    ...history,
  };
}

export type CustomerRecord = NonNullable<Awaited<ReturnType<typeof readCustomer>>>;

/** Texts and the newsletter: the customer's own choices, read as they stand. */
async function readConsents(db: Reader, customerId: string, email: string) {
  const [[texts], [newsletter]] = await Promise.all([
    db
      .select({
        phone: smsConsents.phone,
        enabled: smsConsents.enabled,
        provedBy: smsConsents.provedBy,
        consentAt: smsConsents.consentAt,
        updatedAt: smsConsents.updatedAt,
        optedOutAt: smsOptOuts.optedOutAt,
      })
      .from(smsConsents)
      .leftJoin(smsOptOuts, eq(smsOptOuts.phone, smsConsents.phone))
      .where(eq(smsConsents.userId, customerId)),
    db
      .select({ status: newsletterSubscribers.status, updatedAt: newsletterSubscribers.updatedAt })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email.toLowerCase())),
  ]);
  return { texts: texts ?? null, newsletter: newsletter ?? null };
}

interface Booked {
  date: string;
  address: string;
}

/** The addresses a customer booked at, the most recent first, each with its visits and last date. */
function propertiesOf(visits: readonly Booked[], defaultAddress: string | null) {
  const byAddress = new Map<string, { address: string; visits: number; lastVisit: string | null }>();
  for (const v of visits) {
    const key = v.address.trim().toLowerCase();
    const seen = byAddress.get(key);
    if (seen) seen.visits += 1;
    else byAddress.set(key, { address: v.address, visits: 1, lastVisit: v.date });
  }
  const home = defaultAddress?.trim();
  if (home && !byAddress.has(home.toLowerCase())) {
    byAddress.set(home.toLowerCase(), { address: home, visits: 0, lastVisit: null });
  }
  return [...byAddress.values()];
}

import { eq } from "drizzle-orm";
import Link from "next/link";
import { notFound } from "next/navigation";
import { LeadWorkForm } from "@/components/admin/lead-work-form";
import { catalogueEntry } from "@/content/catalogue";
import { site } from "@/content/site";
import { bookingReference, consoleBookingPath } from "@/domain/booking/reference";
import { isAskUsLead } from "@/domain/leads/ask-us-input";
import { isLeadStatus, LEAD_STATUS_LABELS } from "@/domain/leads/lead-work";
import { isOfferId, OFFERS } from "@/domain/offers/offers";
import { QUOTE_VALID_DAYS, quoteValidUntil } from "@/domain/pricing/booking-price";
import { formatDollars, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import { formatDateLong } from "@/domain/scheduling/schedule";
import { formatLocalDate, formatLocalDateTime } from "@/domain/time/local-time";
import { z } from "@/domain/validation/zod";
import { requireAdminPage } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { bookings, pricingLeads } from "@/server/db/schema";
import { quotedPrice } from "@/server/mail/lead-emails";

export const metadata = { title: "Lead", robots: { index: false } };

export default async function AdminLead({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireAdminPage(`/admin/leads/${id}`);
  if (!z.uuid().safeParse(id).success) notFound();
  const db = await getDb();
  const [lead] = await db.select().from(pricingLeads).where(eq(pricingLeads.id, id));
  if (!lead) notFound();
  // The booking that answered the lead (its quote, or the same email or phone: link-leads.ts).
  const [booking] = lead.bookingId ? await db.select().from(bookings).where(eq(bookings.id, lead.bookingId)) : [];
  const offer = lead.offerId && isOfferId(lead.offerId) ? OFFERS[lead.offerId] : null;
  const rows: [string, string][] = [
    ["Status", isLeadStatus(lead.status) ? LEAD_STATUS_LABELS[lead.status] : lead.status],
    ["Received", formatLocalDateTime(lead.createdAt, site.timeZone)],
    ["Requests", `${lead.requestCount} (last ${formatLocalDateTime(lead.lastRequestAt, site.timeZone)})`],
    ["Phone", lead.phone],
    ["Email", lead.email],
    ["Address", lead.address],
    [
      "Service",
      SERVICE_TYPE_LABELS[lead.serviceType as never] ?? catalogueEntry(lead.serviceType)?.name ?? lead.serviceType,
    ],
    // An "ask us" lead has no home and no quote: the owner calls back with a price.
    ...(isAskUsLead(lead)
      ? ([
          ["Quoted", "Not priced online: call them back with a price"],
          ["Question", lead.notes ?? "-"],
        ] as [string, string][])
      : ([
          ["Home", `${lead.bedrooms} bed, ${lead.bathrooms} bath, ${lead.squareFeet} sq ft`],
          [
            "Quoted",
            `${formatDollars(quotedPrice(lead))}${offer ? ` (${formatDollars(lead.pricingExact)} less ${formatDollars(lead.offerDiscount)}: ${offer.headline}, ${offer.terms})` : ""}`,
          ],
          [
            "Quote honoured until",
            `${formatLocalDate(quoteValidUntil(lead.lastRequestAt), site.timeZone)} (${QUOTE_VALID_DAYS} days)`,
          ],
        ] as [string, string][])),
    ["Marketing consent", lead.marketingConsent ? `Yes (${lead.consentTextVersion})` : "No"],
    [
      "Booking",
      booking
        ? `${bookingReference(booking.id)}: ${formatDateLong(booking.appointmentDate)} at ${booking.appointmentTime} (${booking.status})`
        : "None yet",
    ],
  ];
  return (
    <>
      <Link href="/admin/leads" className="font-semibold text-brand-700 text-sm underline">
        All leads
      </Link>
      <h1 className="mt-2 font-bold text-3xl">{lead.fullName}</h1>
      <dl className="mt-4 grid max-w-2xl grid-cols-[max-content_1fr] gap-x-4 gap-y-1 [overflow-wrap:anywhere] text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium text-slate-600">{k}</dt>
            <dd data-testid={`lead-${k.toLowerCase().replace(/\s+/g, "-")}`}>{v}</dd>
          </div>
        ))}
      </dl>
      {booking && (
        <Link
          href={consoleBookingPath(booking)}
          className="mt-2 inline-block font-semibold text-brand-700 text-sm underline"
        >
          Open the booking
        </Link>
      )}
      <h2 className="mt-8 font-bold text-xl">Work this lead</h2>
      <LeadWorkForm leadId={lead.id} status={lead.status} notes={lead.notes ?? ""} />
    </>
  );
}

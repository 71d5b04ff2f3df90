import Link from "next/link";
import { notFound } from "next/navigation";
import { Invites, MergedInto, Merges, Messages } from "@/components/admin/customers/customer-history";
import { CustomerInviteButton } from "@/components/admin/customers/customer-invite-button";
import { CustomerMergeForm } from "@/components/admin/customers/customer-merge-form";
import { CustomerNoteForm } from "@/components/admin/customers/customer-note-form";
import {
  Consents,
  ContactDetails,
  Invoices,
  Leads,
  None,
  Notes,
  Payments,
  Properties,
  Reviews,
  Section,
  Visits,
} from "@/components/admin/customers/customer-sections";
import { QuoteTable } from "@/components/admin/quotes/quote-table";
import { EnrolForm } from "@/components/plans/plan-forms";
import { buttonClass } from "@/components/ui/button";
import { isCustomerId } from "@/domain/customers/customer-search";
import { requireAdminPage } from "@/server/admin/require-admin";
import { readCustomer } from "@/server/customers/read-customer";
import { getDb } from "@/server/db/client";
import { activePlans, customerMemberships } from "@/server/plans/plans-view";
import { listQuotes } from "@/server/quotes/read-quote";
import { INVITE_VALID_DAYS } from "@/server/technician/invite-technician";

export const metadata = { title: "Customer", robots: { index: false } };

export default async function AdminCustomer({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireAdminPage(`/admin/customers/${id}`);
  if (!isCustomerId(id)) notFound();
  const db = await getDb();
  const record = await readCustomer(db, id);
  if (!record) notFound();
  const [quotes, memberships, plans] = await Promise.all([
    listQuotes(db, { now: new Date(), customerId: record.account.id }),
    customerMemberships(db, record.account.id),
    activePlans(db),
  ]);
  const name = record.account.fullName ?? record.account.name;
  const merged = record.mergedInto !== null;
  return (
    <>
      <Link href="/admin/customers" className="font-semibold text-brand-700 text-sm underline">
        All customers
      </Link>
      <h1 className="mt-2 font-bold text-3xl [overflow-wrap:anywhere]">{name}</h1>
      <MergedInto record={record} />
      {!merged && (
        <Link
          href={`/admin/bookings/new?customer=${record.account.id}`}
          className={buttonClass("primary", "md", "mt-3")}
        >
          New booking
        </Link>
      )}
      {!merged && (
        <Link
          href={`/admin/quotes/new?customer=${record.account.id}`}
          className={buttonClass("outline", "md", "mt-3 ml-3")}
        >
          New quote
        </Link>
      )}
      <ContactDetails record={record} />
      <Section title="Notes" count={record.notes.length}>
        <Notes record={record} />
        <CustomerNoteForm customerId={record.account.id} />
      </Section>
      <Section title="Quotes" count={quotes.length}>
        {quotes.length > 0 ? <QuoteTable rows={quotes} customer={false} /> : <None>No quotes yet.</None>}
      </Section>
      <Section title="Service plans" count={memberships.length}>
        {memberships.length > 0 ? (
          <ul className="mt-2 space-y-1">
            {memberships.map((m) => (
              <li key={m.id} data-testid="customer-membership">
                {m.planName}: {m.status.replace("_", " ")}
                {m.nextChargeOn ? `, next charge ${m.nextChargeOn}` : ""} (
                <Link href="/admin/plans" className="text-brand-700 underline">
                  manage in Service plans
                </Link>
                )
              </li>
            ))}
          </ul>
        ) : (
          <None>Not in a plan.</None>
        )}
        {!merged && plans.length > 0 && (
          <EnrolForm customerId={record.account.id} plans={plans.map((p) => ({ id: p.id, name: p.name }))} />
        )}
      </Section>
      <Section title="Visits" count={record.visits.length}>
        <Visits record={record} />
      </Section>
      <Section title="Addresses" count={record.properties.length}>
        <Properties record={record} />
      </Section>
      <Section title="Invoices" count={record.invoices.length}>
        <Invoices record={record} />
      </Section>
      <Section title="Payments" count={record.payments.length}>
        <Payments record={record} />
      </Section>
      <Section title="Leads" count={record.leads.length}>
        <Leads record={record} />
      </Section>
      <Section title="Reviews" count={record.reviews.length}>
        <Reviews record={record} />
      </Section>
      <Section title="Consent (the customer's to give)">
        <Consents record={record} />
      </Section>
      <Section title="Emails and texts" count={record.messages.length}>
        <Messages record={record} />
      </Section>
      <Section title="Account invites" count={record.invites.length}>
        <Invites record={record} />
        {record.hasPassword ? (
          <p className="mt-2 text-slate-600 text-sm">This customer has a password and signs in themselves.</p>
        ) : (
          !merged && (
            <CustomerInviteButton
              customerId={record.account.id}
              email={record.account.email}
              validDays={INVITE_VALID_DAYS}
            />
          )
        )}
      </Section>
      <Section title="Merged records" count={record.mergedFrom.length}>
        <Merges record={record} />
        {!merged && (
          <>
            <h3 className="mt-4 font-semibold">Merge another customer into this one</h3>
            <CustomerMergeForm keepId={record.account.id} keepName={name} />
          </>
        )}
      </Section>
    </>
  );
}

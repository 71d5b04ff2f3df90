import Link from "next/link";
import { notFound } from "next/navigation";
import { CustomerNoteForm } from "@/components/admin/customers/customer-note-form";
import {
  Consents,
  ContactDetails,
  Invoices,
  Leads,
  Notes,
  Payments,
  Properties,
  Reviews,
  Section,
  Visits,
} from "@/components/admin/customers/customer-sections";
import { buttonClass } from "@/components/ui/button";
import { isCustomerId } from "@/domain/customers/customer-search";
import { requireAdminPage } from "@/server/admin/require-admin";
import { readCustomer } from "@/server/customers/read-customer";
import { getDb } from "@/server/db/client";

export const metadata = { title: "Customer", robots: { index: false } };

export default async function AdminCustomer({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireAdminPage(`/admin/customers/${id}`);
  if (!isCustomerId(id)) notFound();
  const record = await readCustomer(await getDb(), id);
  if (!record) notFound();
  return (
    <>
      <Link href="/admin/customers" className="font-semibold text-brand-700 text-sm underline">
        All customers
      </Link>
      <h1 className="mt-2 font-bold text-3xl [overflow-wrap:anywhere]">
        {record.account.fullName ?? record.account.name}
      </h1>
      <Link href={`/admin/bookings/new?customer=${record.account.id}`} className={buttonClass("primary", "md", "mt-3")}>
        New booking
      </Link>
      <ContactDetails record={record} />
      <Section title="Notes" count={record.notes.length}>
        <Notes record={record} />
        <CustomerNoteForm customerId={record.account.id} />
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
    </>
  );
}

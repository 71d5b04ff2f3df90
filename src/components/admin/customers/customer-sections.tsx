import Link from "next/link";
import type { ReactNode } from "react";
import { PhoneLink } from "@/components/admin/phone-link";
import { StatusBadge } from "@/components/admin/status-badge";
import { catalogueEntry } from "@/content/catalogue";
import { site } from "@/content/site";
import { consoleBookingPath } from "@/domain/booking/reference";
import { isLeadStatus, LEAD_STATUS_LABELS } from "@/domain/leads/lead-work";
import { formatCents, formatStoredPrice } from "@/domain/money/format";
import { balanceWords } from "@/domain/payments/balance";
import { SERVICE_TYPE_LABELS } from "@/domain/pricing/quote-math";
import { formatDateLong, formatTime, zoneAbbreviation } from "@/domain/scheduling/schedule";
import { formatLocalDate, formatLocalDateTimeShort } from "@/domain/time/local-time";
import type { CustomerRecord } from "@/server/customers/read-customer";

// The customer page's read-only sections (the owner's note form is customer-note-form.tsx).
// Dates the customer booked are their area's local dates; instants are shown in the business zone.

const serviceName = (id: string) => SERVICE_TYPE_LABELS[id as never] ?? catalogueEntry(id)?.name ?? id;
export const when = (at: Date) => formatLocalDateTimeShort(at, site.timeZone);

export function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const id = `customer-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-bold text-xl">
        {title}
        {count !== undefined && <span className="ml-2 font-normal text-base text-slate-600">({count})</span>}
      </h2>
      {children}
    </section>
  );
}

export const None = ({ children }: { children: ReactNode }) => (
  <p className="mt-2 text-slate-600 text-sm">{children}</p>
);
export const List = ({ label, children }: { label: string; children: ReactNode }) => (
  <ul className="mt-2 grid gap-2" aria-label={label}>
    {children}
  </ul>
);
export const Item = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <li className="rounded-lg border border-slate-200 p-3 text-sm [overflow-wrap:anywhere]" data-testid={testId}>
    {children}
  </li>
);

export function ContactDetails({ record }: { record: CustomerRecord }) {
  const { account } = record;
  const rows: [string, ReactNode][] = [
    ["Name", account.fullName ?? account.name],
    [
      "Email",
      <a key="email" href={`mailto:${account.email}`} className="text-brand-700 underline">
        {account.email}
      </a>,
    ],
    ["Phone", <PhoneLink key="phone" phone={account.phone ?? record.visits[0]?.phone ?? null} name={account.name} />],
    ["Customer since", formatLocalDate(account.createdAt, site.timeZone)],
  ];
  return (
    <dl className="mt-4 grid max-w-2xl grid-cols-[max-content_1fr] items-center gap-x-4 gap-y-1 text-sm [overflow-wrap:anywhere]">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-medium text-slate-600">{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Properties({ record }: { record: CustomerRecord }) {
  if (record.properties.length === 0) return <None>No address yet.</None>;
  return (
    <List label="Addresses">
      {record.properties.map((p) => (
        <Item key={p.address}>
          <span className="font-medium">{p.address}</span>
          <span className="block text-slate-600 text-xs">
            {p.lastVisit
              ? `${p.visits} visit${p.visits === 1 ? "" : "s"}, last ${formatDateLong(p.lastVisit)}`
              : "Profile address, no visit yet"}
          </span>
        </Item>
      ))}
    </List>
  );
}

export function Visits({ record }: { record: CustomerRecord }) {
  if (record.visits.length === 0) return <None>No visits booked.</None>;
  return (
    <List label="Visits">
      {record.visits.map((v) => (
        <Item key={v.id} testId="customer-visit">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              href={consoleBookingPath({ ...v, appointmentDate: v.date })}
              className="font-medium text-brand-700 underline"
            >
              {formatDateLong(v.date)}, {formatTime(v.time)} {zoneAbbreviation(v.date, v.timeZone)}
            </Link>
            <StatusBadge status={v.status} />
          </div>
          <span className="block">
            {serviceName(v.serviceType)}, {formatStoredPrice(v.priceExact)}
          </span>
          <span className="block text-slate-600">{v.address}</span>
        </Item>
      ))}
    </List>
  );
}

export function Leads({ record }: { record: CustomerRecord }) {
  if (record.leads.length === 0) return <None>No price requests with this email or phone.</None>;
  return (
    <List label="Leads">
      {record.leads.map((l) => (
        <Item key={l.id}>
          <Link href={`/admin/leads/${l.id}`} className="font-medium text-brand-700 underline">
            {when(l.createdAt)}: {serviceName(l.serviceType)}
          </Link>
          <span className="block">
            {isLeadStatus(l.status) ? LEAD_STATUS_LABELS[l.status] : l.status}
            {l.bookingId ? ", booked" : ""}
          </span>
          <span className="block text-slate-600">{l.address}</span>
        </Item>
      ))}
    </List>
  );
}

export function Invoices({ record }: { record: CustomerRecord }) {
  if (record.invoices.length === 0) return <None>No invoices.</None>;
  return (
    <List label="Invoices">
      {record.invoices.map((i) => (
        <Item key={i.id} testId="customer-invoice">
          <span className="font-medium">
            {i.number}, {formatCents(i.totalCents)}
          </span>
          <span className="block">{balanceWords(i.balance)}</span>
          <span className="block text-slate-600">Issued {when(i.issuedAt)}</span>
        </Item>
      ))}
    </List>
  );
}

const METHODS: Record<string, string> = { stripe: "Online", card_reader: "Card reader", cash: "Cash", check: "Check" };

export function Payments({ record }: { record: CustomerRecord }) {
  if (record.payments.length === 0) return <None>No payments.</None>;
  return (
    <List label="Payments">
      {record.payments.map((p) => (
        <Item key={p.id}>
          <span className="font-medium">
            {formatCents(p.amountCents)} {METHODS[p.method] ?? p.method}
          </span>
          {p.status === "voided" && <span className="ml-2 text-red-800">voided</span>}
          <span className="block text-slate-600">
            {p.invoiceNumber}, {when(p.recordedAt)}
          </span>
        </Item>
      ))}
    </List>
  );
}

export function Reviews({ record }: { record: CustomerRecord }) {
  if (record.reviews.length === 0) return <None>No reviews.</None>;
  return (
    <List label="Reviews">
      {record.reviews.map((r) => (
        <Item key={r.id}>
          <span className="font-medium">
            {r.rating} of 5{r.status === "hidden" ? " (hidden)" : ""}
          </span>
          {r.body && <span className="block whitespace-pre-line">{r.body}</span>}
          <span className="block text-slate-600">{when(r.createdAt)}</span>
        </Item>
      ))}
    </List>
  );
}

export function Consents({ record }: { record: CustomerRecord }) {
  const { marketing, texts, newsletter } = record.consent;
  const rows: [string, string][] = [
    [
      "Marketing calls and texts",
      marketing
        ? `${marketing.given ? "Yes" : "No"}${marketing.version ? ` (${marketing.version})` : ""}, ${when(marketing.at)}`
        : "Never asked (no price request)",
    ],
    [
      "Visit texts",
      texts
        ? texts.optedOutAt
          ? `Stopped by reply STOP, ${when(texts.optedOutAt)}`
          : `${texts.enabled ? "On" : "Off"}${texts.enabled && !texts.provedBy ? " (number not proved: nothing is texted)" : ""}, ${when(texts.updatedAt)}`
        : "Never asked",
    ],
    ["Newsletter", newsletter ? `${newsletter.status}, ${when(newsletter.updatedAt)}` : "Not subscribed"],
  ];
  return (
    <dl className="mt-2 grid max-w-2xl grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm [overflow-wrap:anywhere]">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-medium text-slate-600">{k}</dt>
          <dd data-testid={`consent-${k.split(" ")[0]?.toLowerCase()}`}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Notes({ record }: { record: CustomerRecord }) {
  if (record.notes.length === 0) return <None>No notes yet.</None>;
  return (
    <List label="Notes">
      {record.notes.map((n) => (
        <Item key={n.id} testId="customer-note">
          <p className="whitespace-pre-line">{n.body}</p>
          <span className="mt-1 block text-slate-600 text-xs">
            {n.writtenBy ?? "A former user"}, {when(n.writtenAt)}
          </span>
        </Item>
      ))}
    </List>
  );
}

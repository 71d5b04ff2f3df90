import Link from "next/link";
import { AdminTable } from "@/components/admin/admin-table";
import { FILTER_CONTROL, FilterForm } from "@/components/admin/filter-form";
import { Options } from "@/components/admin/options";
import { Pager } from "@/components/admin/pager";
import { PhoneLink } from "@/components/admin/phone-link";
import { catalogueEntry } from "@/content/catalogue";
import { site } from "@/content/site";
import { isAskUsLead } from "@/domain/leads/ask-us-input";
import { isLeadStatus, LEAD_STATUS_LABELS, LEAD_STATUSES } from "@/domain/leads/lead-work";
import { isOfferId, OFFERS } from "@/domain/offers/offers";
import { pageRequest } from "@/domain/paging/cursor";
import { formatDollars, SERVICE_TYPE_LABELS, SERVICE_TYPES, serviceTypeFromParam } from "@/domain/pricing/pricing";
import { formatLocalDateTimeShort } from "@/domain/time/local-time";
import { leadsPage } from "@/server/admin/list-leads";
import { requireAdminPage } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { quotedPrice } from "@/server/mail/lead-emails";

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v.slice(0, 100) : "");

export default async function AdminLeads({ searchParams }: { searchParams: Promise<Search> }) {
  const p = await searchParams;
  await requireAdminPage("/admin/leads", p);
  const filter = {
    q: one(p.q),
    // A former id in a bookmarked filter still filters (serviceTypeFromParam).
    serviceType: serviceTypeFromParam(one(p.type)) ?? "",
    status: isLeadStatus(one(p.status)) ? one(p.status) : "",
    from: one(p.from),
    to: one(p.to),
  };
  const { page, bad } = pageRequest(p);
  const list = await leadsPage(
    await getDb(),
    {
      q: filter.q || undefined,
      serviceType: filter.serviceType || undefined,
      status: filter.status || undefined,
      from: /^\d{4}-\d{2}-\d{2}$/.test(filter.from) ? filter.from : undefined,
      to: /^\d{4}-\d{2}-\d{2}$/.test(filter.to) ? filter.to : undefined,
    },
    page,
  );
  const rows = list.rows;
  // The filters as the address spells them (the service is `type`), for the export and the pages.
  const inUrl = { q: filter.q, type: filter.serviceType, status: filter.status, from: filter.from, to: filter.to };
  const query = new URLSearchParams(Object.entries(inUrl).filter(([, v]) => v)).toString();
  return (
    <>
      <h1 className="font-bold text-3xl">Leads</h1>
      <FilterForm
        className="mt-4 gap-3"
        submit="Filter"
        after={
          <a
            href={`/admin/export/leads${query ? `?${query}` : ""}`}
            className="h-10 rounded-md border px-4 py-2 font-semibold"
          >
            Export CSV
          </a>
        }
      >
        <label>
          <span className="block font-medium">Search</span>
          <input name="q" defaultValue={filter.q} placeholder="Name, email, phone or city" className={FILTER_CONTROL} />
        </label>
        <label>
          <span className="block font-medium">Service</span>
          <select name="type" defaultValue={filter.serviceType} className={FILTER_CONTROL}>
            <option value="">All</option>
            <Options items={SERVICE_TYPES.map((t) => [t, SERVICE_TYPE_LABELS[t]] as const)} />
          </select>
        </label>
        <label>
          <span className="block font-medium">Status</span>
          <select name="status" defaultValue={filter.status} className={FILTER_CONTROL}>
            <option value="">All</option>
            <Options items={LEAD_STATUSES.map((s) => [s, LEAD_STATUS_LABELS[s]] as const)} />
          </select>
        </label>
        <label>
          <span className="block font-medium">From</span>
          <input type="date" name="from" defaultValue={filter.from} className={FILTER_CONTROL} />
        </label>
        <label>
          <span className="block font-medium">To</span>
          <input type="date" name="to" defaultValue={filter.to} className={FILTER_CONTROL} />
        </label>
      </FilterForm>
      <p className="mt-4 text-slate-600 text-sm">
        {rows.length === 0
          ? "No leads match."
          : `${rows.length} lead${rows.length === 1 ? "" : "s"} on this page, newest first`}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard */}
      <section className="mt-2 overflow-x-auto" aria-label="Leads" tabIndex={0}>
        <AdminTable
          className="w-full text-left text-sm"
          gutterLast
          cards
          head={["Received", "Name", "Contact", "City", "Service", "Quoted", "Consent", "Status", "Notes"]}
          items={rows}
          row={({ lead, converted }) => (
            <tr key={lead.id} className="border-slate-100 border-b align-top" data-testid="lead-row">
              <td className="py-2 pr-3 tabular-nums">{formatLocalDateTimeShort(lead.createdAt, site.timeZone)}</td>
              <td className="py-2 pr-3 font-medium">
                <Link href={`/admin/leads/${lead.id}`} className="text-brand-700 underline">
                  {lead.fullName}
                </Link>
                {lead.requestCount > 1 ? (
                  <span className="block text-slate-600 text-xs">{lead.requestCount} requests</span>
                ) : null}
              </td>
              <td className="py-2 pr-3">
                {lead.email}
                <br />
                <PhoneLink phone={lead.phone} name={lead.fullName} />
              </td>
              <td className="py-2 pr-3">{lead.city ?? "-"}</td>
              <td className="py-2 pr-3">
                {SERVICE_TYPE_LABELS[lead.serviceType as never] ??
                  catalogueEntry(lead.serviceType)?.name ??
                  lead.serviceType}
              </td>
              <td className="py-2 pr-3 tabular-nums">
                {isAskUsLead(lead) ? "Ask us" : formatDollars(quotedPrice(lead))}
                {lead.offerId && isOfferId(lead.offerId) ? (
                  <span className="block text-emerald-800 text-xs">
                    {OFFERS[lead.offerId].headline}: -{formatDollars(lead.offerDiscount)}
                  </span>
                ) : null}
                {!isAskUsLead(lead) && (
                  <span className="block whitespace-nowrap text-slate-600">
                    range {formatDollars(lead.pricingMin)} to {formatDollars(lead.pricingMax)}
                  </span>
                )}
              </td>
              <td className="py-2 pr-3">{lead.marketingConsent ? `Yes (${lead.consentTextVersion})` : "No"}</td>
              <td className="py-2 pr-3">
                {isLeadStatus(lead.status) ? LEAD_STATUS_LABELS[lead.status] : lead.status}
                {converted && lead.status !== "booked" ? (
                  <span className="block text-slate-600 text-xs">has booked</span>
                ) : null}
              </td>
              <td className="max-w-48 py-2 pr-3 text-slate-700">{lead.notes ? lead.notes.slice(0, 120) : "-"}</td>
            </tr>
          )}
        />
      </section>
      <Pager label="Lead pages" path="/admin/leads" filters={inUrl} cursors={list} bad={bad} />
    </>
  );
}

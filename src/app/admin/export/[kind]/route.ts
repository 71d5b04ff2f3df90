import { desc } from "drizzle-orm";
import { site } from "@/content/site";
import { toCsv } from "@/domain/admin/csv";
import { isLeadStatus } from "@/domain/leads/lead-work";
import { serviceTypeFromParam } from "@/domain/pricing/quote-math";
import { csvMoment, localDay } from "@/domain/time/local-time";
import { listLeads } from "@/server/admin/list-leads";
import { adminOrNull } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { newsletterSubscribers } from "@/server/db/schema";
import { invoicesCsv } from "@/server/payments/invoices-csv";

const date = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined);

export async function GET(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  if (!(await adminOrNull())) return new Response("Not found", { status: 404 });
  const { kind } = await params;
  const db = await getDb();
  let csv: string;
  if (kind === "leads") {
    const url = new URL(request.url);
    const rows = await listLeads(
      db,
      {
        q: url.searchParams.get("q")?.slice(0, 100) || undefined,
        serviceType: serviceTypeFromParam(url.searchParams.get("type")) ?? undefined,
        status: isLeadStatus(url.searchParams.get("status"))
          ? (url.searchParams.get("status") ?? undefined)
          : undefined,
        from: date(url.searchParams.get("from")),
        to: date(url.searchParams.get("to")),
      },
      100_000,
    );
    csv = toCsv(
      [
        "created_date",
        "created_time",
        "created_at",
        "time_zone",
        "full_name",
        "email",
        "phone",
        "address",
        "city",
        "service_type",
        "pricing_exact",
        "pricing_min",
        "pricing_max",
        "marketing_consent",
        "consent_text_version",
        "converted",
      ],
      rows.map(({ lead: l, converted }) => [
        ...csvMoment(l.createdAt, site.timeZone),
        site.timeZone,
        l.fullName,
        l.email,
        l.phone,
        l.address,
        l.city,
        l.serviceType,
        l.pricingExact,
        l.pricingMin,
        l.pricingMax,
        l.marketingConsent,
        l.consentTextVersion,
        converted,
      ]),
    );
  } else if (kind === "subscribers") {
    const rows = await db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt));
    csv = toCsv(
      [
        "email",
        "status",
        "created_date",
        "created_time",
        "created_at",
        "confirmed_date",
        "confirmed_time",
        "confirmed_at",
        "time_zone",
      ],
      rows.map((s) => [
        s.email,
        s.status,
        ...csvMoment(s.createdAt, site.timeZone),
        ...csvMoment(s.confirmedAt, site.timeZone),
        site.timeZone,
      ]),
    );
  } else if (kind === "invoices") {
    csv = await invoicesCsv(db);
  } else {
    return new Response("Not found", { status: 404 });
  }
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${kind}-${localDay(new Date(), site.timeZone)}.csv"`,
      "cache-control": "no-store",
    },
  });
}

import { AdminTable } from "@/components/admin/admin-table";
import {
  type Band,
  bandOf,
  enoughVisitors,
  PAGE_KIND_LABELS,
  VITAL_BANDS,
  VITALS,
  VITALS_MIN_VISITORS,
  VITALS_SAMPLE_RATE,
  type Vital,
} from "@/domain/analytics/web-vitals";
import { formatCount } from "@/domain/pricing/pricing";
import { requireAdminPage } from "@/server/admin/require-admin";
import { VITALS_WINDOW_DAYS, vitalsByPageKind } from "@/server/analytics/vitals-report";
import { getDb } from "@/server/db/client";

const BAND_LOOK: Record<Band, { label: string; className: string }> = {
  good: { label: "Good", className: "bg-green-100 text-green-900" },
  "needs-improvement": { label: "Needs improvement", className: "bg-amber-100 text-amber-900" },
  poor: { label: "Poor", className: "bg-red-100 text-red-900" },
};

const shown = (vital: Vital, value: number) =>
  vital === "cls" ? value.toFixed(2) : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;

const TOO_FEW = { label: "Too few to judge", className: "bg-slate-100 text-slate-800" };

/** A p75 and its band; below VITALS_MIN_VISITORS visitors the band is not given, only the figure. */
function Value({ vital, value, judged }: { vital: Vital; value: number | null; judged: boolean }) {
  if (value === null) return <span className="text-slate-500">No data</span>;
  const band = judged ? BAND_LOOK[bandOf(vital, value)] : TOO_FEW;
  return (
    <span className="whitespace-nowrap">
      <span className="tabular-nums">{shown(vital, value)}</span>{" "}
      <span className={`rounded-full px-2 py-0.5 font-semibold text-xs ${band.className}`}>{band.label}</span>
    </span>
  );
}

const threshold = (vital: Vital, value: number) => (vital === "cls" ? String(value) : `${value / 1000} s`);

/** How fast the site is for its real visitors: p75 of each Core Web Vital per kind of page. */
export default async function AdminSpeed() {
  await requireAdminPage("/admin/speed");
  const rows = await vitalsByPageKind(await getDb(), new Date());
  return (
    <>
      <h1 className="font-bold text-3xl">Page speed for real visitors</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        What visitors' own browsers measured over the last {VITALS_WINDOW_DAYS} days: the 75th percentile of each Core
        Web Vital per kind of page, the figure Google uses to judge a page. One page load in{" "}
        {Math.round(1 / VITALS_SAMPLE_RATE)} reports, to this site only. Each visitor counts once, however many pages
        they load. A kind of page seen by fewer than {VITALS_MIN_VISITORS} different visitors is shown but not judged: a
        few people, or one person posing as a few, would decide its figure.
      </p>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-700">No reports yet: they arrive as visitors leave the pages.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard
        <section className="mt-6 overflow-x-auto" aria-label="Core Web Vitals by kind of page" tabIndex={0}>
          <AdminTable
            className="w-full text-left text-sm"
            head={["Pages", "Loads", "Visitors", ...VITALS.map((v) => `${v.toUpperCase()} (p75)`)]}
            items={rows}
            row={(r) => (
              <tr key={r.kind} className="border-b align-top" data-testid={`vitals-${r.kind}`}>
                <td className="py-2 pr-3 font-medium">{PAGE_KIND_LABELS[r.kind]}</td>
                <td className="py-2 pr-3 tabular-nums">{formatCount(r.loads)}</td>
                <td className="py-2 pr-3 tabular-nums" data-testid="vitals-visitors">
                  {formatCount(r.visitors)}
                </td>
                {VITALS.map((v) => (
                  <td key={v} className="py-2 pr-3">
                    <Value vital={v} value={r.p75[v]} judged={enoughVisitors(r.visitors)} />
                  </td>
                ))}
              </tr>
            )}
          />
        </section>
      )}
      <section aria-labelledby="bands" className="mt-8 max-w-3xl">
        <h2 id="bands" className="font-semibold text-xl">
          Google's bands
        </h2>
        <ul className="mt-2 space-y-1 text-slate-700">
          {VITALS.map((v) => (
            <li key={v}>
              <strong>{v.toUpperCase()}</strong>, {VITAL_BANDS[v].label}: good up to {threshold(v, VITAL_BANDS[v].good)}
              , poor above {threshold(v, VITAL_BANDS[v].poor)}.
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

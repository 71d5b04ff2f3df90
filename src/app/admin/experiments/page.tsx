import { AdminTable } from "@/components/admin/admin-table";
import { experimentReport } from "@/server/admin/experiment-report";
import { requireAdminPage, type Search } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export default async function AdminExperiments({ searchParams }: { searchParams: Promise<Search> }) {
  await requireAdminPage("/admin/experiments", await searchParams);
  const reports = await experimentReport(await getDb());
  return (
    <>
      <h1 className="font-bold text-3xl">Experiments</h1>
      <p className="mt-2 text-slate-600 text-sm">
        Conversions count visitors who converted after they were shown the variant. Intervals are 95% Wilson; p-values
        compare each variant with the control (two-proportion z-test).
      </p>
      {reports.map((r) => (
        <section key={r.id} aria-labelledby={`t-${r.id}`} className="mt-8" data-testid={`experiment-${r.id}`}>
          <h2 id={`t-${r.id}`} className="font-semibold text-xl">
            {r.name} <span className="font-normal text-slate-600 text-sm">({r.id})</span>
          </h2>
          {r.srm.mismatch && (
            <p className="mt-2 rounded-md bg-amber-100 px-3 py-2 text-amber-900 text-sm" role="alert">
              Sample ratio mismatch: the split differs from the configured weights (chi-square p ={" "}
              {r.srm.pValue.toExponential(2)}). Check the assignment before trusting these results.
            </p>
          )}
          <div className="mt-3">
            <AdminTable
              className="w-full [overflow-wrap:anywhere] text-left text-sm"
              gutterLast
              head={["Variant", "Exposed", ...r.goals]}
              items={r.variants}
              row={(v) => (
                <tr key={v.id} className="border-slate-100 border-b align-top" data-testid={`variant-${v.id}`}>
                  <td className="py-2 pr-3 font-medium">{v.name}</td>
                  <td className="py-2 pr-3 tabular-nums" data-testid="exposed">
                    {v.exposed}
                  </td>
                  {r.goals.map((g) => {
                    const s = v.goals[g];
                    return (
                      <td key={g} className="py-2 pr-3 tabular-nums" data-testid={`goal-${g}`}>
                        {s?.conversions ?? 0} ({pct(s?.rate ?? 0)})
                        <br />
                        <span className="text-slate-600 text-xs">
                          95% CI {pct(s?.low ?? 0)}–{pct(s?.high ?? 0)}
                          {s?.pValue != null ? ` · p = ${s.pValue.toFixed(3)}` : " · control"}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              )}
            />
          </div>
        </section>
      ))}
    </>
  );
}

import type { ReportPhoto, ReportView } from "@/domain/visit/report";

function Photos({ title, photos }: { title: string; photos: ReportPhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
        {photos.map((p, i) => (
          <li key={p.id}>
            {/* The full photo opens on its own; it is served to the signed-in people of this visit only. */}
            <a href={p.fullUrl} target="_blank" rel="noopener" className="block" data-testid="report-photo">
              {/* biome-ignore lint/performance/noImgElement: the photo route authorises each request; an optimiser in between would cache it */}
              <img
                src={p.thumbUrl}
                alt={`${title} the work, ${i + 1} of ${photos.length}`}
                width={p.width >= p.height ? 400 : Math.round((400 * p.width) / p.height)}
                height={p.height >= p.width ? 400 : Math.round((400 * p.height) / p.width)}
                loading="lazy"
                className="aspect-square w-full rounded-md border border-slate-200 object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What the crew did, found and recommends, with the before and after photos: the same on the
 * customer's page and in the owner's booking list.
 */
export function VisitReportView({ report, headingLevel = 2 }: { report: ReportView; headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? "h2" : "h3";
  const done = report.checklist.filter((i) => i.done);
  return (
    <div data-testid="visit-report">
      <H className="font-semibold text-lg">What was done</H>
      {done.length === 0 ? (
        <p className="mt-1 text-slate-700">No checklist items were ticked.</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5" data-testid="report-checklist">
          {done.map((i) => (
            <li key={i.key}>{i.label}</li>
          ))}
        </ul>
      )}
      {report.findings && (
        <>
          <H className="mt-4 font-semibold text-lg">What the crew found</H>
          <p className="mt-1 whitespace-pre-line" data-testid="report-findings">
            {report.findings}
          </p>
        </>
      )}
      {report.recommendations && (
        <>
          <H className="mt-4 font-semibold text-lg">Recommendations</H>
          <p className="mt-1 whitespace-pre-line" data-testid="report-recommendations">
            {report.recommendations}
          </p>
        </>
      )}
      <Photos title="Before" photos={report.photos.filter((p) => p.kind === "before")} />
      <Photos title="After" photos={report.photos.filter((p) => p.kind === "after")} />
    </div>
  );
}

import type { ReactNode } from "react";

// Charts as server-rendered SVG: no chart library and no JavaScript in the browser. Each is drawn
// at about a phone's width (the viewBox), so its text is readable at 390 px and scales up on a
// wider screen; the numbers behind it are always in a table below and in a CSV file.

type Cell = string | number | null;
export type Tone = "brand" | "past" | "accent" | "dark" | "warm" | "light";

/** Fill colours: the brand blue, a grey for "a year before", and a range for the funnel's steps. */
const FILL: Record<Tone, string> = {
  brand: "fill-brand-600",
  past: "fill-slate-400",
  accent: "fill-accent-600",
  dark: "fill-brand-900",
  warm: "fill-amber-500",
  light: "fill-brand-100",
};
const SWATCH: Record<Tone, string> = {
  brand: "bg-brand-600",
  past: "bg-slate-400",
  accent: "bg-accent-600",
  dark: "bg-brand-900",
  warm: "bg-amber-500",
  light: "bg-brand-100 border border-brand-600",
};

export interface Series {
  name: string;
  values: number[];
  tone: Tone;
}

const W = 360;
const round = (n: number) => Math.round(n * 10) / 10;

/** A round maximum for the axis (1, 2, 5 x 10^n) at or above the largest value. */
function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

function Legend({ series }: { series: Series[] }) {
  return (
    <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-slate-700 text-xs">
      {series.map((s) => (
        <li key={s.name} className="flex items-center gap-1">
          <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${SWATCH[s.tone]}`} />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * Columns per category (weeks, days), one column per series side by side. `format` writes an
 * axis value; `summary` is the chart's one-sentence description for screen readers.
 */
export function ColumnChart({
  categories,
  series,
  format = String,
  summary,
}: {
  categories: string[];
  series: Series[];
  format?: (n: number) => string;
  summary: string;
}) {
  const H = 180;
  const left = 44;
  const bottom = 22;
  const top = 8;
  const plotW = W - left - 4;
  const plotH = H - top - bottom;
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const band = plotW / Math.max(1, categories.length);
  const barW = Math.max(1, (band * 0.8) / Math.max(1, series.length));
  const every = Math.max(1, Math.ceil(categories.length / 8));
  const y = (v: number) => top + plotH - (v / max) * plotH;
  return (
    <>
      <Legend series={series} />
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="mt-1 w-full">
        {[0, 0.5, 1].map((f) => (
          <g key={f}>
            <line x1={left} x2={W - 4} y1={round(y(max * f))} y2={round(y(max * f))} className="stroke-slate-200" />
            <text x={left - 4} y={round(y(max * f)) + 4} textAnchor="end" className="fill-slate-600 text-[10px]">
              {format(max * f)}
            </text>
          </g>
        ))}
        {categories.map((c, i) => (
          <g key={c}>
            {series.map((s, j) => {
              const v = s.values[i] ?? 0;
              return (
                <rect
                  key={s.name}
                  x={round(left + i * band + band * 0.1 + j * barW)}
                  y={round(y(v))}
                  width={round(barW)}
                  height={round(Math.max(0, top + plotH - y(v)))}
                  className={FILL[s.tone]}
                />
              );
            })}
            {i % every === 0 && (
              <text
                x={round(left + i * band + band / 2)}
                y={H - 6}
                textAnchor="middle"
                className="fill-slate-600 text-[10px]"
              >
                {c}
              </text>
            )}
          </g>
        ))}
      </svg>
    </>
  );
}

/** Horizontal bars, one group per row (label above its bars), for ranked or grouped figures. */
export function BarList({
  rows,
  series,
  format = String,
  summary,
}: {
  rows: string[];
  series: Series[];
  format?: (n: number) => string;
  summary: string;
}) {
  const barH = 9;
  const gap = 2;
  const labelH = 14;
  const groupH = labelH + series.length * (barH + gap) + 6;
  const H = Math.max(groupH, rows.length * groupH);
  const valueW = 64;
  const plotW = W - valueW;
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  return (
    <>
      {series.length > 1 && <Legend series={series} />}
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="mt-1 w-full">
        {rows.map((label, i) => (
          <g key={label} transform={`translate(0 ${i * groupH})`}>
            <text x={0} y={labelH - 3} className="fill-slate-800 text-[11px]">
              {label.length > 48 ? `${label.slice(0, 47)}…` : label}
            </text>
            {series.map((s, j) => {
              const v = s.values[i] ?? 0;
              const yy = labelH + j * (barH + gap);
              const w = round((v / max) * plotW);
              return (
                <g key={s.name}>
                  <rect x={0} y={yy} width={Math.max(v > 0 ? 1 : 0, w)} height={barH} className={FILL[s.tone]} />
                  <text x={w + 4} y={yy + barH - 1} className="fill-slate-700 text-[10px]">
                    {format(v)}
                  </text>
                </g>
              );
            })}
          </g>
        ))}
      </svg>
    </>
  );
}

/**
 * A chart with its title, the table of its numbers (behind a disclosure, for screen readers and
 * for reading exact figures) and its CSV.
 */
export function Figure({
  id,
  title,
  note,
  csvHref,
  table,
  children,
}: {
  id: string;
  title: string;
  note?: ReactNode;
  csvHref: string;
  table: { head: string[]; rows: Cell[][] };
  children: ReactNode;
}) {
  return (
    <figure
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-xl border border-slate-200 p-3 sm:p-4"
      data-chart={id}
    >
      <figcaption id={`${id}-title`} className="font-semibold text-base">
        {title}
      </figcaption>
      {note && <p className="mt-1 text-slate-600 text-sm">{note}</p>}
      {table.rows.length === 0 ? <p className="mt-3 text-slate-600 text-sm">Nothing in this range yet.</p> : children}
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <details className="w-full">
          <summary className="cursor-pointer font-medium text-brand-700">Table: {title}</summary>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-xs" data-chart-table={id}>
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  {table.head.map((h) => (
                    <th key={h} scope="col" className="border-slate-200 border-b py-1 pr-3 font-semibold">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((r, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed, ordered report
                  <tr key={i} className="border-slate-100 border-b">
                    {r.map((c, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: columns follow the head
                      <td key={j} className="py-1 pr-3 tabular-nums">
                        {c ?? "–"}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
        <a href={csvHref} className="font-medium text-brand-700 underline" download>
          CSV: {title}
        </a>
      </div>
    </figure>
  );
}

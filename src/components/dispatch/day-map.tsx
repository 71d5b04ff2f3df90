import { crewColour, type DayMapCrew } from "@/domain/dispatch/day-map";
import { fitView, project, TILE_SIZE, tilesFor } from "@/domain/geo/map-projection";
import { formatTime } from "@/domain/scheduling/words";

const BOX = { width: 800, height: 480, margin: 36 };

/**
 * The board's day on a map (decision 0043): each crew's jobs as numbered pins joined in route
 * order from its start point, drawn as SVG on a plain background, no maps library and no
 * JavaScript. With the owner's tile address the tiles come through this site (`tileSrc`), so the
 * page's policy stays "images from this site only". The list under it says the same in words.
 */
export function DayMap({ crews, tileSrc }: { crews: DayMapCrew[]; tileSrc: string | null }) {
  const places = crews.flatMap((c) => [...c.stops.map((s) => s.at), ...(c.stops.length && c.start ? [c.start] : [])]);
  const shown = crews.filter((c) => c.stops.length > 0);
  const view = fitView(places, BOX, tileSrc !== null);
  const tiles = tileSrc ? tilesFor(view) : [];
  return (
    <section aria-labelledby="day-map" className="mt-8" data-testid="day-map">
      <h2 id="day-map" className="font-semibold text-xl">
        The day on a map
      </h2>
      {shown.length === 0 ? (
        <p className="mt-2 text-slate-700">No crew has a job with a known place this day.</p>
      ) : (
        <>
          <svg
            viewBox={`0 0 ${BOX.width} ${BOX.height}`}
            role="img"
            aria-labelledby="day-map-title"
            className="mt-3 h-auto w-full max-w-4xl rounded-xl border border-slate-200 bg-slate-50"
          >
            <title id="day-map-title">
              {`Each crew's jobs as numbered pins in route order: ${shown.map((c) => `${c.name}, ${c.stops.length} job${c.stops.length === 1 ? "" : "s"}`).join("; ")}.`}
            </title>
            {tiles.map((t) => (
              <image
                key={`${t.x}-${t.y}`}
                href={`${tileSrc}/${t.z}/${t.x}/${t.y}`}
                x={t.left}
                y={t.top}
                width={TILE_SIZE}
                height={TILE_SIZE}
              />
            ))}
            {crews.map((c, i) => {
              if (c.stops.length === 0) return null;
              const colour = crewColour(i);
              const start = c.start ? project(view, c.start) : null;
              const points = c.stops.map((s) => project(view, s.at));
              const line = [...(start ? [start] : []), ...points].map((p) => `${p.x},${p.y}`).join(" ");
              return (
                <g key={c.id} data-testid="map-crew" data-crew={c.id}>
                  <polyline points={line} fill="none" stroke={colour} strokeWidth={3} strokeOpacity={0.8} />
                  {start && (
                    <rect
                      x={start.x - 7}
                      y={start.y - 7}
                      width={14}
                      height={14}
                      fill="white"
                      stroke={colour}
                      strokeWidth={3}
                      data-testid="map-start"
                    />
                  )}
                  {points.map((p, k) => (
                    <g key={c.stops[k]?.id} data-testid="map-pin" data-booking={c.stops[k]?.id} data-crew={c.id}>
                      <circle cx={p.x} cy={p.y} r={12} fill={colour} stroke="white" strokeWidth={2} />
                      <text x={p.x} y={p.y} dy="0.35em" textAnchor="middle" fontSize={13} fontWeight={700} fill="white">
                        {k + 1}
                      </text>
                    </g>
                  ))}
                </g>
              );
            })}
          </svg>
          <ul className="mt-3 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
            {crews.map((c, i) =>
              c.stops.length === 0 ? null : (
                <li key={c.id}>
                  <p className="flex items-center gap-2 font-semibold">
                    <span
                      aria-hidden="true"
                      className="inline-block size-3 rounded-full"
                      style={{ background: crewColour(i) }}
                    />
                    {c.name}
                    {c.start ? "" : " (start unknown)"}
                  </p>
                  <ol className="ml-5 list-decimal text-slate-700">
                    {c.stops.map((s) => (
                      <li key={s.id}>
                        {formatTime(s.time)} {s.customerName}
                        {s.city ? `, ${s.city}` : ""}
                      </li>
                    ))}
                  </ol>
                </li>
              ),
            )}
          </ul>
        </>
      )}
    </section>
  );
}

import type { Metadata } from "next";
import { AreaForm } from "@/components/admin/area-form";
import { site } from "@/content/site";
import { METROS, settingOf } from "@/domain/geo/areas";
import { formatLocalDateTimeShort } from "@/domain/time/local-time";
import { requireAdminPage } from "@/server/admin/require-admin";
import { readAreaSettings, recentAreaChanges } from "@/server/areas/area-settings";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Areas", robots: { index: false } };

const when = (iso: string) => formatLocalDateTimeShort(new Date(iso), site.timeZone);
const metroName = (id: string) => METROS.find((m) => m.id === id)?.name ?? id;

/** The owner opens and closes metros and their ZIPs (docs/decisions/0034). */
export default async function AreasPage() {
  await requireAdminPage("/admin/settings/areas");
  const db = await getDb();
  const [settings, changes] = await Promise.all([readAreaSettings(db), recentAreaChanges(db)]);
  return (
    <>
      <h1 className="font-bold text-3xl">Areas</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Where the site offers times. A closed area or ZIP offers no times and takes no bookings; visitors there still
        get a price and can join the waitlist. A closed area's pages stay with the waitlist, or are taken down. Changes
        reach the pages within a minute.
      </p>
      <ul className="mt-6 space-y-4">
        {METROS.map((m) => {
          const s = settingOf(settings, m.id);
          const closedHere = s.closedZips.length;
          return (
            <li key={m.id} className="rounded-lg border border-slate-200 p-4" data-testid={`area-${m.id}`}>
              <h2 className="font-semibold text-xl">{m.name}</h2>
              <p className="text-sm" data-testid={`area-status-${m.id}`}>
                {s.open
                  ? closedHere > 0
                    ? `Open, ${closedHere} ZIP${closedHere === 1 ? "" : "s"} closed.`
                    : "Open."
                  : s.keepPages
                    ? "Closed; its pages show the waitlist."
                    : "Closed; its pages are taken down."}
              </p>
              <AreaForm
                id={m.id}
                name={m.name}
                zips={m.zips}
                open={s.open}
                keepPages={s.keepPages}
                closedZips={s.closedZips}
              />
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="area-changes" className="mt-10 border-slate-200 border-t pt-6">
        <h2 id="area-changes" className="font-semibold text-xl">
          Changes
        </h2>
        {changes.length === 0 ? (
          <p className="mt-1 text-slate-700 text-sm">No change made here yet: every area is open.</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm" data-testid="area-changes">
            {changes.map((c) => (
              <li key={c.seq}>
                {when(c.changedAt)}: {c.changedBy ?? "someone"}{" "}
                {c.open
                  ? `opened ${metroName(c.area)}${c.closedZips.length > 0 ? `, with ZIPs ${c.closedZips.join(", ")} closed` : ""}`
                  : `closed ${metroName(c.area)}, ${c.keepPages ? "keeping its pages" : "taking its pages down"}`}
                .
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

import { citiesInState } from "@/content/lookups";
import { areaOfCity, getServiceArea } from "@/domain/areas/service-areas";
import { settingOf } from "@/domain/geo/areas";
import { readAreaSettings } from "@/server/areas/area-settings";
import { areaOpening } from "@/server/bookings/area-opening";
import { currentOffer, publicClaims } from "@/server/business-facts/public-claims";
import { staffedAreas } from "@/server/crews/staffed";
import { getDb } from "@/server/db/client";
import { handle } from "@/server/http/handle";

// The claims the owner has set (insured, license, ...), whether the offers run and when they end, and, for a city or state page, the area's
// next opening and working hours, for the prerendered pages' small island: the pages never
// re-render (docs/decisions/0007), so what the owner saves and what the schedule says reach them
// here. Browsers keep it a minute; nginx never caches /api/ (docs/decisions/0014).
export const dynamic = "force-dynamic";

/** The areas asked about: `?area=<id>` (a city page) or `?state=<slug>` (a state page); only real ones. */
function areasAsked(url: URL): string[] {
  const area = url.searchParams.get("area");
  if (area) return getServiceArea(area) ? [area] : [];
  const state = url.searchParams.get("state");
  if (state && /^[a-z-]{2,40}$/.test(state)) return [...new Set(citiesInState(state).map(areaOfCity))];
  return [];
}

async function openAreasOf(db: Awaited<ReturnType<typeof getDb>>, areas: string[]): Promise<string[]> {
  const settings = await readAreaSettings(db);
  return areas.filter((a) => settingOf(settings, a).open);
}

export const GET = handle(
  { name: "GET /api/site-facts", failure: "The business facts are not available just now." },
  async (request) => {
    const db = await getDb();
    const now = new Date();
    const areas = areasAsked(new URL(request.url));
    const [claims, offer] = await Promise.all([publicClaims(db, now), currentOffer(db, now)]);
    // staffed: whether a crew with somebody in it works any of the areas the owner keeps open;
    // the page offers the waitlist instead of times when none does (a closed metro: 0034).
    const open = areas.length > 0 ? await openAreasOf(db, areas) : [];
    const staffed = open.length > 0 ? await staffedAreas(db) : null;
    const body =
      areas.length > 0
        ? {
            claims,
            offer,
            opening: open.length > 0 ? await areaOpening(db, open, { now }) : null,
            staffed: open.some((a) => staffed?.has(a)),
          }
        : { claims, offer };
    return Response.json(body, { headers: { "cache-control": "public, max-age=60" } });
  },
);

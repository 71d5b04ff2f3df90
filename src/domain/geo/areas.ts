// Which metros and ZIPs the owner has opened or closed (/admin/settings/areas, docs/decisions/0034).
// A metro with no stored setting is open with all its ZIPs: a fresh install and the demo sell
// exactly what they did before the owner could close anything.
import { z } from "zod";
import { cities, citiesInState, cityPath, cityServicePath, servedStates, services, statePath } from "@/content/lookups";
import { areaOfCity, SERVICE_AREAS } from "@/domain/areas/service-areas";

export interface AreaSetting {
  open: boolean;
  /** For a closed metro: its pages stay (with the waitlist, no times) or go (404, out of the sitemap). */
  keepPages: boolean;
  /** ZIPs closed within an open metro. */
  closedZips: readonly string[];
}

/** The stored settings by metro id; a metro missing here is open. */
export type AreaSettings = ReadonlyMap<string, AreaSetting>;

export const OPEN_AREA: AreaSetting = { open: true, keepPages: true, closedZips: [] };

export type AreaStanding = "open" | "metro-closed" | "zip-closed";

/** Every metro, the Bay Area's first (SERVICE_AREAS' order), with the ZIPs of its cities, sorted. */
export const METROS: readonly { id: string; name: string; zips: readonly string[] }[] = SERVICE_AREAS.map((a) => ({
  id: a.id,
  name: a.name,
  zips: [...new Set(cities.filter((c) => areaOfCity(c) === a.id).flatMap((c) => c.zipCodes))].sort(),
}));

const METRO_ZIPS = new Map(METROS.map((m) => [m.id, new Set(m.zips)]));

export const isMetro = (id: string) => METRO_ZIPS.has(id);

export function settingOf(settings: AreaSettings, areaId: string): AreaSetting {
  return settings.get(areaId) ?? OPEN_AREA;
}

/** Whether an address in this metro (and this ZIP, when known) may be offered times and booked. */
export function areaStanding(settings: AreaSettings, areaId: string, zip?: string): AreaStanding {
  const s = settingOf(settings, areaId);
  if (!s.open) return "metro-closed";
  const five = zip?.trim().slice(0, 5);
  if (five && s.closedZips.includes(five)) return "zip-closed";
  return "open";
}

/** The pages of a metro: its cities' hubs and city-service pages. */
export function metroPaths(areaId: string): string[] {
  return cities
    .filter((c) => areaOfCity(c) === areaId)
    .flatMap((c) => [cityPath(c), ...services.map((s) => cityServicePath(c, s.slug))]);
}

/**
 * The pages that answer 404 and leave the sitemap: those of every closed metro whose owner chose
 * "go", and a state page once every city in it is gone (it would list nothing open).
 */
export function gonePaths(settings: AreaSettings): Set<string> {
  const goneAreas = new Set([...settings].filter(([, s]) => !s.open && !s.keepPages).map(([id]) => id));
  const gone = new Set<string>();
  if (goneAreas.size === 0) return gone;
  for (const id of goneAreas) for (const p of metroPaths(id)) gone.add(p);
  for (const state of servedStates()) {
    if (citiesInState(state.slug).every((c) => goneAreas.has(areaOfCity(c)))) gone.add(statePath(state));
  }
  return gone;
}

/** The owner's change of one metro: only known metros, and only ZIPs of that metro. */
export const areaChangeSchema = z
  .object({
    area: z.string().trim().min(1).max(40),
    open: z.boolean(),
    keepPages: z.boolean(),
    closedZips: z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{5}$/, "A ZIP is five digits."),
      )
      .max(500),
  })
  .superRefine((v, ctx) => {
    const zips = METRO_ZIPS.get(v.area);
    if (!zips) {
      ctx.addIssue({ code: "custom", path: ["area"], message: "There is no such area." });
      return;
    }
    const stray = v.closedZips.filter((z) => !zips.has(z));
    if (stray.length > 0)
      ctx.addIssue({
        code: "custom",
        path: ["closedZips"],
        message: `Not a ZIP of this area: ${stray.slice(0, 5).join(", ")}.`,
      });
  })
  .transform((v) => ({ ...v, closedZips: [...new Set(v.closedZips)].sort() }));

export type AreaChange = z.output<typeof areaChangeSchema>;

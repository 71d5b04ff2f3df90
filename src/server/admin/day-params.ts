import "server-only";
import { getServiceArea, SERVICE_AREAS } from "@/domain/areas/service-areas";
import { localDate } from "@/domain/scheduling/schedule";

type Search = Record<string, string | string[] | undefined>;
export const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : "");
export const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The area and day a schedule view shows: from the query, else the Bay Area today (its zone). */
export function dayParams(p: Search, now: Date) {
  const area = getServiceArea(one(p.area)) ?? SERVICE_AREAS[0];
  if (!area) throw new Error("no service areas");
  const day = DATE.test(one(p.day)) ? one(p.day) : localDate(now, area.timeZone);
  return { area, day };
}

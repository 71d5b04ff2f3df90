// The board's map data (decision 0043): what src/server/dispatch/day-map.ts reads and the page draws.
import type { LatLng } from "../geo/distance";

export interface DayMapStop {
  id: string;
  time: string;
  customerName: string;
  city: string;
  at: LatLng;
}

export interface DayMapCrew {
  id: string;
  name: string;
  /** Where the crew's day starts; null: unknown (no line to the first job). */
  start: LatLng | null;
  /** The crew's jobs that day in start order: the route it drives. */
  stops: DayMapStop[];
}

/** Distinct, readable on white and on map tiles, in the crews' name order. */
export const CREW_COLOURS = ["#1d4ed8", "#b91c1c", "#047857", "#7e22ce", "#b45309", "#0e7490", "#be185d", "#4d7c0f"];

export const crewColour = (index: number) => CREW_COLOURS[index % CREW_COLOURS.length] as string;

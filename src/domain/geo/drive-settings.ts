// The owner's drive figures (docs/decisions/0043-day-map-and-route.md): the average speed, the
// minimum drive and the road factor that decision 0036 kept as constants, and the map's tile
// address. Stored as one row; a missing or unreadable row is DEFAULT_DRIVE and no tiles, so a
// fresh install plans exactly as before the settings existed.
import { z } from "../validation/zod";
import { DEFAULT_DRIVE, type DrivePolicy } from "./drive-time";

export interface DriveSettings {
  speedKmh: number;
  minimumMinutes: number;
  roadFactor: number;
  /** A tile server's https address with {z}, {x} and {y}; null: the map has no tiles (the default). */
  tileUrl: string | null;
}

export const DEFAULT_DRIVE_SETTINGS: DriveSettings = {
  speedKmh: DEFAULT_DRIVE.speedKmh,
  minimumMinutes: DEFAULT_DRIVE.minimumMinutes,
  roadFactor: DEFAULT_DRIVE.roadFactor,
  tileUrl: null,
};

/**
 * Limits a metro's crews can mean: walking pace is not a van's, and over 100 km/h door to door is
 * a motorway with no parking; a minimum over two hours would be a day's gap, not a drive; roads
 * are never shorter than the straight line and seldom twice it.
 */
export const DRIVE_LIMITS = {
  speedKmh: { min: 10, max: 100 },
  minimumMinutes: { min: 0, max: 120 },
  roadFactor: { min: 1, max: 2 },
} as const;

const TILE_PLACEHOLDERS = ["{z}", "{x}", "{y}"];

/** A tile address the map may load: https, a host, the three placeholders, nothing else odd. */
export function tileUrlProblem(url: string): string | null {
  if (!url.startsWith("https://")) return "The tile address must start with https://.";
  if (!TILE_PLACEHOLDERS.every((p) => url.includes(p))) return "The tile address needs {z}, {x} and {y}.";
  // Placeholders out, the rest must be an ordinary address (no spaces, quotes or other braces).
  const plain = TILE_PLACEHOLDERS.reduce((u, p) => u.replaceAll(p, "0"), url);
  if (/[\s"'<>{}\\]/.test(plain)) return "The tile address has characters an address cannot have.";
  try {
    const parsed = new URL(plain);
    if (!parsed.hostname.includes(".") || parsed.username || parsed.password)
      return "The tile address needs a host name, without a user name or password.";
  } catch {
    return "That is not a web address.";
  }
  return null;
}

const whole = (what: string, { min, max }: { min: number; max: number }, unit: string) =>
  z.coerce
    .number({ error: `Write the ${what} as a number.` })
    .int(`Write the ${what} as a whole number.`)
    .min(min, `The ${what} is at least ${min} ${unit}.`)
    .max(max, `The ${what} is at most ${max} ${unit}.`);

/** What the owner saves; an empty tile address turns tiles off. */
export const driveSettingsSchema = z
  .object({
    speedKmh: whole("average speed", DRIVE_LIMITS.speedKmh, "km/h"),
    minimumMinutes: whole("minimum drive", DRIVE_LIMITS.minimumMinutes, "minutes"),
    roadFactor: z.coerce
      .number({ error: "Write the road factor as a number, e.g. 1.3." })
      .min(DRIVE_LIMITS.roadFactor.min, `The road factor is at least ${DRIVE_LIMITS.roadFactor.min}.`)
      .max(DRIVE_LIMITS.roadFactor.max, `The road factor is at most ${DRIVE_LIMITS.roadFactor.max}.`)
      .transform((f) => Math.round(f * 100) / 100),
    tileUrl: z
      .string()
      .trim()
      .max(300, "Keep the tile address under 300 characters.")
      .nullable()
      .default(null)
      .transform((u) => (u ? u : null))
      .superRefine((u, ctx) => {
        const problem = u === null ? null : tileUrlProblem(u);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  })
  .strict();

/** A stored row read back: anything unreadable is the default, field by field. */
export function readDriveSettings(stored: unknown): DriveSettings {
  const parsed = driveSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_DRIVE_SETTINGS;
}

/** The planning policy the settings give (the crew's early start stays the default's). */
export function drivePolicyOf(s: DriveSettings): DrivePolicy {
  return { ...DEFAULT_DRIVE, speedKmh: s.speedKmh, minimumMinutes: s.minimumMinutes, roadFactor: s.roadFactor };
}

/** What changed between two saves, as the history shows it ("speedKmh", "30"). */
export function changedDriveFields(before: DriveSettings, after: DriveSettings): { field: string; shown: string }[] {
  return (Object.keys(after) as (keyof DriveSettings)[])
    .filter((k) => before[k] !== after[k])
    .map((k) => ({ field: k, shown: after[k] === null ? "off" : String(after[k]) }));
}

/** How the history names each figure. */
export const DRIVE_FIELD_WORDS: Record<string, string> = {
  speedKmh: "Average speed (km/h)",
  minimumMinutes: "Minimum drive (minutes)",
  roadFactor: "Road factor",
  tileUrl: "Map tile address",
};

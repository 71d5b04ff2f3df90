import { DEFAULT_TIME_ZONE, TIME_ZONES } from "@/content/time-zone";
import { singleLine } from "@/domain/validation/single-line";
import { z } from "@/domain/validation/zod";

// The business's look and hours as the owner sets them in /admin/settings (decision 0041): the
// logo, the brand colour, the hours calls are answered and the time zone. Pure, so the form can
// show the same sentences the server answers with.

export { DEFAULT_TIME_ZONE, TIME_ZONES };

/** What the pages read beside the identity (BusinessIdentity.look). */
export interface BrandLook {
  /** Served by /api/brand/logo; the version in its address lets browsers keep it for a year. */
  logo: { url: string; width: number; height: number } | null;
  /** "#1d5fd1"; null: the built-in colours. */
  colour: string | null;
  /** "Mon-Sat 8am-6pm", as typed; null: no hours shown. */
  hours: string | null;
  timeZone: string;
}

/** No look saved: the built-in colours, no logo, no hours (a production install). */
export const NO_LOOK: BrandLook = { logo: null, colour: null, hours: null, timeZone: DEFAULT_TIME_ZONE };

/** The hex colour of the built-in palette's brand-600 (src/app/globals.css). */
export const BUILT_IN_COLOUR = "#1d5fd1";

type Rgb = [number, number, number];

const HEX = /^#([0-9a-f]{6})$/;

/** "#1D5FD1", "1d5fd1" or "#15d" as "#1d5fd1"; null when it is not a hex colour. */
export function normalizeHex(value: string): string | null {
  let v = value.trim().toLowerCase();
  if (!v.startsWith("#")) v = `#${v}`;
  if (/^#[0-9a-f]{3}$/.test(v)) v = `#${[...v.slice(1)].map((c) => c + c).join("")}`;
  return HEX.test(v) ? v : null;
}

const rgbOf = (hex: string): Rgb => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const hexOf = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

/** WCAG 2's relative luminance. */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2's contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const mix = (hex: string, toward: Rgb, amount: number) =>
  hexOf(rgbOf(hex).map((c, i) => c + ((toward[i] ?? 0) - c) * amount) as Rgb);

/** The palette the pages use (Tailwind's brand-50 to brand-900), from the one colour. */
export function brandPalette(hex: string): Record<"50" | "100" | "600" | "700" | "800" | "900", string> {
  const black: Rgb = [0, 0, 0];
  const white: Rgb = [255, 255, 255];
  return {
    "50": mix(hex, white, 0.93),
    "100": mix(hex, white, 0.85),
    "600": hex,
    "700": mix(hex, black, 0.2),
    "800": mix(hex, black, 0.33),
    "900": mix(hex, black, 0.62),
  };
}

/** AA for normal text (WCAG 2.x 1.4.3). */
export const AA = 4.5;
/** The footer's text colours (Tailwind slate-300, and slate-400 for its last line) on brand-900. */
const FOOTER_TEXT = "#cbd5e1";
const FOOTER_FINE_PRINT = "#94a3b8";

/** The pairs the pages put together, each needing AA: white on the colour is the one that binds. */
export function palettePairs(hex: string): { what: string; ratio: number }[] {
  const p = brandPalette(hex);
  return [
    { what: "white text on it", ratio: contrast("#ffffff", p["600"]) },
    { what: "its darker shade on its lightest tint", ratio: contrast(p["700"], p["50"]) },
    { what: "its darkest text on its light tint", ratio: contrast(p["800"], p["100"]) },
    { what: "the footer's grey text on its darkest shade", ratio: contrast(FOOTER_TEXT, p["900"]) },
    // The owner's e2e spec found this one (axe, the copyright line) on a green the first rule let by.
    { what: "the footer's fine print on its darkest shade", ratio: contrast(FOOTER_FINE_PRINT, p["900"]) },
  ];
}

const ratio = (r: number) => `${Math.floor(r * 10) / 10}:1`;

/** Why a colour cannot be the brand colour (a sentence), or null when it keeps every pair at AA. */
export function brandColourProblem(value: string): string | null {
  const hex = normalizeHex(value);
  if (!hex) return "Enter the colour as a hex code, like #1d5fd1.";
  const failing = palettePairs(hex).find((p) => p.ratio < AA);
  if (!failing) return null;
  // White on the colour is the pair that binds: whenever it passes, the darker shades and lighter
  // tints pass too (brand.test.ts sweeps the colour space), so the sentence names it.
  return `White text on ${hex} has a contrast of ${ratio(contrast("#ffffff", hex))}; buttons and the header need at least ${AA}:1 (WCAG AA) to stay readable, so choose a darker colour.`;
}

/** Whether the runtime knows the zone by this IANA name (Intl, so the server and the tests agree). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone.length > 0;
  } catch {
    return false;
  }
}

export const HOURS_MAX = 60;

export const BRAND_MESSAGES = {
  timeZone: "Choose the time zone from the list.",
  hours: `Keep the hours to ${HOURS_MAX} characters on one line, like “Mon-Sat 8am-6pm”.`,
} as const;

/** What the owner saves beside the identity (the logo has its own upload). */
export const brandInputSchema = z
  .object({
    colour: z
      .string()
      .max(20, "Enter the colour as a hex code, like #1d5fd1.")
      .superRefine((v, ctx) => {
        const problem = v.trim() === "" ? null : brandColourProblem(v);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
      .transform((v) => (v.trim() === "" ? null : normalizeHex(v))),
    hours: singleLine(HOURS_MAX, BRAND_MESSAGES.hours).transform((v) => (v === "" ? null : v)),
    timeZone: z
      .string()
      .max(64, BRAND_MESSAGES.timeZone)
      .refine((v) => TIME_ZONES.some((z) => z.id === v) && isTimeZone(v), BRAND_MESSAGES.timeZone),
  })
  .strict();

export type BrandInput = z.input<typeof brandInputSchema>;
export type BrandSaved = z.output<typeof brandInputSchema>;

const DAYS: Record<string, string> = {
  mo: "Monday",
  tu: "Tuesday",
  we: "Wednesday",
  th: "Thursday",
  fr: "Friday",
  sa: "Saturday",
  su: "Sunday",
};
const ORDER = Object.keys(DAYS);
const DAY = "(mon?|tue?s?|wed?|thu?r?s?|fri?|sat?|sun?)[a-z]*\\.?";
const TIME = "(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm|a\\.m\\.|p\\.m\\.)?";
const HOURS = new RegExp(`^${DAY}\\s*(?:[-–—]|to)\\s*${DAY}\\s*,?\\s+${TIME}\\s*(?:[-–—]|to)\\s*${TIME}$`, "i");

function clock(h: string, m: string | undefined, half: string | undefined): string | null {
  let hour = Number(h);
  const minute = Number(m ?? "0");
  if (minute > 59 || hour > 23) return null;
  const p = half?.toLowerCase().replaceAll(".", "");
  if (p && (hour < 1 || hour > 12)) return null;
  if (p === "pm" && hour !== 12) hour += 12;
  if (p === "am" && hour === 12) hour = 0;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/**
 * The hours as schema.org reads them, when they were typed as one day range and one time range
 * ("Mon-Sat 8am-6pm", "Mo-Fr 08:00-17:30"); null for anything else (free text is shown, not guessed).
 */
export function structuredHours(text: string | null): { days: string[]; opens: string; closes: string } | null {
  const m = text ? HOURS.exec(text.trim()) : null;
  if (!m) return null;
  const from = ORDER.indexOf((m[1] ?? "").slice(0, 2).toLowerCase());
  const to = ORDER.indexOf((m[2] ?? "").slice(0, 2).toLowerCase());
  const opens = clock(m[3] ?? "", m[4], m[5]);
  const closes = clock(m[6] ?? "", m[7], m[8]);
  if (from < 0 || to < from || !opens || !closes || closes <= opens) return null;
  return { days: ORDER.slice(from, to + 1).map((d) => DAYS[d] ?? d), opens, closes };
}

/** The look a page renders with: the one saved, else none (the demo's identity carries its own). */
export const lookOf = (who: { look?: BrandLook | undefined }): BrandLook => who.look ?? NO_LOOK;

/** " (Mon-Sat 8am-6pm)" after a phone number, or nothing when no hours are set. */
export const hoursInParens = (look: BrandLook) => (look.hours ? ` (${look.hours})` : "");

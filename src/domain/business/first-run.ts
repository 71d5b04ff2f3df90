import { z } from "zod";

// The owner's first run (decision 0042): what is done is read from the database, never
// from a browser flag, so every device and every visit says the same.

export const FIRST_RUN_STEPS = ["account", "business", "areas", "crews", "prices", "payments"] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];

/** The steps the owner may mark without other data: a confirmation or a skip, recorded server side. */
export const MARKABLE_STEPS = { areas: "confirmed", prices: "confirmed", payments: "skipped" } as const;
export type MarkableStep = keyof typeof MARKABLE_STEPS;

/** What the owner posts to /api/admin/setup: mark a step, or take the mark back. */
export const setupMarkSchema = z
  .object({
    step: z.enum(Object.keys(MARKABLE_STEPS) as [MarkableStep, ...MarkableStep[]], {
      message: "Choose a step to confirm or skip.",
    }),
    marked: z.boolean(),
  })
  .strict();
export type SetupMark = z.infer<typeof setupMarkSchema>;

/** The facts read from the database, one small read each. */
export interface FirstRunFacts {
  /** The signed-in owner's email (the account step is done by being signed in). */
  ownerEmail: string;
  /** No row, the demo seed's row, or the owner's saved details. */
  identity: "none" | "demo" | "saved";
  /** Metros open to bookings (a metro without a stored setting is open). */
  openMetros: number;
  /** Whether the owner has changed any area (a row in area_changes). */
  areasChanged: boolean;
  /** Active crews with at least one person in them. */
  staffedCrews: number;
  /** The price book's highest saved version; 0 is the built-in table. */
  priceVersion: number;
  paymentsOn: boolean;
  textsOn: boolean;
  /** The steps the owner confirmed or skipped (recorded with who and when). */
  marked: ReadonlySet<MarkableStep>;
}

export interface FirstRunStepState {
  step: FirstRunStep;
  title: string;
  done: boolean;
  /** One sentence: what the database says about this step. */
  detail: string;
  /** Where the step's own page is, for more than the walkthrough shows. */
  href: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Each step, done or not, with the sentence that says why. */
export function firstRunSteps(f: FirstRunFacts): FirstRunStepState[] {
  const areasKept = f.areasChanged || f.marked.has("areas");
  const pricesKept = f.priceVersion > 0 || f.marked.has("prices");
  const bothOn = f.paymentsOn && f.textsOn;
  return [
    {
      step: "account",
      title: "Your account",
      done: true,
      detail: `You are signed in as ${f.ownerEmail}.`,
      href: "/admin/setup#account",
    },
    {
      step: "business",
      title: "Business details",
      done: f.identity === "saved",
      detail:
        f.identity === "saved"
          ? "Saved: every page shows your name, phone and address."
          : f.identity === "demo"
            ? "The site shows the demo business until you save your own details."
            : "Not set yet: the public pages say the business is not set up.",
      href: "/admin/settings",
    },
    {
      step: "areas",
      title: "Areas you serve",
      done: areasKept && f.openMetros > 0,
      detail:
        f.openMetros === 0
          ? "Every area is closed: open at least one to take bookings."
          : `${plural(f.openMetros, "area")} open${areasKept ? "." : ": close the ones you do not serve, or keep them as they are."}`,
      href: "/admin/settings/areas",
    },
    {
      step: "crews",
      title: "Crews and their people",
      done: f.staffedCrews > 0,
      detail:
        f.staffedCrews > 0
          ? `${plural(f.staffedCrews, "crew")} with people in ${f.staffedCrews === 1 ? "it" : "them"}.`
          : "No crew has a person yet: add a technician to a crew.",
      href: "/admin/crews",
    },
    {
      step: "prices",
      title: "Your prices",
      done: pricesKept,
      detail:
        f.priceVersion > 0
          ? `Your price book is saved (version ${f.priceVersion}).`
          : f.marked.has("prices")
            ? "You kept the built-in prices."
            : "The built-in prices are in use: keep them or change them.",
      href: "/admin/prices",
    },
    {
      step: "payments",
      title: "Online payments and texts",
      done: bothOn || f.marked.has("payments"),
      detail: `Online payments ${f.paymentsOn ? "on" : "off"}, texts ${f.textsOn ? "on" : "off"}${
        !bothOn && f.marked.has("payments") ? ": skipped for now." : "."
      }`,
      href: "/admin/settings/payments",
    },
  ];
}

export const firstRunDone = (steps: readonly FirstRunStepState[]) => steps.every((s) => s.done);

/**
 * Whether a visit to Today goes to the walkthrough: only a fresh install, where nothing of the
 * business is saved yet (no identity row; the demo seed has one), and unless the owner asked for
 * Today itself. Once the details are saved, Today carries the checklist instead.
 */
export const leadsToWalkthrough = (f: Pick<FirstRunFacts, "identity">, todayAsked: boolean) =>
  f.identity === "none" && !todayAsked;

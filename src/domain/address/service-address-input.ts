import { US_STATE_ABBREVIATIONS } from "@/content/us-states";
import { singleLine } from "@/domain/validation/single-line";
import { z } from "@/domain/validation/zod";

const STATE_CODES = new Set(Object.values(US_STATE_ABBREVIATIONS));

/** A US service address a crew can drive to: a numbered street, a city, a state and a ZIP. */
export const serviceAddressSchema = z.object({
  street: singleLine(200, "The street address is limited to 200 characters.", "Please enter the street address.")
    .min(1, "Please enter the street address.")
    .regex(
      /^\d+[A-Za-z]?(-\d+)?\s+\S.*\S/,
      "Please enter the street address with the house number, e.g. 2180 Milvia St.",
    ),
  unit: singleLine(40, "The unit is limited to 40 characters.").default(""),
  city: singleLine(100, "The city is limited to 100 characters.", "Please enter the city.").min(
    2,
    "Please enter the city.",
  ),
  state: z
    .string({ error: "Please choose the state." })
    .trim()
    .toUpperCase()
    .refine((s) => STATE_CODES.has(s), "Please choose the state."),
  zip: z
    .string({ error: "Please enter the ZIP code." })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "Please enter a 5-digit ZIP code."),
});

/** A US phone number: 10 digits, with an optional leading 1 and any punctuation. */
export const phoneSchema = z
  .string({ error: "Please enter a phone number for the crew." })
  .trim()
  .max(40, "The phone number is limited to 40 characters.")
  .refine(
    (p) => /^\+?1?\d{10}$/.test(p.replace(/[\s\-().]/g, "")),
    "Please enter a 10-digit phone number for the crew.",
  );

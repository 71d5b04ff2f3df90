import { z } from "./zod";

// Names, addresses and other one-line fields end up in emails, calendar files and the owner's
// notices. A line break there lets a requester write lines of their own into a message we send
// ("Your card was declined…"), and a web address becomes a link in the reader's mail app. Neither
// belongs in a name or a street address, so both are refused with a sentence, on every route.

// Line feed, carriage return, vertical tab, form feed, next line, line and paragraph separators.
const LINE_BREAK = /[\n\r\v\f\u0085\u2028\u2029]/;
// Other C0/C1 controls, and the bidirectional overrides that make text read other than it is.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;
// Anything a mail reader turns into a link: a scheme, "www.", an email address, a dotted IPv4
// address, or a host name that ends in a known top-level domain ("evil-pay.com",
// "billing.example.co.uk/login"). Any word.word is not a link: "500 Mt.Vernon Rd" and "St.Louis"
// are real addresses, so a dot without a space counts only before a known domain, and before a
// two-letter one that is also a state or a direction (".co", ".ne", ".ca") only with a path after
// it ("t.co/x"). A scheme is at most 32 characters and a host name starts only at a token's
// start, so no run of letters is rescanned from each of its positions (linear in the length).
const LINK =
  /[a-z][a-z0-9+.-]{0,31}:\/\/|\bwww\d?\.|@[a-z0-9-]+\.|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b(?:mailto|javascript|data|tel|sms):/i;
const HOST = /(?<![a-z0-9-])[a-z0-9-]+((?:\.[a-z0-9-]+)+)(\/?)/gi;
/** Top-level domains links are made of (generic ones, and those phishing favours). */
const KNOWN_TLDS = new Set(
  (
    "com net org info biz gov edu mil int io ly ru cn tk ml cf gq uk eu xyz top site online shop store link " +
    "click live club app dev page ai cc ws gg sh su icu vip win bid loan work cloud tech website space fun " +
    "buzz monster rest today email support help services money pw zip mov cam lol best world life news " +
    // The names kept for examples: what tests and phishing drills write.
    "example"
  ).split(" "),
);

function hasHostName(value: string): boolean {
  for (const [, dotted = "", slash] of value.matchAll(HOST)) {
    const labels = dotted.slice(1).toLowerCase().split(".");
    if (labels.some((l) => KNOWN_TLDS.has(l))) return true;
    if (slash && /^[a-z]{2}$/.test(labels.at(-1) ?? "")) return true;
  }
  return false;
}

export const SINGLE_LINE_MESSAGES = {
  lineBreak: "Please keep this on one line.",
  invisible: "This contains characters we cannot show. Please retype it.",
  link: "Please leave web and email addresses out of this field.",
} as const;

/** What is wrong with a one-line field's text (a sentence a person can act on), or null. */
export function singleLineProblem(value: string): string | null {
  if (LINE_BREAK.test(value)) return SINGLE_LINE_MESSAGES.lineBreak;
  if (INVISIBLE.test(value)) return SINGLE_LINE_MESSAGES.invisible;
  if (LINK.test(value) || hasHostName(value)) return SINGLE_LINE_MESSAGES.link;
  return null;
}

/**
 * A trimmed one-line text field of at most `max` characters (a name, a street address, a unit);
 * `missing` is the sentence for a field that is absent or not text.
 */
export function singleLine(max: number, tooLong: string, missing?: string) {
  return (
    z
      .string(missing ? { error: missing } : undefined)
      .trim()
      // Abort: the line and link checks only ever read a field's worth of text.
      .max(max, { message: tooLong, abort: true })
      .superRefine((value, ctx) => {
        const problem = singleLineProblem(value);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      })
  );
}

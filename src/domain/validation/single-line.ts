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
// Anything a mail reader turns into a link: a scheme, "www.", a host name ("evil.example",
// "pay.example.com/x"), an email address or a dotted IPv4 address. A scheme is at most 32
// characters and a host name starts only at a token's start, so no run of letters is rescanned
// from each of its positions (linear in the text's length).
const LINK =
  /[a-z][a-z0-9+.-]{0,31}:\/\/|\bwww\d?\.|(?<![a-z0-9-])[a-z0-9-]{2,}(?:\.[a-z0-9-]+)*\.[a-z][a-z0-9-]{1,62}(?![a-z0-9])|@[a-z0-9-]+\.|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b(?:mailto|javascript|data|tel|sms):/i;

export const SINGLE_LINE_MESSAGES = {
  lineBreak: "Please keep this on one line.",
  invisible: "This contains characters we cannot show. Please retype it.",
  link: "Please leave web and email addresses out of this field.",
} as const;

/** What is wrong with a one-line field's text (a sentence a person can act on), or null. */
export function singleLineProblem(value: string): string | null {
  if (LINE_BREAK.test(value)) return SINGLE_LINE_MESSAGES.lineBreak;
  if (INVISIBLE.test(value)) return SINGLE_LINE_MESSAGES.invisible;
  if (LINK.test(value)) return SINGLE_LINE_MESSAGES.link;
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

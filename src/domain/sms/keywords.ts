// What a reply to one of our texts means. The keywords are the CTIA's and the ones Twilio's
// opt-out handling recognises, matched as the whole message, case and spaces ignored.

export const STOP_WORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "OPTOUT", "REVOKE"] as const;
export const START_WORDS = ["START", "YES", "UNSTOP"] as const;
export const HELP_WORDS = ["HELP", "INFO"] as const;

export type Reply = "stop" | "start" | "help" | "other";

export function classifyReply(body: string): Reply {
  const word = body
    .trim()
    .replace(/[.!\s]+$/, "")
    .replace(/[\s-]/g, "")
    .toUpperCase();
  if ((STOP_WORDS as readonly string[]).includes(word)) return "stop";
  if ((START_WORDS as readonly string[]).includes(word)) return "start";
  if ((HELP_WORDS as readonly string[]).includes(word)) return "help";
  return "other";
}

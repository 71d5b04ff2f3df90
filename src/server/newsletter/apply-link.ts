import "server-only";
import { getDb } from "@/server/db/client";
import { type LinkPurpose, verifyLink } from "./signed-link";
import { setSubscriberStatus } from "./subscribe";

const STATUS_OF = { confirm: "confirmed", unsubscribe: "unsubscribed" } as const;

/**
 * Applies a signed newsletter link (confirm or unsubscribe) and says whether it was valid: a
 * well-formed id, a matching signature and an existing subscriber. The page only renders the answer.
 */
export async function applyNewsletterLink(purpose: LinkPurpose, id: unknown, sig: unknown): Promise<boolean> {
  return (
    typeof id === "string" &&
    typeof sig === "string" &&
    /^[0-9a-f-]{36}$/.test(id) &&
    verifyLink(purpose, id, sig) &&
    (await setSubscriberStatus(await getDb(), id, STATUS_OF[purpose])) !== undefined
  );
}

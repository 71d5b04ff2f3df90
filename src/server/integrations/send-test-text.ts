import "server-only";
import { eq } from "drizzle-orm";
import { pageIdentity } from "@/server/business/site-content";
import type { Reader } from "@/server/db/client";
import { smsConsents, smsOptOuts } from "@/server/db/schema";
import { twilioSender } from "@/server/sms/twilio-sender";
import { effectiveIntegrations, storedIntegrations } from "./integration-settings";
import { twilioConfigOf } from "./live-clients";
import type { ConnectionCheck } from "./test-stripe";

/** The owner's number as they would show it: (415) 555-0134. */
const masked = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;

/**
 * Texts the owner's own proved number through Twilio with the settings in use, at once (not
 * through the outbox: the owner waits on the answer), and says what happened in a sentence. Only
 * a number the owner proved with a code is ever texted, as for customers (decision 0022).
 */
export async function sendTestText(db: Reader, ownerId: string): Promise<ConnectionCheck> {
  const config = twilioConfigOf(effectiveIntegrations(await storedIntegrations(db)));
  if (!config)
    return {
      ok: false,
      sentence: "Texts are off: save the account SID, the auth token and a sending number or messaging service first.",
    };
  const [row] = await db
    .select({ phone: smsConsents.phone, provedBy: smsConsents.provedBy, stopped: smsOptOuts.phone })
    .from(smsConsents)
    .leftJoin(smsOptOuts, eq(smsOptOuts.phone, smsConsents.phone))
    .where(eq(smsConsents.userId, ownerId));
  if (!row?.provedBy)
    return {
      ok: false,
      sentence:
        "No number of yours is proved yet, so there is nowhere to send a test. Prove your mobile number under Texts on My account (a code is texted to it), then come back.",
    };
  if (row.stopped)
    return {
      ok: false,
      sentence: `${masked(row.phone)} replied STOP, so nothing is texted to it. Text START to the business number from it first.`,
    };
  try {
    await twilioSender(config).send({
      id: "settings-test",
      to: row.phone,
      body: `${pageIdentity().shortBrand}: a test text from your console. Texts to customers are working.`,
    });
    return {
      ok: true,
      sentence: `Twilio accepted a test text to ${masked(row.phone)}: it should arrive within a minute.`,
    };
  } catch (error) {
    const e = error as { status?: number; code?: number; message?: string };
    if (e.status === 401 || e.code === 20003)
      return {
        ok: false,
        sentence:
          "Twilio does not accept this account SID and auth token together. Paste both again from the Twilio console.",
      };
    if (e.code === 21606 || e.code === 21212 || e.code === 21659)
      return {
        ok: false,
        sentence: "Twilio refused the sending number: it is not a number of this account that can send texts.",
      };
    if (typeof e.code === "number")
      return { ok: false, sentence: `Twilio refused the text (error ${e.code}): ${String(e.message).slice(0, 200)}` };
    return { ok: false, sentence: "Twilio did not answer in time. Nothing was sent; try again in a minute." };
  }
}

import twilio from "twilio";
import { inboundTextSchema } from "@/domain/sms/inbound-input";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { handle } from "@/server/http/handle";
import { readBytesCapped } from "@/server/http/json";
import { refreshIntegrations } from "@/server/integrations/live-clients";
import { receiveText } from "@/server/sms/receive-text";
import { textSender } from "@/server/sms/sender";

/** Twilio's inbound-message webhook posts a few kilobytes; a larger body is not one. */
const MAX_BYTES = 16_384;

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

/**
 * Texts to the business number (docs/decisions/0022-sms.md). Twilio signs each request with the
 * account's auth token over the URL it called and the form's fields; the SDK's validateRequest
 * checks it against the public URL (SITE_URL), since behind a proxy the request's own URL is not
 * the one Twilio signed. Without texts configured the route does not exist.
 */
export const POST = handle({ failure: "The text could not be handled.", body: "signed-form" }, async (request) => {
  const db = await getDb();
  await refreshIntegrations(db);
  const sender = textSender();
  if (!sender) return plain(404, "Not found.");
  const bytes = await readBytesCapped(request, MAX_BYTES);
  if (bytes === "too-large") return plain(413, "The webhook body is too large.");
  if (bytes === "unreadable") return plain(400, "The webhook body could not be read.");
  const params = Object.fromEntries(new URLSearchParams(bytes.toString("utf8")));
  const url = new URL("/api/sms/inbound", env.SITE_URL).toString();
  const algorithm = twilio.getSignatureAlgorithm(request.headers.get(twilio.SIGNATURE_SETTINGS_HEADER) ?? undefined);
  const signature = request.headers.get(twilio.SIGNATURE_HEADER) ?? "";
  if (!signature || !twilio.validateRequest(sender.webhookSecret, signature, url, params, algorithm))
    return plain(403, "The request is not signed by Twilio.");
  const input = inboundTextSchema.safeParse(params);
  if (!input.success) return plain(400, input.error.issues.map((i) => i.message).join(" "));
  const received = await receiveText(
    db,
    { from: input.data.From, body: input.data.Body },
    { now: new Date(), ownerEmail: env.BUSINESS_EMAIL, origin: env.SITE_URL },
  );
  const twiml = new twilio.twiml.MessagingResponse();
  if (received.answer) twiml.message(received.answer);
  return new Response(twiml.toString(), { headers: { "content-type": "text/xml; charset=utf-8" } });
});

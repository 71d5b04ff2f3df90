import "server-only";
import type { Env } from "@/server/env";
import type { TwilioSettings } from "./twilio-sender";

/** The Twilio settings when texts are configured, else null (texts off). */
export function twilioSettings(env: Env): TwilioSettings | null {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken } = env;
  const from = env.TWILIO_FROM_NUMBER;
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID;
  if (!accountSid || !authToken || !(from || messagingServiceSid)) return null;
  return {
    accountSid,
    authToken,
    ...(from ? { from } : {}),
    ...(messagingServiceSid ? { messagingServiceSid } : {}),
    ...(env.TWILIO_API_BASE ? { apiBase: env.TWILIO_API_BASE } : {}),
  };
}

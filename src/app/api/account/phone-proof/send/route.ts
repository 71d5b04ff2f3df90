import { phoneProofSendSchema } from "@/domain/sms/phone-proof";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { sendPhoneCode } from "@/server/sms/send-phone-code";
import { textsOn } from "@/server/sms/sender";

export const POST = jsonRoute(
  { caller: "customer", body: phoneProofSendSchema },
  "The code could not be sent just now. Please try again.",
  async ({ user, body }) => {
    const result = await sendPhoneCode(await getDb(), user.id, body, { now: new Date(), textsOn: textsOn() });
    return result.ok ? ok({ phone: result.phone, expiresAt: result.expiresAt.toISOString() }) : result;
  },
);

import { phoneProofConfirmSchema } from "@/domain/sms/phone-proof";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { confirmPhoneCode } from "@/server/sms/confirm-phone-code";
import { textsOn } from "@/server/sms/sender";

export const POST = jsonRoute(
  { caller: "customer", body: phoneProofConfirmSchema },
  "Your code could not be checked just now. Please try again.",
  async ({ user, body }) => {
    const result = await confirmPhoneCode(await getDb(), user.id, body, { now: new Date(), textsOn: textsOn() });
    return result.ok ? ok({ texts: result.choice }) : result;
  },
);

import { textSwitchSchema } from "@/domain/sms/text-switch-input";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { textsOn } from "@/server/sms/sender";
import { setTexts } from "@/server/sms/set-text-consent";

export const POST = jsonRoute(
  { caller: "customer", body: textSwitchSchema },
  "Your text setting could not be saved just now. Please try again.",
  async ({ user, body }) => {
    const result = await setTexts(await getDb(), user.id, body, { now: new Date(), textsOn: textsOn() });
    return result.ok ? ok({ texts: result.choice }) : result;
  },
);

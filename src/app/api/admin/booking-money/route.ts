import { bookingMoneyInputSchema } from "@/domain/deposits/booking-money";
import { getDb } from "@/server/db/client";
import { saveMoneyTerms } from "@/server/deposits/money-terms";
import { jsonRoute, ok } from "@/server/http/json-route";

/** The owner sets what one service's bookings are asked before the visit (decision 0045). */
export const POST = jsonRoute(
  { caller: "admin", body: bookingMoneyInputSchema },
  "The deposit terms could not be saved just now. Please try again.",
  async ({ user: owner, body }) => {
    await saveMoneyTerms(await getDb(), owner.id, body, new Date());
    return ok({ serviceType: body.serviceType });
  },
);

import { priceListSchema } from "@/domain/payments/payment-input";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { changePriceList } from "@/server/payments/change-price-list";

export const POST = jsonRoute(
  { caller: "admin", body: priceListSchema },
  "The price list could not be changed just now. Please try again.",
  async ({ user: admin, body }) => {
    const result = await changePriceList(await getDb(), admin.id, body, new Date());
    return result.ok ? ok() : result;
  },
);

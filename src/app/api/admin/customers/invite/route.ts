import { customerInviteSchema } from "@/domain/customers/customer-merge";
import { sendCustomerInvite } from "@/server/customers/send-customer-invite";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";

export const POST = jsonRoute(
  { caller: "admin", body: customerInviteSchema },
  "The invite could not be sent just now. Please try again.",
  async ({ user: admin, body }) => {
    const result = await sendCustomerInvite(await getDb(), admin.id, body, new Date());
    return result.ok ? ok({ invite: result.invite }) : result;
  },
);

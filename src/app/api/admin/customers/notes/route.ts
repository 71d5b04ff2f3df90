import { customerNoteSchema } from "@/domain/customers/customer-search";
import { addCustomerNote } from "@/server/customers/add-customer-note";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";

export const POST = jsonRoute(
  { caller: "admin", body: customerNoteSchema },
  "The note could not be saved just now. Please try again.",
  async ({ user: admin, body }) => {
    const result = await addCustomerNote(await getDb(), admin.id, body, new Date());
    return result.ok ? ok({ note: result.note }) : result;
  },
);

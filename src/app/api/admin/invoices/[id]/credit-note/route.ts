import { creditNoteSchema } from "@/domain/payments/payment-input";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { issueCreditNote } from "@/server/payments/issue-credit-note";

export const POST = jsonRoute(
  { caller: "admin", body: creditNoteSchema, id: "invoice-not-found" },
  "The credit note could not be issued just now. Please try again; it is issued once.",
  async ({ user: admin, body, id }) => {
    const result = await issueCreditNote(await getDb(), admin.id, id, body, new Date());
    return result.ok ? ok({ number: result.number, already: result.already }) : result;
  },
);

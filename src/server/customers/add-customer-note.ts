import "server-only";
import { and, eq } from "drizzle-orm";
import type { CustomerNoteInput } from "@/domain/customers/customer-search";
import type { Db } from "@/server/db/client";
import { customerNotes, user } from "@/server/db/schema";

export type AddCustomerNoteResult =
  | { ok: true; note: { id: string; writtenAt: Date } }
  | { ok: false; reason: "customer-not-found" };

/**
 * The owner's note on a customer, kept with who wrote it and when. Only a customer account takes
 * notes (an owner or a technician is not a customer); notes are never edited, a correction is a
 * new note. Owner only (the route checks).
 */
export async function addCustomerNote(
  db: Db,
  authorId: string,
  input: CustomerNoteInput,
  now: Date,
): Promise<AddCustomerNoteResult> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, input.customerId), eq(user.role, "customer")));
    if (!customer) return { ok: false, reason: "customer-not-found" };
    const [note] = await tx
      .insert(customerNotes)
      .values({ customerId: customer.id, body: input.body, writtenBy: authorId, writtenAt: now })
      .returning({ id: customerNotes.id, writtenAt: customerNotes.writtenAt });
    if (!note) throw new Error("the note was not stored");
    return { ok: true, note };
  });
}

import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { CustomerInviteInput } from "@/domain/customers/customer-merge";
import { RESET_PAGE } from "@/server/auth";
import type { Db } from "@/server/db/client";
import { account, customerInvites, customerMerges, user, verification } from "@/server/db/schema";
import { env } from "@/server/env";
import { customerInviteEmail } from "@/server/mail/account-emails";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { INVITE_VALID_DAYS } from "@/server/technician/invite-technician";

export type CustomerInviteResult =
  | { ok: true; invite: { id: string; sentAt: Date; expiresAt: Date } }
  | { ok: false; reason: "customer-not-found" | "customer-merged" | "invite-has-password" };

/**
 * The owner invites a customer whose account has no password (made from a phone call or a lead)
 * to set one: one emailed link, valid INVITE_VALID_DAYS, used once. The link is the technician's
 * invitation's (src/server/technician/invite-technician.ts): better-auth's own reset token, written
 * here in its form so that the reset page uses it once and refuses it expired, in the same
 * transaction as the email and the record of who sent it when; a new invite voids the earlier
 * links, so only the latest email works. An account that has a password
 * is refused: its owner can sign in, or reset it from the sign-in page. Owner only (the route checks).
 */
export async function sendCustomerInvite(
  db: Db,
  ownerId: string,
  input: CustomerInviteInput,
  now: Date,
): Promise<CustomerInviteResult> {
  const token = randomBytes(24).toString("base64url");
  const result = await db.transaction(async (tx): Promise<CustomerInviteResult> => {
    const [customer] = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(and(eq(user.id, input.customerId), eq(user.role, "customer")))
      .for("update");
    if (!customer) return { ok: false, reason: "customer-not-found" };
    const [merged] = await tx
      .select({ id: customerMerges.id })
      .from(customerMerges)
      .where(eq(customerMerges.fromUserId, customer.id));
    if (merged) return { ok: false, reason: "customer-merged" };
    const [password] = await tx
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, customer.id), eq(account.providerId, "credential")));
    if (password) return { ok: false, reason: "invite-has-password" };
    const expiresAt = new Date(now.getTime() + INVITE_VALID_DAYS * 86_400_000);
    // One link at a time: a new invite voids the earlier ones' links (and any reset link).
    await tx
      .delete(verification)
      .where(and(eq(verification.value, customer.id), like(verification.identifier, "reset-password:%")));
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: customer.id,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
    const url = `${env.SITE_URL}${RESET_PAGE}?token=${encodeURIComponent(token)}`;
    await enqueueMail(
      tx,
      "customer-invite",
      await customerInviteEmail(customer.email, url, INVITE_VALID_DAYS),
      {},
      now,
    );
    const [invite] = await tx
      .insert(customerInvites)
      .values({ customerId: customer.id, email: customer.email, sentBy: ownerId, sentAt: now, expiresAt })
      .returning({ id: customerInvites.id, sentAt: customerInvites.sentAt, expiresAt: customerInvites.expiresAt });
    if (!invite) throw new Error("the invite was not recorded");
    return { ok: true, invite };
  });
  if (result.ok) nudgeOutbox();
  return result;
}

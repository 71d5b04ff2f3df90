import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { RESET_PAGE } from "@/server/auth";
import type { Db } from "@/server/db/client";
import { crewMembers, crews, profiles, user, verification } from "@/server/db/schema";
import { env } from "@/server/env";
import { technicianInviteEmail } from "@/server/mail/account-emails";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { notifyWaitlist } from "@/server/waitlist/notify-waitlist";

/** How long an invitation's set-password link works: a technician may not read mail every day. */
export const INVITE_VALID_DAYS = 7;

export interface TechnicianInvite {
  email: string;
  name: string;
  crewId: string;
}

export type InviteResult =
  | { ok: true; userId: string }
  | { ok: false; reason: "crew-not-found" | "technician-email-taken" };

/**
 * The owner adds a technician to a crew: the account (role technician, email not yet verified),
 * its crew membership and profile, and an emailed link to set a password, in one transaction.
 *
 * The link is better-auth's own password-reset token: the row is written here, in better-auth's
 * form (`reset-password:<token>` -> user id, plain, as auth.ts stores them), so that the existing
 * reset page and better-auth's /reset-password use it once, refuse it after it expires, and create
 * the account's password. Written here rather than through auth.api.requestPasswordReset because
 * that sends its own "reset" email outside this transaction; this one reads as an invitation and
 * exists only if the account does. Setting the password marks the email verified (auth.ts).
 */
export async function inviteTechnician(db: Db, input: TechnicianInvite, now: Date = new Date()): Promise<InviteResult> {
  const email = input.email.trim().toLowerCase();
  const token = randomBytes(24).toString("base64url");
  const result = await db.transaction(async (tx): Promise<InviteResult> => {
    const [crew] = await tx
      .select({ id: crews.id, name: crews.name, serviceArea: crews.serviceArea })
      .from(crews)
      .where(eq(crews.id, input.crewId));
    if (!crew) return { ok: false, reason: "crew-not-found" };
    const id = randomUUID();
    // A taken address is refused without an error aborting the transaction (ON CONFLICT DO NOTHING).
    const [created] = await tx
      .insert(user)
      .values({ id, name: input.name, email, emailVerified: false, role: "technician", createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: user.email })
      .returning({ id: user.id });
    if (!created) return { ok: false, reason: "technician-email-taken" };
    await tx.insert(crewMembers).values({ userId: id, crewId: crew.id, createdAt: now });
    // Someone now works the area: whoever waits for it is told, once.
    await notifyWaitlist(tx, crew.serviceArea, now);
    await tx.insert(profiles).values({ userId: id, fullName: input.name });
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: id,
      expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * 86_400_000),
      createdAt: now,
      updatedAt: now,
    });
    const url = `${env.SITE_URL}${RESET_PAGE}?token=${encodeURIComponent(token)}`;
    await enqueueMail(
      tx,
      "technician-invite",
      await technicianInviteEmail(email, crew.name, url, INVITE_VALID_DAYS),
      {},
      now,
    );
    return { ok: true, userId: id };
  });
  if (result.ok) nudgeOutbox();
  return result;
}

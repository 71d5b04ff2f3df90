import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import type { Subscriber } from "@/server/db/rows";
import { newsletterSubscribers } from "@/server/db/schema";
import { newsletterConfirmEmail, newsletterWelcomeEmail } from "@/server/mail/newsletter-emails";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { newsletterUrl } from "./signed-link";

/** Confirmation emails one address can receive per CONFIRM_WINDOW_MS, however often it is entered. */
export const MAX_CONFIRM_EMAILS = 3;
export const CONFIRM_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Double opt-in: a new (or returning) address is stored as pending and, in the same transaction,
 * gets a confirmation email with a signed link queued. An address that is already confirmed is
 * left as it is: no duplicate row, no second email. One address gets at most MAX_CONFIRM_EMAILS
 * confirmation emails per day, counted on its row under a row lock (so parallel requests and
 * several app processes share the count); past the limit nothing is queued and the caller answers
 * exactly as when a mail was sent, so the answer tells nothing about the address.
 */
export async function subscribe(
  db: Db,
  email: string,
  source: string | undefined,
  now: Date = new Date(),
): Promise<Subscriber> {
  const { subscriber, queued } = await db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscribers)
      .values({ email, source: source ?? null })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
    // Every path takes the row lock, so the count below cannot be read twice at once.
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for("update");
    if (!existing) throw new Error("subscriber vanished");
    if (existing.status === "confirmed") return { subscriber: existing, queued: false };
    const windowOpen =
      existing.confirmWindowStart !== null && now.getTime() - existing.confirmWindowStart.getTime() < CONFIRM_WINDOW_MS;
    if (windowOpen && existing.confirmEmailsSent >= MAX_CONFIRM_EMAILS) return { subscriber: existing, queued: false };
    const [updated] = await tx
      .update(newsletterSubscribers)
      .set({
        status: "pending",
        unsubscribedAt: null,
        updatedAt: now,
        confirmEmailsSent: windowOpen ? existing.confirmEmailsSent + 1 : 1,
        confirmWindowStart: windowOpen ? existing.confirmWindowStart : now,
      })
      .where(eq(newsletterSubscribers.id, existing.id))
      .returning();
    const subscriber = updated ?? existing;
    await enqueueMail(
      tx,
      "newsletter-confirm",
      await newsletterConfirmEmail(email, newsletterUrl("confirm", subscriber.id)),
      {},
      now,
    );
    return { subscriber, queued: true };
  });
  if (queued) nudgeOutbox();
  return subscriber;
}

/** Applies a signed link: confirming queues the welcome email in the same transaction. */
export async function setSubscriberStatus(
  db: Db,
  id: string,
  status: "confirmed" | "unsubscribed",
  now: Date = new Date(),
): Promise<Subscriber | undefined> {
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterSubscribers)
      .set(
        status === "confirmed"
          ? { status, confirmedAt: now, unsubscribedAt: null, updatedAt: now }
          : { status, unsubscribedAt: now, updatedAt: now },
      )
      .where(eq(newsletterSubscribers.id, id))
      .returning();
    if (row && status === "confirmed") {
      await enqueueMail(
        tx,
        "newsletter-welcome",
        await newsletterWelcomeEmail(row.email, newsletterUrl("unsubscribe", row.id)),
        {},
        now,
      );
    }
    return row;
  });
  if (row && status === "confirmed") nudgeOutbox();
  return row;
}

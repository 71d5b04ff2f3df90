import "server-only";
import { eq } from "drizzle-orm";
import { site } from "@/content/site";
import type { Db } from "@/server/db/client";
import { newsletterSubscribers } from "@/server/db/schema";
import { enqueueMail } from "@/server/outbox/enqueue";
import { nudgeOutbox } from "@/server/outbox/nudge";
import { newsletterUrl } from "./signed-link";

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

/**
 * Double opt-in: a new (or returning) address is stored as pending and, in the same transaction,
 * gets a confirmation email with a signed link queued. An address that is already confirmed is
 * left as it is: no duplicate row, no second email.
 */
export async function subscribe(
  db: Db,
  email: string,
  source: string | undefined,
  now: Date = new Date(),
): Promise<Subscriber> {
  const { subscriber, queued } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterSubscribers)
      .values({ email, source: source ?? null })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    let subscriber = row;
    if (!subscriber) {
      const [existing] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
        .for("update");
      if (!existing) throw new Error("subscriber vanished");
      if (existing.status === "confirmed") return { subscriber: existing, queued: false };
      const [updated] = await tx
        .update(newsletterSubscribers)
        .set({ status: "pending", unsubscribedAt: null, updatedAt: now })
        .where(eq(newsletterSubscribers.id, existing.id))
        .returning();
      subscriber = updated ?? existing;
    }
    await enqueueMail(
      tx,
      "newsletter-confirm",
      {
        to: email,
        subject: `Confirm your subscription to ${site.blogName}`,
        text: [
          "Please confirm that you want our home air tips by email:",
          "",
          newsletterUrl("confirm", subscriber.id),
          "",
          "If you did not ask for this, ignore this message and you will not hear from us.",
        ].join("\n"),
      },
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
        {
          to: row.email,
          subject: `You're subscribed to ${site.blogName}`,
          text: `Thanks for confirming. Unsubscribe any time: ${newsletterUrl("unsubscribe", row.id)}`,
        },
        {},
        now,
      );
    }
    return row;
  });
  if (row && status === "confirmed") nudgeOutbox();
  return row;
}

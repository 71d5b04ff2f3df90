import "server-only";
import { eq } from "drizzle-orm";
import { site } from "@/content/site";
import type { Db } from "@/server/db/client";
import { newsletterSubscribers } from "@/server/db/schema";
import { sendMail } from "@/server/mail/mailer";
import { newsletterUrl } from "./signed-link";

export type Subscriber = typeof newsletterSubscribers.$inferSelect;

/**
 * Double opt-in: a new (or returning) address is stored as pending and gets a confirmation email
 * with a signed link. An address that is already confirmed is left as it is: no duplicate row,
 * no second email.
 */
export async function subscribe(db: Db, email: string, source: string | undefined): Promise<Subscriber> {
  const [row] = await db
    .insert(newsletterSubscribers)
    .values({ email, source: source ?? null })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning();
  let subscriber = row;
  if (!subscriber) {
    const [existing] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    if (!existing) throw new Error("subscriber vanished");
    if (existing.status === "confirmed") return existing;
    const [updated] = await db
      .update(newsletterSubscribers)
      .set({ status: "pending", unsubscribedAt: null, updatedAt: new Date() })
      .where(eq(newsletterSubscribers.id, existing.id))
      .returning();
    subscriber = updated ?? existing;
  }
  await sendMail({
    to: email,
    subject: `Confirm your subscription to ${site.blogName}`,
    text: [
      "Please confirm that you want our home air tips by email:",
      "",
      newsletterUrl("confirm", subscriber.id),
      "",
      "If you did not ask for this, ignore this message and you will not hear from us.",
    ].join("\n"),
  });
  return subscriber;
}

export async function setSubscriberStatus(
  db: Db,
  id: string,
  status: "confirmed" | "unsubscribed",
): Promise<Subscriber | undefined> {
  const now = new Date();
  const [row] = await db
    .update(newsletterSubscribers)
    .set(
      status === "confirmed"
        ? { status, confirmedAt: now, unsubscribedAt: null, updatedAt: now }
        : { status, unsubscribedAt: now, updatedAt: now },
    )
    .where(eq(newsletterSubscribers.id, id))
    .returning();
  if (row && status === "confirmed") {
    await sendMail({
      to: row.email,
      subject: `You're subscribed to ${site.blogName}`,
      text: `Thanks for confirming. Unsubscribe any time: ${newsletterUrl("unsubscribe", row.id)}`,
    });
  }
  return row;
}

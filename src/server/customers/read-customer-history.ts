import "server-only";
import { and, desc, eq, inArray, notInArray, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { OUTBOX_KINDS } from "@/domain/outbox/outbox";
import type { Reader } from "@/server/db/client";
import { account, customerInvites, customerMerges, outboxMessages, profiles, user } from "@/server/db/schema";

/** Emails and texts shown on a customer's page, newest first (the rest are in /admin/outbox). */
export const CUSTOMER_MESSAGES_SHOWN = 50;

/** Messages about a visit that go to the owner, not the customer (their label says so). */
const OWNER_KINDS = Object.entries(OUTBOX_KINDS)
  .filter(([, label]) => label.includes("to the owner"))
  .map(([kind]) => kind);

const owner = alias(user, "owner");
const other = alias(user, "other");
const otherProfile = alias(profiles, "other_profile");

/**
 * The customer page's account history (decision 0030): whether this account was merged into
 * another (and which), the accounts merged into it, the account invites sent, and the emails and
 * texts sent to the customer: to the account's address or any address merged into it, to one of
 * its numbers, or about one of its visits.
 */
export async function readCustomerHistory(
  db: Reader,
  customer: { id: string; email: string; phones: readonly string[]; bookingIds: readonly string[] },
) {
  const [mergedInto, mergedFrom, invites, passwords] = await Promise.all([
    db
      .select({
        intoId: customerMerges.intoUserId,
        intoName: other.name,
        intoFullName: otherProfile.fullName,
        fromEmail: customerMerges.fromEmail,
        mergedAt: customerMerges.mergedAt,
        mergedBy: owner.name,
      })
      .from(customerMerges)
      .innerJoin(other, eq(other.id, customerMerges.intoUserId))
      .leftJoin(otherProfile, eq(otherProfile.userId, customerMerges.intoUserId))
      .leftJoin(owner, eq(owner.id, customerMerges.mergedBy))
      .where(eq(customerMerges.fromUserId, customer.id)),
    db
      .select({
        fromId: customerMerges.fromUserId,
        fromName: customerMerges.fromName,
        fromEmail: customerMerges.fromEmail,
        moved: customerMerges.moved,
        resolutions: customerMerges.resolutions,
        mergedAt: customerMerges.mergedAt,
        mergedBy: owner.name,
      })
      .from(customerMerges)
      .leftJoin(owner, eq(owner.id, customerMerges.mergedBy))
      .where(eq(customerMerges.intoUserId, customer.id))
      .orderBy(desc(customerMerges.mergedAt)),
    db
      .select({
        id: customerInvites.id,
        email: customerInvites.email,
        sentAt: customerInvites.sentAt,
        expiresAt: customerInvites.expiresAt,
        sentBy: owner.name,
      })
      .from(customerInvites)
      .leftJoin(owner, eq(owner.id, customerInvites.sentBy))
      .where(eq(customerInvites.customerId, customer.id))
      .orderBy(desc(customerInvites.sentAt)),
    db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.userId, customer.id), eq(account.providerId, "credential"))),
  ]);
  const into = mergedInto[0] ?? null;
  // A merged account's own address was freed at the merge: its messages went to the one it had.
  const emails = [customer.email, ...mergedFrom.map((m) => m.fromEmail), ...(into ? [into.fromEmail] : [])];
  const addresses = [...new Set(emails.flatMap((e) => [e, e.toLowerCase()]))];
  const numbers = customer.phones.map((p) => `+1${p}`);
  const messages = await db
    .select({
      id: outboxMessages.id,
      kind: outboxMessages.kind,
      channel: outboxMessages.channel,
      to: outboxMessages.to,
      subject: outboxMessages.subject,
      status: outboxMessages.status,
      createdAt: outboxMessages.createdAt,
      sentAt: outboxMessages.sentAt,
    })
    .from(outboxMessages)
    .where(
      and(
        notInArray(outboxMessages.kind, OWNER_KINDS),
        or(
          and(eq(outboxMessages.channel, "email"), inArray(outboxMessages.to, addresses)),
          numbers.length ? and(eq(outboxMessages.channel, "sms"), inArray(outboxMessages.to, numbers)) : undefined,
          customer.bookingIds.length ? inArray(outboxMessages.bookingId, [...customer.bookingIds]) : undefined,
        ),
      ),
    )
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(CUSTOMER_MESSAGES_SHOWN);
  return {
    mergedInto: into && {
      id: into.intoId,
      name: into.intoFullName ?? into.intoName,
      mergedAt: into.mergedAt,
      mergedBy: into.mergedBy,
      fromEmail: into.fromEmail,
    },
    mergedFrom,
    invites,
    /** Whether the account can sign in with a password (an invite is for one that cannot). */
    hasPassword: passwords.length > 0,
    messages,
  };
}

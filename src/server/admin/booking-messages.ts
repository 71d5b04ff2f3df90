import "server-only";
import { asc, inArray } from "drizzle-orm";
import { type MessageState, messageState, outboxKindLabel } from "@/domain/outbox/outbox";
import type { Db } from "@/server/db/client";
import { outboxMessages } from "@/server/db/schema";

export interface BookingMessage {
  id: string;
  kind: string;
  /** email or sms. */
  channel: string;
  label: string;
  to: string;
  state: MessageState;
  createdAt: Date;
  sentAt: Date | null;
  /** When a queued message is next tried (a text held for quiet hours: 08:00 where the visit is). */
  nextAttemptAt: Date;
  lastError: string | null;
}

/** The emails and texts each booking produced, oldest first, with their state. Admin only (checked by callers). */
export async function messagesForBookings(db: Db, bookingIds: string[]): Promise<Map<string, BookingMessage[]>> {
  const byBooking = new Map<string, BookingMessage[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(inArray(outboxMessages.bookingId, bookingIds))
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
  for (const row of rows) {
    if (!row.bookingId) continue;
    const list = byBooking.get(row.bookingId) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      channel: row.channel,
      label: outboxKindLabel(row.kind),
      to: row.to,
      state: messageState(row.status, row.attempts),
      createdAt: row.createdAt,
      sentAt: row.sentAt,
      nextAttemptAt: row.nextAttemptAt,
      lastError: row.lastError,
    });
    byBooking.set(row.bookingId, list);
  }
  return byBooking;
}

import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import type { Reader } from "@/server/db/client";
import { dueMessages, invoices } from "@/server/db/schema";

export interface DueCampaignRow {
  /** The month the run sent in, "2026-12" (business zone). */
  campaign: string;
  sent: number;
  /** Messages whose booking link was followed at least once: approximate (see decision 0039). */
  opened: number;
  /** Bookings made through the link. */
  booked: number;
  /** Those bookings' invoices, less credit notes; and what was paid, less refunds. Cents. */
  invoicedCents: number;
  paidCents: number;
}

/** Months of campaigns shown in Insights, newest first. */
export const DUE_CAMPAIGN_MONTHS = 12;

/**
 * "You're due" per campaign (the month of its runs): sent, opened, booked and the revenue of
 * those bookings. One grouped query over the messages, small by nature (one per customer a quarter).
 */
export async function dueCampaignFigures(db: Reader): Promise<DueCampaignRow[]> {
  const money = db
    .select({
      bookingId: invoices.bookingId,
      invoiced: sql<number>`sum(${invoices.totalCents} - ${invoices.creditedCents})`.as("invoiced"),
      paid: sql<number>`sum(${invoices.paidCents} - ${invoices.refundedCents})`.as("paid"),
    })
    .from(invoices)
    .groupBy(invoices.bookingId)
    .as("money");
  const rows = await db
    .select({
      campaign: dueMessages.campaign,
      sent: count(),
      opened: count(dueMessages.openedAt),
      booked: count(dueMessages.bookingId),
      invoicedCents: sql<number>`coalesce(sum(${money.invoiced}), 0)`,
      paidCents: sql<number>`coalesce(sum(${money.paid}), 0)`,
    })
    .from(dueMessages)
    .leftJoin(money, eq(money.bookingId, dueMessages.bookingId))
    .groupBy(dueMessages.campaign)
    .orderBy(desc(dueMessages.campaign))
    .limit(DUE_CAMPAIGN_MONTHS);
  return rows.map((r) => ({
    ...r,
    invoicedCents: Number(r.invoicedCents),
    paidCents: Number(r.paidCents),
  }));
}

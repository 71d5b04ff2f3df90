import "server-only";
import { desc, eq } from "drizzle-orm";
import {
  type BookingAsk,
  type BookingMoneyInput,
  type BookingMoneyTerms,
  bookingAsk,
  type ServiceType,
  termsOf,
} from "@/domain/deposits/booking-money";
import { SERVICE_TYPES } from "@/domain/pricing/quote-math";
import type { Db, Tx } from "@/server/db/client";
import { bookingMoneyTerms, user } from "@/server/db/schema";
import type { PaymentGateway } from "@/server/payments/stripe-gateway";

export interface ServiceMoneyTerms {
  serviceType: ServiceType;
  terms: BookingMoneyTerms;
  changedAt: Date | null;
  changedBy: string | null;
}

const NONE: BookingMoneyTerms = { kind: "none" };

function termsOfRow(row: typeof bookingMoneyTerms.$inferSelect): BookingMoneyTerms {
  if (row.kind === "deposit") return { kind: "deposit", depositCents: row.depositCents, depositBps: row.depositBps };
  if (row.kind === "no-show-fee" && row.feeCents !== null) return { kind: "no-show-fee", feeCents: row.feeCents };
  return NONE;
}

/** Each service's terms in force (the latest save), with who saved them and when. */
export async function moneyTermsByService(db: Db | Tx): Promise<ServiceMoneyTerms[]> {
  const rows = await db
    .select({ row: bookingMoneyTerms, by: user.name })
    .from(bookingMoneyTerms)
    .leftJoin(user, eq(user.id, bookingMoneyTerms.changedBy))
    .orderBy(desc(bookingMoneyTerms.changedAt), desc(bookingMoneyTerms.id));
  return SERVICE_TYPES.map((serviceType) => {
    const latest = rows.find((r) => r.row.serviceType === serviceType);
    return {
      serviceType,
      terms: latest ? termsOfRow(latest.row) : NONE,
      changedAt: latest?.row.changedAt ?? null,
      changedBy: latest?.by ?? null,
    };
  });
}

/**
 * What a booking of this service and price is asked. Nothing while online payments are off: the
 * terms stay saved for the day they are on, and no page says a word of them meanwhile.
 */
export async function askFor(
  db: Db | Tx,
  gateway: PaymentGateway | null,
  serviceType: ServiceType,
  priceCents: number,
): Promise<BookingAsk> {
  if (!gateway) return { kind: "none" };
  const all = await moneyTermsByService(db);
  return bookingAsk(all.find((t) => t.serviceType === serviceType)?.terms ?? NONE, priceCents);
}

/** The owner saves one service's terms: a new row, so the history says who asked what when. */
export async function saveMoneyTerms(db: Db, ownerId: string, input: BookingMoneyInput, now: Date): Promise<void> {
  const terms = termsOf(input);
  await db.insert(bookingMoneyTerms).values({
    serviceType: input.serviceType,
    kind: terms.kind,
    depositCents: terms.kind === "deposit" ? terms.depositCents : null,
    depositBps: terms.kind === "deposit" ? terms.depositBps : null,
    feeCents: terms.kind === "no-show-fee" ? terms.feeCents : null,
    changedBy: ownerId,
    changedAt: now,
  });
}

import "server-only";
import { mayChangeQuote, type QuoteActor } from "@/domain/quotes/quote-revision";
import type { Db, Tx } from "@/server/db/client";
import type { Booking, Quote } from "@/server/db/rows";
import { accessibleVisit } from "@/server/visits/visit-access";

/**
 * The job a quote is built on (decision 0046): the owner needs none; a technician only their
 * crew's job, judged by the job's crew now (visitAccess), for that job's customer. Anything else
 * answers as a job that does not exist, so nobody learns whose jobs there are.
 */
export async function quoteJobFor(
  db: Db | Tx,
  actor: QuoteActor,
  jobId: string | null,
  customerId: string,
): Promise<{ ok: true; job: Booking | null } | { ok: false; reason: "admin-only" | "visit-not-found" }> {
  if (actor.role === "admin") return { ok: true, job: null };
  if (actor.role !== "technician") return { ok: false, reason: "admin-only" };
  if (jobId === null) return { ok: false, reason: "visit-not-found" };
  const access = await accessibleVisit(db, actor, jobId);
  if (access?.role !== "crew" || access.booking.status === "cancelled") return { ok: false, reason: "visit-not-found" };
  // The job's customer only: a technician does not quote an arbitrary account from a job of theirs.
  if (access.booking.userId !== customerId) return { ok: false, reason: "visit-not-found" };
  return { ok: true, job: access.booking };
}

/** Whether `actor` may send or change this saved quote (the owner; the technician who built it on their job). */
export async function mayChange(db: Db | Tx, actor: QuoteActor, quote: Quote): Promise<boolean> {
  if (actor.role === "admin") return true;
  if (actor.role !== "technician" || quote.jobBookingId === null) return false;
  const access = await accessibleVisit(db, actor, quote.jobBookingId);
  return mayChangeQuote(actor, quote, access?.role === "crew");
}

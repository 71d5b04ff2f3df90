import { invoiceLines, invoiceNumber, invoiceTotals } from "@/domain/payments/invoice";
import { localDate } from "@/domain/scheduling/schedule";
import { type History, iso, later, MIN, OWNER_EMAIL, type Row, recorders, TIME_ZONE } from "./history";

// A completed visit's invoice (numbered in its year, lines from invoiceLines), its payment when
// one came, and their emails.

export function invoicing(h: History) {
  const { r, now, options, invoiceSeq, customerById } = h;
  const { message } = recorders(h);

  function invoice(booking: Row, issuedAt: Date) {
    const year = Number(localDate(issuedAt, TIME_ZONE).slice(0, 4));
    const sequence = (invoiceSeq[year] ?? 0) + 1;
    invoiceSeq[year] = sequence;
    const lines = invoiceLines({
      serviceType: String(booking.service_type),
      bedrooms: Number(booking.bedrooms),
      bathrooms: Number(booking.bathrooms),
      squareFeet: Number(booking.square_feet),
      priceExact: String(booking.price_exact),
      discountAmount: Number(booking.discount_amount),
      discountLabel: (booking.discount_label as string | null) ?? null,
    });
    const totals = invoiceTotals(lines, 0);
    const method = r.weighted([
      ["stripe", 40],
      ["card_reader", 35],
      ["cash", 10],
      ["check", 15],
    ] as const);
    const paidAt = later(issuedAt, method === "stripe" ? r.int(60, 4 * 24 * 60) * MIN : r.int(0, 10) * MIN);
    const paid = paidAt.getTime() <= now.getTime() && r.chance(0.97);
    const id = r.uuid();
    h.chunk.invoices.push({
      id,
      booking_id: booking.id,
      user_id: booking.user_id,
      number: invoiceNumber(year, sequence),
      year,
      sequence,
      lines,
      subtotal_cents: totals.subtotalCents,
      tax_rate_bps: totals.taxRateBps,
      tax_cents: totals.taxCents,
      total_cents: totals.totalCents,
      status: paid ? "paid" : "open",
      paid_cents: paid ? totals.totalCents : 0,
      paid_at: paid ? iso(paidAt) : null,
      issued_at: iso(issuedAt),
    });
    const email = customerById.get(String(booking.user_id))?.email ?? OWNER_EMAIL;
    message("invoice", email, issuedAt, `Invoice ${invoiceNumber(year, sequence)}`, "Your invoice", {
      booking_id: String(booking.id),
    });
    if (!paid) return;
    h.chunk.payments.push({
      id: r.uuid(),
      invoice_id: id,
      method,
      amount_cents: totals.totalCents,
      check_number: method === "check" ? String(r.int(1000, 9999)) : null,
      stripe_payment_intent_id: method === "stripe" ? `pi_history_${id.replaceAll("-", "")}` : null,
      fee_cents: method === "stripe" ? Math.round(totals.totalCents * 0.029) + 30 : null,
      status: "succeeded",
      recorded_by: method === "stripe" ? null : options.ownerId,
      recorded_at: iso(paidAt),
    });
    message("payment-receipt", email, paidAt, "Payment received", "Thank you", { booking_id: String(booking.id) });
  }

  return invoice;
}

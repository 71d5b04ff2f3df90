import { getDb } from "@/server/db/client";
import { handle } from "@/server/http/handle";
import { cardPaymentTarget } from "@/server/payments/card-payment-link";

// The crew's "Pay by card" link (QR code and email): our short address for the Stripe page, so the
// code stays easy to scan and a paid or stale link says so instead of opening a dead page.
export const dynamic = "force-dynamic";

export const GET = handle(
  { name: "GET /pay/[session]", failure: "This payment link could not be opened just now. Please try again." },
  async (_request, context: { params: Promise<{ session: string }> }) => {
    const { session } = await context.params;
    const location = await cardPaymentTarget(await getDb(), session, new Date());
    return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
  },
);

import QRCode from "qrcode";
import { checkoutSchema } from "@/domain/payments/payment-input";
import { getDb } from "@/server/db/client";
import { env } from "@/server/env";
import { jsonRoute, ok } from "@/server/http/json-route";
import { refreshIntegrations } from "@/server/integrations/live-clients";
import { startCrewCheckout } from "@/server/payments/start-crew-checkout";
import { configuredGateway } from "@/server/payments/stripe-gateway";

export const POST = jsonRoute(
  { caller: "technician", body: checkoutSchema, id: "visit-not-found" },
  "The card payment page could not be opened just now. Nothing was charged; tap again.",
  async ({ user, id }) => {
    const db = await getDb();
    await refreshIntegrations(db);
    const result = await startCrewCheckout(db, configuredGateway(), user.id, id, env.SITE_URL, new Date());
    if (!result.ok) return result;
    // Drawn here, so the phone downloads no QR library: an SVG the page shows as an image.
    const qr = await QRCode.toString(result.link, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
    return ok({ link: result.link, emailedTo: result.emailedTo, qr });
  },
);

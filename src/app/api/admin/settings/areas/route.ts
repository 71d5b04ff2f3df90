import { areaChangeSchema } from "@/domain/geo/areas";
import { changeArea } from "@/server/areas/change-area";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";

/**
 * The owner opens or closes a metro, closes ZIPs in it, and keeps or takes down a closed metro's
 * pages. Times and bookings follow at once; this server's proxy at once, the others within 15 s.
 */
export const POST = jsonRoute(
  { caller: "admin", body: areaChangeSchema },
  "The area could not be changed just now. Please try again.",
  async ({ user: admin, body }) => {
    await changeArea(await getDb(), admin.id, body, new Date());
    return ok({ area: body.area });
  },
);

import { z } from "@/domain/validation/zod";
import { dismissDuplicate } from "@/server/admin/dismiss-duplicate";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";

const schema = z.object({
  /** The two bookings the owner says are not one visit booked twice. */
  bookings: z.tuple([z.uuid(), z.uuid()], { error: "Please name the two bookings." }),
});

export const POST = jsonRoute(
  { caller: "admin", body: schema },
  "The bookings could not be marked just now. Please try again.",
  async ({ user: admin, body }) => {
    const result = await dismissDuplicate(await getDb(), admin.id, body.bookings[0], body.bookings[1], new Date());
    return result.ok ? ok({}) : result;
  },
);

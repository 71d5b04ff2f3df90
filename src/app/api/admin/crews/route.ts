import { crewActionSchema } from "@/domain/scheduling/crew-input";
import { formatDateLong, formatTime } from "@/domain/scheduling/schedule";
import { forgetAreaOpenings } from "@/server/bookings/area-opening";
import { changeCrews } from "@/server/crews/change-crews";
import { getDb } from "@/server/db/client";
import { failure } from "@/server/http/json";
import { jsonRoute, ok } from "@/server/http/json-route";
import { REFUSALS } from "@/server/http/refusals";

/**
 * The owner makes a crew, changes its weekdays, phone or whether it works, or gives it time off.
 * A change that would leave booked jobs without their crew is refused with those jobs named.
 */
export const POST = jsonRoute(
  { caller: "admin", body: crewActionSchema },
  "The crew could not be changed just now. Please try again.",
  async ({ user: admin, body }) => {
    const result = await changeCrews(await getDb(), admin.id, body, {
      now: new Date(),
    });
    // A crew's days and time off change the pages' next opening and hours.
    if (result.ok) forgetAreaOpenings();
    if (result.ok) return ok({ crew: { id: result.crew.id, name: result.crew.name } });
    if (result.reason !== "crew-has-jobs") return result;
    const { status, message } = REFUSALS["crew-has-jobs"];
    const jobs = result.bookings.map(
      (b) => `${formatDateLong(b.appointmentDate)} ${formatTime(b.appointmentTime)} (${b.customerName})`,
    );
    return failure(status, "crew-has-jobs", `${message} ${jobs.join("; ")}.`);
  },
);

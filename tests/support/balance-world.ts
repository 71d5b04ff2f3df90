// `DATA_DIR=<dir> npx tsx --conditions=react-server tests/support/balance-world.ts`: creates the
// embedded database in <dir> with what the partly-paid spec needs and prints it as
// JSON: a crew with a technician and a customer's $149 visit of that crew today (Bay Area time),
// started, so the crew's next tap is "Finished". Written directly, as payment-world.ts does.
import { site } from "@/content/site";
import { localDate } from "@/domain/scheduling/schedule";
import { closeDb } from "@/server/db/client";
import { bookings, crewMembers, crews } from "@/server/db/schema";
import { bookingRow } from "./records";
import { openWorld } from "./world";

try {
  const { db, tag, person } = await openWorld("Balance-World-Pass-2026");
  const [crew] = await db
    .insert(crews)
    .values({ name: `Balance Crew ${tag}`, serviceArea: "bay-area" })
    .returning({ id: crews.id });
  if (!crew) throw new Error("no crew");
  const technician = await person("Bea Tech", "technician");
  await db.insert(crewMembers).values({ userId: technician.id, crewId: crew.id });
  const customer = await person("Pat Partial", "customer");
  const [visit] = await db
    .insert(bookings)
    .values(
      bookingRow({
        userId: customer.id,
        appointmentDate: localDate(new Date(), site.timeZone),
        appointmentTime: "09:00",
        address: "88 Partial Way, Berkeley, CA 94704",
        priceExact: "149.00",
        discountAmount: 0,
        status: "in_progress",
        crewId: crew.id,
      }),
    )
    .returning({ id: bookings.id });
  console.log(JSON.stringify({ technician, customer, visit: visit?.id }));
} finally {
  await closeDb();
}

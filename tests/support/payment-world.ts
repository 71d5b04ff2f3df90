// `DATA_DIR=<dir> npx tsx --conditions=react-server tests/support/payment-world.ts`: creates the
// embedded database in <dir> with what the payments spec needs and prints it as JSON: a crew with
// a technician, and a customer with two visits of that crew today (Bay Area time), both started,
// so the crew's next tap on each is "Finished". Written directly, as visit-world.ts does; every
// account signs in through better-auth with its password.
import { site } from "@/content/site";
import { localDate } from "@/domain/scheduling/schedule";
import { closeDb } from "@/server/db/client";
import { bookings, crewMembers, crews } from "@/server/db/schema";
import { bookingRow, RECURRING_VISIT } from "./records";
import { openWorld } from "./world";

export const PAYMENT_WORLD_PASSWORD = "Payment-World-Pass-2026";

try {
  const { db, tag, person } = await openWorld(PAYMENT_WORLD_PASSWORD);
  const [crew] = await db
    .insert(crews)
    .values({ name: `Pay Crew ${tag}`, serviceArea: "bay-area" })
    .returning({ id: crews.id });
  if (!crew) throw new Error("no crew");
  const technician = await person("Penny Tech", "technician");
  await db.insert(crewMembers).values({ userId: technician.id, crewId: crew.id });
  const customer = await person("Casey Customer", "customer");
  const today = localDate(new Date(), site.timeZone);
  const visit = (appointmentTime: string, address: string) =>
    bookingRow({
      userId: customer.id,
      appointmentDate: today,
      appointmentTime,
      address,
      ...RECURRING_VISIT,
      status: "in_progress",
      crewId: crew.id,
    });
  const [online, onSite, byCard] = await db
    .insert(bookings)
    .values([
      visit("08:00", "2180 Milvia St, Berkeley, CA 94704"),
      visit("13:00", "415 Grand Ave, Oakland, CA 94610"),
      visit("15:30", "88 Vine St, Berkeley, CA 94709"),
    ])
    .returning({ id: bookings.id });
  console.log(
    JSON.stringify({ technician, customer, onlineVisit: online?.id, onSiteVisit: onSite?.id, cardVisit: byCard?.id }),
  );
} finally {
  await closeDb();
}

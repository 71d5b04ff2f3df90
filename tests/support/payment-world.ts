// `DATA_DIR=<dir> npx tsx --conditions=react-server tests/support/payment-world.ts`: creates the
// embedded database in <dir> with what the payments spec needs and prints it as JSON: a crew with
// a technician, and a customer with two visits of that crew today (Bay Area time), both started,
// so the crew's next tap on each is "Finished". Written directly, as visit-world.ts does; every
// account signs in through better-auth with its password.
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { site } from "@/content/site";
import { localDate } from "@/domain/scheduling/schedule";
import { closeDb, getDb } from "@/server/db/client";
import { openDatabase } from "@/server/db/prepare";
import { account, bookings, crewMembers, crews, profiles, user } from "@/server/db/schema";

export const PAYMENT_WORLD_PASSWORD = "Payment-World-Pass-2026";

try {
  await openDatabase();
  const db = await getDb();
  const hash = await hashPassword(PAYMENT_WORLD_PASSWORD);
  const tag = randomUUID().slice(0, 8);
  const person = async (name: string, role: string) => {
    const id = randomUUID();
    const email = `${name.split(" ")[0]?.toLowerCase()}-${tag}@example.com`;
    await db.insert(user).values({ id, name, email, emailVerified: true, role });
    await db
      .insert(account)
      .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
    await db.insert(profiles).values({ userId: id, fullName: name });
    return { id, email, name };
  };
  const [crew] = await db
    .insert(crews)
    .values({ name: `Pay Crew ${tag}`, serviceArea: "bay-area" })
    .returning({ id: crews.id });
  if (!crew) throw new Error("no crew");
  const technician = await person("Penny Tech", "technician");
  await db.insert(crewMembers).values({ userId: technician.id, crewId: crew.id });
  const customer = await person("Casey Customer", "customer");
  const today = localDate(new Date(), site.timeZone);
  const visit = (time: string, address: string) => ({
    userId: customer.id,
    serviceType: "standard",
    appointmentDate: today,
    appointmentTime: time,
    address,
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1800,
    priceExact: "350.00",
    discountKind: "recurring",
    discountLabel: "Recurring customer: 10% off",
    discountAmount: 39,
    status: "in_progress",
    crewId: crew.id,
  });
  const [online, onSite] = await db
    .insert(bookings)
    .values([visit("08:00", "2180 Milvia St, Berkeley, CA 94704"), visit("13:00", "415 Grand Ave, Oakland, CA 94610")])
    .returning({ id: bookings.id });
  console.log(JSON.stringify({ technician, customer, onlineVisit: online?.id, onSiteVisit: onSite?.id }));
} finally {
  await closeDb();
}

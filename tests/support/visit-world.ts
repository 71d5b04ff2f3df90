// `DATA_DIR=<dir> npx tsx --conditions=react-server tests/support/visit-world.ts`: creates the
// embedded database in <dir> with what the visit report spec needs and prints it as JSON: a crew
// with a technician, a customer with a finished visit that crew did, another customer, and a
// technician of another crew. Written directly (as the seed writes its demo accounts), since
// inviting technicians and assigning crews are built on other branches; every account signs in
// with its password through better-auth as usual.
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { closeDb, getDb } from "@/server/db/client";
import { openDatabase } from "@/server/db/prepare";
import { account, bookings, crewMembers, crews, profiles, user } from "@/server/db/schema";

export const WORLD_PASSWORD = "Visit-World-Pass-2026";

try {
  await openDatabase();
  const db = await getDb();
  const hash = await hashPassword(WORLD_PASSWORD);
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
  const [north, south] = await db
    .insert(crews)
    .values([
      { name: `North ${tag}`, serviceArea: "bay-area" },
      { name: `South ${tag}`, serviceArea: "bay-area" },
    ])
    .returning({ id: crews.id });
  if (!north || !south) throw new Error("no crews");
  const technician = await person("Tess Tech", "technician");
  const otherTechnician = await person("Tim Tech", "technician");
  await db.insert(crewMembers).values([
    { userId: technician.id, crewId: north.id },
    { userId: otherTechnician.id, crewId: south.id },
  ]);
  const customer = await person("Cara Customer", "customer");
  const otherCustomer = await person("Otto Other", "customer");
  const [visit] = await db
    .insert(bookings)
    .values({
      userId: customer.id,
      serviceType: "move_out",
      appointmentDate: "2026-11-24",
      appointmentTime: "09:00",
      address: "2180 Milvia St, Berkeley, CA 94704",
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1600,
      priceExact: "499.00",
      status: "completed",
      crewId: north.id,
    })
    .returning({ id: bookings.id });
  console.log(JSON.stringify({ technician, otherTechnician, customer, otherCustomer, visitId: visit?.id }));
} finally {
  await closeDb();
}

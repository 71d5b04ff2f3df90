// `DATA_DIR=<dir> npx tsx --conditions=react-server tests/support/visit-world.ts`: creates the
// embedded database in <dir> with what the visit report spec needs and prints it as JSON: a crew
// with a technician, a customer with a finished visit that crew did, another customer, and a
// technician of another crew. Written directly (as the seed writes its demo accounts), since
// inviting technicians and assigning crews are built on other branches; every account signs in
// with its password through better-auth as usual.
import { closeDb } from "@/server/db/client";
import { bookings, crewMembers, crews } from "@/server/db/schema";
import { bookingRow } from "./records";
import { openWorld } from "./world";

export const WORLD_PASSWORD = "Visit-World-Pass-2026";

try {
  const { db, tag, person } = await openWorld(WORLD_PASSWORD);
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
    .values(
      bookingRow({
        userId: customer.id,
        serviceType: "duct_and_dryer",
        appointmentDate: "2026-11-24",
        squareFeet: 1600,
        priceExact: "499.00",
        status: "completed",
        crewId: north.id,
      }),
    )
    .returning({ id: bookings.id });
  console.log(JSON.stringify({ technician, otherTechnician, customer, otherCustomer, visitId: visit?.id }));
} finally {
  await closeDb();
}

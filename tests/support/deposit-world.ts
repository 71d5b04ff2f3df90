// `DATA_DIR=<dir> npx tsx --conditions=react-server tests/support/deposit-world.ts`: the embedded
// database of the deposits spec (decision 0045): two customers who sign in with the world's
// password and the Bay Area's crews staffed (the owner is the demo admin). Printed as JSON.
import { closeDb } from "@/server/db/client";
import { staffArea } from "./staff";
import { openWorld } from "./world";

try {
  const { db, person } = await openWorld("Deposit-World-Pass-2026");
  const payer = await person("Dee Deposit", "customer");
  const absent = await person("Nate Noshow", "customer");
  await staffArea(db, "bay-area");
  console.log(JSON.stringify({ payer, absent }));
} finally {
  await closeDb();
}

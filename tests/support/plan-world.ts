// `DATA_DIR=<dir> npx tsx --conditions=react-server tests/support/plan-world.ts`: creates the
// embedded database in <dir> with what the plans spec needs and prints it as JSON: one customer
// who signs in through better-auth with the world's password (the owner is the demo admin).
import { closeDb } from "@/server/db/client";
import { openWorld } from "./world";

export const PLAN_WORLD_PASSWORD = "Plan-World-Pass-2026";

try {
  const { person } = await openWorld(PLAN_WORLD_PASSWORD);
  const customer = await person("Mona Member", "customer");
  console.log(JSON.stringify({ customer }));
} finally {
  await closeDb();
}

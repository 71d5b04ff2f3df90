// npm run admin:create -- --email owner@example.com --password 'a long passphrase' [--name "Owner"]
import { parseArgs } from "node:util";
import { createOrPromoteAdmin } from "@/server/admin/create-admin";
import { closeDb, getDb } from "@/server/db/client";
import { PUBLISHED_PASSWORDS } from "@/server/seed/demo-accounts";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
if (!values.email || !values.password || values.password.length < 8) {
  console.error("Usage: npm run admin:create -- --email EMAIL --password PASSWORD(8+ chars) [--name NAME]");
  process.exit(2);
}
if (PUBLISHED_PASSWORDS.includes(values.password)) {
  console.error("That password is published in the README as a demo password: choose your own.");
  process.exit(2);
}
try {
  const outcome = await createOrPromoteAdmin(await getDb(), {
    email: values.email,
    password: values.password,
    name: values.name,
  });
  console.log(`Admin ${outcome}: ${values.email}`);
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await closeDb();
}

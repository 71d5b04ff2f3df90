// npm run admin:create -- --email owner@example.com --password 'a long passphrase' [--name "Owner"]
import { parseArgs } from "node:util";
import { passwordProblem } from "@/domain/accounts/password-rules";
import { createOrPromoteAdmin } from "@/server/admin/create-admin";
import { closeDb, getDb } from "@/server/db/client";
import { openDatabase } from "@/server/db/prepare";
import { PUBLISHED_PASSWORDS } from "@/server/seed/demo-accounts";

const { values } = parseArgs({
  options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
});
if (!values.email || !values.password) {
  console.error("Usage: npm run admin:create -- --email EMAIL --password PASSWORD(10+ chars) [--name NAME]");
  process.exit(2);
}
const weak = passwordProblem(values.password);
if (weak) {
  console.error(`Password refused: ${weak}`);
  process.exit(2);
}
if (PUBLISHED_PASSWORDS.includes(values.password)) {
  console.error("That password is published in the README as a demo password: choose your own.");
  process.exit(2);
}
try {
  await openDatabase();
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

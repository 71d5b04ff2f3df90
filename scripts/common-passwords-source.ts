// Build-time only (the update script and its unit test): reads the package's list. The app
// imports the generated common-passwords.ts instead, so the browser never loads the full list.
import { createRequire } from "node:module";
import { MIN_PASSWORD_LENGTH } from "../src/domain/accounts/password-limits";

export function commonPasswordsFromPackage(): string[] {
  const require = createRequire(import.meta.url);
  const all = require("@zxcvbn-ts/language-common/src/passwords.json") as string[];
  const kept = new Set<string>();
  for (const entry of all) {
    const lower = entry.toLowerCase();
    if ([...lower].length >= MIN_PASSWORD_LENGTH) kept.add(lower);
  }
  return [...kept];
}

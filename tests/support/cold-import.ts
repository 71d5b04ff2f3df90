import { beforeAll } from "vitest";
import { loadEmailRenderer } from "@/server/mail/render";

/**
 * How long a test file may take to import a large module the first time. The import of React Email
 * and the templates is seconds on a loaded machine and is no part of what an email test proves, so
 * it happens once in a hook of its own with this ceiling, and every test keeps its own timeout.
 */
export const COLD_IMPORT_MS = 120_000;

/** Imports the email renderer before the file's first test. */
export function warmEmailRenderer() {
  beforeAll(async () => {
    await loadEmailRenderer();
  }, COLD_IMPORT_MS);
}

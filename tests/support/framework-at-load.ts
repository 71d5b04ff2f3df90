import type { Page } from "@playwright/test";

/**
 * Starts a landing page's framework as soon as the page is parsed, as if the visitor had touched it
 * at once (server/framework-later.mjs leaves it for the first interaction, docs/decisions/0047).
 * For the specs about the pages themselves; the loader's own spec leaves it alone.
 */
export async function frameworkAtLoad(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () =>
      (window as { __clearventStart?: (e: { type: string }) => void }).__clearventStart?.({ type: "test" }),
    );
  });
}

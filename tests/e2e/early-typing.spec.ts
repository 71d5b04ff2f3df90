// The booking page arrives whole before its script runs (no loading screen): what a visitor types
// in that moment must survive the page becoming interactive, and the next keystroke after it.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Holds the page's scripts until the returned function is called: the page as it first arrives. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/chunks/**", async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test("an address typed before the page's script runs is kept; the button and the add-ons wait for it", async ({
  page,
}) => {
  const release = await holdScripts(page);
  // Deferred scripts hold DOMContentLoaded: wait for the streamed input instead.
  await page.goto("/book-service?service=air_duct&bedrooms=3&bathrooms=2&sqft=1800&price=300", {
    waitUntil: "commit",
  });
  await page.getByLabel("Street address").fill("1 Market St");
  // A tap before the script runs would be lost: the button waits to be enabled.
  await expect(page.getByRole("button", { name: "Show open times" })).toBeDisabled();
  // So would a ticked add-on: the boxes wait too.
  await expect(page.getByLabel(/UV Light Installation/)).toBeDisabled();
  release();
  await page.waitForLoadState("networkidle");
  await page.getByLabel(/UV Light Installation/).check();
  await expect(page.getByTestId("booking-price-lines")).toContainText("UV Light Installation");
  await page.getByLabel("ZIP code").fill("95112");
  await expect(page.getByLabel("City")).toHaveValue("San Jose");
  await expect(page.getByLabel("Street address")).toHaveValue("1 Market St");
  await page.getByRole("button", { name: "Show open times" }).click();
  await expect(page.getByTestId("service-area")).toBeVisible();
});

test("the owner's forms keep what was typed before their script ran: a crew's day off and its reason", async ({
  admin: { page },
}) => {
  const release = await holdScripts(page);
  await page.goto("/admin/crews", { waitUntil: "commit" });
  const day = page.getByLabel("Crew 1 off on");
  const button = page.getByRole("button", { name: "Take Crew 1 off" });
  const form = page.getByRole("form", { name: "Time off for Crew 1" });
  const date = (await day.getAttribute("min")) as string;
  await day.fill(date);
  await form.getByLabel("Reason", { exact: true }).fill("Dentist");
  release();
  await page.waitForLoadState("networkidle");
  // Enabled only once the form's state holds the date; the next keystroke builds on the typed text.
  await expect(button).toBeEnabled();
  await form.getByLabel("Reason", { exact: true }).press("End");
  await form.getByLabel("Reason", { exact: true }).pressSequentially(" at 3");
  await expect(form.getByLabel("Reason", { exact: true })).toHaveValue("Dentist at 3");
  await expect(day).toHaveValue(date);
});

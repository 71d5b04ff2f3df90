import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { type E2eServer, seededWorld, startE2eServer } from "../support/e2e-server";
import { gpsJpeg, plainPng } from "../support/phone-photos";
import { expect, expectAccessible, test } from "./fixtures";

// The visit report on a phone: the technician of the visit's crew ticks the checklist,
// writes, takes two photos (one carrying the house's GPS position) and saves; the customer reads
// the report and sees the photos, without their metadata; another customer gets 404 for them. On a
// server of its own, whose database is prepared with a crew and a finished visit
// (tests/support/visit-world.ts). A phone page: it runs in the phone project only (playwright.config.ts).
test.describe.configure({ mode: "serial" });

const PORT = 3233;
const ORIGIN = `http://localhost:${PORT}`;
const PASSWORD = "Visit-World-Pass-2026";
test.use({ baseURL: ORIGIN });

interface Person {
  id: string;
  email: string;
  name: string;
}
interface World {
  technician: Person;
  otherTechnician: Person;
  customer: Person;
  otherCustomer: Person;
  visitId: string;
}

let server: E2eServer;
let world: World;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-visit-"));
  // The world is written into the database a server would create there (tests/support/e2e-server.ts).
  world = seededWorld(dataDir, "tests/support/visit-world.ts");
  server = await startE2eServer({ port: PORT, dataDir, env: { AUTH_RATE_LIMIT: "off" } });
});
test.afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

async function signIn(request: APIRequestContext, who: Person, password = PASSWORD) {
  const res = await request.post("/api/auth/sign-in/email", {
    data: { email: who.email, password },
    headers: { origin: ORIGIN },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A phone photo: a JPEG with the camera's make and the house's GPS position in its EXIF. */
const gpsPhoto = () => gpsJpeg(1200, 900, { r: 120, g: 110, b: 90 });
const png = () => plainPng();

const reportPath = () => `/crew/visits/${world.visitId}/report`;

async function uploadsDone(page: Page, n: number) {
  await expect(page.locator('[data-testid="photo-upload"][data-state="done"]')).toHaveCount(n, { timeout: 20_000 });
}

const photoUrls: string[] = [];

test("the technician ticks, writes, takes two photos and saves; the draft survives a reload", async ({ page }) => {
  await signIn(page.request, world.technician);
  await page.goto(reportPath());
  await expect(page.getByRole("heading", { name: "Visit report" })).toBeVisible();

  await page.getByLabel("Supply registers and return grilles cleaned").check();
  await page.getByLabel("Bird guard fitted or checked").check();
  await page
    .getByLabel("What you found")
    .fill("Lint packed at the elbow behind the dryer.\nCrushed flex duct replaced.");
  await page.getByLabel("Recommendations").fill("Clean the dryer vent again in a year.");

  await page.getByTestId("photo-input-before").setInputFiles({
    name: "IMG_0001.jpg",
    mimeType: "image/jpeg",
    buffer: await gpsPhoto(),
  });
  await uploadsDone(page, 1);
  await page
    .getByTestId("photo-input-after")
    .setInputFiles({ name: "after.png", mimeType: "image/png", buffer: await png() });
  await uploadsDone(page, 2);

  // Not saved yet: the typed text is kept on the phone.
  await page.reload();
  await expect(page.getByLabel("What you found")).toHaveValue(/Crushed flex duct replaced\./);
  await expect(page.getByLabel("Bird guard fitted or checked")).toBeChecked();
  await expect(page.getByTestId("report-status")).toContainText("Restored");
  await uploadsDone(page, 2);

  await page.getByRole("button", { name: "Save the report" }).click();
  await expect(page.getByTestId("report-status")).toHaveText("Saved");
  await expectAccessible(page);

  // Saved on the server: a fresh phone (no draft) sees it.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByLabel("Recommendations")).toHaveValue("Clean the dryer vent again in a year.");
  await expect(page.getByLabel("Supply registers and return grilles cleaned")).toBeChecked();
  await expect(page.getByLabel("Main trunk and branch ducts cleaned")).not.toBeChecked();
});

test("a file that is not a photo is refused on the phone with a sentence, and nothing is sent", async ({ page }) => {
  await signIn(page.request, world.technician);
  await page.goto(reportPath());
  await uploadsDone(page, 2);
  await page.getByTestId("photo-input-after").setInputFiles({
    name: "notes.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from("this is not a picture"),
  });
  await expect(page.getByTestId("photo-upload").getByRole("alert")).toContainText("This file is not a photo.");
  await expect(page.locator('[data-testid="photo-upload"][data-state="failed"]')).toHaveCount(1);
  // The one refused can be dismissed; the two stored stay.
  await page
    .locator('[data-testid="photo-upload"][data-state="failed"]')
    .getByRole("button", { name: "Remove" })
    .click();
  await uploadsDone(page, 2);
});

test("the customer reads the report and sees the photos, served without EXIF", async ({ page }) => {
  await signIn(page.request, world.customer);
  await page.goto("/customer-dashboard");
  await page.getByTestId("visit-report-link").click();
  await expect(page).toHaveURL(new RegExp(`/customer-visits/${world.visitId}$`));
  await expect(page.getByTestId("report-checklist")).toContainText("Supply registers and return grilles cleaned");
  await expect(page.getByTestId("report-checklist")).toContainText("Bird guard fitted or checked");
  await expect(page.getByTestId("report-checklist")).not.toContainText("Main trunk");
  await expect(page.getByTestId("report-findings")).toContainText("Crushed flex duct replaced.");
  const photos = page.getByTestId("report-photo");
  await expect(photos).toHaveCount(2);
  // Thumbnails really load (the browser decoded them).
  for (const img of await page.locator('[data-testid="report-photo"] img').all()) {
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  for (const link of await photos.all()) photoUrls.push((await link.getAttribute("href")) ?? "");
  expect(photoUrls.every((u) => u.startsWith(`/api/visits/${world.visitId}/photos/`))).toBe(true);

  for (const url of photoUrls) {
    const res = await page.request.get(url);
    expect(res.status()).toBe(200);
    expect(res.headers()).toMatchObject({
      "content-type": "image/jpeg",
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    });
    const bytes = await res.body();
    const meta = await sharp(bytes).metadata();
    expect(meta.exif, `${url} carries no EXIF`).toBeUndefined();
    expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
  }
});

test("the owner sees the report and its photos under the booking in the console", async ({ page }) => {
  // The demo owner the embedded database is created with.
  await signIn(page.request, { id: "", name: "Olivia Owner", email: "admin@clearvent.example" }, "AdminPass123!");
  await page.goto("/admin/bookings");
  const report = page.getByTestId("admin-visit-report");
  await expect(report).toHaveCount(1);
  await report.locator("summary").click();
  await expect(report).toContainText("Crushed flex duct replaced.");
  await expect(report.getByTestId("report-photo")).toHaveCount(2);
});

test("another customer, another crew's technician and a signed-out visitor get nothing", async ({ playwright }) => {
  expect(photoUrls).toHaveLength(2);
  const as = async (who: Person | null) => {
    const ctx = await playwright.request.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { origin: ORIGIN } });
    if (who) await signIn(ctx, who);
    return ctx;
  };
  for (const [who, status] of [
    [world.otherCustomer, 404],
    [world.otherTechnician, 404],
    [null, 401],
  ] as const) {
    const ctx = await as(who);
    for (const url of photoUrls) {
      const res = await ctx.get(url);
      expect(res.status(), `${who?.name ?? "signed out"}: ${url}`).toBe(status);
      expect(res.headers()["content-type"]).toContain("application/json");
    }
    const page = await ctx.get(`/customer-visits/${world.visitId}`, { maxRedirects: 0 });
    expect(page.status()).toBe(who ? 404 : 307);
    const crewPage = await ctx.get(reportPath(), { maxRedirects: 0 });
    expect(crewPage.status()).toBe(who ? 404 : 307);
    await ctx.dispose();
  }
});

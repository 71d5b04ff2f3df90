// The crew's phone in a basement, at 390 px, on a server of its own whose clock is moved
// to 9:00 in the Bay Area on the demo's day: /crew is loaded, the signal goes (Playwright's offline
// mode), the owner cancels a job meanwhile, and the reload still shows the day from the phone's
// copy, with the time it was last brought up to date. On my way and Started are tapped, the report
// written and two photos larger than 2,048 px attached, all without signal; when it returns,
// everything arrives once and in order, the photos shrunk on the phone, and the step on the
// cancelled job is shown with the server's sentence. Landing pages register no service worker.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Request } from "@playwright/test";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import { startE2eServer } from "../support/e2e-server";
import { DEMO_CREW_ID, expect, expectAccessible, signInAdmin, signInTechnician, test } from "./fixtures";
import { contextOn, DAY, offsetToLocalHour, outboxMails, SHIFT_CLOCK } from "./moved-clock";

/** A camera's photo: larger than the 2,048 px the phone sends. */
const cameraJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 140, g: 120, b: 96 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

test("offline: the day stays readable, work waits on the phone and arrives once, in order", async ({ browser }) => {
  test.setTimeout(240_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 52;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-crew-offline-"));
  const outbox = path.join(dataDir, "outbox");
  const offset = offsetToLocalHour(9);
  const server = await startE2eServer({
    port,
    dataDir,
    env: { NODE_OPTIONS: `--require ${SHIFT_CLOCK}`, CLOCK_OFFSET_DAYS: String(offset), AUTH_RATE_LIMIT: "off" },
  });
  try {
    const office = await contextOn(browser, server, 1280);
    await signInAdmin(office.request);
    const crew = await contextOn(browser, server, 390);
    // The phone's clock agrees with the server's moved one: the tapped times are checked against it.
    await crew.clock.install({ time: new Date(Date.now() + offset * DAY) });
    await signInTechnician(crew.request);
    const phone = await crew.newPage();
    const sent: Request[] = [];
    phone.on("requestfinished", (r) => {
      if (r.method() !== "GET" && new URL(r.url()).pathname.startsWith("/api/crew/")) sent.push(r);
    });

    await phone.goto("/crew");
    const card = (street: string) => phone.getByTestId("crew-job").filter({ hasText: street });
    await expect(card("415 Grand Ave")).toBeVisible();
    // The phone has kept the day (the job list, each job's report form) before the signal goes.
    await expect(phone.locator('[data-crew-offline="ready"]')).toHaveCount(1, { timeout: 30_000 });
    // Installable: the crew pages name the manifest, whose app is /crew and nothing else.
    const manifestHref = await phone.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = (await (await phone.request.get(manifestHref ?? "")).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ start_url: "/crew", scope: "/crew", display: "standalone" });
    expect(await phone.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/crew-sw\.js$/);
    const grandId = ((await card("415 Grand Ave").getAttribute("data-keep-offline")) ?? "").split("/")[3] ?? "";
    const laurelId = ((await card("88 Laurel St").getAttribute("data-keep-offline")) ?? "").split("/")[3] ?? "";
    expect(grandId).toMatch(/^[0-9a-f-]{36}$/);

    await crew.setOffline(true);
    // Meanwhile the owner cancels the 3 pm job; the phone cannot know.
    const cancel = await office.request.post(`/api/admin/bookings/${laurelId}/status`, {
      data: { status: "cancelled", reason: "The customer called to cancel" },
    });
    expect(cancel.status(), await cancel.text()).toBe(200);

    // Reloaded without signal: the day as the phone kept it (the cancelled job too: no server saw
    // this load), with the gate code, the customer's phone, what is owed and when it was last updated.
    await phone.reload();
    await expect(phone.getByTestId("offline-notice")).toBeVisible();
    await expect(phone.getByTestId("last-updated")).toHaveText(
      /^Last updated \w+day, \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/,
    );
    await expect(card("88 Laurel St")).toBeVisible();
    await expect(card("415 Grand Ave")).toContainText("Gate code 4512");
    await expect(card("415 Grand Ave").getByRole("link", { name: /^Call/ })).toBeVisible();
    await expect(card("415 Grand Ave").getByTestId("to-collect")).toHaveText(/^To collect: \$\d+ at the visit$/);
    await expectAccessible(phone);

    await card("415 Grand Ave").getByRole("button", { name: "About 30 min" }).click();
    await expect(card("415 Grand Ave").getByTestId("queued-steps")).toContainText(/On my way \d{1,2}:\d{2} [AP]M/);
    await card("415 Grand Ave").getByRole("button", { name: "Arrived / started" }).click();
    await expect(card("415 Grand Ave").getByTestId("queued-steps")).toContainText("Arrived / started");
    await card("88 Laurel St").getByRole("button", { name: "About 15 min" }).click();
    await expect(phone.getByTestId("outbox-waiting")).toHaveText("Waiting to send (3)");
    await phone.screenshot({ path: test.info().outputPath("crew-offline-queued-390.png"), fullPage: true });

    // The report form, from the phone's copy: the server's copy says "not started", the phone knows.
    await card("415 Grand Ave").getByRole("link", { name: "Visit report and photos" }).click();
    await expect(phone).toHaveURL(`/crew/visits/${grandId}/report`);
    await phone.getByLabel("Supply registers and return grilles cleaned").check();
    await phone.getByLabel("What you found").fill("Heavy dust in the return trunk, written in the basement.");
    await phone.getByRole("button", { name: "Save the report" }).click();
    await expect(phone.getByTestId("report-status")).toContainText("Waiting to send");
    await phone
      .getByTestId("photo-input-before")
      .setInputFiles({ name: "IMG_1.jpg", mimeType: "image/jpeg", buffer: await cameraJpeg(4032, 3024) });
    await phone
      .getByTestId("photo-input-after")
      .setInputFiles({ name: "IMG_2.jpg", mimeType: "image/jpeg", buffer: await cameraJpeg(3000, 4000) });
    // Each thumbnail at once, from the phone's own copy.
    const waitingPhotos = phone.locator('[data-testid="photo-upload"][data-state="waiting"] img');
    await expect(waitingPhotos).toHaveCount(2);
    for (const img of await waitingPhotos.all()) {
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
    await expect(phone.getByTestId("outbox-waiting")).toHaveText("Waiting to send (6)");
    await expectAccessible(phone);
    await phone.screenshot({ path: test.info().outputPath("crew-offline-report-390.png"), fullPage: true });
    expect(sent).toEqual([]);
    // What waits to be sent is the photo shrunk on the phone: a JPEG 2,048 px on its long side.
    const queuedPhotos = await phone.evaluate(
      () =>
        new Promise<{ type: string; width: number; height: number }[]>((resolve, reject) => {
          const open = indexedDB.open("crew-offline");
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const all = open.result.transaction("queue").objectStore("queue").getAll();
            all.onsuccess = async () => {
              const photos = (all.result as { kind: string; photo?: { blob: Blob } }[]).flatMap((i) =>
                i.photo ? [i.photo.blob] : [],
              );
              resolve(
                await Promise.all(
                  photos.map(async (blob) => {
                    const bitmap = await createImageBitmap(blob);
                    return { type: blob.type, width: bitmap.width, height: bitmap.height };
                  }),
                ),
              );
            };
          };
        }),
    );
    expect(queuedPhotos).toEqual([
      { type: "image/jpeg", width: 2048, height: 1536 },
      { type: "image/jpeg", width: 1536, height: 2048 },
    ]);

    // The signal returns: everything goes, oldest first, once.
    await crew.setOffline(false);
    await expect(phone.getByTestId("outbox-waiting")).toHaveCount(0, { timeout: 60_000 });
    await expect(phone.getByTestId("outbox-refused")).toContainText("Not sent: On my way, 88 Laurel St");
    await expect(phone.getByTestId("outbox-refused")).toContainText("This visit was cancelled.");
    await phone.screenshot({ path: test.info().outputPath("crew-offline-refused-390.png") });
    const answered = await Promise.all(
      sent.map(async (r) => {
        const { pathname, searchParams } = new URL(r.url());
        const status = (await r.response())?.status();
        const step = pathname.endsWith("/steps") ? (r.postDataJSON() as { step: string }).step : "";
        const what = step || searchParams.get("kind");
        return [r.method(), pathname.replace(grandId, "A").replace(laurelId, "B"), what, status]
          .filter(Boolean)
          .join(" ");
      }),
    );
    expect(answered).toEqual([
      "POST /api/crew/visits/A/steps on-my-way 200",
      "POST /api/crew/visits/A/steps start 200",
      "POST /api/crew/visits/B/steps on-my-way 409",
      "PUT /api/crew/visits/A/report 200",
      "POST /api/crew/visits/A/photos before 201",
      "POST /api/crew/visits/A/photos after 201",
    ]);
    // The tapped time travels with each step.
    for (const r of sent.filter((r) => r.url().endsWith("/steps"))) {
      expect(Date.parse((r.postDataJSON() as { tappedAt: string }).tappedAt)).not.toBeNaN();
    }

    // The server's record: the visit started, the report and both photos stored (at most 2,048 px).
    await phone.reload();
    await expect(phone.getByLabel("What you found")).toHaveValue(/written in the basement/);
    const stored = phone.locator('[data-testid="photo-upload"][data-state="done"] img');
    await expect(stored).toHaveCount(2);
    for (const src of await stored.evaluateAll((els) => els.map((e) => e.getAttribute("src") ?? ""))) {
      const full = await phone.request.get(src.replace("size=thumb", "size=full"));
      const meta = await sharp(await full.body()).metadata();
      expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(2048);
    }
    await phone.goto("/crew");
    await expect(card("415 Grand Ave").getByTestId("job-progress")).toContainText(/On my way .* · Started /);
    await expect(card("88 Laurel St")).toHaveCount(0);
    // The customer heard once that the crew was on its way.
    expect(await outboxMails(outbox, (t) => t.includes("Your crew is on the way"))).toHaveLength(1);

    // Another technician signs in on this phone: the first one's day, outbox (the refusal too) and
    // report drafts go before anything of the second is kept.
    const kept = async () => (await phone.evaluate(() => caches.keys())).filter((k) => k.startsWith("crew-pages-"));
    const queued = () =>
      phone.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open("crew-offline");
            open.onsuccess = () => {
              const n = open.result.transaction("queue").objectStore("queue").count();
              n.onsuccess = () => resolve(n.result);
            };
          }),
      );
    const drafts = () =>
      phone.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("cv.visit-report.")));
    const firstPages = await kept();
    expect(firstPages).toHaveLength(1);
    expect(await queued()).toBe(1);
    expect(await drafts()).toEqual([`cv.visit-report.${grandId}`]);
    const nia = `nia-${Date.now()}@example.com`;
    const invite = await office.request.post(`/api/admin/crews/${DEMO_CREW_ID}/invite`, {
      data: { email: nia, name: "Nia Newhire" },
    });
    expect(invite.status(), await invite.text()).toBe(201);
    const [raw = ""] = await outboxMails(outbox, (t) => t.includes(nia) && t.includes("Set your password"));
    const link = new URL((await simpleParser(raw)).text?.match(/https?:\/\/\S+/)?.[0] ?? "");
    await phone.goto(link.pathname + link.search);
    await phone.getByLabel("New password").fill("Nia-Offline-Pass-2026");
    await phone.getByLabel("Confirm password").fill("Nia-Offline-Pass-2026");
    await phone.getByRole("button", { name: "Save new password" }).click();
    await expect(phone.getByRole("status")).toContainText("Your password is changed");
    const signIn = await crew.request.post("/api/auth/sign-in/email", {
      data: { email: nia, password: "Nia-Offline-Pass-2026" },
    });
    expect(signIn.status(), await signIn.text()).toBe(200);
    await phone.goto("/crew");
    await expect(phone.locator('[data-crew-offline="ready"]')).toHaveCount(1, { timeout: 30_000 });
    const secondPages = await kept();
    expect(secondPages).toHaveLength(1);
    expect(secondPages).not.toEqual(firstPages);
    expect(await queued()).toBe(0);
    expect(await drafts()).toEqual([]);
    await expect(phone.getByTestId("outbox-refused")).toHaveCount(0);

    // Signing out forgets the day on this phone.
    await phone.getByRole("button", { name: "Sign out" }).click();
    await expect(phone).toHaveURL(/\/customer-login/);
    // (The build's files may be fetched again by the page on its way out: they name nobody.)
    expect(await kept()).toEqual([]);
    expect(await queued()).toBe(0);

    // The crew's worker controls /crew only: the home page is not under it.
    await phone.goto("/");
    expect(await phone.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await office.close();
    await crew.close();
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test("public landing pages register no service worker and name no manifest", async ({ page }) => {
  for (const path of ["/", "/faq", "/blog"]) {
    await page.goto(path);
    await page.waitForLoadState("load");
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  }
});

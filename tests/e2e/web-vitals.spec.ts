import { expect, test } from "./fixtures";

interface SentEvent {
  name: string;
  path?: string;
  props: Record<string, unknown>;
}

test("a page load reports its Core Web Vitals once, and the owner reads them by kind of page", async ({
  page,
  admin,
}) => {
  // This load is one of the sampled ones (the reporter draws with Math.random).
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  // What the page sends, read where it is sent (a beacon's body is not visible to the test runner).
  const reports: SentEvent[] = [];
  await page.exposeFunction("sentBeacon", (body: string) => {
    const batch = JSON.parse(body) as { events?: SentEvent[] };
    reports.push(...(batch.events ?? []).filter((e) => e.name === "web_vitals"));
  });
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob)
        void data.text().then((t) => (window as unknown as { sentBeacon(b: string): void }).sentBeacon(t));
      return send(url, data);
    };
  });

  // The owner's page (the admin fixture) was opened after this one: a tab in the background is
  // hidden, and the library rightly measures no largest paint of a page that was hidden first.
  await page.bringToFront();
  await page.goto("/faq");
  await page.waitForLoadState("networkidle");
  // An interaction, so the page has an INP to report.
  const question = page.getByRole("main").locator("details").first();
  await question.locator("summary").click();
  await expect(question).toHaveAttribute("open", "");
  // The tap fetched the library, which starts its interaction observers once the page is idle.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  // The browser hands the tap's timing to observers a moment later, in the order they were made:
  // one made now hears of it after the page's own.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          resolve();
        }).observe({ type: "first-input", buffered: true }),
      ),
  );
  // ...and the library reads it when the page is next idle.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  // A key press after that settles the largest paint (the library waits for a real input or a
  // real hide, and the hide below is played by the test).
  await page.keyboard.press("Shift");
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  // The tab is hidden (the visitor switches away or leaves): the report goes with the beacon. A
  // headless page stays visible, so the state and its event are played as the browser would.
  const hide = () =>
    page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    });
  await hide();
  await expect.poll(() => reports.length).toBe(1);
  // Hidden again (back and away once more): still one report for this page load.
  await hide();
  const [report] = reports;
  expect(report?.path).toBe("/faq");
  for (const vital of ["lcp", "inp", "cls", "ttfb"]) expect(typeof report?.props[vital], vital).toBe("number");
  // The load's own id: the server keeps one report per page load.
  expect(report?.props.load).toMatch(/^[0-9a-f]{32}$/);

  // The beacon is on its way: the owner's page shows it once it is stored.
  const row = admin.page.getByTestId("vitals-faq");
  await expect(async () => {
    await admin.page.goto("/admin/speed");
    await expect(row).toContainText("FAQ", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // Under VITALS_MIN_VISITORS (20) different visitors the figure is shown but not judged; this
  // visitor may be the only one the e2e server has seen.
  const visitors = Number((await row.getByTestId("vitals-visitors").textContent())?.replace(/,/g, ""));
  expect(visitors).toBeGreaterThanOrEqual(1);
  await expect(row).toContainText(visitors < 20 ? "Too few to judge" : /Good|Needs improvement|Poor/);
  expect(reports).toHaveLength(1);
});

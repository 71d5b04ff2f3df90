// Developer aid: node scripts/dev/screenshot.mjs URL OUT.png [width] [fullPage 1|0]
import { chromium } from "@playwright/test";

const [, , url, out, width = "1280", full = "1"] = process.argv;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update"],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.route(/ipapi\.co|ipinfo\.io|nominatim/, (r) => r.abort());
await page.goto(url, { waitUntil: "load" });
// Bring lazy images into view before a full-page shot.
if (full === "1") {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
}
await page.waitForTimeout(1000);
await page.screenshot({ path: out, fullPage: full === "1" });
await browser.close();

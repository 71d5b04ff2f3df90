import { test } from "@playwright/test";
test("find wide", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const p of ["/faq", "/customer-login"]) {
    await page.goto(p);
    const wide = await page.evaluate(() => {
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll("body *"))) {
        const r = el.getBoundingClientRect();
        if (r.right > 321 && r.width > 0) {
          const parentWide = el.parentElement && el.parentElement.getBoundingClientRect().right > 321;
          if (!parentWide || out.length < 3)
            out.push(`${el.tagName}.${String(el.className).slice(0, 80)} right=${r.right} w=${r.width} pos=${getComputedStyle(el).position}`);
        }
      }
      return out.slice(0, 15);
    });
    console.log(p, JSON.stringify(wide, null, 1));
  }
});

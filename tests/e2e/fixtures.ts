import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { experimentCookies } from "./support";

// Every page a spec visits is checked with axe (WCAG 2.2 AA rules) when the spec ends.
export async function expectAccessible(page: Page) {
  await page.waitForLoadState("load");
  // Judge what settles on screen, not a frame of a fade (a toast leaving the stack, say).
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(document.getAnimations().map((a) => a.finished)),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(", ")})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export const test = base.extend<{ analyticsChoice: "denied" | "unset"; abCombo: string | null }>({
  // Specs see the control variants unless they are about experiments (then null: assigned).
  abCombo: ["control.range.standard", { option: true }],
  // The analytics consent banner covers the bottom of a phone screen; specs answer it up front
  // unless they are about consent.
  analyticsChoice: ["denied", { option: true }],
  page: async ({ page, analyticsChoice, abCombo, baseURL }, use) => {
    if (abCombo) await page.context().addCookies(experimentCookies(abCombo, baseURL ?? "http://localhost"));
    if (analyticsChoice === "denied") {
      await page.addInitScript(() => {
        if (!localStorage.getItem("cv.analytics-consent")) localStorage.setItem("cv.analytics-consent", "denied");
      });
    }
    const visited = new Set<string>();
    page.on("load", () => visited.add(page.url()));
    // Whatever the browser refused under the Content-Security-Policy, or threw, on any page.
    const refusals: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) refusals.push(`${page.url()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => refusals.push(`${page.url()}: uncaught ${e.message}`));
    // Refused evals (a library probing for `new Function`) reach DevTools issues, not the console.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Audits.enable");
    cdp.on("Audits.issueAdded", ({ issue }) => {
      if (issue.code === "ContentSecurityPolicyIssue")
        refusals.push(`${page.url()}: CSP ${JSON.stringify(issue.details.contentSecurityPolicyIssueDetails)}`);
    });
    await use(page);
    // The last state of the page is the one a person is left looking at: check it.
    if (visited.size > 0 && !page.isClosed()) await expectAccessible(page);
    expect(refusals, "CSP refusals and uncaught errors").toEqual([]);
  },
});

export { expect };

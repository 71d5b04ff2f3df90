// What the specs that change the business's settings share: a server of their own,
// one per project on neighbouring ports (the pages they change would reach every other spec on
// the shared one), a page at the project's width, the owner signed in, and the JSON-LD of a page.
import type { Browser, Page, TestInfo } from "@playwright/test";
import { ADMIN, expect } from "../e2e/fixtures";
import { type E2eServer, type E2eServerOptions, startE2eServer } from "./e2e-server";
import { frameworkAtLoad } from "./framework-at-load";

export const viewportOf = (info: TestInfo) =>
  info.project.name === "phone" ? { width: 390, height: 844 } : { width: 1280, height: 900 };

/** The spec's server: `basePort` for desktop, the next one for phone (both projects run at once). */
export function ownerServer(info: TestInfo, basePort: number, options: Omit<E2eServerOptions, "port"> = {}) {
  const port = basePort + (info.project.name === "phone" ? 1 : 0);
  return startE2eServer({ ...options, port, env: { AUTH_RATE_LIMIT: "off", ...options.env } });
}

/** A page on the server at the project's width, analytics refused (no banner over the page). */
export async function pageOn(server: E2eServer, browser: Browser, info: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    viewport: viewportOf(info),
    baseURL: server.origin,
    extraHTTPHeaders: { origin: server.origin },
  });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("cv.analytics-consent", "denied"));
  await frameworkAtLoad(page);
  return page;
}

/** The same, signed in as the demo's owner. */
export async function ownerPageOn(server: E2eServer, browser: Browser, info: TestInfo): Promise<Page> {
  const page = await pageOn(server, browser, info);
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(signIn.status()).toBe(200);
  return page;
}

/** Every JSON-LD block of a page's HTML, joined. */
export const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map(([, body = ""]) => body)
    .join("\n");

import type { APIRequestContext } from "@playwright/test";
import type { E2eServer } from "../support/e2e-server";
import { type FreshInstall, startFreshInstall } from "../support/fresh-install";
import { jsonLdOf } from "../support/owner-server";
import { ADMIN, expect, test } from "./fixtures";

// Production never shows the demo business. A server whose database has no saved
// identity (a fresh production install: the demo's row removed from the seeded template) serves
// every sitemap page without a 555 number, "Example Street" or a business JSON-LD, and says the
// business is not set up; /admin says what is missing. Once the owner saves "Peninsula Vent Care",
// every sitemap page names it. One run (desktop): what it proves is in the HTML as served.
test.describe.configure({ mode: "serial" });

const DEMO_FACTS = /\(?\d{3}\)?[\s.-]?555[\s.-]\d{4}|\+1\d{3}555\d{4}|Example Street|clearvent\.example/;

let fresh: FreshInstall | undefined;
let server: E2eServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fresh = await startFreshInstall({
    port: Number(process.env.IDENTITY_E2E_PORT ?? 3478),
    env: { AUTH_RATE_LIMIT: "off", LOG_LEVEL: "info" },
  });
  server = fresh.server;
});
test.afterEach(({ request: _ }, info) => {
  // A dropped connection says nothing of why: the server's own words do.
  if (info.status !== info.expectedStatus) console.error(`server on ${server.port}:\n${server.output()}`);
});
test.afterAll(async () => {
  await fresh?.stop();
});

async function signIn(request: APIRequestContext) {
  const res = await request.post(`${server.origin}/api/auth/sign-in/email`, {
    data: { email: ADMIN.email, password: ADMIN.password },
    headers: { origin: server.origin },
  });
  expect(res.status()).toBe(200);
}

/** Until every prerendered page carries the database's identity (the owner's page says so). */
async function pagesFollowed(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const html = await (await request.get(`${server.origin}/admin/settings`)).text();
        return /data-testid="pages-state"[^>]*>Every page shows the details saved/.test(html);
      },
      { timeout: 120_000, intervals: [1000, 2000] },
    )
    .toBe(true);
}

async function sitemapPages(): Promise<string[]> {
  const xml = await (await fetch(`${server.origin}/sitemap.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, u = ""]) => new URL(u).pathname);
  expect(urls.length).toBeGreaterThan(100);
  return urls;
}

/** Every page's HTML as served, two at a time. */
async function readAll(paths: string[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const queue = [...paths];
  const worker = async () => {
    for (let p = queue.shift(); p !== undefined; p = queue.shift()) {
      const res = await fetch(server.origin + p);
      expect(res.status, p).toBe(200);
      pages.set(p, await res.text());
    }
  };
  await Promise.all([worker(), worker()]);
  return pages;
}

test("without a saved identity no page shows the demo's facts; saved, every page shows the owner's", async ({
  request,
}) => {
  test.setTimeout(300_000);
  await signIn(request);
  await pagesFollowed(request);

  // A fresh install's /admin leads to the first run (decision 0042); Today itself still says what is missing.
  const today = await (await request.get(`${server.origin}/admin?today=1`)).text();
  expect(today).toContain("Your business is not set up yet");
  expect(today).toContain('href="/admin/settings"');
  const settings = await (await request.get(`${server.origin}/admin/settings`)).text();
  expect(settings).toContain('data-testid="identity-missing"');

  const paths = await sitemapPages();
  const before = await readAll(paths);
  for (const [p, html] of before) {
    expect(html.match(DEMO_FACTS)?.[0], p).toBeUndefined();
    expect(jsonLdOf(html), p).not.toContain("HVACBusiness");
    // No call button: the header and footer link no number (a city's utility numbers are theirs).
    const chrome = [/<header[\s\S]*?<\/header>/, /<footer[\s\S]*?<\/footer>/].map((r) => r.exec(html)?.[0] ?? "");
    expect(chrome.join(""), p).not.toContain('href="tel:');
    expect(chrome[0], p).toContain("Not set up yet");
  }
  expect(before.get("/ca/oakland")).toContain("This business is not set up yet");

  const saved = await request.put(`${server.origin}/api/admin/settings/business`, {
    headers: { origin: server.origin },
    data: {
      name: "Peninsula Vent Care",
      phone: "650.321.4477",
      email: "office@peninsulavent.com",
      street: "200 Middlefield Rd",
      city: "Menlo Park",
      state: "CA",
      zip: "94025",
    },
  });
  expect(saved.status()).toBe(200);
  await pagesFollowed(request);
  const after = await readAll(paths);
  for (const [p, html] of after) {
    expect(html, p).toContain("Peninsula Vent Care");
    expect(html.match(DEMO_FACTS)?.[0], p).toBeUndefined();
  }
  const city = after.get("/ca/oakland") ?? "";
  expect(jsonLdOf(city)).toContain('"telephone":"+16503214477"');
  expect(jsonLdOf(city)).toContain('"streetAddress":"200 Middlefield Rd"');
  console.log(`identity: ${paths.length} sitemap pages read twice`);
});

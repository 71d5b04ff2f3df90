import crypto from "node:crypto";
import { test as plainTest } from "@playwright/test";
import { expect, test } from "./fixtures";

// Desktop project only: HTTP-level check runs once.
test("security headers are on pages, API answers and redirects", { tag: "@desktop" }, async ({ request }) => {
  // The redirect table's 308s too (served by the proxy: the router's own redirects carry no headers).
  for (const path of ["/", "/ca/oakland", "/api/leads", "/faq", "/login", "/california", "/california/oakland"]) {
    const res =
      path === "/api/leads"
        ? await request.post(path, { data: {}, headers: { origin: "https://elsewhere.example" } })
        : await request.get(path, { maxRedirects: 0 });
    const h = res.headers();
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"], path).toContain("geolocation=(self)");
    expect(h["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(h["x-powered-by"], path).toBeUndefined();
    if (["/login", "/california", "/california/oakland"].includes(path)) expect(res.status(), path).toBe(308);
  }
  const login = await request.get("/login?next=%2Fcustomer-dashboard", { maxRedirects: 0 });
  expect(login.headers().location).toBe("/customer-login?next=%2Fcustomer-dashboard");
});

// Desktop project only: HTTP-level check runs once.
test("price requests and page events carry the headers every answer carries", {
  tag: "@desktop",
}, async ({ request }) => {
  const SECURITY = ["x-content-type-options", "referrer-policy", "permissions-policy", "x-frame-options"];
  const page = (await request.get("/faq")).headers();
  for (const path of ["/api/leads", "/api/events"]) {
    // Refused before anything is stored (another site's origin).
    const answer = await request.post(path, { data: {}, headers: { origin: "https://elsewhere.example" } });
    expect(answer.status(), path).toBe(403);
    expect(answer.headers()["content-type"], path).toContain("application/json");
    for (const name of SECURITY) {
      expect(page[name], name).toBeTruthy();
      expect(answer.headers()[name], `${path} ${name}`).toBe(page[name]);
    }
  }
});

// Desktop project only: HTTP-level check runs once.
test("pages fall back to this site for every kind of resource", { tag: "@desktop" }, async ({ request }) => {
  for (const path of ["/", "/faq", "/customer-login"]) {
    const policy = (await request.get(path)).headers()["content-security-policy"] ?? "";
    const directives = policy.split(";").map((d) => d.trim());
    expect(directives, path).toContain("default-src 'self'");
    expect(directives, path).toContain(
      "img-src 'self' data: blob: https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directives, path).toContain("style-src 'self' 'unsafe-inline'");
    expect(directives, path).toContain("font-src 'self'");
    const connect = directives.find((d) => d.startsWith("connect-src")) ?? "";
    expect(connect, path).toContain("https://ipapi.co");
    expect(connect, path).toContain("https://nominatim.openstreetmap.org");
  }
});

function inlineScripts(html: string) {
  return (
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .map(([, attrs = "", body = ""]) => ({ attrs, body }))
      // Data blocks (JSON-LD, the payload the loader hands to React) are not run: no hash needed.
      .filter(({ attrs }) => !/\bsrc=|\btype="application\//.test(attrs))
  );
}
const scriptSrcOf = (policy: string) => policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
const sha256 = (body: string) => `'sha256-${crypto.createHash("sha256").update(body).digest("base64")}'`;

// Desktop project only: HTTP-level check runs once.
test("prerendered pages allow their inline scripts by hash only, with no nonce, and may be cached", {
  tag: "@desktop",
}, async ({ request }) => {
  const policies = new Set<string>();
  for (const path of [
    "/",
    "/ca/oakland",
    "/ca/oakland/dryer-vent-cleaning",
    "/services/air-duct-cleaning",
    "/faq",
    "/blog",
    // The blog's filter is applied in the browser: the same prerendered page for any query.
    "/blog?tag=safety&sort=oldest",
  ]) {
    const res = await request.get(path);
    const policy = res.headers()["content-security-policy"] ?? "";
    const scriptSrc = scriptSrcOf(policy);
    expect(scriptSrc, path).not.toContain("'nonce-");
    expect(scriptSrc, path).not.toContain("unsafe-inline");
    expect(scriptSrc, path).not.toContain("unsafe-eval");
    const html = await res.text();
    const scripts = inlineScripts(html);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const { attrs, body } of scripts) {
      expect(scriptSrc.includes(sha256(body)), `${path}: inline script ${body.slice(0, 60)}`).toBe(true);
      expect(attrs, path).not.toContain("nonce=");
    }
    // The policy follows the body sent (decision 0035); the proxy's mark for that stays inside.
    expect(res.headers()["x-csp-from-body"], path).toBeUndefined();
    // The same header every time: a copy a shared cache keeps stays valid.
    expect((await request.get(path)).headers()["content-security-policy"], path).toBe(policy);
    if (path !== "/") policies.add(policy);
    const cacheControl = res.headers()["cache-control"] ?? "";
    // "/" answers the visitor's A/B variant: never kept by a shared cache.
    if (path === "/") expect(cacheControl).toContain("private");
    else expect(cacheControl, path).toMatch(/^public, .*s-maxage=\d+/);
  }
  expect(policies.size, "each page its own hashes").toBeGreaterThan(1);
});

// Desktop project only: HTTP-level check runs once.
test("a guessed regeneration key neither opens an internal page nor changes a page's policy", {
  tag: "@desktop",
}, async ({ request }) => {
  const variant = await request.get("/home-variant/control.range.standard", {
    headers: { "x-prerender-revalidate": "guessed" },
  });
  expect(variant.status()).toBe(404);
  const page = await request.get("/ca/oakland", { headers: { "x-prerender-revalidate": "guessed" } });
  expect(page.status()).toBe(200);
  expect(page.headers()["content-security-policy"]).toBe(
    (await request.get("/ca/oakland")).headers()["content-security-policy"],
  );
});

// Desktop project only: HTTP-level check runs once.
test("pages rendered per request allow their scripts by a fresh nonce and are never cached", {
  tag: "@desktop",
}, async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of ["/customer-login", "/customer-login", "/customer-login", "/customer-login"]) {
    const res = await request.get(path);
    const scriptSrc = scriptSrcOf(res.headers()["content-security-policy"] ?? "");
    expect(scriptSrc, path).toMatch(/'nonce-[A-Za-z0-9+/=]{22,}'/);
    expect(scriptSrc, path).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1] ?? "";
    nonces.add(nonce);
    for (const { attrs, body } of inlineScripts(await res.text())) {
      const allowed = scriptSrc.includes(sha256(body)) || attrs.includes(`nonce="${nonce}"`);
      expect(allowed, `${path}: inline script ${body.slice(0, 60)}`).toBe(true);
    }
    expect(res.headers()["cache-control"], path).toMatch(/private|no-store/);
  }
  expect(nonces.size, "a fresh nonce per request").toBe(4);
});

// The plain Playwright test: the shared fixture fails any spec that meets a CSP refusal.
plainTest("a script injected into a page does not run", async ({ page }) => {
  const refusals: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/.test(m.text())) refusals.push(m.text());
  });
  await page.goto("/ca/oakland");
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    // An inline script that may run runs as it is appended.
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
});

import { createHmac, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { bookingForm } from "../support/forms";

export const OUTBOX = path.resolve(".data/e2e/outbox");

/** The e2e server's auth secret (scripts/e2e-server.mjs), which also signs the experiment cookies. */
export const E2E_AUTH_SECRET = "e2e-auth-secret-0123456789abcdef0123456789";

/**
 * Cookies that put a browser in a chosen variant combination, signed as the proxy signs them
 * (src/domain/analytics/signed-cookies.ts). Only a holder of the server's secret can make them.
 */
export function experimentCookies(combo: string, url: string, visitor = randomUUID()) {
  const mac = (message: string) => createHmac("sha256", E2E_AUTH_SECRET).update(message).digest("base64url");
  return [
    { name: "cv_vid", value: `${visitor}.${mac(`cv_vid:${visitor}`)}`, url },
    { name: "cv_ab", value: `${combo}~${mac(`cv_ab:${visitor}:${combo}`)}`, url },
  ];
}

/** Waits for an email in the e2e server's outbox whose text matches. */
export async function findMail(match: (text: string) => boolean, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(OUTBOX)) {
      for (const name of fs.readdirSync(OUTBOX)) {
        const text = fs.readFileSync(path.join(OUTBOX, name), "utf8");
        if (match(text)) return text;
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("no matching email in the outbox");
}

/**
 * A booking for a dryer vent visit (one hour, fits any open start) at an empty home: the size
 * does not change its length, so any open start the availability call offered can be booked.
 */
export function dryerVentVisit(
  address: Record<string, string>,
  appointmentDate: string,
  appointmentTime: string,
  patch: Record<string, unknown> = {},
) {
  return bookingForm({
    address,
    phone: "(510) 555-0177",
    bedrooms: 0,
    bathrooms: 0,
    squareFeet: 0,
    appointmentDate,
    appointmentTime,
    ...patch,
  });
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The decoded text of a base64 attachment of the given content type in a raw .eml. */
export function attachment(eml: string, contentType: string): string {
  const at = eml.indexOf(`Content-Type: ${contentType}`);
  if (at < 0) throw new Error(`no ${contentType} attachment`);
  const body = eml.slice(at).split(/\r?\n\r?\n/)[1] ?? "";
  const base64 = body.split(/\r?\n--/)[0]?.replace(/\s+/g, "") ?? "";
  return Buffer.from(base64, "base64").toString("utf8");
}

/** An .eml body as plain text: quoted-printable soft breaks and escapes undone. */
export function decodeQuotedPrintable(eml: string): string {
  return eml
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Only staffed crews sell time (docs/product.md, service areas): a spec that books in a metro the
 * demo data leaves unstaffed first puts a technician in each of its crews, through the owner's
 * crews page (an invitation, as the owner does it).
 */
export async function staffArea(admin: import("@playwright/test").Page, area: string): Promise<void> {
  const { expect } = await import("@playwright/test");
  await admin.goto(`/admin/crews?area=${area}`);
  const forms = admin.getByRole("form", { name: /^Invite a technician to / });
  const count = await forms.count();
  for (let i = 0; i < count; i++) {
    const form = forms.nth(i);
    const email = uniqueEmail(`tech-${area}`);
    await form.getByLabel("Technician's name").fill("Staff Tech");
    await form.getByLabel("Technician's email").fill(email);
    await form.getByRole("button", { name: /^Invite to / }).click();
    // The crew's members line names them "Name <email>" (the toast names the email alone).
    await expect(admin.getByText(`<${email}>`, { exact: false })).toBeVisible();
  }
}

/** Sums the page's layout shifts not caused by input, from its first paint on; read with `cls`. */
export async function trackLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!e.hadRecentInput) w.__cls += e.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}
export const cls = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

// What the specs whose server runs at a chosen Bay Area hour share (reviews, visit-day,
// crew-offline): the clock preload, the offset to that hour, a browser context on the server at a
// width, and the emails in its outbox folder.
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext } from "@playwright/test";
import { localHour } from "@/domain/reviews/reviews";
import type { E2eServer } from "../support/e2e-server";

export const SHIFT_CLOCK = path.resolve("scripts/proof/shift-clock.cjs");
export const DAY = 86_400_000;
const LA = "America/Los_Angeles";

/** Days from now to the next instant at `hour`:00 in Los Angeles (at least an hour away). */
export function offsetToLocalHour(hour: number): number {
  const now = Date.now();
  for (let t = Math.ceil(now / 3_600_000) * 3_600_000 + 3_600_000; ; t += 3_600_000)
    if (localHour(new Date(t), LA) === hour) return (t - now) / DAY;
}

export const contextOn = (browser: Browser, server: E2eServer, width: number): Promise<BrowserContext> =>
  browser.newContext({
    baseURL: server.origin,
    viewport: { width, height: 844 },
    extraHTTPHeaders: { origin: server.origin },
  });

/** Every email in the outbox folder that matches, in file order, read once at least `count` are there. */
export async function outboxMails(dir: string, match: (raw: string) => boolean, count = 1): Promise<string[]> {
  for (let waited = 0; waited < 60_000; waited += 500) {
    const raws = (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [])
      .map((name) => fs.readFileSync(path.join(dir, name), "utf8"))
      .filter(match);
    if (raws.length >= count) return raws;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`fewer than ${count} matching emails in ${dir}`);
}

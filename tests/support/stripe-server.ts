// What the money specs share: a server of their own whose Stripe keys point the official SDK at the
// Stripe-speaking fake on loopback, started on a copy of the run's seeded database with a world
// script's rows written into it first; a browser signed in at a width; the server's outbox read.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";
import { expect } from "../e2e/fixtures";
import { type E2eServer, seededWorld, startE2eServer } from "./e2e-server";
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, type FakeStripe, startFakeStripe } from "./fake-stripe";

export interface StripeServer<World> {
  server: E2eServer;
  fake: FakeStripe;
  /** What the world script printed last (its JSON). */
  world: World;
  /** Stops the server and the fake, and removes the data directory. */
  stop(): Promise<void>;
}

/**
 * Starts the fake, writes `worldScript`'s rows into the database a server would create
 * (seededWorld), then the server on `port` with the fake's keys.
 */
export async function startStripeServer<World>(port: number, worldScript: string): Promise<StripeServer<World>> {
  const fake = await startFakeStripe();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `clearvent-${path.basename(worldScript, ".ts")}-`));
  try {
    const world = seededWorld<World>(dataDir, worldScript);
    const server = await startE2eServer({
      port,
      dataDir,
      env: {
        AUTH_RATE_LIMIT: "off",
        STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
        STRIPE_API_URL: fake.url,
      },
    });
    return {
      server,
      fake,
      world,
      async stop() {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
        await fake.close();
      },
    };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await fake.close();
    throw error;
  }
}

/** A browser of its own at `viewport` on `origin`, analytics refused, signed in through better-auth. */
export async function signedInOn(
  browser: Browser,
  origin: string,
  viewport: { width: number; height: number },
  email: string,
  password: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: origin, extraHTTPHeaders: { origin } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("cv.analytics-consent", "denied"));
  const res = await page.request.post("/api/auth/sign-in/email", { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

/** The first email in the server's outbox folder to `to` whose subject matches, waited for up to `waitMs`. */
export async function mailIn(
  server: Pick<E2eServer, "dataDir">,
  to: string,
  subject: RegExp,
  waitMs = 20_000,
): Promise<ParsedMail> {
  const dir = path.join(server.dataDir, "outbox");
  for (let waited = 0; waited < waitMs; waited += 250) {
    for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const addresses = [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address) ?? []);
      if (addresses.includes(to) && subject.test(mail.subject ?? "")) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no email to ${to} matching ${subject}`);
}

import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { businessIdentityInputSchema } from "@/domain/business/identity";
import { checkHealth } from "@/server/health/check-health";
import { addAdmin } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { saveBusinessIdentity, siteContentVersion } from "./business-identity";
import {
  followSiteContent,
  lastRegeneration,
  pageIdentity,
  type RegenerationTarget,
  siteContentStatus,
} from "./site-content";

// A save while the pages regenerate for an earlier one (the first run: the logo, then the
// business). The new identity must be what renders at once (an email sent meanwhile names it),
// and the earlier regeneration must stop rather than finish pages nobody will see.

let t: TestDb;
let pages: http.Server;
let target: RegenerationTarget;
const asked: string[] = [];
let release: () => void = () => {};
const held = new Promise<void>((resolve) => {
  release = resolve;
});
const ROUTES = ["/a", "/b", "/c", "/d", "/e", "/f"];
const NOW = new Date("2026-12-06T18:00:00Z");
const identity = (name: string) =>
  businessIdentityInputSchema.parse({
    name,
    phone: "(650) 321-4477",
    email: "office@peninsulavent.com",
    street: "200 Middlefield Rd",
    city: "Menlo Park",
    state: "CA",
    zip: "94025",
  });

beforeAll(async () => {
  t = await createTestDb();
  await addAdmin(t.db);
  // Speaks what a regeneration asks of Next.js: a GET with the revalidation key; answers once released.
  pages = http.createServer((req, res) => {
    if (req.headers["x-prerender-revalidate"] === "key") asked.push(req.url ?? "");
    void held.then(() => res.end("ok"));
  });
  await new Promise<void>((resolve) => pages.listen(0, "127.0.0.1", resolve));
  const { port } = pages.address() as AddressInfo;
  target = { key: "key", routes: ROUTES, origin: `http://127.0.0.1:${port}` };
  await followSiteContent(t.db, { force: true, loadOnly: true });
});
afterAll(async () => {
  release();
  pages.closeAllConnections();
  await new Promise((resolve) => pages.close(resolve));
  await t.close();
});

describe("a save during a regeneration", () => {
  it("renders at once, and the earlier regeneration stops for the newer one", async () => {
    await saveBusinessIdentity(t.db, "owner", identity("Logo First"), NOW);
    const first = followSiteContent(t.db, { target });
    await vi.waitFor(() => expect(asked.length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(pageIdentity().brand).toBe("Logo First");

    await saveBusinessIdentity(t.db, "owner", identity("Peninsula Vent Care"), NOW);
    const second = followSiteContent(t.db, { target });
    // The earlier run's pages are still held: the save is read without waiting for them.
    await vi.waitFor(() => expect(pageIdentity().brand).toBe("Peninsula Vent Care"), { timeout: 10_000 });
    const askedWhileHeld = asked.length;
    expect(askedWhileHeld).toBeLessThan(ROUTES.length);
    // What a deploy script or a bench waits on before it counts the server as settled.
    expect((await checkHealth(t.db, NOW, siteContentStatus())).pages).toBe("regenerating");

    release();
    await Promise.all([first, second]);
    expect((await checkHealth(t.db, NOW, siteContentStatus())).pages).toBe("current");
    // The first run stopped with the pages it had in hand; the second rendered every page once.
    expect(asked.length).toBe(askedWhileHeld + ROUTES.length);
    expect(asked.slice(askedWhileHeld).sort()).toEqual([...ROUTES].sort());
    const last = lastRegeneration();
    expect(last).toMatchObject({ version: await siteContentVersion(t.db), pages: ROUTES.length, failed: 0 });
  });

  it("regenerates on a later save, after calls that found the pages current", async () => {
    // The poll, every 15 s, mostly finds nothing to do; that must not stop the next save's run.
    await followSiteContent(t.db, { target });
    await followSiteContent(t.db, { target });
    const before = asked.length;
    await saveBusinessIdentity(t.db, "owner", identity("Third Name Vents"), NOW);
    await followSiteContent(t.db, { target });
    expect(pageIdentity().brand).toBe("Third Name Vents");
    expect(asked.length).toBe(before + ROUTES.length);
    expect(lastRegeneration()?.version).toBe(await siteContentVersion(t.db));
  });
});

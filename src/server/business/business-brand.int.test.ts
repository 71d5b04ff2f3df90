import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "@/content/site";
import { brandInputSchema, lookOf } from "@/domain/business/brand";
import { businessBrand, settingsChanges } from "@/server/db/schema";
import { localPhotoStore } from "@/server/uploads/storage";
import { pngBomb } from "../../../tests/support/phone-photos";
import { addAdmin } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { brandChanges, saveBrandSettings, storedBrand } from "./business-brand";
import { siteContentVersion } from "./business-identity";
import { followSiteContent, pageIdentity } from "./site-content";
import { removeLogo, uploadLogo } from "./upload-logo";

// Decision 0041: the logo, colour, hours and time zone saved as the identity is,
// versioned, every change recorded with who and when, read by what the pages render.

let t: TestDb;
const now = new Date();
const later = (s: number) => new Date(now.getTime() + s * 1000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "brand-store-"));
const store = localPhotoStore(dir);
const read = (bytes: Buffer) => async () => bytes;
const wideLogo = () =>
  sharp({ create: { width: 1200, height: 300, channels: 4, background: { r: 10, g: 90, b: 60, alpha: 0.5 } } })
    .png()
    .toBuffer();
const files = () => fs.readdirSync(path.join(dir, "brand"));

beforeAll(async () => {
  t = await createTestDb();
  await addAdmin(t.db);
  await addAdmin(t.db, "partner", "Pat Partner", "pat@example.com");
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the brand settings", () => {
  it("are none, at version 0, until the owner saves (what every build renders)", async () => {
    expect(await storedBrand(t.db)).toEqual({ look: null, version: 0, logoKey: null, updatedAt: null });
    await followSiteContent(t.db, { force: true, loadOnly: true });
    expect(pageIdentity().look).toBeUndefined();
    expect(site.timeZone).toBe("America/Los_Angeles");
  });

  it("saves colour, hours and zone; bumps the version the servers poll; records who and when", async () => {
    const before = await siteContentVersion(t.db);
    const input = brandInputSchema.parse({ colour: "#0B7F63", hours: "Mon-Fri 7am-5pm", timeZone: "America/Denver" });
    const saved = await saveBrandSettings(t.db, "owner", input, now);
    expect(saved).toMatchObject({ version: 1, changed: ["colour", "hours", "timeZone"] });
    expect(await siteContentVersion(t.db)).toBe(before + 1);
    expect((await storedBrand(t.db)).look).toEqual({
      logo: null,
      colour: "#0b7f63",
      hours: "Mon-Fri 7am-5pm",
      timeZone: "America/Denver",
    });
    const log = await brandChanges(t.db);
    expect(log.map((c) => [c.setting, c.shown, c.changedBy])).toEqual(
      expect.arrayContaining([
        ["brand.colour", "#0b7f63", "Olivia Owner"],
        ["brand.hours", "Mon-Fri 7am-5pm", "Olivia Owner"],
        ["brand.timeZone", "America/Denver", "Olivia Owner"],
      ]),
    );
    expect(log.every((c) => c.changedAt.getTime() === now.getTime())).toBe(true);
  });

  it("is what a server renders once it read the new version, and site.timeZone follows it", async () => {
    await followSiteContent(t.db, { loadOnly: true });
    expect(lookOf(pageIdentity())).toMatchObject({ colour: "#0b7f63", hours: "Mon-Fri 7am-5pm" });
    expect(site.timeZone).toBe("America/Denver");
  });

  it("two saves racing: both land and are recorded, the last write wins, the version moves twice", async () => {
    const before = await siteContentVersion(t.db);
    const a = brandInputSchema.parse({ colour: "#1d5fd1", hours: "", timeZone: "America/Chicago" });
    const b = brandInputSchema.parse({ colour: "#8b1e3f", hours: "", timeZone: "America/New_York" });
    await Promise.all([
      saveBrandSettings(t.db, "owner", a, later(10)),
      saveBrandSettings(t.db, "partner", b, later(10)),
    ]);
    expect(await siteContentVersion(t.db)).toBe(before + 2);
    expect(["#1d5fd1", "#8b1e3f"]).toContain((await storedBrand(t.db)).look?.colour);
    const zones = await t.db.select().from(settingsChanges);
    const shown = zones.filter((c) => c.setting === "brand.timeZone").map((c) => [c.shown, c.changedBy]);
    expect(shown).toEqual(
      expect.arrayContaining([
        ["America/Chicago", "owner"],
        ["America/New_York", "partner"],
      ]),
    );
    // Hours emptied: recorded as removed.
    expect(zones.some((c) => c.setting === "brand.hours" && c.action === "removed" && c.shown === null)).toBe(true);
  });
});

describe("the logo", () => {
  it("is re-encoded as a PNG within 512 px, stored, and named by the row at a new version", async () => {
    const result = await uploadLogo(t.db, store, { ownerId: "owner", read: read(await wideLogo()), now: later(20) });
    expect(result).toMatchObject({ ok: true, width: 512, height: 128 });
    const brand = await storedBrand(t.db);
    expect(brand.look?.logo).toEqual({ url: `/api/brand/logo?v=${brand.version}`, width: 512, height: 128 });
    const kept = await store.get(brand.logoKey ?? "");
    expect(kept?.contentType).toBe("image/png");
    const meta = await sharp(kept?.bytes).metadata();
    expect(meta).toMatchObject({ format: "png", width: 512, height: 128, hasAlpha: true });
    expect(meta.exif).toBeUndefined();
    expect((await brandChanges(t.db))[0]).toMatchObject({ setting: "brand.logo", shown: "512×128 PNG" });
  });

  it("a new logo replaces the old file; removing it leaves none", async () => {
    const first = (await storedBrand(t.db)).logoKey;
    const small = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123456" } })
      .webp()
      .toBuffer();
    expect(await uploadLogo(t.db, store, { ownerId: "owner", read: read(small), now: later(30) })).toMatchObject({
      ok: true,
      width: 64,
    });
    expect(files()).toEqual([path.basename((await storedBrand(t.db)).logoKey ?? "")]);
    expect(files()).not.toContain(path.basename(first ?? "x"));
    await removeLogo(t.db, store, { ownerId: "owner", now: later(40) });
    expect((await storedBrand(t.db)).look?.logo).toBeNull();
    expect(files()).toEqual([]);
    expect((await brandChanges(t.db))[0]).toMatchObject({ setting: "brand.logo", action: "removed" });
  });

  it("refuses SVG, text, a decompression bomb, a damaged file and 20 MB, changing nothing", async () => {
    const version = (await t.db.select().from(businessBrand))[0]?.version;
    const png = await wideLogo();
    const cases: [Buffer | "too-large", string][] = [
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "svg"],
      [Buffer.from("just some text, not a picture"), "not-an-image"],
      [pngBomb(30_000), "too-many-pixels"],
      [png.subarray(0, Math.floor(png.length / 2)), "unreadable"],
      [Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]), "too-large"],
      ["too-large", "too-large"],
    ];
    for (const [bytes, reason] of cases) {
      const result = await uploadLogo(t.db, store, {
        ownerId: "owner",
        read: async () => bytes,
        now: later(50),
      });
      expect(result, reason).toEqual({ ok: false, reason });
    }
    expect((await t.db.select().from(businessBrand))[0]?.version).toBe(version);
    expect(files()).toEqual([]);
  });
});

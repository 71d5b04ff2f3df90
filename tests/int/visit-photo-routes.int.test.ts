// The visit report and photo routes as a phone (or an attacker) calls them: the raw-body upload
// with its limits and lies, who gets a 404, the served photo's headers and bytes, and the report's
// text limits. Each bad request is a 4xx with a sentence, stores nothing, and the next request is
// served as usual.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { PHOTO_LIMITS, PHOTO_REFUSALS } from "@/domain/visit/photo-rules";
import { bookings, crewMembers, crews, user } from "@/server/db/schema";
import { gpsJpeg } from "../support/phone-photos";
import { createTestDb, type TestDb } from "../support/test-db";

const state = vi.hoisted(() => ({
  t: undefined as TestDb | undefined,
  who: null as { id: string; role: string } | null,
  dir: "",
}));
vi.mock("@/server/db/client", () => ({ getDb: async () => state.t?.db }));
vi.mock("@/server/session", () => ({
  getSessionUser: async () =>
    state.who ? { ...state.who, email: `${state.who.id}@example.com`, name: state.who.id } : null,
}));
vi.mock("@/server/uploads/storage", async (original) => {
  const real = (await original()) as typeof import("@/server/uploads/storage");
  return { ...real, photoStore: () => real.localPhotoStore(state.dir) };
});

const upload = await import("@/app/api/crew/visits/[id]/photos/route");
const photo = await import("@/app/api/visits/[id]/photos/[photoId]/route");
const report = await import("@/app/api/crew/visits/[id]/report/route");

const ORIGIN = "http://localhost:3000";
const CARA = { id: "cara", role: "customer" };
const OTTO = { id: "otto", role: "customer" };
const TESS = { id: "tess", role: "technician" };
const TIM = { id: "tim", role: "technician" };
const OWNER = { id: "owner", role: "admin" };
let visit: string;
let otherVisit: string;

beforeAll(async () => {
  state.t = await createTestDb();
  state.dir = fs.mkdtempSync(path.join(os.tmpdir(), "visit-routes-"));
  const db = state.t.db;
  await db
    .insert(user)
    .values([CARA, OTTO, TESS, TIM, OWNER].map((u) => ({ ...u, name: u.id, email: `${u.id}@example.com` })));
  const [north, south] = await db
    .insert(crews)
    .values([
      { name: "North", serviceArea: "bay-area" },
      { name: "South", serviceArea: "bay-area" },
    ])
    .returning({ id: crews.id });
  if (!north || !south) throw new Error("no crews");
  await db.insert(crewMembers).values([
    { userId: "tess", crewId: north.id },
    { userId: "tim", crewId: south.id },
  ]);
  const booking = (userId: string) => ({
    userId,
    serviceType: "air_duct",
    appointmentDate: "2026-11-24",
    appointmentTime: "09:00",
    address: "2180 Milvia St",
    bedrooms: 2,
    bathrooms: 1,
    squareFeet: 1200,
    priceExact: "309.00",
    status: "completed",
    crewId: north.id,
  });
  const rows = await db
    .insert(bookings)
    .values([booking("cara"), booking("otto")])
    .returning({ id: bookings.id });
  visit = rows[0]?.id ?? "";
  otherVisit = rows[1]?.id ?? "";
});
afterAll(async () => {
  await state.t?.close();
  fs.rmSync(state.dir, { recursive: true, force: true });
});

const files = () =>
  fs.readdirSync(state.dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

function post(
  who: typeof state.who,
  body: BodyInit | null,
  options: { type?: string; kind?: string; id?: string; headers?: Record<string, string> } = {},
) {
  state.who = who;
  const id = options.id ?? visit;
  const request = new Request(`${ORIGIN}/api/crew/visits/${id}/photos?kind=${options.kind ?? "before"}`, {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": options.type ?? "image/jpeg", ...options.headers },
    body,
    duplex: "half",
  } as RequestInit);
  return upload.POST(request, { params: Promise.resolve({ id }) });
}

function get(who: typeof state.who, photoId: string, options: { id?: string; size?: string } = {}) {
  state.who = who;
  const id = options.id ?? visit;
  return photo.GET(new Request(`${ORIGIN}/api/visits/${id}/photos/${photoId}?size=${options.size ?? "full"}`), {
    params: Promise.resolve({ id, photoId }),
  });
}

function putReport(who: typeof state.who, body: unknown, id = visit) {
  state.who = who;
  return report.PUT(
    new Request(`${ORIGIN}/api/crew/visits/${id}/report`, {
      method: "PUT",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id }) },
  );
}

const gpsPhoto = () => gpsJpeg(800, 600, { r: 90, g: 90, b: 60 });

/** A stream of `total` bytes of JPEG-looking data that counts how much of it was pulled. */
function endless(total: number) {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  chunk.set([0xff, 0xd8, 0xff]);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { ok: boolean; error: string };
  expect(body.ok).toBe(false);
  expect(body.error.length).toBeGreaterThan(10);
  return body.error;
}

it("a crew member's photo is stored and served to the customer without EXIF, never cached", async () => {
  const res = await post(TESS, await gpsPhoto(), { kind: "after" });
  expect(res.status).toBe(201);
  const { photo: sent } = (await res.json()) as { photo: { id: string; thumbUrl: string; fullUrl: string } };
  expect(sent.fullUrl).toBe(`/api/visits/${visit}/photos/${sent.id}?size=full`);

  const served = await get(CARA, sent.id);
  expect(served.status).toBe(200);
  expect(Object.fromEntries(served.headers)).toMatchObject({
    "content-type": "image/jpeg",
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
    "content-disposition": "inline",
  });
  const bytes = Buffer.from(await served.arrayBuffer());
  const meta = await sharp(bytes).metadata();
  expect(meta).toMatchObject({ format: "jpeg", width: 800, height: 600 });
  expect(meta.exif).toBeUndefined();
  expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
  const thumb = await get(OWNER, sent.id, { size: "thumb" });
  expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(PHOTO_LIMITS.thumbSide);

  // Anyone else: the same 404 as for a photo that does not exist.
  for (const who of [OTTO, TIM]) await refusal(await get(who, sent.id), 404);
  await refusal(await get(CARA, "00000000-0000-4000-8000-000000000000"), 404);
  await refusal(await get(OTTO, sent.id, { id: otherVisit }), 404);
  await refusal(await get(null, sent.id), 401);
  await refusal(await get(CARA, sent.id, { size: "huge" }), 400);
  await refusal(await get(CARA, "../../etc/passwd"), 404);
});

it("bad uploads: each a 4xx with a sentence, nothing stored, and the next upload still works", async () => {
  const before = files();
  const good = await gpsPhoto();
  // A PNG that declares 30,000 x 30,000 pixels in a few KB.
  const bomb = (() => {
    const crc = (b: Buffer) => zlib.crc32(b);
    const chunk = (type: string, data: Buffer) => {
      const len = Buffer.alloc(4);
      len.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
      const sum = Buffer.alloc(4);
      sum.writeUInt32BE(crc(body));
      return Buffer.concat([len, body, sum]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(30_000, 0);
    header.writeUInt32BE(30_000, 4);
    header[8] = 8;
    header[9] = 2;
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", zlib.deflateSync(Buffer.alloc(90_001 * 16))),
      chunk("IEND", Buffer.alloc(0)),
    ]);
  })();
  expect(await refusal(await post(TESS, Buffer.from("hello, not a photo")), 415)).toBe(
    PHOTO_REFUSALS["not-an-image"].message,
  );
  // A script named and typed as a JPEG.
  await refusal(await post(TESS, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script/></svg>")), 415);
  // Declared as anything but a picture: refused before the body is looked at.
  await refusal(await post(TESS, good, { type: "application/octet-stream" }), 415);
  await refusal(await post(TESS, good, { type: "multipart/form-data; boundary=x" }), 415);
  expect(await refusal(await post(TESS, bomb, { type: "image/png" }), 422)).toBe(
    PHOTO_REFUSALS["too-many-pixels"].message,
  );
  expect(await refusal(await post(TESS, good.subarray(0, good.length - 2000)), 422)).toBe(
    PHOTO_REFUSALS.unreadable.message,
  );
  await refusal(await post(TESS, good, { kind: "during" }), 400);
  expect(files()).toBe(before);
  expect((await post(TESS, good)).status).toBe(201);
});

it("a 50 MB body is refused with 413 without being read: declared, or sent without a length", async () => {
  const declared = endless(50 * 1024 * 1024);
  const res = await post(TESS, declared.stream, { headers: { "content-length": String(50 * 1024 * 1024) } });
  expect(await refusal(res, 413)).toBe(PHOTO_REFUSALS["too-large"].message);
  expect(declared.pulled.bytes).toBeLessThanOrEqual(256 * 1024);

  const chunked = endless(50 * 1024 * 1024);
  await refusal(await post(TESS, chunked.stream), 413);
  // Stopped a chunk past the limit, not at the end of the 50 MB.
  expect(chunked.pulled.bytes).toBeLessThan(PHOTO_LIMITS.maxBytes + 1024 * 1024);
});

it("only its own crew or the owner uploads: everyone else is answered as if the visit did not exist", async () => {
  const before = files();
  const good = await gpsPhoto();
  await refusal(await post(null, good), 401);
  for (const who of [CARA, OTTO, TIM])
    expect(await refusal(await post(who, good), 404)).toBe("That visit was not found.");
  await refusal(await post(TESS, good, { id: "not-a-uuid" }), 404);
  await refusal(await post(TESS, good, { id: "00000000-0000-4000-8000-000000000000" }), 404);
  expect(files()).toBe(before);
  expect((await post(OWNER, good)).status).toBe(201);
});

it("the 13th photo is refused with 409", async () => {
  const good = await gpsPhoto();
  for (;;) {
    const res = await post(TESS, good);
    if (res.status === 201) continue;
    expect(await refusal(res, 409)).toBe(PHOTO_REFUSALS["too-many-photos"].message);
    break;
  }
  const count = fs.readdirSync(path.join(state.dir, "visits", visit)).filter((f) => f.endsWith("-full.jpg")).length;
  expect(count).toBe(PHOTO_LIMITS.maxPerVisit);
});

it("the report: written by the crew, text over 2,000 characters refused, strangers told nothing", async () => {
  const body = { checklist: ["registers-returns", "filter-replaced"], findings: "Dusty\nreturns", recommendations: "" };
  expect((await putReport(TESS, body)).status).toBe(200);
  expect(await refusal(await putReport(TESS, { ...body, findings: "x".repeat(2001) }), 400)).toMatch(/2,000/);
  expect(await refusal(await putReport(TESS, { ...body, findings: "a\u0007b" }), 400)).toMatch(/control characters/);
  await refusal(await putReport(TESS, { ...body, checklist: ["bird-guard"] }), 400);
  for (const who of [CARA, OTTO, TIM]) await refusal(await putReport(who, body), 404);
  await refusal(await putReport(null, body), 401);
});

// A visit's photos through their use cases, on a real database and a real photo folder: who may see and
// write them, what is stored for an upload, the per-visit limit under parallel uploads (PostgreSQL shows
// the race; PGlite runs one transaction at a time), and that a photo written by one process is read by
// another.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_LIMITS } from "@/domain/visit/photo-rules";
import { reportSchema } from "@/domain/visit/report";
import { bookings, visitPhotos } from "@/server/db/schema";
import { localPhotoStore, type PhotoStore } from "@/server/uploads/storage";
import { deleteVisitPhoto } from "./delete-visit-photo";
import { readVisitPhoto } from "./read-visit-photo";
import { saveVisitReport } from "./save-visit-report";
import { type BodyRead, uploadVisitPhoto } from "./upload-visit-photo";
import { reportsForBookings } from "./visit-report-view";
import {
  addBooking,
  body,
  CARA,
  dir,
  filesIn,
  NOW,
  OTTO,
  OWNER,
  phonePhoto,
  setUpVisits,
  store,
  TESS,
  TIM,
  t,
  upload,
} from "./visits-int-setup";

setUpVisits();

describe("photos", () => {
  it("an upload stores a full photo and a thumbnail, both without the phone's EXIF or GPS, and one row", async () => {
    const id = await addBooking();
    const result = await upload(TESS, id, await phonePhoto(), "after");
    if (!result.ok) throw new Error(result.reason);
    expect(result.photo).toMatchObject({ bookingId: id, kind: "after", width: 640, height: 480, uploadedBy: "tess" });
    expect(filesIn(dir).sort()).toEqual([result.photo.fullKey, result.photo.thumbKey].sort());

    // As the photo route hands them out: the bytes carry no metadata at all.
    for (const size of ["full", "thumb"] as const) {
      const read = await readVisitPhoto(t.db, store, { user: CARA, bookingId: id, photoId: result.photo.id, size });
      if (!read.ok) throw new Error(read.reason);
      expect(read.contentType).toBe("image/jpeg");
      const meta = await sharp(read.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(read.bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
      expect(meta.width).toBe(size === "full" ? 640 : PHOTO_LIMITS.thumbSide);
    }
  });

  it("a photo stored by one process is served by the other (two stores on one folder)", async () => {
    const id = await addBooking();
    const result = await upload(OWNER, id, await phonePhoto());
    if (!result.ok) throw new Error(result.reason);
    const otherProcess = localPhotoStore(dir);
    const read = await readVisitPhoto(t.db, otherProcess, {
      user: TESS,
      bookingId: id,
      photoId: result.photo.id,
      size: "full",
    });
    expect(read.ok).toBe(true);
  });

  it("is shown only to the customer, the crew and the owner, and only under its own visit", async () => {
    const id = await addBooking();
    const other = await addBooking();
    const result = await upload(TESS, id, await phonePhoto());
    if (!result.ok) throw new Error(result.reason);
    const read = (who: { id: string; role: string }, bookingId = id) =>
      readVisitPhoto(t.db, store, { user: who, bookingId, photoId: result.photo.id, size: "thumb" });
    for (const who of [CARA, TESS, OWNER]) expect((await read(who)).ok).toBe(true);
    expect(await read(TIM)).toEqual({ ok: false, reason: "visit-not-found" });
    expect(await read(OTTO)).toEqual({ ok: false, reason: "visit-not-found" });
    // Cara may see both visits, but the photo belongs to one of them.
    expect(await read(CARA, other)).toEqual({ ok: false, reason: "photo-not-found" });
  });

  it("nobody but the crew or the owner uploads, and only once the visit has started; nothing is stored", async () => {
    const id = await addBooking();
    const bytes = await phonePhoto();
    let reads = 0;
    for (const who of [CARA, TIM, OTTO]) {
      const result = await uploadVisitPhoto(t.db, store, {
        user: who,
        bookingId: id,
        kind: "before",
        read: async () => {
          reads++;
          return bytes;
        },
        now: NOW,
      });
      expect(result).toEqual({ ok: false, reason: "visit-not-found" });
    }
    // Refused before a byte of the body was read.
    expect(reads).toBe(0);
    const pending = await addBooking({ status: "confirmed" });
    expect(await upload(TESS, pending, bytes)).toEqual({ ok: false, reason: "visit-not-started" });
    expect(await upload(TESS, randomUUID(), bytes)).toEqual({ ok: false, reason: "visit-not-found" });
    expect(filesIn(dir)).toEqual([]);
    expect(await t.db.select().from(visitPhotos).where(eq(visitPhotos.bookingId, id))).toEqual([]);
  });

  it("bad files are refused with the photo module's reason, and nothing is stored", async () => {
    const id = await addBooking();
    const good = await phonePhoto();
    const cases: [BodyRead, string][] = [
      [Buffer.from("just some text, not a picture"), "not-an-image"],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "unsupported-type"],
      [
        await sharp({ create: { width: 8, height: 8, channels: 3, background: "red" } })
          .gif()
          .toBuffer(),
        "unsupported-type",
      ],
      [good.subarray(0, Math.floor(good.length / 2)), "unreadable"],
      ["too-large", "too-large"],
      ["unreadable", "unreadable"],
    ];
    for (const [bytes, reason] of cases) expect(await upload(TESS, id, bytes)).toEqual({ ok: false, reason });
    expect(filesIn(dir)).toEqual([]);
    expect(await t.db.select().from(visitPhotos).where(eq(visitPhotos.bookingId, id))).toEqual([]);
  });

  it("a failed insert leaves no files behind, and the error reaches the route", async () => {
    const id = await addBooking();
    await t.db.execute(sql`create function refuse_photo() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_photo before insert on visit_photos for each row execute function refuse_photo()`,
    );
    try {
      await expect(upload(TESS, id, await phonePhoto())).rejects.toThrow();
    } finally {
      await t.db.execute(sql`drop trigger refuse_photo on visit_photos`);
      await t.db.execute(sql`drop function refuse_photo`);
    }
    expect(filesIn(dir)).toEqual([]);
  });

  it("a visit that goes away while its photo is being stored leaves no files behind", async () => {
    const id = await addBooking();
    // The booking goes away between the checks and the insert: the row's foreign key fails.
    const vanishing: PhotoStore = {
      ...store,
      async put(key, bytes, type) {
        await store.put(key, bytes, type);
        if (key.endsWith("-thumb.jpg")) await t.db.delete(bookings).where(eq(bookings.id, id));
      },
    };
    await expect(
      uploadVisitPhoto(t.db, vanishing, {
        user: TESS,
        bookingId: id,
        kind: "before",
        read: body(await phonePhoto()),
        now: NOW,
      }),
    ).resolves.toEqual({ ok: false, reason: "visit-not-found" });
    expect(filesIn(dir)).toEqual([]);
  });

  it("a storage failure stores nothing and fails loudly, so the photo can be sent again", async () => {
    const id = await addBooking();
    const failing: PhotoStore = {
      ...store,
      async put(key, bytes, type) {
        if (key.endsWith("-thumb.jpg")) throw Object.assign(new Error("disk full"), { code: "ENOSPC" });
        await store.put(key, bytes, type);
      },
    };
    await expect(
      uploadVisitPhoto(t.db, failing, {
        user: TESS,
        bookingId: id,
        kind: "before",
        read: body(await phonePhoto()),
        now: NOW,
      }),
    ).rejects.toThrow("disk full");
    expect(filesIn(dir)).toEqual([]);
    expect(await t.db.select().from(visitPhotos).where(eq(visitPhotos.bookingId, id))).toEqual([]);
  });

  it(`at most ${PHOTO_LIMITS.maxPerVisit} a visit, even when ${PHOTO_LIMITS.maxPerVisit + 4} arrive at once`, async () => {
    const id = await addBooking();
    const bytes = await phonePhoto(64, 48);
    const results = await Promise.all(
      Array.from({ length: PHOTO_LIMITS.maxPerVisit + 4 }, (_, i) => upload(i % 2 ? TESS : OWNER, id, bytes)),
    );
    const stored = await t.db.select().from(visitPhotos).where(eq(visitPhotos.bookingId, id));
    expect(stored).toHaveLength(PHOTO_LIMITS.maxPerVisit);
    expect(results.filter((r) => r.ok)).toHaveLength(PHOTO_LIMITS.maxPerVisit);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(Array(4).fill("too-many-photos"));
    // The refused ones' files are gone too: exactly the stored rows' files remain.
    expect(filesIn(dir).sort()).toEqual(stored.flatMap((p) => [p.fullKey, p.thumbKey]).sort());
    // The 13th, later on its own.
    expect(await upload(TESS, id, bytes)).toEqual({ ok: false, reason: "too-many-photos" });
  });

  it("a removed photo frees its place and its files; only the crew or the owner removes one", async () => {
    const id = await addBooking();
    const result = await upload(TESS, id, await phonePhoto());
    if (!result.ok) throw new Error(result.reason);
    const target = { bookingId: id, photoId: result.photo.id };
    expect(await deleteVisitPhoto(t.db, store, { user: CARA, ...target })).toEqual({
      ok: false,
      reason: "visit-not-found",
    });
    expect(await deleteVisitPhoto(t.db, store, { user: TIM, ...target })).toEqual({
      ok: false,
      reason: "visit-not-found",
    });
    expect(await deleteVisitPhoto(t.db, store, { user: OWNER, ...target })).toEqual({ ok: true });
    expect(filesIn(dir)).toEqual([]);
    expect(await deleteVisitPhoto(t.db, store, { user: OWNER, ...target })).toEqual({
      ok: false,
      reason: "photo-not-found",
    });
  });

  it("the owner's list reads each booking's report with its photos", async () => {
    const id = await addBooking();
    await saveVisitReport(
      t.db,
      TESS,
      id,
      reportSchema.parse({ checklist: ["bird-guard"], findings: "ok", recommendations: "" }),
      NOW,
    );
    const result = await upload(TESS, id, await phonePhoto());
    if (!result.ok) throw new Error(result.reason);
    const none = await addBooking();
    const reports = await reportsForBookings(t.db, [id, none]);
    expect([...reports.keys()]).toEqual([id]);
    expect(reports.get(id)?.photos).toEqual([
      expect.objectContaining({
        id: result.photo.id,
        thumbUrl: `/api/visits/${id}/photos/${result.photo.id}?size=thumb`,
      }),
    ]);
  });
});

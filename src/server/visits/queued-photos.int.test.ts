// A photo the phone queued without signal carries a key: sent again after its answer was
// lost, or twice at once from two tabs, it is stored once, with one pair of files.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { visitPhotos } from "@/server/db/schema";
import { uploadVisitPhoto } from "./upload-visit-photo";
import { addBooking, body, dir, filesIn, NOW, phonePhoto, setUpVisits, store, TESS, t } from "./visits-int-setup";

setUpVisits();

const send = async (bookingId: string, clientKey: string) =>
  uploadVisitPhoto(t.db, store, {
    user: TESS,
    bookingId,
    kind: "after",
    read: body(await phonePhoto()),
    now: NOW,
    clientKey,
  });

describe("a queued photo's key", () => {
  it("stores a photo sent again under the same key once, and answers with the stored one", async () => {
    const id = await addBooking();
    const key = randomUUID();
    const first = await send(id, key);
    const again = await send(id, key);
    if (!first.ok || !again.ok) throw new Error("refused");
    expect(again.photo.id).toBe(first.photo.id);
    const rows = await t.db.select().from(visitPhotos).where(eq(visitPhotos.bookingId, id));
    expect(rows.map((r) => r.clientKey)).toEqual([key]);
    expect(filesIn(dir).filter((f) => f.includes(id))).toHaveLength(2);
  });

  it("stores two at once under the same key once, and leaves no stray files", async () => {
    const id = await addBooking();
    const key = randomUUID();
    const [a, b] = await Promise.all([send(id, key), send(id, key)]);
    if (!a?.ok || !b?.ok) throw new Error("refused");
    expect(b.photo.id).toBe(a.photo.id);
    expect(await t.db.select().from(visitPhotos).where(eq(visitPhotos.bookingId, id))).toHaveLength(1);
    expect(filesIn(dir).filter((f) => f.includes(id))).toHaveLength(2);
  });

  it("keeps photos under different keys apart", async () => {
    const id = await addBooking();
    await send(id, randomUUID());
    await send(id, randomUUID());
    expect(await t.db.select().from(visitPhotos).where(eq(visitPhotos.bookingId, id))).toHaveLength(2);
  });
});

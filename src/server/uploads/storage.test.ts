// The folder store on a real temporary folder: what a key may be, that a photo appears whole or
// not at all, and that two processes sharing the folder (two stores on it here) see each other's.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { schema } from "@/server/env";
import { localPhotoStore, type PhotoStore, photoKey } from "./storage";

let dir: string;
let store: PhotoStore;
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "photos-"));
  store = localPhotoStore(dir);
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Every file under the store's folder, dot files included. */
function filesIn(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .flatMap((e) => (e.isFile() ? [path.relative(folder, path.join(e.parentPath, e.name))] : []));
}

describe("photoKey", () => {
  it("names a booking's photo, and nothing else", () => {
    const booking = randomUUID();
    const photo = randomUUID();
    expect(photoKey(booking, photo, "full")).toBe(`visits/${booking}/${photo}-full.jpg`);
    expect(photoKey(booking, photo, "thumb")).toBe(`visits/${booking}/${photo}-thumb.jpg`);
    expect(() => photoKey("../../etc", photo, "full")).toThrow(/Not a photo key/);
    expect(() => photoKey(booking, "x/../../y", "full")).toThrow(/Not a photo key/);
  });
});

describe("localPhotoStore", () => {
  const key = photoKey(randomUUID(), randomUUID(), "full");

  it("gives back what was put, then nothing once removed", async () => {
    expect(await store.get(key)).toBeNull();
    await store.put(key, jpeg, "image/jpeg");
    expect(await store.get(key)).toEqual({ bytes: jpeg, contentType: "image/jpeg" });
    expect(filesIn(dir)).toEqual([key]);

    const again = Buffer.concat([jpeg, jpeg]);
    await store.put(key, again, "image/jpeg");
    expect((await store.get(key))?.bytes).toEqual(again);

    await store.remove(key);
    expect(await store.get(key)).toBeNull();
    await store.remove(key);
  });

  it("serves a photo put through another process's store on the same folder", async () => {
    await localPhotoStore(dir).put(key, jpeg, "image/jpeg");
    expect((await localPhotoStore(dir).get(key))?.bytes).toEqual(jpeg);
  });

  it("refuses any other key before touching the disk", async () => {
    const booking = randomUUID();
    const photo = randomUUID();
    const bad = [
      "",
      "/etc/passwd",
      `/visits/${booking}/${photo}-full.jpg`,
      `visits/${booking}/../${booking}/${photo}-full.jpg`,
      `visits/../../${photo}-full.jpg`,
      `visits/${booking}/${photo}-full.jpg/..`,
      `visits\\${booking}\\${photo}-full.jpg`,
      `visits/${booking}/${photo}-full.jpg\0`,
      `visits/${booking}/${photo}-full.png`,
      `visits/${booking.toUpperCase()}/${photo}-full.jpg`,
      `visits/${booking}/${photo}-full.jpg\n`,
      `visits/${booking}/.${photo}-full.jpg.tmp`,
    ];
    for (const key of bad) {
      await expect(store.put(key, jpeg, "image/jpeg"), key).rejects.toThrow(/Not a photo key/);
      await expect(store.get(key), key).rejects.toThrow(/Not a photo key/);
      await expect(store.remove(key), key).rejects.toThrow(/Not a photo key/);
    }
    expect(filesIn(dir)).toEqual([]);
  });

  it("refuses bytes declared as another type than the key's", async () => {
    await expect(store.put(key, jpeg, "text/html")).rejects.toThrow(/image\/jpeg, not text\/html/);
    expect(await store.get(key)).toBeNull();
  });

  it("never serves a photo whose write did not finish", async () => {
    // What a process killed mid-write leaves: its temporary file, half written.
    const folder = path.join(dir, path.dirname(key));
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, `.${path.basename(key)}.${randomUUID()}.tmp`), jpeg.subarray(0, 4));
    expect(await store.get(key)).toBeNull();

    // A write that fails before its rename publishes nothing, and cleans up after itself.
    const rename = vi
      .spyOn(fsp, "rename")
      .mockRejectedValueOnce(Object.assign(new Error("disk full"), { code: "ENOSPC" }));
    await expect(store.put(key, jpeg, "image/jpeg")).rejects.toThrow("disk full");
    expect(rename).toHaveBeenCalledOnce();
    expect(await store.get(key)).toBeNull();
    expect(filesIn(dir)).toHaveLength(1);

    // The photo sent again is kept whole.
    await store.put(key, jpeg, "image/jpeg");
    expect((await store.get(key))?.bytes).toEqual(jpeg);
  });

  it("replaces a photo so that a reader meanwhile gets the old one or the new one, whole", async () => {
    const old = Buffer.alloc(2_000_000, 1);
    const next = Buffer.alloc(3_000_000, 2);
    await store.put(key, old, "image/jpeg");
    const reads: (Buffer | undefined)[] = [];
    const writing = store.put(key, next, "image/jpeg");
    const reader = localPhotoStore(dir);
    for (let i = 0; i < 20; i++) reads.push((await reader.get(key))?.bytes);
    await writing;
    reads.push((await reader.get(key))?.bytes);
    for (const read of reads) expect(read?.equals(old) || read?.equals(next)).toBe(true);
    expect(reads.at(-1)?.equals(next)).toBe(true);
  });
});

describe("the photo storage settings", () => {
  it("read an empty value as unset, so a copied .env.example keeps the folder", () => {
    const parsed = schema.parse({ S3_BUCKET: "", S3_ENDPOINT: "", S3_REGION: "", S3_ACCESS_KEY_ID: "" });
    expect(parsed).toMatchObject({ S3_BUCKET: undefined, S3_ENDPOINT: undefined, S3_REGION: "us-east-1" });
    const unset = schema.parse({});
    expect([unset.S3_BUCKET, unset.S3_REGION]).toEqual([undefined, "us-east-1"]);
  });

  it("refuse a bucket without both keys, instead of quietly keeping photos on one machine", () => {
    const parsed = schema.safeParse({ S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "id" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join("."))).toEqual(["S3_SECRET_ACCESS_KEY"]);
    expect(
      schema.safeParse({ S3_BUCKET: "photos", S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" }).success,
    ).toBe(true);
  });
});

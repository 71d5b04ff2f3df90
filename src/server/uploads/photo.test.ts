// What a technician's phone may send and what we keep of it: real pictures made with sharp, real
// broken ones (cut short, lying about what they are, declaring more pixels than memory holds).
import fs from "node:fs";
import path from "node:path";
import sharp, { type Color } from "sharp";
import { describe, expect, it } from "vitest";
import { PHOTO_LIMITS } from "@/domain/visit/photo-rules";
import { pngBomb } from "../../../tests/support/phone-photos";
import { processPhoto } from "./photo";

const red = { r: 220, g: 30, b: 30 };

function picture(width: number, height: number, background: Color = red) {
  return sharp({ create: { width, height, channels: 3, background } });
}

/** A picture with detail in it, so that a file cut short loses pixels and not just padding. */
async function detailed(format: "jpeg" | "png" | "webp"): Promise<Buffer> {
  const noise = Buffer.alloc(200 * 150 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  return picture(800, 600)
    .composite([{ input: noise, raw: { width: 200, height: 150, channels: 3 }, top: 100, left: 100 }])
    .toFormat(format)
    .toBuffer();
}

async function accepted(bytes: Buffer) {
  const result = await processPhoto(bytes);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
}

describe("processPhoto keeps a photo", () => {
  it("without its EXIF, GPS position, XMP or ICC profile", async () => {
    const upload = await picture(64, 48)
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "40/1 26/1 4630/100",
          GPSLongitudeRef: "W",
          GPSLongitude: "79/1 58/1 5600/100",
        },
      })
      .withXmp(
        '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
      )
      .withIccProfile("p3")
      .jpeg()
      .toBuffer();
    const before = await sharp(upload).metadata();
    // The upload really carries what must go: GPS rationals in its EXIF, XMP and a profile.
    expect(before.exif?.includes(Buffer.from("PhoneMaker"))).toBe(true);
    expect(before.exif?.length).toBeGreaterThan(100);
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();

    const photo = await accepted(upload);
    for (const kept of [photo.full, photo.thumb]) {
      const after = await sharp(kept).metadata();
      expect(after.format).toBe("jpeg");
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(after.iptc).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(kept.includes(Buffer.from("PhoneMaker"))).toBe(false);
    }
    expect(photo.contentType).toBe("image/jpeg");
  });

  it("shrunk to 2048 px on its long side, the shape kept, and a thumbnail", async () => {
    const photo = await accepted(await picture(4000, 3000).jpeg().toBuffer());
    expect([photo.width, photo.height]).toEqual([2048, 1536]);
    expect(await sharp(photo.full).metadata()).toMatchObject({ width: 2048, height: 1536 });
    expect(await sharp(photo.thumb).metadata()).toMatchObject({ width: PHOTO_LIMITS.thumbSide, height: 300 });
  });

  it("at its own size when it is already small", async () => {
    const photo = await accepted(await picture(300, 200).jpeg().toBuffer());
    expect([photo.width, photo.height]).toEqual([300, 200]);
    expect(await sharp(photo.thumb).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it("upright, as the camera held it (EXIF orientation applied, then dropped)", async () => {
    // Left half red, right half blue, stored sideways: orientation 6 means "turn 90° clockwise".
    const sideways = await picture(60, 40)
      .composite([{ input: await picture(30, 40, { r: 0, g: 0, b: 255 }).png().toBuffer(), left: 30, top: 0 }])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const photo = await accepted(sideways);
    expect([photo.width, photo.height]).toEqual([40, 60]);
    // Turned clockwise, the left (red) half is on top.
    const { data } = await sharp(photo.full)
      .extract({ left: 20, top: 5, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(100);
  });

  it("from a PNG (transparency on white) and from a WebP", async () => {
    const clear = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const fromPng = await accepted(clear);
    const { data } = await sharp(fromPng.full).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((v) => v > 245)).toBe(true);

    const fromWebp = await accepted(await picture(120, 80).webp().toBuffer());
    expect([fromWebp.width, fromWebp.height]).toEqual([120, 80]);
    expect((await sharp(fromWebp.full).metadata()).format).toBe("jpeg");
  });
});

describe("processPhoto refuses", () => {
  it("text, whatever the file was called", async () => {
    // The name (photo.jpg) and the declared type never reach processPhoto: only the bytes do.
    expect(await processPhoto(Buffer.from("Not a photo, just a note about the dryer vent.\n"))).toEqual({
      ok: false,
      reason: "not-an-image",
    });
    expect(await processPhoto(Buffer.from("<!doctype html><title>x</title>"))).toEqual({
      ok: false,
      reason: "not-an-image",
    });
    expect(await processPhoto(Buffer.alloc(0))).toEqual({ ok: false, reason: "not-an-image" });
  });

  it("a PNG sent as photo.jpg is judged a PNG, and kept", async () => {
    expect((await processPhoto(await picture(50, 50).png().toBuffer())).ok).toBe(true);
  });

  it("GIF, SVG and AVIF: pictures, but not a format we take", async () => {
    const gif = await picture(20, 20).gif().toBuffer();
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const avif = await picture(20, 20).avif().toBuffer();
    for (const bytes of [gif, svg, avif])
      expect(await processPhoto(bytes)).toEqual({ ok: false, reason: "unsupported-type" });
  });

  it("a real HEIC, unless this sharp can decode HEVC", async () => {
    // 64x48, made with Debian's heif-enc (libheif-examples, x265): `heif-enc -q 30 -o tiny-hevc.heic small.png`.
    const heic = fs.readFileSync(path.resolve(import.meta.dirname, "../../../tests/support/photos/tiny-hevc.heic"));
    const decodes = await sharp(heic)
      .toBuffer()
      .then(
        () => true,
        () => false,
      );
    const result = await processPhoto(heic);
    if (decodes) expect(result).toMatchObject({ ok: true, width: 64, height: 48 });
    else expect(result).toEqual({ ok: false, reason: "unsupported-type" });
  });

  it("a 30,000 x 30,000 PNG, from its header, in a blink", async () => {
    const bomb = pngBomb(30_000);
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    expect(await processPhoto(bomb)).toEqual({ ok: false, reason: "too-many-pixels" });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("a JPEG, a PNG and a WebP cut short (a dropped connection)", async () => {
    for (const format of ["jpeg", "png", "webp"] as const) {
      const whole = await detailed(format);
      expect((await processPhoto(whole)).ok, format).toBe(true);
      for (const keep of [0.5, 0.9]) {
        const cut = whole.subarray(0, Math.floor(whole.length * keep));
        expect(await processPhoto(cut), `${format} ${keep}`).toEqual({ ok: false, reason: "unreadable" });
      }
    }
    // Only the end-of-image marker missing: still a photo that did not arrive whole.
    const jpeg = await detailed("jpeg");
    expect(await processPhoto(jpeg.subarray(0, jpeg.length - 2))).toEqual({ ok: false, reason: "unreadable" });
  });

  it("15 MB and one byte, before decoding anything", async () => {
    const jpeg = await picture(50, 50).jpeg().toBuffer();
    const oversized = Buffer.alloc(PHOTO_LIMITS.maxBytes + 1);
    jpeg.copy(oversized);
    expect(await processPhoto(oversized)).toEqual({ ok: false, reason: "too-large" });
    // The same picture padded to the limit is decoded (and refused as damaged by the padding, not its size).
    const atLimit = oversized.subarray(0, PHOTO_LIMITS.maxBytes);
    expect(await processPhoto(atLimit)).not.toEqual({ ok: false, reason: "too-large" });
  });

  it("bad files one after another without stopping good ones", async () => {
    const good = await picture(100, 100).jpeg().toBuffer();
    const results = await Promise.all([
      processPhoto(pngBomb(30_000)),
      processPhoto(good.subarray(0, 100)),
      processPhoto(Buffer.from("GIF89a nonsense")),
      processPhoto(good),
    ]);
    expect(results.map((r) => (r.ok ? "ok" : r.reason))).toEqual([
      "too-many-pixels",
      "unreadable",
      "unsupported-type",
      "ok",
    ]);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkPhotoFile,
  PHOTO_LIMITS,
  PHOTO_REFUSALS,
  SNIFF_BYTES,
  sniffImageType,
  tooManyPixels,
} from "./photo-rules";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...new TextEncoder().encode(p)] : p)));

/** An ISO media file's first box: `ftyp` with a major brand and compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], "ftyp", major, [0, 0, 0, 0], ...compatible, "....meta");
};

describe("sniffImageType", () => {
  it("knows the formats a phone sends by their first bytes", () => {
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe1]))).toBe("jpeg");
    expect(sniffImageType(bytes([0x89], "PNG\r\n", [0x1a, 0x0a], "rest"))).toBe("png");
    expect(sniffImageType(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "))).toBe("webp");
    // An iPhone's HEIC, and a HEIF that names no codec: both left to the server's decoder.
    expect(sniffImageType(ftyp("heic", "mif1", "heic"))).toBe("heic");
    expect(sniffImageType(ftyp("mif1", "mif1", "heic"))).toBe("heic");
    expect(sniffImageType(ftyp("mif1", "mif1", "miaf"))).toBe("heic");
    expect(sniffImageType(ftyp("avif", "mif1", "avif", "miaf"))).toBe("avif");
  });

  it("knows the picture formats we refuse, so their refusal says so", () => {
    expect(sniffImageType(bytes("GIF89a", [1, 0, 1, 0]))).toBe("gif");
    expect(sniffImageType(bytes("GIF87a"))).toBe("gif");
    expect(sniffImageType(bytes("II*", [0]))).toBe("tiff");
    expect(sniffImageType(bytes("MM", [0], "*"))).toBe("tiff");
    expect(sniffImageType(bytes([0xff, 0x0a, 1]))).toBe("jxl");
    expect(sniffImageType(bytes("BM", [0, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0]))).toBe("bmp");
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("svg");
    expect(sniffImageType(bytes('\uFEFF  <?xml version="1.0"?>\n<!-- x -->\n<svg/>'))).toBe("svg");
    expect(sniffImageType(bytes("<!DOCTYPE svg><svg/>"))).toBe("svg");
  });

  it("calls anything else not an image, whatever it is named", () => {
    expect(sniffImageType(bytes("BMW service notes"))).toBeNull();
    expect(sniffImageType(bytes("<!doctype html><p>photo.jpg</p>"))).toBeNull();
    expect(sniffImageType(bytes("%PDF-1.7"))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 0x18], "ftypmp42", [0, 0, 0, 0], "isommp42"))).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });

  it("never throws, and looks at no more than SNIFF_BYTES", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: SNIFF_BYTES + 64 }), fc.uint8Array({ maxLength: 64 }), (head, tail) => {
        const type = sniffImageType(head);
        expect(sniffImageType(new Uint8Array([...head.subarray(0, SNIFF_BYTES), ...tail]))).toBe(
          head.length >= SNIFF_BYTES ? type : sniffImageType(new Uint8Array([...head, ...tail])),
        );
      }),
    );
  });
});

describe("checkPhotoFile", () => {
  const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0]);

  it("takes JPEG, PNG and WebP, and HEIC for the server to try", () => {
    expect(checkPhotoFile({ size: 4, head: jpeg })).toEqual({ ok: true, type: "jpeg" });
    expect(checkPhotoFile({ size: PHOTO_LIMITS.maxBytes, head: jpeg })).toEqual({ ok: true, type: "jpeg" });
    expect(checkPhotoFile({ size: 30, head: ftyp("heic", "mif1", "heic") })).toEqual({ ok: true, type: "heic" });
  });

  it("refuses by size first, then by what the bytes are", () => {
    expect(checkPhotoFile({ size: PHOTO_LIMITS.maxBytes + 1, head: jpeg })).toEqual({ ok: false, reason: "too-large" });
    expect(checkPhotoFile({ size: PHOTO_LIMITS.maxBytes + 1, head: bytes("text") })).toEqual({
      ok: false,
      reason: "too-large",
    });
    expect(checkPhotoFile({ size: 4, head: bytes("text") })).toEqual({ ok: false, reason: "not-an-image" });
    expect(checkPhotoFile({ size: 6, head: bytes("GIF89a") })).toEqual({ ok: false, reason: "unsupported-type" });
    expect(checkPhotoFile({ size: 30, head: ftyp("avif", "mif1", "avif") })).toEqual({
      ok: false,
      reason: "unsupported-type",
    });
  });
});

describe("limits and refusals", () => {
  it("are 15 MB and 2,048 px a side, 12 a visit, and let a phone camera's full frame through", () => {
    expect(PHOTO_LIMITS.maxBytes).toBe(15 * 1024 * 1024);
    expect(PHOTO_LIMITS.maxPerVisit).toBe(12);
    expect(PHOTO_LIMITS.maxSide).toBe(2048);
    expect(tooManyPixels(30_000, 30_000)).toBe(true);
    // A 48-megapixel phone camera's full frame, and a 64-megapixel one's.
    expect(tooManyPixels(8064, 6048)).toBe(false);
    expect(tooManyPixels(9248, 6936)).toBe(false);
  });

  it("answer with a client error and a sentence that says what to do", () => {
    for (const [reason, { status, message }] of Object.entries(PHOTO_REFUSALS)) {
      expect(status, reason).toBeGreaterThanOrEqual(400);
      expect(status, reason).toBeLessThan(500);
      expect(message, reason).toMatch(/^[A-Z].*\.$/);
    }
    expect(PHOTO_REFUSALS["too-large"]).toMatchObject({ status: 413, message: expect.stringContaining("15 MB") });
    expect(PHOTO_REFUSALS["unsupported-type"].message).toContain("Most Compatible");
    expect(PHOTO_REFUSALS["unsupported-type"].message).toContain("JPEG");
    expect(PHOTO_REFUSALS["too-many-photos"].message).toContain("12 photos");
  });
});

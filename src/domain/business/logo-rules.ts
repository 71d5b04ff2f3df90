import { SNIFF_BYTES, sniffImageType } from "@/domain/visit/photo-rules";

// What the owner may upload as the logo, and the sentence they read when it is refused
// (decision 0041). Judged by the bytes, as visit photos are (decision 0018), never by the name.

export const LOGO_LIMITS = {
  /** Bytes of the uploaded file, checked before anything decodes it. */
  maxBytes: 5 * 1024 * 1024,
  /** Declared width x height, checked before decoding (a small file can declare a huge picture). */
  maxPixels: 40_000_000,
  /** The stored logo fits in this square; the header shows it 32 px high. */
  maxSide: 512,
} as const;

export const LOGO_ACCEPT = "image/png,image/jpeg,image/webp";

export type LogoRefusal = "not-an-image" | "svg" | "unsupported-type" | "too-large" | "too-many-pixels" | "unreadable";

export const LOGO_REFUSALS: Record<LogoRefusal, { status: number; message: string }> = {
  "not-an-image": { status: 415, message: "This file is not a picture. Upload the logo as a PNG, JPEG or WebP file." },
  svg: {
    status: 415,
    message:
      "SVG logos are not accepted: an SVG file can carry scripts that would run on your pages. Export the logo as a PNG (with a transparent background) and upload that.",
  },
  "unsupported-type": { status: 415, message: "Upload the logo as a PNG, JPEG or WebP file." },
  "too-large": {
    status: 413,
    message: `The logo file can be at most ${LOGO_LIMITS.maxBytes / (1024 * 1024)} MB. Export it smaller (${LOGO_LIMITS.maxSide} pixels wide is plenty).`,
  },
  "too-many-pixels": {
    status: 422,
    message: `This picture declares more than ${LOGO_LIMITS.maxPixels / 1_000_000} megapixels, so it was not opened. Export the logo at ${LOGO_LIMITS.maxSide} pixels wide.`,
  },
  unreadable: {
    status: 422,
    message: "This picture arrived incomplete or damaged, so nothing was saved. Export it again and upload it.",
  },
};

/** The checks made before the logo is decoded: its size, then what its bytes are. */
export function checkLogoFile(input: {
  size: number;
  head: Uint8Array;
}): { ok: true; type: "png" | "jpeg" | "webp" } | { ok: false; reason: LogoRefusal } {
  if (input.size > LOGO_LIMITS.maxBytes) return { ok: false, reason: "too-large" };
  const type = sniffImageType(input.head.subarray(0, SNIFF_BYTES));
  if (type === null) return { ok: false, reason: "not-an-image" };
  if (type === "svg") return { ok: false, reason: "svg" };
  if (type === "png" || type === "jpeg" || type === "webp") return { ok: true, type };
  return { ok: false, reason: "unsupported-type" };
}

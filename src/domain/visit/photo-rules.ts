// What a technician may upload as a visit photo, and the sentence they read when a photo is
// refused. Pure, so the visit page can check a file before sending it and show the same words the
// server answers with (docs/decisions/0018-visit-photos-and-storage.md).

export const PHOTO_LIMITS = {
  /** Bytes of one uploaded file, checked before anything decodes it. */
  maxBytes: 15 * 1024 * 1024,
  maxPerVisit: 12,
  /**
   * Width x height of the picture as its header declares it, checked before it is decoded: a small
   * file can declare a picture whose pixels would fill the server's memory. Room for a phone
   * camera's usual full resolution (the decision record has the figures).
   */
  maxPixels: 100_000_000,
  /** Long side of the stored photo; larger pictures are shrunk, smaller ones kept as they are. */
  maxSide: 2048,
  thumbSide: 400,
} as const;

/** For the file input's `accept`; the server still judges every file by its bytes. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

/** How many leading bytes `sniffImageType` looks at. */
export const SNIFF_BYTES = 512;

export type PhotoRefusal =
  | "not-an-image"
  | "unsupported-type"
  | "too-large"
  | "too-many-pixels"
  | "unreadable"
  | "too-many-photos";

const megabytes = PHOTO_LIMITS.maxBytes / (1024 * 1024);
const megapixels = PHOTO_LIMITS.maxPixels / 1_000_000;

export const PHOTO_REFUSALS: Record<PhotoRefusal, { status: number; message: string }> = {
  "not-an-image": {
    status: 415,
    message: "This file is not a photo. Choose a JPEG, PNG or WebP picture from the camera or the gallery.",
  },
  // The one format a phone still sends by mistake is HEIC, so the advice is for it.
  "unsupported-type": {
    status: 415,
    message:
      "Only JPEG, PNG and WebP photos can be sent. For an iPhone photo (HEIC), share it as a JPEG, or set Settings › Camera › Formats to “Most Compatible” for the next ones.",
  },
  "too-large": {
    status: 413,
    message: `Each photo can be at most ${megabytes} MB. Take it again at the camera's normal size, or send a smaller copy.`,
  },
  "too-many-pixels": {
    status: 422,
    message: `This picture is larger than ${megapixels} megapixels. Take it at the camera's normal resolution, or send a smaller copy.`,
  },
  unreadable: {
    status: 422,
    message:
      "This photo arrived incomplete or damaged, so nothing was saved. Send it again; if it fails again, take the photo again.",
  },
  "too-many-photos": {
    status: 409,
    message: `A visit can have at most ${PHOTO_LIMITS.maxPerVisit} photos. Remove one before adding another.`,
  },
};

/** What the leading bytes say a file is; null when they match no picture format we know. */
export type SniffedType = "jpeg" | "png" | "webp" | "heic" | "avif" | "gif" | "bmp" | "tiff" | "jxl" | "svg";

/** Taken as uploaded; HEIC only where the server's image library decodes it, which the server decides. */
export type CandidateType = "jpeg" | "png" | "webp" | "heic";

const HEVC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);
// Brands of the HEIF container that say nothing of the codec inside (an iPhone's list has "heic" too).
const HEIF_BRANDS = new Set(["mif1", "msf1", "miaf"]);

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  if (head.length < at + bytes.length) return false;
  return bytes.every((b, i) => head[at + i] === b);
}

function ascii(head: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...head.subarray(from, Math.min(to, head.length)));
}

/** The brands of an ISO media file's `ftyp` box (HEIC, AVIF), or null if it has none. */
function ftypBrands(head: Uint8Array): string[] | null {
  if (head.length < 16 || ascii(head, 4, 8) !== "ftyp") return null;
  const size = ((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0);
  if (size < 16) return null;
  const brands = [ascii(head, 8, 12)];
  for (let at = 16; at + 4 <= Math.min(size, head.length); at += 4) brands.push(ascii(head, at, at + 4));
  return brands;
}

function looksLikeSvg(head: Uint8Array): boolean {
  const text = new TextDecoder("utf-8", { fatal: false })
    .decode(head.subarray(0, SNIFF_BYTES))
    .replace(/^\uFEFF/, "")
    .trimStart()
    .toLowerCase();
  return (text.startsWith("<?xml") || text.startsWith("<svg") || text.startsWith("<!")) && text.includes("<svg");
}

/**
 * The picture format the file's first bytes (`SNIFF_BYTES` of them are enough) show, whatever its
 * name or declared type say.
 */
export function sniffImageType(head: Uint8Array): SniffedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp";
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return "gif";
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return "tiff";
  if (startsWith(head, [0xff, 0x0a]) || startsWith(head, [0, 0, 0, 0x0c, 0x4a, 0x58, 0x4c, 0x20])) return "jxl";
  // "BM" alone starts plenty of text; the size of the header that follows is one of a few values.
  if (ascii(head, 0, 2) === "BM" && [12, 40, 52, 56, 64, 108, 124].includes(head[14] ?? -1)) return "bmp";
  const brands = ftypBrands(head);
  if (brands) {
    if (brands.some((b) => HEVC_BRANDS.has(b))) return "heic";
    if (brands.some((b) => AVIF_BRANDS.has(b))) return "avif";
    if (brands.some((b) => HEIF_BRANDS.has(b))) return "heic";
    return null;
  }
  if (looksLikeSvg(head)) return "svg";
  return null;
}

/**
 * The checks made before a photo is decoded: its size, then what its bytes are. `head` is the
 * file's first bytes (at least `SNIFF_BYTES`, or the whole file if shorter).
 */
export function checkPhotoFile(input: {
  size: number;
  head: Uint8Array;
}): { ok: true; type: CandidateType } | { ok: false; reason: PhotoRefusal } {
  if (input.size > PHOTO_LIMITS.maxBytes) return { ok: false, reason: "too-large" };
  const type = sniffImageType(input.head);
  if (type === null) return { ok: false, reason: "not-an-image" };
  if (type === "jpeg" || type === "png" || type === "webp" || type === "heic") return { ok: true, type };
  return { ok: false, reason: "unsupported-type" };
}

/** The picture's declared size, judged before any pixel is decoded. */
export function tooManyPixels(width: number, height: number): boolean {
  return width * height > PHOTO_LIMITS.maxPixels;
}

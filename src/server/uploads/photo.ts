import "server-only";
import sharp from "sharp";
import {
  checkPhotoFile,
  PHOTO_LIMITS,
  type PhotoRefusal,
  SNIFF_BYTES,
  tooManyPixels,
} from "@/domain/visit/photo-rules";

export type ProcessedPhoto =
  | { ok: true; full: Buffer; thumb: Buffer; width: number; height: number; contentType: "image/jpeg" }
  | { ok: false; reason: PhotoRefusal };

// JPEG rather than WebP: the photos end up in visit reports, emails and customers' downloads, where
// every viewer opens a JPEG; mozjpeg keeps the size close to WebP's (figures in decision 0018).
const FULL_JPEG = { quality: 80, mozjpeg: true } as const;
const THUMB_JPEG = { quality: 70, mozjpeg: true } as const;

// A truncated file is refused, not padded with grey: a dropped connection must fail, so that the
// technician sends the photo again instead of leaving half a picture in the report.
const DECODE = { failOn: "truncated", limitInputPixels: PHOTO_LIMITS.maxPixels } as const;

/**
 * Turns an uploaded file into the photo we keep: judged by its bytes alone, turned upright, shrunk
 * to the stored size, re-encoded without any of its metadata (GPS, camera, ICC), with a thumbnail.
 * Every way a file can be wrong is a refusal, never a throw.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const checked = checkPhotoFile({ size: bytes.length, head: bytes.subarray(0, SNIFF_BYTES) });
  if (!checked.ok) return checked;
  // A HEIF build may decode AVIF only; whether it decodes this HEIC shows when it tries.
  const heic = checked.type === "heic";
  if (heic && !sharp.format.heif.input.buffer) return { ok: false, reason: "unsupported-type" };

  let width: number | undefined;
  let height: number | undefined;
  let format: string | undefined;
  try {
    ({ width, height, format } = await sharp(bytes, { ...DECODE, limitInputPixels: false }).metadata());
  } catch {
    return { ok: false, reason: heic ? "unsupported-type" : "unreadable" };
  }
  if (!width || !height) return { ok: false, reason: heic ? "unsupported-type" : "unreadable" };
  if (tooManyPixels(width, height)) return { ok: false, reason: "too-many-pixels" };
  // The decoder must agree with the sniffed type, so no other of libvips' loaders ever reads it.
  if (format !== (heic ? "heif" : checked.type)) return { ok: false, reason: heic ? "unsupported-type" : "unreadable" };

  try {
    const { data: full, info } = await sharp(bytes, DECODE)
      .rotate()
      .flatten({ background: "#ffffff" })
      .resize(PHOTO_LIMITS.maxSide, PHOTO_LIMITS.maxSide, { fit: "inside", withoutEnlargement: true })
      .jpeg(FULL_JPEG)
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(full)
      .resize(PHOTO_LIMITS.thumbSide, PHOTO_LIMITS.thumbSide, { fit: "inside", withoutEnlargement: true })
      .jpeg(THUMB_JPEG)
      .toBuffer();
    return { ok: true, full, thumb, width: info.width, height: info.height, contentType: "image/jpeg" };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { ok: false, reason: "too-many-pixels" };
    return { ok: false, reason: heic ? "unsupported-type" : "unreadable" };
  }
}

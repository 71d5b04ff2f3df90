import "server-only";
import sharp, { type Metadata } from "sharp";
import { checkLogoFile, LOGO_LIMITS, type LogoRefusal } from "@/domain/business/logo-rules";
import { SNIFF_BYTES } from "@/domain/visit/photo-rules";

export type ProcessedLogo =
  | { ok: true; png: Buffer; width: number; height: number }
  | { ok: false; reason: LogoRefusal };

// As visit photos (src/server/uploads/photo.ts): a truncated file is refused, never padded.
const DECODE = { failOn: "truncated", limitInputPixels: LOGO_LIMITS.maxPixels } as const;

/**
 * The logo we keep: judged by its bytes, its declared size checked before any pixel is decoded,
 * shrunk to fit LOGO_LIMITS.maxSide, re-encoded as PNG (transparency kept, every email client
 * shows it) without any metadata. Every way a file can be wrong is a refusal, never a throw.
 */
export async function processLogo(bytes: Buffer): Promise<ProcessedLogo> {
  const checked = checkLogoFile({ size: bytes.length, head: bytes.subarray(0, SNIFF_BYTES) });
  if (!checked.ok) return checked;
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { ...DECODE, limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  if (!meta.width || !meta.height) return { ok: false, reason: "unreadable" };
  if (meta.width * meta.height > LOGO_LIMITS.maxPixels) return { ok: false, reason: "too-many-pixels" };
  // The decoder must agree with the sniffed type, so no other of libvips' loaders ever reads it.
  if (meta.format !== checked.type) return { ok: false, reason: "unreadable" };
  try {
    const { data, info } = await sharp(bytes, DECODE)
      .rotate()
      .resize(LOGO_LIMITS.maxSide, LOGO_LIMITS.maxSide, { fit: "inside", withoutEnlargement: true })
      .png({ compressionLevel: 9, palette: true })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, png: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { ok: false, reason: "too-many-pixels" };
    return { ok: false, reason: "unreadable" };
  }
}

// A photo shrunk on the phone before it is queued: a camera's 12-48 megapixels become a
// JPEG of at most PHOTO_LIMITS.maxSide on its long side, a few hundred kB instead of up to 15 MB on
// a basement's signal. The server still judges, re-encodes and strips the file (decision 0018).
import { fitWithin } from "@/domain/visit/offline-queue";
import { PHOTO_LIMITS } from "@/domain/visit/photo-rules";

const QUALITY = 0.85;

/**
 * The photo as a JPEG within the size limit, turned as the camera meant (createImageBitmap reads
 * the EXIF orientation), or the file as it was when this browser cannot decode it (the server
 * then judges it as before).
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, PHOTO_LIMITS.maxSide);
    if (width === bitmap.width && height === bitmap.height && file.type === "image/jpeg") return file;
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext("2d");
    if (!ctx) return file;
    ctx.imageSmoothingQuality = "high";
    ctx.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY));
    return blob ?? file;
  } finally {
    bitmap.close();
  }
}

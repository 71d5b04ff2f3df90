// The photos the tests upload, made with sharp: what a phone camera sends (a JPEG whose EXIF names
// the camera and the house's GPS position, which the server must strip) and a plain PNG.
import zlib from "node:zlib";
import sharp from "sharp";

type Colour = { r: number; g: number; b: number };
const canvas = (width: number, height: number, background: Colour) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A real JPEG carrying the camera's make and model and a GPS position in its EXIF. */
export const gpsJpeg = (width = 640, height = 480, background: Colour = { r: 40, g: 120, b: 200 }) =>
  canvas(width, height, background)
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Phone 15" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "37/1 52/1 1200/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "122/1 16/1 3000/100",
      },
    })
    .jpeg()
    .toBuffer();

/** A PNG with no metadata. */
export const plainPng = (width = 800, height = 600, background: Colour = { r: 30, g: 60, b: 90 }) =>
  canvas(width, height, background).png().toBuffer();

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG that declares `side` x `side` RGB pixels, with the first rows of zeros deflated: a
 * few KB that a decoder without a limit would try to fill gigabytes of memory from.
 */
export function pngBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = zlib.deflateSync(Buffer.alloc((side * 3 + 1) * 64), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", rows),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

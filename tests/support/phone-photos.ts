// The photos the tests upload, made with sharp: what a phone camera sends (a JPEG whose EXIF names
// the camera and the house's GPS position, which the server must strip) and a plain PNG.
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

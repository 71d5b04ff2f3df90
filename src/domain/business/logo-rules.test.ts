import { expect, it } from "vitest";
import { checkLogoFile, LOGO_LIMITS, LOGO_REFUSALS } from "./logo-rules";

const bytes = (text: string) => new TextEncoder().encode(text);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

it("takes PNG, JPEG and WebP by their bytes", () => {
  expect(checkLogoFile({ size: 100, head: PNG })).toEqual({ ok: true, type: "png" });
  expect(checkLogoFile({ size: 100, head: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]) })).toEqual({
    ok: true,
    type: "jpeg",
  });
});

it("refuses SVG with a sentence that says why, whatever it is called", () => {
  const svg = checkLogoFile({ size: 80, head: bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg">') });
  expect(svg).toEqual({ ok: false, reason: "svg" });
  expect(LOGO_REFUSALS.svg.message).toMatch(/SVG .*scripts.*PNG/);
  expect(LOGO_REFUSALS.svg.status).toBe(415);
});

it("refuses text, a GIF and a file over the limit before anything decodes it", () => {
  expect(checkLogoFile({ size: 10, head: bytes("hello world") })).toEqual({ ok: false, reason: "not-an-image" });
  expect(checkLogoFile({ size: 10, head: bytes("GIF89a....") })).toEqual({ ok: false, reason: "unsupported-type" });
  expect(checkLogoFile({ size: 20 * 1024 * 1024, head: PNG })).toEqual({ ok: false, reason: "too-large" });
  expect(checkLogoFile({ size: LOGO_LIMITS.maxBytes, head: PNG }).ok).toBe(true);
});

it("answers every refusal with a 4xx and a sentence", () => {
  for (const { status, message } of Object.values(LOGO_REFUSALS)) {
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(message).toMatch(/\.$/);
  }
});

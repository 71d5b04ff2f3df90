import { describe, expect, it } from "vitest";
import { refuseCrossOriginWrite } from "./same-origin";

const SITE = ["https://clearvent.example"];
const h = (init: Record<string, string>) => new Headers(init);
const json = { "content-type": "application/json" };

describe("refuseCrossOriginWrite", () => {
  it("lets our own JSON writes through", () => {
    expect(refuseCrossOriginWrite("POST", h({ ...json, origin: "https://clearvent.example" }), SITE)).toBeNull();
    expect(
      refuseCrossOriginWrite(
        "PATCH",
        h({ "content-type": "application/json; charset=utf-8", origin: "https://clearvent.example" }),
        SITE,
      ),
    ).toBeNull();
    expect(refuseCrossOriginWrite("POST", h({ ...json, "sec-fetch-site": "same-origin" }), SITE)).toBeNull();
  });

  it("refuses another origin, another port of the same host, and a null origin", () => {
    for (const origin of [
      "https://evil.example",
      "https://clearvent.example:8443",
      "http://clearvent.example",
      "null",
    ]) {
      expect(refuseCrossOriginWrite("POST", h({ ...json, origin }), SITE)?.status).toBe(403);
    }
  });

  it("refuses a write that names no origin unless the browser says same-origin", () => {
    expect(refuseCrossOriginWrite("POST", h(json), SITE)?.status).toBe(403);
    expect(refuseCrossOriginWrite("POST", h({ ...json, "sec-fetch-site": "same-site" }), SITE)?.status).toBe(403);
    expect(refuseCrossOriginWrite("POST", h({ ...json, "sec-fetch-site": "cross-site" }), SITE)?.status).toBe(403);
  });

  it("refuses bodies a cross-origin form could send without a preflight", () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""]) {
      const headers = h({ origin: "https://clearvent.example", ...(type ? { "content-type": type } : {}) });
      expect(refuseCrossOriginWrite("POST", headers, SITE)?.status).toBe(415);
    }
  });

  it("takes a photo route's picture body, and nothing a form could send, from our origin only", () => {
    const ours = { origin: "https://clearvent.example" };
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/heic"]) {
      expect(refuseCrossOriginWrite("POST", h({ ...ours, "content-type": type }), SITE, "image")).toBeNull();
      expect(
        refuseCrossOriginWrite("POST", h({ origin: "https://evil.example", "content-type": type }), SITE, "image")
          ?.status,
      ).toBe(403);
      // A JSON route takes no picture.
      expect(refuseCrossOriginWrite("POST", h({ ...ours, "content-type": type }), SITE)?.status).toBe(415);
    }
    for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/json", ""]) {
      const headers = h({ ...ours, ...(type ? { "content-type": type } : {}) });
      expect(refuseCrossOriginWrite("POST", headers, SITE, "image")?.status).toBe(415);
    }
  });

  it("takes a signed webhook's JSON from anywhere (its signature is checked instead), and only JSON", () => {
    const stripe = { "content-type": "application/json; charset=utf-8", "user-agent": "Stripe/1.0" };
    expect(refuseCrossOriginWrite("POST", h(stripe), SITE, "signed")).toBeNull();
    expect(refuseCrossOriginWrite("POST", h({ ...stripe, origin: "https://evil.example" }), SITE, "signed")).toBeNull();
    // The same request to an ordinary JSON route is refused: only the webhook skips the origin check.
    expect(refuseCrossOriginWrite("POST", h(stripe), SITE)?.status).toBe(403);
    for (const type of ["text/plain", "application/x-www-form-urlencoded", ""]) {
      const headers = h(type ? { "content-type": type } : {});
      expect(refuseCrossOriginWrite("POST", headers, SITE, "signed")?.status).toBe(415);
    }
  });

  it("never refuses safe methods", () => {
    expect(refuseCrossOriginWrite("GET", h({ origin: "https://evil.example" }), SITE)).toBeNull();
    expect(refuseCrossOriginWrite("HEAD", h({}), SITE)).toBeNull();
  });

  it("lets a provider's signed form in from anywhere (the route checks the signature), and nothing else", () => {
    const form = { "content-type": "application/x-www-form-urlencoded; charset=utf-8" };
    expect(refuseCrossOriginWrite("POST", h(form), SITE, "signed-form")).toBeNull();
    expect(
      refuseCrossOriginWrite("POST", h({ ...form, origin: "https://evil.example" }), SITE, "signed-form"),
    ).toBeNull();
    expect(refuseCrossOriginWrite("POST", h(json), SITE, "signed-form")?.status).toBe(415);
    expect(refuseCrossOriginWrite("POST", h({ "content-type": "text/plain" }), SITE, "signed-form")?.status).toBe(415);
    // A JSON route still refuses that form.
    expect(refuseCrossOriginWrite("POST", h(form), SITE)?.status).toBe(403);
  });
});

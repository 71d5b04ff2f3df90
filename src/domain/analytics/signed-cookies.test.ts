import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  signAssignment,
  signLanding,
  signOfferClaim,
  signQuote,
  signVisitor,
  verifiedAssignment,
  verifiedLanding,
  verifiedOfferClaim,
  verifiedQuote,
  verifiedVisitor,
} from "./signed-cookies";

const SECRET = "unit-secret-unit-secret-unit-secret-0000";
const ID = "6f1c3c1e-7d5a-4f2b-9a51-3d2f0c9b8a11";
const OTHER = "00000000-0000-4000-8000-000000000001";

describe("signed experiment cookies", () => {
  it("accept only what the server signed", async () => {
    const vid = await signVisitor(SECRET, ID);
    expect(await verifiedVisitor(SECRET, vid)).toBe(ID);
    expect(await verifiedVisitor(SECRET, ID)).toBeNull(); // an unsigned id, as main's cookie was
    expect(await verifiedVisitor("another-secret-another-secret-000000", vid)).toBeNull();
    expect(await verifiedVisitor(SECRET, vid.replace(ID, OTHER))).toBeNull();
    expect(await verifiedVisitor(SECRET, `${ID}.${"A".repeat(43)}`)).toBeNull();
    expect(await verifiedVisitor(SECRET, undefined)).toBeNull();
  });

  it("bind the assignment to its visitor", async () => {
    const ab = await signAssignment(SECRET, ID, "control.range.standard");
    expect(await verifiedAssignment(SECRET, ID, ab)).toBe("control.range.standard");
    expect(await verifiedAssignment(SECRET, OTHER, ab)).toBeNull();
    expect(await verifiedAssignment(SECRET, ID, "control.range.standard")).toBeNull();
    expect(await verifiedAssignment(SECRET, ID, ab.replace("control", "discount_urgency"))).toBeNull();
  });

  it("bind a landing to its visitor and give back the touch as signed", async () => {
    const touch = {
      source: "google",
      medium: "cpc",
      campaign: "fall – été",
      term: null,
      content: null,
      clickIdKind: "gclid" as const,
      referrerHost: "google.com",
      landingPath: "/ca/san-jose",
    };
    const land = await signLanding(SECRET, ID, touch);
    expect(await verifiedLanding(SECRET, ID, land)).toEqual(touch);
    expect(await verifiedLanding(SECRET, OTHER, land)).toBeNull();
    expect(await verifiedLanding("another-secret-another-secret-000000", ID, land)).toBeNull();
    // Another touch under the same signature.
    const [payload, sig] = land.split("~");
    const forged = Buffer.from(JSON.stringify({ ...touch, source: "bing" })).toString("base64url");
    expect(await verifiedLanding(SECRET, ID, `${forged}~${sig}`)).toBeNull();
    expect(await verifiedLanding(SECRET, ID, payload)).toBeNull();
    expect(await verifiedLanding(SECRET, ID, `${"A".repeat(4000)}~${sig}`)).toBeNull();
    expect(await verifiedLanding(SECRET, ID, undefined)).toBeNull();
  });

  it("are plain HMAC-SHA-256 in base64url (what the e2e fixture computes with node:crypto)", async () => {
    const mac = createHmac("sha256", SECRET).update(`cv_vid:${ID}`).digest("base64url");
    expect(await signVisitor(SECRET, ID)).toBe(`${ID}.${mac}`);
  });
});

describe("signed offers and quotes", () => {
  it("accept an offer claim only as the server signed it", async () => {
    const value = await signOfferClaim(SECRET, "save20.1764547200000");
    expect(await verifiedOfferClaim(SECRET, value)).toBe("save20.1764547200000");
    // A later expiry or another offer under the same signature is a forgery.
    expect(await verifiedOfferClaim(SECRET, value.replace("1764547200000", "1864547200000"))).toBeNull();
    expect(await verifiedOfferClaim(SECRET, value.replace("save20", "save50"))).toBeNull();
    expect(await verifiedOfferClaim(SECRET, "save20.1764547200000")).toBeNull();
    expect(await verifiedOfferClaim("another-secret-another-secret-000000", value)).toBeNull();
  });

  it("accept a quote token only for the lead it was signed for", async () => {
    const token = await signQuote(SECRET, ID);
    expect(await verifiedQuote(SECRET, token)).toBe(ID);
    expect(await verifiedQuote(SECRET, token.replace(ID, OTHER))).toBeNull();
    expect(await verifiedQuote(SECRET, ID)).toBeNull();
    expect(await verifiedQuote(SECRET, null)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { openSecret, sealSecret } from "./secret-box";

const SERVER = "a-server-secret-of-at-least-thirty-two-characters";
const KEY = "sk_live_51HonestlySecretValue9876";

describe("sealed secrets", () => {
  it("open to what was sealed, and never hold it in clear", () => {
    const sealed = sealSecret(KEY, "stripeSecretKey", SERVER);
    expect(sealed).not.toContain(KEY);
    expect(sealed).not.toContain(KEY.slice(-8));
    expect(sealed).not.toContain(Buffer.from(KEY).toString("base64url").slice(0, 12));
    expect(openSecret(sealed, "stripeSecretKey", SERVER)).toBe(KEY);
  });

  it("differ each time the same value is sealed (a fresh IV)", () => {
    expect(sealSecret(KEY, "stripeSecretKey", SERVER)).not.toBe(sealSecret(KEY, "stripeSecretKey", SERVER));
  });

  it("refuse a tampered ciphertext, tag or IV", () => {
    const sealed = sealSecret(KEY, "stripeSecretKey", SERVER);
    const [v, iv = "", body = "", tag = ""] = sealed.split(".");
    const flip = (s: string) => {
      const bytes = Buffer.from(s, "base64url");
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      return bytes.toString("base64url");
    };
    expect(openSecret([v, iv, flip(body), tag].join("."), "stripeSecretKey", SERVER)).toBeNull();
    expect(openSecret([v, iv, body, flip(tag)].join("."), "stripeSecretKey", SERVER)).toBeNull();
    expect(openSecret([v, flip(iv), body, tag].join("."), "stripeSecretKey", SERVER)).toBeNull();
    expect(openSecret([v, iv, body, tag.slice(0, 8)].join("."), "stripeSecretKey", SERVER)).toBeNull();
    expect(openSecret(`${sealed}.x`, "stripeSecretKey", SERVER)).toBeNull();
    expect(openSecret("not sealed at all", "stripeSecretKey", SERVER)).toBeNull();
  });

  it("do not open in another field or under another server secret", () => {
    const sealed = sealSecret(KEY, "stripeSecretKey", SERVER);
    expect(openSecret(sealed, "twilioAuthToken", SERVER)).toBeNull();
    expect(openSecret(sealed, "stripeSecretKey", `${SERVER}-rotated`)).toBeNull();
  });
});

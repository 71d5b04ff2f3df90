import { describe, expect, it } from "vitest";
import { hasSignedInHint, SIGNED_IN_COOKIE, signedInCookieFor } from "./signed-in-cookie";

describe("signed-in hint cookie", () => {
  it("is set with the session's lifetime when a session starts", () => {
    const line = signedInCookieFor(
      ["better-auth.session_token=abc.def; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax"],
      false,
    );
    expect(line).toBe(`${SIGNED_IN_COOKIE}=1; Max-Age=604800; Path=/; SameSite=Lax`);
  });

  it("is cleared when the session ends, and Secure on https", () => {
    expect(signedInCookieFor(["__Secure-better-auth.session_token=; Max-Age=0; Path=/; HttpOnly"], true)).toBe(
      `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax; Secure`,
    );
  });

  it("is left alone by answers that do not touch the session", () => {
    expect(signedInCookieFor(["better-auth.session_data=x; Path=/"], false)).toBeNull();
    expect(signedInCookieFor([], false)).toBeNull();
  });

  it("is read from document.cookie exactly", () => {
    expect(hasSignedInHint("a=1; cv_signed_in=1")).toBe(true);
    expect(hasSignedInHint("cv_signed_in=10; x_cv_signed_in=1")).toBe(false);
    expect(hasSignedInHint("")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_RETURN_PATH, landingAfterSignIn, safeReturnPath, signInPathFor } from "./return-path";

// The value as the page receives it: Next has already percent-decoded the query once, so
// `?next=/%09/evil.example` arrives as "/\t/evil.example".
const BYPASSES = [
  "/\t/evil.example",
  "/\t\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "\t//evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "//evil.example",
  "///evil.example",
  "//evil.example/path",
  "/%2F/evil.example",
  "/%2f/evil.example",
  "/%252F/evil.example",
  "/%5Cevil.example",
  "/%5cevil.example",
  "/%09/evil.example",
  "/%0d%0a/evil.example",
  "/.//evil.example",
  "/..//evil.example",
  "/./%2F/evil.example",
  "https://evil.example",
  "http:evil.example",
  "//evil.example@clearvent.example",
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "/javascript:alert(1)",
  "%6Aavascript:alert(1)",
  "/%6Aavascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/\u3002evil.example",
  "/é",
  "/%E3%80%82evil.example",
  "/\u0000",
  "/ /evil.example",
  "/%ZZ",
  "evil.example",
  "",
  ` /customer-dashboard`,
  `/${"a".repeat(2001)}`,
];

describe("safeReturnPath", () => {
  it.each(BYPASSES)("sends %j to the dashboard", (raw) => {
    expect(safeReturnPath(raw)).toBe(DEFAULT_RETURN_PATH);
  });

  it("keeps a same-site path with its query and fragment", () => {
    expect(safeReturnPath("/admin/leads?q=smith&type=dryer_vent")).toBe("/admin/leads?q=smith&type=dryer_vent");
    expect(safeReturnPath("/book-service?service=dryer_vent&price=149")).toBe(
      "/book-service?service=dryer_vent&price=149",
    );
    expect(safeReturnPath("/faq#dryer")).toBe("/faq#dryer");
    expect(safeReturnPath("/admin/leads?q=a%20b")).toBe("/admin/leads?q=a%20b");
    expect(safeReturnPath("/")).toBe("/");
  });

  it("answers the fallback for anything that is not a string", () => {
    expect(safeReturnPath(undefined)).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnPath(null)).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnPath(["/admin"])).toBe(DEFAULT_RETURN_PATH);
    expect(safeReturnPath("//x", "/admin")).toBe("/admin");
  });

  it("every answer is a path a browser resolves on this origin", () => {
    for (const raw of [...BYPASSES, "/admin", "/a/./b", "/a/../b"]) {
      const answer = safeReturnPath(raw);
      expect(new URL(answer, "https://clearvent.example").origin).toBe("https://clearvent.example");
      expect(answer.startsWith("//")).toBe(false);
    }
  });
});

it("builds the sign-in path that comes back to the exact page", () => {
  expect(signInPathFor("/admin/leads?q=x")).toBe("/customer-login?next=%2Fadmin%2Fleads%3Fq%3Dx");
  expect(signInPathFor("//evil.example")).toBe("/customer-login?next=%2Fcustomer-dashboard");
});

describe("landingAfterSignIn", () => {
  it("sends the owner to the console and the crew to its phone when no page was asked for", () => {
    expect(landingAfterSignIn(DEFAULT_RETURN_PATH, "admin")).toBe("/admin");
    expect(landingAfterSignIn(DEFAULT_RETURN_PATH, "technician")).toBe("/crew");
    expect(landingAfterSignIn(DEFAULT_RETURN_PATH, "customer")).toBe(DEFAULT_RETURN_PATH);
    expect(landingAfterSignIn("https://evil.example/", "admin")).toBe("/admin");
  });

  it("keeps the page that was asked for, whoever signs in", () => {
    expect(landingAfterSignIn("/admin/leads?q=x", "admin")).toBe("/admin/leads?q=x");
    expect(landingAfterSignIn("/book-service?service=dryer_vent", "admin")).toBe("/book-service?service=dryer_vent");
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodedPath, isInternalPath, isUndecodable } from "./internal-paths";

const INTERNAL = [
  "/post-not-found",
  "/home-variant",
  "/home-variant/control.range.standard",
  "/_not-found",
  "/_global-error",
];

/** `c` as a percent escape, in upper or lower case hex. */
const percentEncoded = (c: string, upper: boolean) => {
  const hex = c.charCodeAt(0).toString(16).padStart(2, "0");
  return `%${upper ? hex.toUpperCase() : hex}`;
};

describe("isInternalPath", () => {
  it("finds the internal routes however they are spelled", () => {
    for (const path of [
      ...INTERNAL,
      "/%70ost-not-found",
      "/%2570ost-not-found",
      "/%252570ost-not-found",
      "/post-not-found/",
      "/post-not-found//",
      "//post-not-found",
      "/%2Fpost-not-found",
      "/%2fpost-not-found",
      "/%5Cpost-not-found",
      "/POST-NOT-FOUND",
      "/%50ost-Not-Found",
      "/home-variant%2Fcontrol.range.standard",
      "/home-variant%2fcontrol.range.standard",
      "/home-v%61riant/control.range.standard",
      "/%68%6F%6D%65-variant",
      "/%68%6f%6d%65-variant",
      "/x/../post-not-found",
      "/x/%2e%2e/post-not-found",
      "/x/%252E%252E/post-not-found",
      "/./post-not-found",
      "/%5Fnot-found",
      "/%5fglobal-error",
      "/post-not-found%E0%A4%A",
      "/%70ost-not-found%E0%A4%A",
    ]) {
      expect(isInternalPath(path), path).toBe(true);
    }
  });

  it("leaves the site's own pages alone", () => {
    for (const path of [
      "/",
      "/faq",
      "/ca/oakland",
      "/blog/why-clean-ducts",
      "/customer-login",
      "/home",
      "/post",
      "/blog/post-not-found-yet",
      "/x/post-not-found",
      "/f%C3%A9q",
      "/%E0%A4%A",
      "/not-found",
    ]) {
      expect(isInternalPath(path), path).toBe(false);
    }
  });

  it("decodes four rounds deep, and takes a path still encoded after them as internal", () => {
    expect(decodedPath("/%25252570ost")).toBe("/post");
    expect(isInternalPath("/%25252570ost")).toBe(false);
    expect(decodedPath("/%2525252570ost")).toBeNull();
    expect(isInternalPath("/%2525252570ost")).toBe(true);
  });

  it("finds every internal route with any of its characters encoded, once or twice, in either case", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INTERNAL),
        fc.array(fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()), { minLength: 40, maxLength: 40 }),
        fc.constantFrom("", "/", "%2F", "%E0%A4%A", "/x/%2e%2e"),
        (route, choices, suffix) => {
          const spelled = [...route]
            .map((c, i) => {
              const [encode, upper, twice] = choices[i] ?? [false, false, false];
              // The first slash stays: a request path starts with one.
              if (i === 0 || !encode) return c;
              const once = percentEncoded(c, upper);
              return twice ? once.replace("%", "%25") : once;
            })
            .join("");
          return isInternalPath(spelled + suffix);
        },
      ),
    );
  });

  it("never throws, whatever the path", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (tail) => {
        expect(typeof isInternalPath(`/${tail}`)).toBe("boolean");
        expect(typeof isUndecodable(`/${tail}`)).toBe("boolean");
      }),
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom("%", "E0", "A4", "a", "2F", "25", "/", ".", "\\")), (parts) => {
        expect(typeof isInternalPath(`/${parts.join("")}`)).toBe("boolean");
      }),
    );
  });
});

describe("isUndecodable", () => {
  it("is true only for escapes that are not UTF-8", () => {
    expect(isUndecodable("/%E0%A4%A")).toBe(true);
    expect(isUndecodable("/%FF")).toBe(true);
    expect(isUndecodable("/%")).toBe(true);
    expect(isUndecodable("/%E0%A4%A4")).toBe(false);
    expect(isUndecodable("/f%C3%A9q")).toBe(false);
    expect(isUndecodable("/%2F%5C%70")).toBe(false);
    expect(isUndecodable("/faq")).toBe(false);
  });
});

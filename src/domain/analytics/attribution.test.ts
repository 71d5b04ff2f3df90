import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CLICK_ID_KINDS,
  cleanValue,
  isSourced,
  parseTouch,
  readTouch,
  TOUCH_HOST_MAX,
  TOUCH_PATH_MAX,
  TOUCH_VALUE_MAX,
  type Touch,
} from "./attribution";

/** A touch with nothing known, every field present: what toEqual compares against, with a few set. */
const NOTHING: Touch = {
  source: null,
  medium: null,
  campaign: null,
  term: null,
  content: null,
  clickIdKind: null,
  referrerHost: null,
  landingPath: null,
};

const page = (query: string, path = "/ca/san-jose") => `https://clearvent.example${path}${query}`;

describe("parseTouch", () => {
  it("keeps UTM parameters, the click id's kind (not its value) and the landing path", () => {
    expect(
      parseTouch({
        pageUrl: page(
          "?utm_source=Google&utm_medium=CPC&utm_campaign=fall&utm_term=duct+cleaning&utm_content=a&gclid=SECRET",
        ),
        referrer: "https://www.google.com/",
      }),
    ).toEqual({
      source: "google",
      medium: "cpc",
      campaign: "fall",
      term: "duct cleaning",
      content: "a",
      clickIdKind: "gclid",
      referrerHost: "google.com",
      landingPath: "/ca/san-jose",
    });
  });

  it("derives the source from a click id, a search engine, a social site or another site", () => {
    expect(parseTouch({ pageUrl: page("?msclkid=1") })).toMatchObject({
      source: "bing",
      medium: "cpc",
      clickIdKind: "msclkid",
    });
    expect(parseTouch({ pageUrl: page("?wbraid=1") })).toMatchObject({
      source: "google",
      medium: "cpc",
      clickIdKind: "wbraid",
    });
    expect(parseTouch({ pageUrl: page(""), referrer: "https://www.bing.com/search?q=x" })).toMatchObject({
      source: "bing",
      medium: "organic",
      referrerHost: "bing.com",
    });
    expect(parseTouch({ pageUrl: page(""), referrer: "https://l.facebook.com/" })).toMatchObject({
      source: "facebook",
      medium: "social",
    });
    expect(parseTouch({ pageUrl: page(""), referrer: "https://blog.example.org/post?id=1" })).toMatchObject({
      source: "blog.example.org",
      medium: "referral",
      referrerHost: "blog.example.org",
    });
  });

  it("treats our own site as no referrer and a visit without anything as direct", () => {
    const inside = parseTouch({ pageUrl: page("", "/faq"), referrer: "https://www.clearvent.example/" });
    expect(inside).toEqual({ ...NOTHING, landingPath: "/faq" });
    expect(isSourced(inside)).toBe(false);
    expect(isSourced(parseTouch({ pageUrl: page("?utm_campaign=x") }))).toBe(true);
  });

  it("cuts huge values and drops control characters; refuses what is not a web address", () => {
    const touch = parseTouch({
      pageUrl: page(`?utm_campaign=%E2%80%AEevil%0Aline&utm_source=${"a".repeat(5000)}&utm_term=beyond`),
    });
    expect(touch?.source).toHaveLength(TOUCH_VALUE_MAX);
    expect(touch?.campaign).toBe("evil line");
    // Past the first 4096 characters of the address nothing is read.
    expect(touch?.term).toBeNull();
    expect(parseTouch({ pageUrl: "javascript:alert(1)" })).toBeNull();
    expect(parseTouch({ pageUrl: "not a url" })).toBeNull();
    expect(parseTouch({ pageUrl: page("?utm_source=%ZZ") })?.source).toBe("%zz");
  });

  it("gives a bounded record or none for any query string and referrer (property)", () => {
    const bounded = (touch: Touch) => {
      for (const [key, value] of Object.entries(touch)) {
        if (value === null) continue;
        expect(typeof value).toBe("string");
        const max = key === "landingPath" ? TOUCH_PATH_MAX : key === "referrerHost" ? TOUCH_HOST_MAX : TOUCH_VALUE_MAX;
        expect(Array.from(value).length).toBeLessThanOrEqual(max);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character may be kept
        expect(value).not.toMatch(/[\u0000-\u001f\u007f]/);
      }
      if (touch.clickIdKind) expect(CLICK_ID_KINDS).toContain(touch.clickIdKind);
    };
    const param = fc.constantFrom(
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "gclid",
      "msclkid",
      "x",
    );
    const query = fc.oneof(
      fc.string({ maxLength: 3000, unit: "binary" }),
      fc
        .array(fc.tuple(param, fc.string({ maxLength: 400, unit: "binary" })), { maxLength: 10 })
        .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`),
    );
    fc.assert(
      fc.property(
        query,
        fc.option(fc.oneof(fc.webUrl(), fc.string({ maxLength: 500 }))),
        fc.webPath(),
        (q, referrer, path) => {
          const touch = parseTouch({
            pageUrl: `https://clearvent.example${path}${q.startsWith("?") ? "" : "?"}${q}`,
            referrer,
          });
          if (touch !== null) bounded(touch);
        },
      ),
      { numRuns: 300 },
    );
  }, 30_000);
});

describe("readTouch and cleanValue", () => {
  it("reads stored json back as the shape, whatever it holds", () => {
    expect(readTouch(null)).toBeNull();
    expect(readTouch([1])).toBeNull();
    expect(readTouch({ source: "google", clickIdKind: "evil", extra: 1, campaign: 5 })).toEqual({
      ...NOTHING,
      source: "google",
    });
  });

  it("never cuts a character in half", () => {
    expect(cleanValue("😀".repeat(200))).toBe("😀".repeat(TOUCH_VALUE_MAX));
    expect(cleanValue("   ")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { isGoogleReviewUrl } from "../business-facts/business-facts";
import {
  AA,
  BUILT_IN_COLOUR,
  brandColourProblem,
  brandInputSchema,
  brandPalette,
  contrast,
  isTimeZone,
  lookOf,
  NO_LOOK,
  normalizeHex,
  palettePairs,
  structuredHours,
  TIME_ZONES,
} from "./brand";

const input = (o: Partial<Record<"colour" | "hours" | "timeZone", string>> = {}) => ({
  colour: "",
  hours: "",
  timeZone: "America/Los_Angeles",
  ...o,
});

describe("the brand colour", () => {
  it("reads hex codes as people write them", () => {
    expect(normalizeHex("#1D5FD1")).toBe("#1d5fd1");
    expect(normalizeHex("1d5fd1")).toBe("#1d5fd1");
    expect(normalizeHex("#15d")).toBe("#1155dd");
    expect(normalizeHex("blue")).toBeNull();
    expect(normalizeHex("#1d5fd1;background:url(x)")).toBeNull();
  });

  it("computes WCAG contrast", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it("accepts the built-in blue and dark colours, refuses light ones with the ratio and why", () => {
    expect(brandColourProblem(BUILT_IN_COLOUR)).toBeNull();
    expect(brandColourProblem("#000000")).toBeNull();
    const yellow = brandColourProblem("#ffd400");
    expect(yellow).toMatch(/White text on #ffd400 has a contrast of 1\.\d:1/);
    expect(yellow).toContain("4.5:1 (WCAG AA)");
    expect(yellow).toContain("darker");
    // Just either side of the line: #767676 is the lightest grey white text is AA on.
    expect(brandColourProblem("#767676")).toBeNull();
    expect(brandColourProblem("#777777")).not.toBeNull();
    expect(brandColourProblem("red-ish")).toBe("Enter the colour as a hex code, like #1d5fd1.");
  });

  it("every accepted colour keeps every pair of its palette at AA", () => {
    let accepted = 0;
    for (let r = 0; r < 256; r += 17)
      for (let g = 0; g < 256; g += 17)
        for (let b = 0; b < 256; b += 17) {
          const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
          // White on the colour binds: whenever it passes, so does every other pair (the sentence names it).
          const whiteOk = contrast("#ffffff", hex) >= AA;
          expect(brandColourProblem(hex) === null, hex).toBe(whiteOk);
          if (!whiteOk) continue;
          accepted++;
          for (const pair of palettePairs(hex)) expect(pair.ratio, `${hex}: ${pair.what}`).toBeGreaterThanOrEqual(AA);
        }
    // The rule is not "refuse everything": most dark and mid colours pass.
    expect(accepted).toBeGreaterThan(1000);
  });

  it("derives darker shades and lighter tints from the one colour", () => {
    const p = brandPalette("#1d5fd1");
    expect(p["600"]).toBe("#1d5fd1");
    expect(contrast(p["900"], "#ffffff")).toBeGreaterThan(contrast(p["700"], "#ffffff"));
    expect(contrast(p["50"], "#ffffff")).toBeLessThan(1.2);
    // The green the e2e spec uses: its footer's fine print (slate-400) stays at AA.
    expect(contrast("#94a3b8", brandPalette("#0b7f63")["900"])).toBeGreaterThanOrEqual(AA);
  });
});

describe("the form", () => {
  it("saves a colour normalised, empty fields as none", () => {
    expect(brandInputSchema.parse(input({ colour: "#0B7F63", hours: " Mon-Fri 8am-5pm " }))).toEqual({
      colour: "#0b7f63",
      hours: "Mon-Fri 8am-5pm",
      timeZone: "America/Los_Angeles",
    });
    expect(brandInputSchema.parse(input())).toEqual({ colour: null, hours: null, timeZone: "America/Los_Angeles" });
  });

  it("refuses a light colour, hours on two lines or too long, hours with a link, an unknown zone", () => {
    const issues = (o: Parameters<typeof input>[0]) =>
      brandInputSchema.safeParse(input(o)).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];
    expect(issues({ colour: "#fff" })[0]?.[0]).toBe("colour");
    expect(issues({ hours: "Mon-Fri\n8-5" })[0]?.[0]).toBe("hours");
    expect(issues({ hours: "x".repeat(61) })[0]?.[1]).toContain("60 characters");
    expect(issues({ hours: "see javascript:alert(1)" })[0]?.[0]).toBe("hours");
    expect(issues({ timeZone: "Mars/Olympus" })).toEqual([["timeZone", "Choose the time zone from the list."]]);
    expect(issues({ timeZone: "Europe/Paris" })).toEqual([["timeZone", "Choose the time zone from the list."]]);
    expect(brandInputSchema.safeParse({ ...input(), extra: 1 }).success).toBe(false);
  });
});

describe("the time zone", () => {
  it("knows IANA zones through Intl and refuses anything else", () => {
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("America/Indiana/Indianapolis")).toBe(true);
    expect(isTimeZone("America/Nowhere")).toBe(false);
    expect(isTimeZone("../../etc/passwd")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("every zone the form offers is one the runtime knows", () => {
    for (const z of TIME_ZONES) expect(isTimeZone(z.id), z.id).toBe(true);
  });
});

describe("the hours", () => {
  it("gives schema.org one day range and one time range, and nothing for free text", () => {
    expect(structuredHours("Mon-Sat 8am-6pm")).toEqual({
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
      opens: "08:00",
      closes: "18:00",
    });
    expect(structuredHours("Mo-Fr 07:30-17:30")).toEqual({
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "07:30",
      closes: "17:30",
    });
    expect(structuredHours("Tue to Thu, 12pm to 9pm")?.opens).toBe("12:00");
    expect(structuredHours("Weekdays, and Saturday mornings")).toBeNull();
    expect(structuredHours("Mon-Sat 6pm-8am")).toBeNull();
    expect(structuredHours("Sat-Mon 8am-6pm")).toBeNull();
    expect(structuredHours(null)).toBeNull();
  });
});

it("a page without a saved look renders none", () => {
  expect(lookOf({})).toEqual(NO_LOOK);
});

describe("the Google review link (kept with the business facts)", () => {
  it("is https on Google's hosts only; javascript: and other schemes are refused", () => {
    expect(isGoogleReviewUrl("https://g.page/r/CabcDEF/review")).toBe(true);
    expect(isGoogleReviewUrl("javascript:alert(1)")).toBe(false);
    expect(isGoogleReviewUrl("JaVaScRiPt://g.page/%0aalert(1)")).toBe(false);
    expect(isGoogleReviewUrl("http://g.page/r/x")).toBe(false);
    expect(isGoogleReviewUrl("data:text/html,<script>")).toBe(false);
    expect(isGoogleReviewUrl("https://g.page.evil.example/r/x")).toBe(false);
    expect(isGoogleReviewUrl("https://user:pw@g.page/r/x")).toBe(false);
  });
});

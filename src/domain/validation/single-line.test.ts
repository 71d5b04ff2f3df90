import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SINGLE_LINE_MESSAGES, singleLine, singleLineProblem } from "./single-line";

// Addresses as people type them, which the old rule ("any word.word is a host") refused.
const REAL_ADDRESSES = [
  "500 Mt.Vernon Rd, Atlanta, GA 30328",
  "St.Louis",
  "1 N.Main St, St.Louis, MO 63102",
  "700 Ft.Myers Blvd, Ft.Myers, FL 33901",
  "12 E.Broad St., Apt.4B, Columbus, OH 43215",
  "P.O.Box 1234, Mt.Pleasant, SC 29464",
  "PO Box 77, Boise, ID 83701",
  "4100 Wisconsin Ave.NW, Washington, DC 20016",
  "220 Hwy.50 Ste.100, So.Lake Tahoe, CA 96150",
  "88 Laurel St Unit 3, San Carlos, CA 94070",
  "3500 Deer Creek Rd #2, Palo Alto, CA 94304",
  "1020 S.W.Taylor St, Portland, OR 97205",
  "9 Co.Rd.12, Ste.Genevieve, MO 63670",
  "15 Main St.NE, Atlanta, GA 30303",
  "Bldg.C, Rm.210, 1 Dr.Martin Luther King Jr.Blvd",
  "Oakland.CA 94610",
  "Mary-Jo O'Brien St.Claire",
];

const LINK_SHAPES = [
  "http://pay.example/card",
  "see https://evil.example/x",
  "www.paypal-login.net",
  "WWW2.bank.example",
  "evil-pay.com",
  "paypal.com.account-verify.ru",
  "apple.id-secure.xyz/login",
  "bit.ly/3xYz",
  "t.co/abc",
  "secure-update.co/login",
  "xn--pple-43d.com",
  "file-invoice.zip",
  "setup.mov",
  "Call me at support.help",
  "billing.example.co.uk/login",
  "name@mail.example",
  "192.168.0.1",
  "javascript:alert(1)",
  "data:text/html,x",
];

describe("singleLineProblem", () => {
  it("accepts the names and addresses people type", () => {
    for (const ok of [
      "Ann O'Neil-Smith",
      "J.R. Ewing Jr.",
      "José Núñez 東京",
      "123 Main St. Apt. 4B, San Jose, CA 95112",
      "1600 Amphitheatre Pkwy, Mountain View, CA 94043",
      "PO Box 12, St. Helena, CA 94574",
      "Unit #3 - rear gate",
    ]) {
      expect(singleLineProblem(ok), ok).toBeNull();
    }
  });

  it("accepts real US street addresses: dots without spaces, units, PO boxes", () => {
    for (const ok of REAL_ADDRESSES) expect(singleLineProblem(ok), ok).toBeNull();
  });

  it("refuses link and phishing shapes", () => {
    for (const bad of LINK_SHAPES) expect(singleLineProblem(bad), bad).toBe(SINGLE_LINE_MESSAGES.link);
  });

  it("refuses line breaks of every kind", () => {
    for (const bad of ["Ann\nSmith", "Ann\r\nSmith", "Ann\rSmith", "Ann\u2028Smith", "Ann\u0085Smith", "a\vb"]) {
      expect(singleLineProblem(bad)).toBe(SINGLE_LINE_MESSAGES.lineBreak);
    }
  });

  it("refuses invisible controls and direction overrides", () => {
    for (const bad of ["Ann\u0000", "Ann\u202eevil", "Ann\u200bSmith", "\ufeffAnn"]) {
      expect(singleLineProblem(bad)).toBe(SINGLE_LINE_MESSAGES.invisible);
    }
  });

  it("refuses anything a mail reader would make a link", () => {
    for (const bad of [
      "Update it at http://pay.example/card",
      "HTTPS://EVIL.EXAMPLE",
      "visit www.example.org now",
      "confirm card at evil-pay.com",
      "billing.example.co.uk/login",
      "write to bob@mail.example",
      "go to 203.0.113.9",
      "javascript:alert(1)",
      "mailto:x",
    ]) {
      expect(singleLineProblem(bad), bad).toBe(SINGLE_LINE_MESSAGES.link);
    }
  });

  it("never lets a line break or a scheme through, whatever surrounds it", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("\n", "\r", "http://", "https://x.example"), fc.string(), (a, b, c) => {
        expect(singleLineProblem(a + b + c)).not.toBeNull();
      }),
    );
  });
});

describe("singleLine", () => {
  it("trims, limits length and says what is wrong", () => {
    const name = singleLine(10, "Too long.");
    expect(name.parse("  Ann  ")).toBe("Ann");
    expect(name.safeParse("x".repeat(11)).error?.issues[0]?.message).toBe("Too long.");
    expect(name.safeParse("a\nb").error?.issues[0]?.message).toBe(SINGLE_LINE_MESSAGES.lineBreak);
  });

  it("answers an over-long value at once, without reading it for links", () => {
    // Without the abort this took minutes: the link pattern is quadratic in a run of letters.
    const started = performance.now();
    const issues = singleLine(100, "Too long.").safeParse("x".repeat(1_000_000)).error?.issues;
    expect(performance.now() - started).toBeLessThan(1000);
    expect(issues?.map((i) => i.message)).toEqual(["Too long."]);
  });
});

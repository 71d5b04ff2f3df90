import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Cursor, formatCursor, pageLinks, pageOf, pageRequest } from "./cursor";

const ID = "0b7f3c1e-2d4a-4f6b-8c9d-0e1f2a3b4c5d";
const AT = "2026-11-27T20:00:00.123456Z";

describe("pageRequest", () => {
  it("reads a cursor of ours either way, and none as the first page", () => {
    expect(pageRequest({})).toEqual({ page: null, bad: false });
    expect(pageRequest({ older: `${AT}_${ID}` })).toEqual({
      page: { dir: "older", cursor: { at: AT, id: ID } },
      bad: false,
    });
    expect(pageRequest({ newer: formatCursor({ at: "2026-01-02T03:04:05Z", id: ID }) }).page?.dir).toBe("newer");
  });

  it("takes a cursor it did not make as the first page, flagged", () => {
    for (const older of [
      "x",
      `${AT}`,
      `${AT}_not-a-uuid`,
      `2026-13-45T99:00:00Z_${ID}`,
      `2026-11-27 20:00:00_${ID}`,
      `${AT}_${ID}'; drop table leads`,
      `${"9".repeat(200)}_${ID}`,
      ["a", "b"],
    ])
      expect(pageRequest({ older }), String(older)).toEqual({ page: null, bad: true });
  });

  it("never throws on any text, and whatever it accepts formats back to itself", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.constantFrom("older", "newer"), (text, dir) => {
        const { page } = pageRequest({ [dir]: text });
        if (page) expect(pageRequest({ [dir]: formatCursor(page.cursor) }).page).toEqual(page);
      }),
    );
  });
});

describe("a cursor's time", () => {
  const BAD = { page: null, bad: true };
  const two = (n: number) => String(n).padStart(2, "0");
  const leap = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  // Written out rather than asked of Date, which is what is under test.
  const daysIn = (y: number, m: number) => [31, leap(y) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1] ?? 0;
  // The years a row of ours can carry (CURSOR_YEARS), stated here as the rule rather than imported.
  const year = fc.integer({ min: 2000, max: 2100 });
  const clock = fc.record({
    h: fc.integer({ min: 0, max: 23 }),
    mi: fc.integer({ min: 0, max: 59 }),
    s: fc.integer({ min: 0, max: 59 }),
  });
  const fraction = fc.oneof(fc.constant(""), fc.stringMatching(/^\.\d{1,6}$/));
  const at = (y: number, m: number, d: number, t: { h: number; mi: number; s: number }, frac: string) =>
    `${String(y).padStart(4, "0")}-${two(m)}-${two(d)}T${two(t.h)}:${two(t.mi)}:${two(t.s)}${frac}Z`;
  const asked = (text: string, dir: "older" | "newer") => pageRequest({ [dir]: `${text}_${ID}` });
  const dir = fc.constantFrom("older" as const, "newer" as const);
  const refused = (text: string, way: "older" | "newer" = "older") => {
    expect(asked(text, way), text).toEqual(BAD);
  };

  it("takes every real instant of the years we keep, unchanged", () => {
    const real = fc
      .record({ y: year, m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
      .filter(({ y, m, d }) => d <= daysIn(y, m));
    fc.assert(
      fc.property(real, clock, fraction, dir, ({ y, m, d }, t, frac, way) => {
        const text = at(y, m, d, t, frac);
        expect(asked(text, way)).toEqual({ page: { dir: way, cursor: { at: text, id: ID } }, bad: false });
      }),
    );
    for (const edge of ["2000-02-29T00:00:00Z", "2024-02-29T23:59:59.999999Z", "2100-12-31T23:59:59Z"])
      expect(asked(edge, "older").bad, edge).toBe(false);
  });

  it("refuses a day the month has not: 29 to 31 where it ends sooner, Feb 29 outside leap years", () => {
    const missing = fc
      .record({ y: year, m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 29, max: 31 }) })
      .filter(({ y, m, d }) => d > daysIn(y, m));
    fc.assert(
      fc.property(missing, clock, fraction, dir, ({ y, m, d }, t, frac, way) => {
        refused(at(y, m, d, t, frac), way);
      }),
    );
    const notLeap = year.filter((y) => !leap(y));
    fc.assert(fc.property(notLeap, clock, dir, (y, t, way) => refused(at(y, 2, 29, t, ""), way)));
    for (const text of ["2026-02-31T00:00:00Z", "2026-02-29T00:00:00Z", "2100-02-29T00:00:00Z", "2026-04-31T12:00:00Z"])
      refused(text);
  });

  it("refuses hour 24, minute or second 60 and past, month 0 or 13 and past, and day 0", () => {
    const date = fc.record({ y: year, m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) });
    const impossible = fc.oneof(
      clock.chain((t) => fc.integer({ min: 24, max: 99 }).map((h) => ({ ...t, h }))),
      clock.chain((t) => fc.integer({ min: 60, max: 99 }).map((mi) => ({ ...t, mi }))),
      clock.chain((t) => fc.integer({ min: 60, max: 99 }).map((s) => ({ ...t, s }))),
    );
    fc.assert(
      fc.property(date, impossible, fraction, dir, ({ y, m, d }, t, frac, way) => {
        refused(at(y, m, d, t, frac), way);
      }),
    );
    const badMonth = fc.oneof(fc.constant(0), fc.integer({ min: 13, max: 99 }));
    fc.assert(fc.property(year, badMonth, clock, (y, m, t) => refused(at(y, m, 10, t, ""))));
    for (const text of ["2026-03-01T24:00:00Z", "2026-03-01T23:60:00Z", "2026-03-01T23:59:60Z", "2026-03-00T00:00:00Z"])
      refused(text);
  });

  it("refuses a year before 2000 or after 2100, year 0000 among them", () => {
    const outside = fc.oneof(fc.integer({ min: 0, max: 1999 }), fc.integer({ min: 2101, max: 9999 }));
    fc.assert(fc.property(outside, clock, dir, (y, t, way) => refused(at(y, 1, 1, t, ""), way)));
    for (const text of ["0000-01-01T00:00:00Z", "1999-12-31T23:59:59.999999Z", "2101-01-01T00:00:00Z"]) refused(text);
  });
});

describe("pageOf", () => {
  const rows = Array.from({ length: 7 }, (_, i) => ({
    at: `2026-01-0${7 - i}T00:00:00Z`,
    id: ID.replace("0b", `${i}0`),
  }));
  const key = (r: Cursor) => r;

  it("links only to the pages that exist", () => {
    const first = pageOf(rows.slice(0, 4), null, key, 3);
    expect(first.rows).toEqual(rows.slice(0, 3));
    expect(first).toMatchObject({ newer: null, older: rows[2] });
    const last = pageOf(rows.slice(3, 6), { dir: "older", cursor: rows[2] as Cursor }, key, 3);
    expect(last).toMatchObject({ newer: rows[3], older: null });
  });

  it("turns a page read upwards back to newest first", () => {
    const up = [...rows].reverse().slice(1, 5); // rows 5, 4, 3, 2: read upwards from row 6, one extra
    const page = pageOf(up, { dir: "newer", cursor: rows[6] as Cursor }, key, 3);
    expect(page.rows).toEqual([rows[3], rows[4], rows[5]]);
    expect(page).toMatchObject({ newer: rows[3], older: rows[5] });
  });
});

it("keeps a list's filters in both links, and only the one cursor", () => {
  const c = { at: AT, id: ID };
  const links = pageLinks("/admin/leads", { q: "Ann Lee", type: "", from: "2026-01-01" }, { newer: c, older: c });
  expect(links.older).toBe(`/admin/leads?q=Ann+Lee&from=2026-01-01&older=${encodeURIComponent(`${AT}_${ID}`)}`);
  expect(links.newer).toContain("newer=");
  expect(links.newer).not.toContain("older=");
  expect(pageLinks("/admin/leads", {}, { newer: null, older: null })).toEqual({ newer: null, older: null });
});

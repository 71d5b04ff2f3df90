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

import { describe, expect, it } from "vitest";
import { ADMIN_EXITS, ADMIN_GROUPS, currentness, PHONE_BAR } from "./console-pages";

describe("the console's navigation", () => {
  it("marks the page itself, and the section of a deeper page", () => {
    expect(currentness("/admin/leads", "/admin/leads", "/admin")).toBe("page");
    expect(currentness("/admin/leads/42", "/admin/leads", "/admin")).toBe("true");
    expect(currentness("/admin/bookings/run-sheet", "/admin/bookings", "/admin")).toBe("true");
  });

  it("never marks the console's home as a section, nor a page whose name only starts the same", () => {
    expect(currentness("/admin/leads", "/admin", "/admin")).toBeUndefined();
    expect(currentness("/admin/leadsx", "/admin/leads", "/admin")).toBeUndefined();
  });

  it("lists each page once, and the phone bar's pages are pages of the list", () => {
    const hrefs = [...ADMIN_GROUPS.flatMap((g) => g.pages), ...ADMIN_EXITS].map((p) => p.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of PHONE_BAR) expect(hrefs).toContain(href);
  });
});

describe("every console page is in the navigation", () => {
  it("has a link for each top-level page under src/app/admin", async () => {
    const fs = await import("node:fs");
    const path = await import("node:path");
    const dir = path.resolve(__dirname, "../../app/admin");
    const pages = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && fs.existsSync(path.join(dir, e.name, "page.tsx")))
      .map((e) => `/admin/${e.name}`);
    const hrefs = ADMIN_GROUPS.flatMap((g) => g.pages).map((p) => p.href);
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.filter((p) => !hrefs.includes(p))).toEqual([]);
    expect(hrefs).toContain("/admin");
  });
});

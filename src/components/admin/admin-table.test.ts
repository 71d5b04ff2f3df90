import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminTable } from "./admin-table";
import { FormError } from "./form-error";

type Props = Parameters<typeof AdminTable<string>>[0];
const table = (props: Omit<Props, "items" | "row"> & { items?: string[] }) =>
  renderToStaticMarkup(
    h(AdminTable<string>, { items: [], row: (s: string) => h("tr", { key: s }, h("td", null, s)), ...props }),
  );
const headRow = (html: string) => html.match(/<thead>(.*)<\/thead>/)?.[1];

// The expected header rows are the ones the console's pages wrote by hand before they shared AdminTable
// (class order aside), so a page that moved onto it looks as it did.
describe("AdminTable", () => {
  it("a report: ruled header, a gutter after every column but the last (outbox, subscribers)", () => {
    expect(headRow(table({ head: ["Email", "Status", "Since"] }))).toBe(
      '<tr class="border-b text-slate-600"><th class="py-2 font-medium pr-3">Email</th>' +
        '<th class="py-2 font-medium pr-3">Status</th><th class="py-2 font-medium">Since</th></tr>',
    );
  });

  it("gutterLast keeps the gutter after the last column too (leads, experiments)", () => {
    expect(headRow(table({ head: ["Status", "Notes"], gutterLast: true }))).toBe(
      '<tr class="border-b text-slate-600"><th class="py-2 font-medium pr-3">Status</th>' +
        '<th class="py-2 font-medium pr-3">Notes</th></tr>',
    );
  });

  it("a list: plain header line with compact cells and the caller's gutter (dashboard)", () => {
    expect(headRow(table({ head: ["Day", "Leads"], look: "list", gutter: "pr-2" }))).toBe(
      '<tr class="text-left text-slate-600"><th class="py-1 font-medium pr-2">Day</th>' +
        '<th class="py-1 font-medium">Leads</th></tr>',
    );
  });

  it("passes the table's own attributes through and draws a row per item, header kept when empty", () => {
    const html = table({ head: ["A"], className: "w-full", items: ["x", "y"], ...{ "data-testid": "t" } });
    expect(html).toMatch(/^<table data-testid="t" class="admin-table w-full">/);
    expect(html).toContain("<tbody><tr><td>x</td></tr><tr><td>y</td></tr></tbody>");
    expect(table({ head: ["A"] })).toContain("<thead>");
  });
});

describe("FormError, and AdminTable as cards", () => {
  it("FormError is an alert with the id the form points at, and nothing without an error", () => {
    expect(renderToStaticMarkup(h(FormError, { id: "f-error", error: "No.", className: "mt-2" }))).toBe(
      '<p id="f-error" role="alert" class="text-red-800 text-sm mt-2">No.</p>',
    );
    expect(renderToStaticMarkup(h(FormError, { id: "f-error", error: "" }))).toBe("");
  });

  it("with cards, names each cell's column for the phone's card", () => {
    const html = renderToStaticMarkup(
      h(AdminTable<string>, {
        head: ["Name", "Phone"],
        cards: true,
        items: ["x"],
        row: (s: string) => h("tr", { key: s }, h("td", null, s), false, h("td", null, "555")),
      }),
    );
    expect(html).toContain('class="admin-table admin-cards"');
    expect(html).toContain('<tr><td data-label="Name">x</td><td data-label="Phone">555</td></tr>');
  });
});

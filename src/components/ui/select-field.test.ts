import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SelectField } from "./select-field";

const html = (props: Parameters<typeof SelectField>[0]) => renderToStaticMarkup(h(SelectField, props));
const OPTIONS = [
  ["", "Choose"],
  ["08:00", "8:00 AM"],
  ["09:00", "9:00 AM (not available)", true],
] as const;

describe("SelectField", () => {
  it("labels the select and ties its error to it, with aria-invalid", () => {
    const out = html({ label: "State", id: "f-state", options: OPTIONS, error: "Choose a state." });
    expect(out).toContain('<label for="f-state" class="block font-medium text-slate-700 text-sm">State</label>');
    expect(out).toContain('aria-invalid="true"');
    expect(out).toContain('aria-describedby="f-state-error"');
    expect(out).toContain('<p id="f-state-error" class="mt-1 text-red-800 text-sm">Choose a state.</p>');
  });

  it("adds the caller's classes to the site's box and keeps an option that cannot be picked disabled", () => {
    const out = html({ label: "New time", id: "t", options: OPTIONS, selectClassName: "disabled:bg-slate-50" });
    expect(out).toContain(
      'class="mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-ink disabled:bg-slate-50"',
    );
    expect(out).toContain('<option value="09:00" disabled="">9:00 AM (not available)</option>');
    expect(out).not.toContain("aria-invalid");
  });
});

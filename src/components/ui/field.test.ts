import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./field";

const html = (props: Parameters<typeof Field>[0]) => renderToStaticMarkup(h(Field, props));

describe("Field", () => {
  it("ties the error to the input by the input's id, once, with aria-invalid", () => {
    const out = html({ label: "Email", id: "b-email", "aria-describedby": "b-email-error", error: "Bad email" });
    expect(out).toContain('aria-describedby="b-email-error"');
    expect(out).toContain('aria-invalid="true"');
    expect(out).toContain('<p id="b-email-error" class="mt-1 text-red-800 text-sm">Bad email</p>');
  });

  it("keeps a caller's aria-invalid when it shows no error itself", () => {
    expect(html({ label: "Phone", id: "p", "aria-invalid": true })).toContain('aria-invalid="true"');
    expect(html({ label: "Phone", id: "p", "aria-invalid": false })).toContain('aria-invalid="false"');
    expect(html({ label: "Phone", id: "p" })).not.toContain("aria-invalid");
  });

  it("labels the input and adds the caller's input classes to the site's", () => {
    const out = html({ label: "Name", id: "n", inputClassName: "ring-2", className: "mt-4" });
    expect(out).toMatch(/^<div class="mt-4"><label for="n"/);
    expect(out).toContain(
      'class="mt-1 block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-ink ring-2"',
    );
  });
});

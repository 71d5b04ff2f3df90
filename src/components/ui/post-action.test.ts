import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SaveFoot } from "@/components/admin/settings-form";
import { ActionForm, firstFieldError, unlessFieldErrors } from "./post-action";
import type { Refused } from "./post-json";

const refused = (fieldErrors?: Record<string, string[]>): Refused => ({
  ok: false,
  status: 400,
  code: "invalid-input",
  error: "Check the speed.",
  fieldErrors,
});

describe("the form's sentence after a refusal", () => {
  it("a form with each field's sentence beside it says nothing more when fields are named", () => {
    expect(unlessFieldErrors(refused({ speedKmh: ["At least 10 km/h."] }))).toBe("");
    expect(unlessFieldErrors(refused())).toBe("Check the speed.");
    expect(unlessFieldErrors(refused({}))).toBe("Check the speed.");
  });

  it("a form with one error line shows the first field's sentence, else the refusal's", () => {
    expect(firstFieldError(refused({ speedKmh: ["At least 10 km/h."] }))).toBe("At least 10 km/h.");
    expect(firstFieldError(refused())).toBe("Check the speed.");
  });
});

describe("ActionForm and SaveFoot", () => {
  it("the form is described by its error line only once there is one", () => {
    const form = (error: string) =>
      renderToStaticMarkup(
        h(ActionForm, { action: { error, errorId: "f-error" }, onSubmit: () => {}, noValidate: true }),
      );
    expect(form("")).not.toContain("aria-describedby");
    expect(form("No.")).toContain('aria-describedby="f-error"');
  });

  it("the foot shows the refusal as an alert with the form's id, and Save says it is busy", () => {
    const foot = (busy: boolean, error: string) =>
      renderToStaticMarkup(h(SaveFoot, { action: { busy, error, errorId: "f-error" }, label: "Save prices" }));
    expect(foot(false, "")).not.toContain('role="alert"');
    expect(foot(false, "")).toContain(">Save prices</button>");
    expect(foot(false, "No.")).toContain('<p id="f-error" role="alert"');
    expect(foot(true, "")).toMatch(/disabled="".*>Saving…<\/button>/);
  });
});

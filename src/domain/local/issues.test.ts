import { expect, it } from "vitest";
import { splitIssue } from "./issues";

it("splits 'Title: text' and capitalises the text", () => {
  expect(splitIssue("Marine fog: damp air feeds mildew.")).toEqual({
    title: "Marine fog",
    text: "Damp air feeds mildew.",
  });
  expect(splitIssue("Smoke: ash at 2:00 pm")).toEqual({ title: "Smoke", text: "Ash at 2:00 pm" });
  expect(splitIssue("No colon")).toEqual({ title: "No colon", text: "" });
});

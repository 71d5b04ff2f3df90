import { expect, it } from "vitest";
import { canMove, nextStatuses } from "./status";

it("follows pending -> confirmed -> in_progress -> completed, or cancelled", () => {
  expect(nextStatuses("pending")).toEqual(["confirmed", "cancelled"]);
  expect(canMove("confirmed", "in_progress")).toBe(true);
  expect(canMove("in_progress", "completed")).toBe(true);
  expect(canMove("pending", "completed")).toBe(false);
  expect(canMove("completed", "cancelled")).toBe(false);
  expect(canMove("cancelled", "pending")).toBe(false);
  expect(nextStatuses("nonsense")).toEqual([]);
});

import { expect, it } from "vitest";
import { toCsv } from "./csv";

it("quotes commas, quotes and newlines, and defuses formulas", () => {
  expect(
    toCsv(
      ["a", "b"],
      [
        ["x,y", 'say "hi"'],
        ["=SUM(A1)", null],
        [1, true],
        ["-50.00", "-1+1"],
      ],
    ),
  ).toBe('a,b\r\n"x,y","say ""hi"""\r\n\'=SUM(A1),\r\n1,true\r\n-50.00,\'-1+1');
});

import { expect, it } from "vitest";
import { COMMON_PASSWORDS } from "../src/domain/accounts/common-passwords";
import { commonPasswordsFromPackage } from "./common-passwords-source";

it("the committed common-password list is the installed package's (run scripts/update-common-passwords.ts)", () => {
  const list = COMMON_PASSWORDS.split("\n");
  expect(list).toEqual(commonPasswordsFromPackage());
  expect(list.length).toBeGreaterThan(1000);
  expect(list).toContain("1234567890");
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { vitestFailureDigest } from "./e2e-digest.mjs";

it("names each failed Vitest test with its reason, without the runner's stack frames", () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "digest-")), "report.json");
  const where = path.join(process.cwd(), "server/http-server.test.ts");
  fs.writeFileSync(
    file,
    JSON.stringify({
      testResults: [
        {
          name: where,
          status: "failed",
          assertionResults: [
            { fullName: "limits keeps a connection", status: "passed", failureMessages: [] },
            {
              fullName: "limits closes a half request",
              status: "failed",
              failureMessages: [
                "AssertionError: expected 2600 to be below 2500\n at server/http-server.test.ts:58:19\n at file:///x/node_modules/@vitest/runner/dist/a.js:1:1",
              ],
            },
          ],
        },
        {
          name: path.join(process.cwd(), "src/broken.test.ts"),
          status: "failed",
          message: "Cannot find module './gone'",
          assertionResults: [],
        },
      ],
    }),
  );
  const digest = vitestFailureDigest(file);
  expect(digest).toContain("server/http-server.test.ts: limits closes a half request");
  expect(digest).toContain("expected 2600 to be below 2500 | at server/http-server.test.ts:58:19");
  expect(digest).not.toContain("node_modules");
  expect(digest).not.toContain("keeps a connection");
  expect(digest).toContain("src/broken.test.ts: Cannot find module './gone'");
  expect(vitestFailureDigest(path.join(path.dirname(file), "absent.json"))).toBe("");
});

// Why each failed or retried test failed, in a few lines, from Playwright's JSON report
// (playwright.config.ts) and Vitest's: `npm test` prints them last, since a CI log is often read
// from its tail only.
import fs from "node:fs";
import path from "node:path";
import { stripVTControlCharacters as plain } from "node:util";
import { root } from "./lib.mjs";

export const E2E_REPORT = path.join(root, "playwright-report/report.json");

/** A JSON report, or the digest's only line when it cannot be read; null when there is none. */
function readReport(file) {
  if (!fs.existsSync(file)) return null;
  try {
    return { report: JSON.parse(fs.readFileSync(file, "utf8")) };
  } catch (error) {
    return { unread: `  (the report ${file} could not be read: ${error.message})` };
  }
}

/** The digest's lines, or "" when every test passed at its first attempt (or nothing ran). */
export function e2eFailureDigest(file = E2E_REPORT) {
  const read = readReport(file);
  if (!read?.report) return read?.unread ?? "";
  const { report } = read;
  const lines = [];
  const walk = (suite) => {
    for (const child of suite.suites ?? []) walk(child);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const failures = (test.results ?? []).filter((r) => r.status !== "passed" && r.status !== "skipped");
        if (failures.length === 0) continue;
        lines.push(`  [${test.projectName}] ${spec.file}:${spec.line} ${spec.title}`);
        for (const r of failures) {
          const message = plain(r.error?.message ?? r.status)
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean)
            // An assertion's diff (axe's violations, say) is the why: keep its lines too.
            .slice(0, 12);
          const at = r.error?.location ? ` (line ${r.error.location.line})` : "";
          lines.push(`    attempt ${r.retry + 1}${at}: ${message.join(" | ").slice(0, 1200)}`);
        }
      }
    }
  };
  walk(report);
  return lines.join("\n");
}

/** The same for a Vitest JSON report (`--reporter=json --outputFile.json=FILE`): "" when all passed. */
export function vitestFailureDigest(file) {
  const read = readReport(file);
  if (!read?.report) return read?.unread ?? "";
  const { report } = read;
  const lines = [];
  for (const result of report.testResults ?? []) {
    const where = path.relative(root, result.name ?? "");
    const failed = (result.assertionResults ?? []).filter((a) => a.status === "failed");
    // A file that failed before any test ran (an import that throws) has only its message.
    if (failed.length === 0 && result.status === "failed") lines.push(`  ${where}: ${brief(result.message)}`);
    for (const a of failed) lines.push(`  ${where}: ${a.fullName}\n    ${brief((a.failureMessages ?? []).join("\n"))}`);
  }
  return lines.join("\n");
}

function brief(message = "") {
  return (
    plain(message)
      .split("\n")
      .map((line) => line.trim())
      // The stack frames of the runner and Node say nothing about the test.
      .filter((line) => line && !/node_modules|node:internal|<anonymous>/.test(line))
      .slice(0, 8)
      .join(" | ")
      .slice(0, 1200)
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(e2eFailureDigest(process.argv[2]) || "no failures");

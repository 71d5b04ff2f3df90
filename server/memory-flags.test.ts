import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MEMORY_ENV, NODE_MEMORY_FLAGS } from "./memory-flags.mjs";

const unit = fs.readFileSync(path.join(import.meta.dirname, "../deploy/systemd/clearvent@.service"), "utf8");
const directive = (name: string) =>
  unit
    .split("\n")
    .filter((line) => line.startsWith(`${name}=`))
    .map((line) => line.slice(name.length + 1));

// The bench and the proofs start the server with server/memory-flags.mjs; production is started by
// the unit. A ceiling or a variable changed in one place only would measure a process production
// does not run.
describe("the systemd unit starts the server with the memory settings the bench measures", () => {
  it("gives node the heap flags before the server's script", () => {
    const [exec = ""] = directive("ExecStart");
    const words = exec.split(/\s+/);
    const script = words.indexOf("server/serve.mjs");
    expect(script).toBeGreaterThan(0);
    expect(words.slice(1, script)).toEqual(NODE_MEMORY_FLAGS);
  });

  it("sets the allocator's environment", () => {
    const assignments = directive("Environment").flatMap((line) => line.split(/\s+/));
    for (const [name, value] of Object.entries(MEMORY_ENV)) expect(assignments).toContain(`${name}=${value}`);
  });
});

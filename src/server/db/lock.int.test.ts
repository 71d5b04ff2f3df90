import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDirectoryLock, DatabaseLockedError } from "./lock";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("acquireDirectoryLock", () => {
  it("refuses a directory held by another live process and names it", () => {
    const dir = tempDir();
    // The parent of this test runner is alive for the whole test.
    fs.writeFileSync(path.join(dir, "LOCK"), String(process.ppid));
    expect(() => acquireDirectoryLock(dir)).toThrow(DatabaseLockedError);
    expect(() => acquireDirectoryLock(dir)).toThrow(new RegExp(`in use by process ${process.ppid}`));
    expect(fs.readFileSync(path.join(dir, "LOCK"), "utf8")).toBe(String(process.ppid));
  });

  it("takes over a lock left by a dead process", () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
    fs.writeFileSync(path.join(dir, "LOCK"), dead.stdout.toString());
    const lock = acquireDirectoryLock(dir);
    expect(fs.readFileSync(path.join(dir, "LOCK"), "utf8")).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, "LOCK"))).toBe(false);
  });

  it("creates the directory and releases only its own lock", () => {
    const dir = path.join(tempDir(), "nested", "db");
    const lock = acquireDirectoryLock(dir);
    fs.writeFileSync(path.join(dir, "LOCK"), "1");
    lock.release();
    expect(fs.readFileSync(path.join(dir, "LOCK"), "utf8")).toBe("1");
  });
});

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDirectoryLock, bootId, DatabaseLockedError, processStartTicks } from "./lock";

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));
  dirs.push(dir);
  return dir;
}
const children: ChildProcess[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** A live process that has nothing to do with the database (the program a reused pid now runs). */
function stranger(): number {
  const child = spawn("sleep", ["60"], { stdio: "ignore" });
  children.push(child);
  if (!child.pid) throw new Error("could not start sleep");
  return child.pid;
}

const pidOf = (dir: string) => Number.parseInt(fs.readFileSync(path.join(dir, "LOCK"), "utf8"), 10);
const onLinux = fs.existsSync("/proc/self/stat");

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
    expect(pidOf(dir)).toBe(process.pid);
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

  it.runIf(onLinux)("writes the holder's boot id and start time beside its pid", () => {
    const dir = tempDir();
    const lock = acquireDirectoryLock(dir);
    expect(fs.readFileSync(path.join(dir, "LOCK"), "utf8")).toBe(
      `${process.pid}\nboot=${bootId()}\nstart=${processStartTicks(process.pid)}\n`,
    );
    lock.release();
  });

  it.runIf(onLinux)("takes over a lock whose pid now belongs to another live program", () => {
    const dir = tempDir();
    const pid = stranger();
    const start = Number(processStartTicks(pid));
    // The holder that wrote this lock started at another moment than the program now on its pid.
    fs.writeFileSync(path.join(dir, "LOCK"), `${pid}\nboot=${bootId()}\nstart=${start - 1}\n`);
    const lock = acquireDirectoryLock(dir);
    expect(pidOf(dir)).toBe(process.pid);
    lock.release();
  });

  it.runIf(onLinux)("takes over a lock written before a reboot, whatever runs on its pid now", () => {
    const dir = tempDir();
    const pid = stranger();
    const otherBoot = "00000000-0000-0000-0000-000000000000";
    fs.writeFileSync(path.join(dir, "LOCK"), `${pid}\nboot=${otherBoot}\nstart=${processStartTicks(pid)}\n`);
    acquireDirectoryLock(dir).release();
  });

  it.runIf(onLinux)("refuses while the very process that wrote the lock runs", () => {
    const dir = tempDir();
    const pid = stranger();
    fs.writeFileSync(path.join(dir, "LOCK"), `${pid}\nboot=${bootId()}\nstart=${processStartTicks(pid)}\n`);
    expect(() => acquireDirectoryLock(dir)).toThrow(new RegExp(`in use by process ${pid}`));
  });

  it.runIf(onLinux)("takes over a pid-only lock (older format) written before its pid's program started", () => {
    const dir = tempDir();
    const pid = stranger();
    const lockFile = path.join(dir, "LOCK");
    fs.writeFileSync(lockFile, String(pid));
    // An hour before the kernel dated the file: process start times are on the kernel's clock too.
    const anHourAgo = new Date(fs.statSync(lockFile).mtimeMs - 3_600_000);
    fs.utimesSync(lockFile, anHourAgo, anHourAgo);
    acquireDirectoryLock(dir).release();
  });
});

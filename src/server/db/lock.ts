import fs from "node:fs";
import path from "node:path";

// PGlite does not lock its data directory, and two processes on one directory silently lose
// rows. So the process that opens it holds an exclusive lock file. The file names its holder by
// pid and, on Linux, by the boot id and the process start time (/proc/<pid>/stat, field 22): a
// pid is reused by other programs after its holder dies (kill -9, a reboot), and only the start
// time tells the holder from a stranger with the same number. A lock whose holder is gone is
// taken over.
//
// File format, one `key=value` a line after the pid on the first line (so `parseInt` of the
// file still reads the pid):
//   12345
//   boot=00234d05-45ca-4598-8b28-a034172984dd
//   start=19925

export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The database in ${dataDir} is in use by process ${holderPid} (a running server or script). ` +
        "Stop that process first, or point DATA_DIR or DATABASE_URL at another database. Nothing was changed.",
    );
    this.name = "DatabaseLockedError";
  }
}

export interface LockHolder {
  pid: number;
  /** /proc/sys/kernel/random/boot_id when the lock was written (Linux). */
  boot?: string;
  /** Start time of the holder in clock ticks since boot (Linux). */
  start?: string;
}

function readProc(file: string): string | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

export function bootId(): string | null {
  return readProc("/proc/sys/kernel/random/boot_id")?.trim() || null;
}

/** Start time of a process in clock ticks since boot, or null where /proc does not say. */
export function processStartTicks(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) may hold spaces and parentheses: count fields after its last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields after the name start at field 3 (state); starttime is field 22.
  const start = fields[22 - 3];
  return start && /^\d+$/.test(start) ? start : null;
}

/** A zombie has exited and waits only for its parent to read its status: it holds nothing. */
function isZombie(pid: number): boolean {
  const stat = readProc(`/proc/${pid}/stat`);
  const state = stat?.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
  return state === "Z" || state === "X";
}

/** When a process started, in ms since the epoch (Linux; USER_HZ is 100 on every Linux build). */
function processStartMs(pid: number): number | null {
  const ticks = processStartTicks(pid);
  const btime = readProc("/proc/stat")?.match(/^btime (\d+)$/m)?.[1];
  if (ticks === null || !btime) return null;
  return Number(btime) * 1000 + (Number(ticks) * 1000) / 100;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function describeSelf(): string {
  const lines = [String(process.pid)];
  const boot = bootId();
  const start = processStartTicks(process.pid);
  if (boot) lines.push(`boot=${boot}`);
  if (start) lines.push(`start=${start}`);
  return `${lines.join("\n")}\n`;
}

export function parseLock(text: string): LockHolder | null {
  const [first, ...rest] = text.split("\n");
  const pid = Number.parseInt(first ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const holder: LockHolder = { pid };
  for (const line of rest) {
    const [key, value] = line.split("=", 2);
    if (key === "boot" && value) holder.boot = value.trim();
    if (key === "start" && value) holder.start = value.trim();
  }
  return holder;
}

function readLock(lockFile: string): { holder: LockHolder; writtenMs: number } | null {
  try {
    const holder = parseLock(fs.readFileSync(lockFile, "utf8"));
    return holder ? { holder, writtenMs: fs.statSync(lockFile).mtimeMs } : null;
  } catch {
    return null;
  }
}

/**
 * Whether the process that wrote the lock still runs. A pid alone is not enough: after its
 * holder died the number may belong to any other program.
 */
export function holderIsAlive(holder: LockHolder, lockWrittenMs: number): boolean {
  if (!isAlive(holder.pid) || isZombie(holder.pid)) return false;
  const boot = bootId();
  const start = processStartTicks(holder.pid);
  if (holder.boot && boot && holder.boot !== boot) return false; // written before a reboot
  if (holder.start && start) return holder.start === start;
  // A lock written by an older version (pid only): a process that started after the lock was
  // written cannot have written it. One second of slack for the clock-tick rounding.
  const startedMs = processStartMs(holder.pid);
  if (startedMs !== null) return startedMs <= lockWrittenMs + 1000;
  return true; // no /proc: the pid is all we know
}

export interface HeldLock {
  release(): void;
}

export function acquireDirectoryLock(dataDir: string): HeldLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "LOCK");
  const self = describeSelf();
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, self, { flag: "wx" });
      return ownLock(lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const current = readLock(lockFile);
    if (current?.holder.pid === process.pid) return ownLock(lockFile);
    if (current && holderIsAlive(current.holder, current.writtenMs))
      throw new DatabaseLockedError(dataDir, current.holder.pid);
    // Stale or half-written: move it aside atomically so only one contender retries first.
    try {
      fs.renameSync(lockFile, `${lockFile}.stale-${process.pid}`);
      fs.rmSync(`${lockFile}.stale-${process.pid}`, { force: true });
    } catch {
      // Another process moved it first; loop and race fairly on the wx create.
    }
  }
  throw new DatabaseLockedError(dataDir, readLock(lockFile)?.holder.pid ?? -1);
}

function ownLock(lockFile: string): HeldLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    if (readLock(lockFile)?.holder.pid === process.pid) fs.rmSync(lockFile, { force: true });
    process.off("exit", release);
  };
  process.on("exit", release);
  return { release };
}

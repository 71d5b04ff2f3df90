import fs from "node:fs";
import path from "node:path";

// PGlite does not lock its data directory, and two processes on one directory silently lose
// rows. So the process that opens it holds an exclusive lock file carrying its pid; a lock left
// by a process that no longer runs (kill -9) is taken over.

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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export interface HeldLock {
  release(): void;
}

export function acquireDirectoryLock(dataDir: string): HeldLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "LOCK");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      return ownLock(lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readPid(lockFile);
    if (holder === process.pid) return ownLock(lockFile);
    if (holder !== null && isAlive(holder)) throw new DatabaseLockedError(dataDir, holder);
    // Stale or half-written: move it aside atomically so only one contender retries first.
    try {
      fs.renameSync(lockFile, `${lockFile}.stale-${process.pid}`);
      fs.rmSync(`${lockFile}.stale-${process.pid}`, { force: true });
    } catch {
      // Another process moved it first; loop and race fairly on the wx create.
    }
  }
  const holder = readPid(lockFile);
  throw new DatabaseLockedError(dataDir, holder ?? -1);
}

function ownLock(lockFile: string): HeldLock {
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
    process.off("exit", release);
  };
  process.on("exit", release);
  return { release };
}

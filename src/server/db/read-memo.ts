import type { Db } from "./client";

/**
 * What a process keeps of a database's answers for a while, so every page view does not read it
 * again. Kept per database (a process has one; a test file each) and per key; a time earlier than
 * the kept one (a moved clock) reads again. `forget` is for a change made in this process.
 */
export function readMemo<T>(keepMs: number) {
  let kept = new WeakMap<Db, Map<string, { at: number; value: T }>>();
  return {
    async get(db: Db, key: string, now: Date, read: () => Promise<T>): Promise<T> {
      let ofDb = kept.get(db);
      if (!ofDb) {
        ofDb = new Map();
        kept.set(db, ofDb);
      }
      const at = now.getTime();
      const found = ofDb.get(key);
      if (found && at - found.at < keepMs && at >= found.at) return found.value;
      const value = await read();
      ofDb.set(key, { at, value });
      return value;
    },
    forget(): void {
      kept = new WeakMap();
    },
  };
}

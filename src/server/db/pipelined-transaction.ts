import "server-only";
import type { Db } from "./client";

/** What a PostgreSQL handle lends: a connection of its pool, and the database bound to it. */
export interface PipelinePool {
  connect(): Promise<PipelineClient>;
}

export interface PipelineClient {
  query(text: string): Promise<unknown>;
  release(error?: Error | boolean): void;
  /** node-postgres's socket to the server (a Client's `connection.stream`). */
  connection?: { stream?: { cork?(): void; uncork?(): void } };
}

export interface PipelinedTransaction {
  /**
   * Sends `query` now, without waiting for the statements sent before it to be answered; queries
   * go out in the order they are sent. Start those that can go together inside one Promise.all.
   */
  send<T>(query: PromiseLike<T>): Promise<T>;
  /**
   * Sends `query` and the transaction's COMMIT together and answers the query's result once both
   * are answered. For the transaction's last statement. Should the query fail, PostgreSQL answers
   * the COMMIT by rolling back, and the failure is thrown here.
   */
  andCommit<T>(query: PromiseLike<T>): Promise<T>;
}

// A drizzle query starts when its then() is called: calling it here, not from a later microtask
// (as Promise.resolve would), is what fixes the order in which statements go out.
const send = <T>(query: PromiseLike<T>): Promise<T> => new Promise<T>((resolve, reject) => query.then(resolve, reject));

/**
 * Runs `sendAll` with the connection's socket corked: the statements it sends leave in one write.
 * node-postgres writes each statement on its own, and on this machine a write that wakes
 * PostgreSQL costs about as much CPU as building the statement (BEGIN, lock and read were three
 * writes, the insert and COMMIT two).
 */
function inOneWrite<T>(client: PipelineClient, sendAll: () => T): T {
  const stream = client.connection?.stream;
  stream?.cork?.();
  try {
    return sendAll();
  } finally {
    stream?.uncork?.();
  }
}

interface Registry {
  pools: WeakMap<Db, { pool: PipelinePool; bind: (client: PipelineClient) => Db }>;
  bound: WeakMap<PipelineClient, Db>;
}
// Next loads server modules in more than one bundle of one process, each bundle with its own copy
// of this module: the pool registered by the copy that opened the database must be found by the
// copy a route calls, so the registry is a global, like the database handle.
const registryKey = Symbol.for("clearvent.db.pipelinePools");
const globalWithRegistry = globalThis as typeof globalThis & { [registryKey]?: Registry };
globalWithRegistry[registryKey] ??= { pools: new WeakMap(), bound: new WeakMap() };
const { pools, bound } = globalWithRegistry[registryKey];

/** Called by the PostgreSQL handle: its pool's connections are in pipeline mode. */
export function registerPipelinePool(db: Db, pool: PipelinePool, bind: (client: PipelineClient) => Db): void {
  pools.set(db, { pool, bind });
}

/**
 * A transaction whose statements do not wait for one another on the wire. On PostgreSQL the pool's
 * connections are in pipeline mode (node-postgres `pipeline: true`): BEGIN goes out with the
 * transaction's first statements, statements started together (Promise.all) go out together, and
 * `andCommit` sends the last statement with the COMMIT. A price request's transaction (BEGIN, lock,
 * read, write, COMMIT) thus costs two round trips instead of five: on this 2-core machine each
 * round trip is a write and a wake-up on both sides, the largest share of a request's CPU time.
 * PostgreSQL runs the statements one after another in the order they were sent, each with its own
 * snapshot (READ COMMITTED), so a lock taken by an earlier statement holds for the later ones.
 *
 * The embedded database (PGlite) has no wire: there it is `db.transaction`.
 */
export async function pipelinedTransaction<T>(
  db: Db,
  fn: (tx: Db, pipeline: PipelinedTransaction) => Promise<T>,
): Promise<T> {
  const pg = pools.get(db);
  if (!pg) return db.transaction((tx) => fn(tx as unknown as Db, { send, andCommit: send }));
  const client = await pg.pool.connect();
  let tx = bound.get(client);
  if (!tx) {
    tx = pg.bind(client);
    bound.set(client, tx);
  }
  let committed = false;
  let broken = false;
  let began: Promise<unknown> = Promise.resolve();
  try {
    const pipeline: PipelinedTransaction = {
      send,
      async andCommit(query) {
        committed = true;
        const [value] = await Promise.all(inOneWrite(client, () => [send(query), client.query("commit")] as const));
        return value;
      },
    };
    // BEGIN leaves in one write with what `fn` sends before its first await.
    const result = await inOneWrite(client, () => {
      began = client.query("begin");
      // Its failure (a broken connection) is also every following statement's, and is thrown there.
      began.catch(() => {});
      return fn(tx, pipeline);
    });
    await began;
    if (!committed) await client.query("commit");
    return result;
  } catch (error) {
    // A failed statement leaves the transaction aborted: roll it back before the connection is
    // lent again. One that cannot even roll back is not lent again.
    await client.query("rollback").catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

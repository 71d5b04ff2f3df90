// The phone's outbox in IndexedDB: what the technician did without signal, kept across
// reloads and closed tabs until the server has it. A few promise wrappers, no library: the store is
// one table of items in the order they were made, and one of facts about the phone (whose it is).

import type { ArrivalEstimate } from "@/domain/visit/arrival";
import type { QueuedItem } from "@/domain/visit/offline-queue";
import type { PhotoKind } from "@/domain/visit/report";

export interface StepBody {
  step: "on-my-way" | "start" | "finish";
  estimate?: ArrivalEstimate;
}

export interface ReportBody {
  checklist: string[];
  findings: string;
  recommendations: string;
}

export interface PhotoBody {
  kind: PhotoKind;
  /** The server's key for this upload: a retry after a lost answer is stored once. */
  key: string;
  /** Already shrunk on the phone (shrink-photo.ts). */
  blob: Blob;
}

export type OutboxItem = QueuedItem & {
  /** What the technician reads in "Waiting to send" and beside a refusal ("On my way, 415 Grand Ave"). */
  label: string;
} & ({ kind: "step"; step: StepBody } | { kind: "report"; report: ReportBody } | { kind: "photo"; photo: PhotoBody });

/** An item as it is added: the store gives it its place in the line. */
export type NewOutboxItem = OutboxItem extends infer I ? (I extends OutboxItem ? Omit<I, "seq"> : never) : never;

const DB = "crew-offline";
const QUEUE = "queue";
const META = "meta";

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => {
      req.result.createObjectStore(QUEUE, { keyPath: "seq", autoIncrement: true });
      req.result.createObjectStore(META);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opening = null;
      reject(req.error);
    };
  });
  return opening;
}

function run<T>(store: string, mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(store, mode);
        const req = fn(tx.objectStore(store));
        tx.oncomplete = () => resolve(req.result);
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      }),
  );
}

export const outboxStore = {
  all: () => run<OutboxItem[]>(QUEUE, "readonly", (s) => s.getAll() as IDBRequest<OutboxItem[]>),
  add: (item: NewOutboxItem) => run(QUEUE, "readwrite", (s) => s.add(item)).then((seq) => Number(seq)),
  put: (item: OutboxItem) => run(QUEUE, "readwrite", (s) => s.put(item)),
  remove: (seq: number) => run(QUEUE, "readwrite", (s) => s.delete(seq)),
  clear: () => run(QUEUE, "readwrite", (s) => s.clear()),
  getMeta: (key: string) => run<unknown>(META, "readonly", (s) => s.get(key)),
  setMeta: (key: string, value: unknown) => run(META, "readwrite", (s) => s.put(value, key)),
};

// @ts-check
// What the production server's process is started with to hold its resident memory under the
// bound docs/performance.md sets for one process (the memory row, `npm run bench -- --memory`).
// Node reads both before any of our code runs, so they are given where the process is started:
// deploy/systemd/clearvent@.service (ExecStart= and Environment=, held to these by
// server/memory-flags.test.ts), scripts/start.mjs and the proofs' and bench's servers
// (scripts/proof/app.mjs).
//
// Why: the live heap is steady (the cached pages, the code), but every regeneration of the
// prerendered pages (decision 0035) allocates the pages over again under load, and V8 grows the
// old generation far past what stays live and keeps it committed while the process is busy; a
// ceiling makes it collect instead. The ceiling leaves room above the live heap for a
// regeneration and for more pages: a heap that does reach it ends the process, which systemd
// restarts, better than one that grows until MemoryMax= stops it.
// glibc gives each thread that allocates (libuv's pool: compression, crypto, files) an arena of its
// own, several per core, each keeping what it freed; two arenas hold the same work.

/** Node options, before the script. */
export const NODE_MEMORY_FLAGS = ["--max-old-space-size=384"];

/** Environment the process starts with. */
export const MEMORY_ENV = { MALLOC_ARENA_MAX: "2" };

// Loaded into the app process by bench/memory.mjs only (NODE_OPTIONS=--require), never in
// production: it lets the bench tell the V8 heap from the rest of the resident memory.
// - Every MEMORY_PROBE_MS it writes process.memoryUsage() and V8's heap figures to
//   MEMORY_PROBE_FILE (JSON, replaced whole).
// - On SIGUSR2, with MEMORY_PROBE_SNAPSHOTS set to a folder, it writes a heap snapshot there
//   (<n>.heapsnapshot, renamed into place once whole, so the bench never reads half a file).
const fs = require("node:fs");
const path = require("node:path");
const v8 = require("node:v8");

const file = process.env.MEMORY_PROBE_FILE;
const snapshots = process.env.MEMORY_PROBE_SNAPSHOTS;

function write() {
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]));
  const body = JSON.stringify({ at: Date.now(), ...usage, mallocedMemory: heap.malloced_memory, spaces });
  fs.writeFileSync(`${file}.tmp`, body);
  fs.renameSync(`${file}.tmp`, file);
}

if (file) {
  write();
  setInterval(write, Number(process.env.MEMORY_PROBE_MS ?? 500)).unref();
}

if (snapshots) {
  let n = 0;
  process.on("SIGUSR2", () => {
    n += 1;
    const target = path.join(snapshots, `${n}.heapsnapshot`);
    v8.writeHeapSnapshot(`${target}.tmp`);
    fs.renameSync(`${target}.tmp`, target);
    if (file) write();
  });
}

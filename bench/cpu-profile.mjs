// Where a process's CPU went, from a V8 CPU profile (`node --cpu-prof`, or bench/price-ab.mjs
// --cpu-prof DIR): the share of busy samples by package or bundle (self), and the functions with
// the most self and total time. With windows.json beside the profiles (price-ab writes it) only
// the measured seconds count, not the start, the regeneration or the warm-up.
//
//   node bench/cpu-profile.mjs FILE.cpuprofile [--window DIR/windows.json] [--top 25] [--match TEXT]
//
// --match TEXT: the total time of every function whose name or file contains TEXT (one line each).
// A frame in the production build's minified chunks is named by the chunk's source map (the
// original file and line, and the function's name where the map has it).
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { AnyMap, originalPositionFor } from "@jridgewell/trace-mapping";

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    window: { type: "string" },
    top: { type: "string", default: "25" },
    match: { type: "string", multiple: true, default: [] },
  },
});
const TOP = Number(opts.top);

/** Which package or part of the build a frame's script belongs to. */
export function areaOf(url, name) {
  if (!url) return name.startsWith("(") ? name : "(native)";
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) {
    if (pkg[1] === "next") {
      const part = url.match(/next\/dist\/(?:compiled\/)?([^/]+(?:\/[^/]+)?)/);
      return `next/${part ? part[1] : "?"}`;
    }
    return pkg[1];
  }
  if (url.startsWith("src:")) return url.slice(4).split("/").slice(0, 3).join("/");
  if (url.includes("/.next/server/chunks/")) return "app chunk";
  if (url.includes("/.next/")) return "app (.next other)";
  if (url.startsWith("node:")) return `node:${url.slice(5).split("/")[0]}`;
  return url.replace(/^file:\/\//, "").replace(/^.*\/(server|scripts)\//, "$1/");
}

const maps = new Map();
function mapOf(url) {
  if (!maps.has(url)) {
    let map = null;
    try {
      const file = `${url.startsWith("file:") ? fileURLToPath(url) : url}.map`;
      if (url.includes("/.next/") && fs.existsSync(file)) map = new AnyMap(JSON.parse(fs.readFileSync(file, "utf8")));
    } catch {}
    maps.set(url, map);
  }
  return maps.get(url);
}

/** The frame's original file, line and name through its chunk's source map; the frame itself without one. */
function original(frame) {
  const map = frame.url ? mapOf(frame.url) : null;
  if (!map) return frame;
  const at = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!at.source) return frame;
  const source = at.source.replace(/^(\.\.\/)+/, "").replace(/^\[project\]\//, "");
  return {
    functionName: at.name ?? frame.functionName,
    url: source.includes("node_modules/") ? source : `src:${source}`,
    lineNumber: (at.line ?? 1) - 1,
    columnNumber: at.column ?? 0,
  };
}

export function summarise(profile, windows) {
  for (const n of profile.nodes) n.callFrame = original(n.callFrame);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inWindow = (t) => !windows?.length || windows.some((w) => t >= w.fromUs && t <= w.toUs);
  const self = new Map();
  const total = new Map();
  const areas = new Map();
  let busy = 0;
  let idle = 0;
  let t = profile.startTime;
  const keyOf = (n) => {
    const f = n.callFrame;
    const file = f.url ? f.url.split("/").slice(-2).join("/") : "";
    return `${f.functionName || "(anonymous)"} ${file}:${f.lineNumber + 1}`;
  };
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    if (!inWindow(t)) continue;
    const node = byId.get(profile.samples[i]);
    const name = node.callFrame.functionName;
    if (name === "(idle)") {
      idle++;
      continue;
    }
    busy++;
    const key = keyOf(node);
    self.set(key, (self.get(key) ?? 0) + 1);
    const area = areaOf(node.callFrame.url, name);
    areas.set(area, (areas.get(area) ?? 0) + 1);
    const seen = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) {
      const k = keyOf(byId.get(id));
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + 1);
    }
  }
  return { self, total, areas, busy, idle };
}

const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
const pct = (n, of) => `${((n / of) * 100).toFixed(1)}%`.padStart(6);

for (const file of positionals) {
  const profile = JSON.parse(fs.readFileSync(file, "utf8"));
  const windows = opts.window ? JSON.parse(fs.readFileSync(opts.window, "utf8")) : null;
  const { self, total, areas, busy, idle } = summarise(profile, windows);
  console.log(`== ${file}: ${busy} busy samples, ${idle} idle (${pct(busy, busy + idle).trim()} busy)`);
  console.log("-- self, by package or bundle");
  for (const [k, n] of sorted(areas).slice(0, TOP)) console.log(`${pct(n, busy)} ${k}`);
  console.log("-- self, by function");
  for (const [k, n] of sorted(self).slice(0, TOP)) console.log(`${pct(n, busy)} ${k}`);
  console.log("-- total (self and what it called), by function");
  for (const [k, n] of sorted(total).slice(0, TOP)) console.log(`${pct(n, busy)} ${k}`);
  for (const text of opts.match) {
    console.log(`-- total of functions matching ${JSON.stringify(text)}`);
    for (const [k, n] of sorted(total).filter(([k]) => k.includes(text))) console.log(`${pct(n, busy)} ${k}`);
  }
}

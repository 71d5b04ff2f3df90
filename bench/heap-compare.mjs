// Compares V8 heap snapshots (.heapsnapshot, as bench/memory.mjs writes with BENCH_HEAP_SNAPSHOTS):
//   node bench/heap-compare.mjs before.heapsnapshot after.heapsnapshot [--top 25] [--retainers NAME]
// prints the live heap by kind and constructor in each, the groups that grew most, and for the
// groups that grew (or NAME) who holds them: the retaining object's constructor and edge, summed
// over the group's bytes. Snapshots of a few hundred MB exceed the longest string V8 can parse as
// JSON, so the file is read as bytes and only its arrays are decoded.
import fs from "node:fs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const TOP = Number(option("--top", 25));
const RETAINERS = option("--retainers", null);
const files = args;
if (files.length < 1) {
  console.error("usage: node bench/heap-compare.mjs a.heapsnapshot [b.heapsnapshot] [--top N] [--retainers NAME]");
  process.exit(2);
}

/** The integers of the JSON array that starts after `key` (`"nodes":[`). */
function intArray(buf, key) {
  let i = buf.indexOf(key) + key.length;
  const out = [];
  let n = 0;
  let inNumber = false;
  for (; ; i++) {
    const c = buf[i];
    if (c >= 48 && c <= 57) {
      n = n * 10 + (c - 48);
      inNumber = true;
    } else {
      if (inNumber) out.push(n);
      n = 0;
      inNumber = false;
      if (c === 93) break; // ]
    }
  }
  return Uint32Array.from(out);
}

/** The strings array: each JSON string decoded on its own. */
function stringArray(buf, key) {
  let i = buf.indexOf(key) + key.length;
  const out = [];
  while (buf[i] !== 93) {
    if (buf[i] === 34) {
      let j = i + 1;
      while (buf[j] !== 34) j += buf[j] === 92 ? 2 : 1;
      out.push(JSON.parse(buf.toString("utf8", i, j + 1)));
      i = j + 1;
    } else i++;
  }
  return out;
}

function load(file) {
  const buf = fs.readFileSync(file);
  const end = buf.indexOf('"nodes":');
  const meta = JSON.parse(`${buf.toString("utf8", 0, end).replace(/,\s*$/, "")}}`).snapshot.meta;
  const nodes = intArray(buf, '"nodes":[');
  const edges = intArray(buf, '"edges":[');
  const strings = stringArray(buf, '"strings":[');
  const nf = meta.node_fields.length;
  const ef = meta.edge_fields.length;
  const f = (name) => meta.node_fields.indexOf(name);
  const e = (name) => meta.edge_fields.indexOf(name);
  const nodeTypes = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const count = nodes.length / nf;
  // Where each node's edges start.
  const firstEdge = new Uint32Array(count + 1);
  for (let n = 0, at = 0; n < count; n++) {
    firstEdge[n] = at;
    at += nodes[n * nf + f("edge_count")] * ef;
    firstEdge[n + 1] = at;
  }
  const type = (n) => nodeTypes[nodes[n * nf + f("type")]];
  const name = (n) => strings[nodes[n * nf + f("name")]];
  const size = (n) => nodes[n * nf + f("self_size")];
  /** The group a node counts in: its kind, and its constructor for objects. */
  const group = (n) => {
    const t = type(n);
    if (t === "object" || t === "native" || t === "closure") return `${t} ${name(n).slice(0, 60)}`;
    if (t === "string" || t === "concatenated string" || t === "sliced string") return "string";
    return t === "hidden" || t === "array" || t === "code" ? `${t} ${name(n).slice(0, 40)}` : t;
  };
  return { nodes, edges, strings, nf, ef, count, firstEdge, type, name, size, group, e, edgeTypes };
}

function totals(snap) {
  const byGroup = new Map();
  let all = 0;
  for (let n = 0; n < snap.count; n++) {
    const s = snap.size(n);
    all += s;
    const g = snap.group(n);
    const t = byGroup.get(g) ?? { size: 0, count: 0 };
    t.size += s;
    t.count += 1;
    byGroup.set(g, t);
  }
  return { all, byGroup };
}

/** Who holds the nodes of `wanted` groups: "retainer constructor .edge" summed over held bytes. */
function retainers(snap, wanted) {
  const held = new Map();
  const toNode = snap.e("to_node");
  const edgeType = snap.e("type");
  const edgeName = snap.e("name_or_index");
  for (let n = 0; n < snap.count; n++) {
    for (let at = snap.firstEdge[n]; at < snap.firstEdge[n + 1]; at += snap.ef) {
      const kind = snap.edgeTypes[snap.edges[at + edgeType]];
      if (kind === "weak") continue;
      const to = snap.edges[at + toNode] / snap.nf;
      const g = snap.group(to);
      if (!wanted.has(g)) continue;
      const label =
        kind === "element" || kind === "hidden"
          ? `[${kind}]`
          : `.${snap.strings[snap.edges[at + edgeName]]}`.slice(0, 50);
      const key = `${g}  <-  ${snap.group(n)} ${label}`;
      const t = held.get(key) ?? { size: 0, count: 0 };
      t.size += snap.size(to);
      t.count += 1;
      held.set(key, t);
    }
  }
  return [...held.entries()].sort((a, b) => b[1].size - a[1].size).slice(0, TOP);
}

const mbs = (b) => (b / 1024 / 1024).toFixed(1);
const snaps = files.map((file) => {
  const snap = load(file);
  const t = totals(snap);
  console.log(`\n${file}: ${snap.count.toLocaleString("en-US")} nodes, ${mbs(t.all)} MB live`);
  for (const [g, v] of [...t.byGroup.entries()].sort((a, b) => b[1].size - a[1].size).slice(0, TOP))
    console.log(`  ${mbs(v.size).padStart(8)} MB ${String(v.count).padStart(9)}  ${g}`);
  return { file, snap, t };
});

let wanted = new Set(RETAINERS ? [RETAINERS] : []);
if (snaps.length === 2) {
  const [a, b] = snaps;
  const groups = new Set([...a.t.byGroup.keys(), ...b.t.byGroup.keys()]);
  const deltas = [...groups]
    .map((g) => [g, (b.t.byGroup.get(g)?.size ?? 0) - (a.t.byGroup.get(g)?.size ?? 0), b.t.byGroup.get(g)?.count ?? 0])
    .sort((x, y) => y[1] - x[1]);
  console.log(`\ngrowth ${a.file} -> ${b.file}: ${mbs(b.t.all - a.t.all)} MB`);
  for (const [g, d, c] of deltas.slice(0, TOP))
    console.log(`  ${mbs(d).padStart(8)} MB ${String(c).padStart(9)}  ${g}`);
  if (!RETAINERS) wanted = new Set(deltas.slice(0, 5).map(([g]) => g));
}
if (wanted.size) {
  const last = snaps.at(-1);
  console.log(`\nwho holds them in ${last.file}:`);
  for (const [k, v] of retainers(last.snap, wanted))
    console.log(`  ${mbs(v.size).padStart(8)} MB ${String(v.count).padStart(9)}  ${k}`);
}

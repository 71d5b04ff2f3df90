#!/usr/bin/env node
// Generates all site illustrations (cities, services, blog, OG, fallbacks) as
// flat vector SVG rendered to WebP/JPEG with sharp. Fully deterministic: every
// random choice comes from a small PRNG seeded from the image slug.
//
// Usage: node scripts/generate-images.mjs [slug | cities | services | blog | og | fallback | mobile-heroes | backdrops | blog-phone]

import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "public", "images");

const BRAND = {
  blue: "#1d5fd1",
  navy: "#10305f",
  light: "#eef6ff",
  teal: "#0f9d7a",
  sky: "#8cc4f2",
  peach: "#ffc9a3",
  sun: "#ffd27a",
};

const FONT = "DejaVu Sans, Liberation Sans, sans-serif";
const W = 1600;
const H = 900;

// ---------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------

function hashString(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function makeRng(seedText) {
  let a = hashString(seedText);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
  };
}

// ---------------------------------------------------------------------------
// Colour + SVG helpers
// ---------------------------------------------------------------------------

const n = (v) => Math.round(v * 10) / 10;

function hexToRgb(hex) {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
}

function rgbToHex(rgb) {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

function mix(a, b, t) {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  return rgbToHex(ca.map((v, i) => v + (cb[i] - v) * t));
}

function hueShift(hex, deg) {
  // rotate hue slightly for per-city palette variation
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  let h = 0;
  const l = (max + min) / 2;
  const d = max - min;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  if (d !== 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
  }
  h = (h + deg + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  let rgb;
  if (h < 60) rgb = [c, x, 0];
  else if (h < 120) rgb = [x, c, 0];
  else if (h < 180) rgb = [0, c, x];
  else if (h < 240) rgb = [0, x, c];
  else if (h < 300) rgb = [x, 0, c];
  else rgb = [c, 0, x];
  return rgbToHex(rgb.map((v) => (v + m) * 255));
}

function svgDoc(inner, { viewBox = `0 0 ${W} ${H}`, defs = "" } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${inner}</svg>`;
}

function linGrad(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const s = stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join("");
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

function radGrad(id, stops) {
  const s = stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join("");
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

// Smooth closed ridge path from sample points (Catmull-Rom -> cubic Bezier).
function smoothPath(pts, bottomY) {
  let d = `M${n(pts[0][0])},${n(bottomY)} L${n(pts[0][0])},${n(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += ` C${n(c1x)},${n(c1y)} ${n(c2x)},${n(c2y)} ${n(p2[0])},${n(p2[1])}`;
  }
  d += ` L${n(pts[pts.length - 1][0])},${n(bottomY)} Z`;
  return d;
}

function rollingHills(rng, baseY, amp, step, bottomY) {
  const waves = [0, 1, 2].map(() => ({
    f: rng.range(0.002, 0.009),
    p: rng.range(0, Math.PI * 2),
    a: rng.range(0.4, 1),
  }));
  const pts = [];
  for (let x = -80; x <= W + 80; x += step) {
    let y = 0;
    for (const w of waves) y += Math.sin(x * w.f + w.p) * w.a;
    pts.push([x, baseY - amp * (0.55 + y / 3.2)]);
  }
  return smoothPath(pts, bottomY);
}

function mountains(rng, baseY, amp, bottomY) {
  let d = `M-20,${bottomY} L-20,${n(baseY - rng.range(0.2, 0.5) * amp)}`;
  let x = -20;
  while (x < W + 20) {
    const w = rng.range(170, 420);
    const peak = baseY - rng.range(0.4, 1) * amp;
    const valley = baseY - rng.range(0.1, 0.35) * amp;
    const px = x + w * rng.range(0.35, 0.65);
    // shoulder on one side of the peak so ridges are not plain triangles
    const sh = rng.chance(0.5);
    const sx = sh ? x + (px - x) * 0.5 : px + (x + w - px) * 0.5;
    const sy = peak + (baseY - peak) * rng.range(0.25, 0.45);
    if (sh) d += ` L${n(sx)},${n(sy)}`;
    d += ` L${n(px - 6)},${n(peak + 3)} Q${n(px)},${n(peak - 3)} ${n(px + 6)},${n(peak + 3)}`;
    if (!sh) d += ` L${n(sx)},${n(sy)}`;
    d += ` L${n(x + w)},${n(valley)}`;
    x += w;
  }
  d += ` L${W + 20},${bottomY} Z`;
  return d;
}

function mesas(rng, baseY, amp, bottomY) {
  let d = `M-20,${bottomY} L-20,${n(baseY - 8)}`;
  let x = -20;
  while (x < W + 20) {
    const gap = rng.range(40, 220);
    x += gap;
    d += ` L${n(x)},${n(baseY - rng.range(2, 14))}`;
    const top = baseY - rng.range(0.45, 1) * amp;
    const w = rng.range(120, 340);
    const slope = rng.range(18, 40);
    d += ` L${n(x + slope * 0.4)},${n(top + (baseY - top) * 0.45)} L${n(x + slope)},${n(top)}`;
    d += ` L${n(x + w - slope)},${n(top + rng.range(-4, 4))}`;
    d += ` L${n(x + w - slope * 0.4)},${n(top + (baseY - top) * 0.5)} L${n(x + w)},${n(baseY - rng.range(2, 10))}`;
    x += w;
  }
  d += ` L${W + 20},${bottomY} Z`;
  return d;
}

// ---------------------------------------------------------------------------
// Scene elements
// ---------------------------------------------------------------------------

function cloud(x, y, s, fill, op) {
  return `<g fill="${fill}" opacity="${op}"><rect x="${n(x - 70 * s)}" y="${n(y - 18 * s)}" width="${n(140 * s)}" height="${n(36 * s)}" rx="${n(18 * s)}"/><circle cx="${n(x - 25 * s)}" cy="${n(y - 18 * s)}" r="${n(30 * s)}"/><circle cx="${n(x + 20 * s)}" cy="${n(y - 26 * s)}" r="${n(38 * s)}"/></g>`;
}

function roundTree(x, baseY, s, leaf, trunk) {
  return `<g><rect x="${n(x - 4 * s)}" y="${n(baseY - 30 * s)}" width="${n(8 * s)}" height="${n(30 * s)}" fill="${trunk}"/><circle cx="${n(x)}" cy="${n(baseY - 44 * s)}" r="${n(24 * s)}" fill="${leaf}"/><circle cx="${n(x - 14 * s)}" cy="${n(baseY - 34 * s)}" r="${n(16 * s)}" fill="${leaf}"/><circle cx="${n(x + 15 * s)}" cy="${n(baseY - 35 * s)}" r="${n(15 * s)}" fill="${leaf}"/></g>`;
}

function pineTree(x, baseY, s, leaf, trunk) {
  return `<g><rect x="${n(x - 3 * s)}" y="${n(baseY - 16 * s)}" width="${n(6 * s)}" height="${n(16 * s)}" fill="${trunk}"/><path d="M${n(x)},${n(baseY - 90 * s)} L${n(x + 22 * s)},${n(baseY - 14 * s)} L${n(x - 22 * s)},${n(baseY - 14 * s)} Z" fill="${leaf}"/></g>`;
}

function oakTree(x, baseY, s, leaf, trunk) {
  return `<g><path d="M${n(x - 5 * s)},${n(baseY)} L${n(x - 3 * s)},${n(baseY - 30 * s)} L${n(x - 16 * s)},${n(baseY - 44 * s)} L${n(x + 3 * s)},${n(baseY - 34 * s)} L${n(x + 6 * s)},${n(baseY)} Z" fill="${trunk}"/><ellipse cx="${n(x)}" cy="${n(baseY - 50 * s)}" rx="${n(46 * s)}" ry="${n(22 * s)}" fill="${leaf}"/><ellipse cx="${n(x - 22 * s)}" cy="${n(baseY - 42 * s)}" rx="${n(24 * s)}" ry="${n(14 * s)}" fill="${leaf}"/><ellipse cx="${n(x + 24 * s)}" cy="${n(baseY - 44 * s)}" rx="${n(26 * s)}" ry="${n(14 * s)}" fill="${leaf}"/></g>`;
}

function palmTree(x, baseY, s, leaf, trunk, lean) {
  const topX = x + lean * s;
  const topY = baseY - 150 * s;
  let fronds = "";
  const angles = [-160, -125, -95, -60, -25, 10];
  for (const a of angles) {
    const rad = (a * Math.PI) / 180;
    const len = 62 * s;
    const ex = topX + Math.cos(rad) * len;
    const ey = topY + Math.sin(rad) * len * 0.6 + 22 * s;
    const mx = topX + Math.cos(rad) * len * 0.5;
    const my = topY + Math.sin(rad) * len * 0.6 - 12 * s;
    fronds += `<path d="M${n(topX)},${n(topY)} Q${n(mx)},${n(my - 6 * s)} ${n(ex)},${n(ey)} Q${n(mx)},${n(my + 8 * s)} ${n(topX)},${n(topY)} Z" fill="${leaf}"/>`;
  }
  return `<g><path d="M${n(x - 5 * s)},${n(baseY)} Q${n(x + lean * 0.2 * s)},${n(baseY - 80 * s)} ${n(topX - 2 * s)},${n(topY)} L${n(topX + 2 * s)},${n(topY)} Q${n(x + lean * 0.2 * s + 6 * s)},${n(baseY - 80 * s)} ${n(x + 5 * s)},${n(baseY)} Z" fill="${trunk}"/>${fronds}<circle cx="${n(topX)}" cy="${n(topY + 2 * s)}" r="${n(5 * s)}" fill="${trunk}"/></g>`;
}

function cactus(x, baseY, s, fill) {
  const r = 7 * s;
  return `<g fill="none" stroke="${fill}" stroke-linecap="round" stroke-width="${n(r * 2)}"><path d="M${n(x)},${n(baseY)} L${n(x)},${n(baseY - 90 * s)}"/><path d="M${n(x)},${n(baseY - 40 * s)} L${n(x - 22 * s)},${n(baseY - 40 * s)} L${n(x - 22 * s)},${n(baseY - 66 * s)}"/><path d="M${n(x)},${n(baseY - 52 * s)} L${n(x + 20 * s)},${n(baseY - 52 * s)} L${n(x + 20 * s)},${n(baseY - 74 * s)}"/></g>`;
}

function house(x, baseY, s, wall, roof, win) {
  const w = 70 * s;
  const h = 42 * s;
  return `<g><rect x="${n(x)}" y="${n(baseY - h)}" width="${n(w)}" height="${n(h)}" fill="${wall}"/><path d="M${n(x - 6 * s)},${n(baseY - h)} L${n(x + w / 2)},${n(baseY - h - 30 * s)} L${n(x + w + 6 * s)},${n(baseY - h)} Z" fill="${roof}"/><rect x="${n(x + 10 * s)}" y="${n(baseY - h + 10 * s)}" width="${n(16 * s)}" height="${n(13 * s)}" fill="${win}"/><rect x="${n(x + 42 * s)}" y="${n(baseY - 24 * s)}" width="${n(13 * s)}" height="${n(24 * s)}" fill="${roof}"/></g>`;
}

// Skyline of flat-vector buildings between x0 and x1.
function skyline(rng, opts) {
  const { x0, x1, baseY, hMin, hMax, wMin, wMax, colors, winFill, gapMax = 6, tallAt = null } = opts;
  let out = "";
  let x = x0;
  while (x < x1) {
    const w = rng.range(wMin, wMax);
    const centre = x + w / 2;
    let h = rng.range(hMin, hMax);
    if (tallAt) {
      const dist = Math.abs(centre - tallAt.x) / tallAt.spread;
      h *= 0.55 + 0.65 * Math.exp(-dist * dist);
    }
    const fill = rng.pick(colors);
    const top = baseY - h;
    out += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h + 2)}" fill="${fill}"/>`;
    const roof = rng.next();
    if (roof < 0.18) {
      // stepped top
      const sw = w * rng.range(0.45, 0.7);
      const sh = rng.range(12, 32);
      out += `<rect x="${n(centre - sw / 2)}" y="${n(top - sh)}" width="${n(sw)}" height="${n(sh + 1)}" fill="${fill}"/>`;
      if (rng.chance(0.5))
        out += `<rect x="${n(centre - 1.5)}" y="${n(top - sh - 30)}" width="3" height="30" fill="${fill}"/>`;
    } else if (roof < 0.3) {
      // antenna
      out += `<rect x="${n(x + w * 0.3)}" y="${n(top - rng.range(20, 45))}" width="3" height="46" fill="${fill}"/>`;
    } else if (roof < 0.4) {
      // slanted roof
      const up = rng.range(14, 34);
      out += rng.chance(0.5)
        ? `<path d="M${n(x)},${n(top + 1)} L${n(x)},${n(top - up)} L${n(x + w)},${n(top + 1)} Z" fill="${fill}"/>`
        : `<path d="M${n(x)},${n(top + 1)} L${n(x + w)},${n(top - up)} L${n(x + w)},${n(top + 1)} Z" fill="${fill}"/>`;
    } else if (roof < 0.46 && w > 40) {
      out += `<path d="M${n(x + 4)},${n(top + 1)} A${n(w / 2 - 4)},${n(w / 2 - 4)} 0 0 1 ${n(x + w - 4)},${n(top + 1)} Z" fill="${fill}"/>`;
    }
    if (winFill && h > 40 && w > 22) {
      // windows as columns of thin strips
      const cols = Math.max(1, Math.floor((w - 10) / 14));
      const colW = (w - 10) / cols;
      const style = rng.next();
      for (let c = 0; c < cols; c++) {
        const cx = x + 5 + c * colW + colW * 0.25;
        if (style < 0.5) {
          out += `<rect x="${n(cx)}" y="${n(top + 10)}" width="${n(colW * 0.5)}" height="${n(h - 18)}" fill="${winFill}"/>`;
        } else {
          for (let yy = top + 10; yy < baseY - 14; yy += 18) {
            if (rng.chance(0.72))
              out += `<rect x="${n(cx)}" y="${n(yy)}" width="${n(colW * 0.5)}" height="8" fill="${winFill}"/>`;
          }
        }
      }
    }
    x += w + rng.range(0, gapMax);
  }
  return out;
}

function suspensionBridge(x0, x1, deckY, towerH, color, cableColor) {
  const span = x1 - x0;
  const t1 = x0 + span * 0.25;
  const t2 = x0 + span * 0.75;
  const topY = deckY - towerH;
  let out = `<g>`;
  // main cable (quadratic between towers, sagging almost to deck)
  const sagY = deckY - 12;
  const qy = 2 * sagY - topY; // control point so curve passes through sagY at mid
  out += `<path d="M${n(x0)},${n(deckY - 4)} Q${n((x0 + t1) / 2)},${n(topY + towerH * 0.55)} ${n(t1)},${n(topY + 6)} Q${n((t1 + t2) / 2)},${n(qy)} ${n(t2)},${n(topY + 6)} Q${n((t2 + x1) / 2)},${n(topY + towerH * 0.55)} ${n(x1)},${n(deckY - 4)}" fill="none" stroke="${cableColor}" stroke-width="4"/>`;
  // suspenders
  for (let x = t1 + 16; x < t2 - 8; x += 22) {
    const t = (x - t1) / (t2 - t1);
    const y = (1 - t) * (1 - t) * (topY + 6) + 2 * (1 - t) * t * qy + t * t * (topY + 6);
    out += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x)}" y2="${n(deckY)}" stroke="${cableColor}" stroke-width="1.6"/>`;
  }
  // towers
  for (const tx of [t1, t2]) {
    out += `<rect x="${n(tx - 9)}" y="${n(topY)}" width="7" height="${n(towerH + 40)}" fill="${color}"/><rect x="${n(tx + 2)}" y="${n(topY)}" width="7" height="${n(towerH + 40)}" fill="${color}"/>`;
    for (const f of [0.04, 0.3, 0.56])
      out += `<rect x="${n(tx - 9)}" y="${n(topY + towerH * f)}" width="18" height="6" fill="${color}"/>`;
  }
  out += `<rect x="${n(x0 - 10)}" y="${n(deckY)}" width="${n(span + 20)}" height="8" fill="${color}"/>`;
  out += `</g>`;
  return out;
}

function cableStayedBridge(x0, x1, deckY, towerH, color) {
  const tx = (x0 + x1) / 2;
  const topY = deckY - towerH;
  let out = `<g stroke="${color}" stroke-width="1.8">`;
  for (let i = 1; i <= 9; i++) {
    const d = ((x1 - x0) / 2) * (i / 9.5);
    out += `<line x1="${n(tx)}" y1="${n(topY + i * 4)}" x2="${n(tx - d)}" y2="${n(deckY)}"/><line x1="${n(tx)}" y1="${n(topY + i * 4)}" x2="${n(tx + d)}" y2="${n(deckY)}"/>`;
  }
  out += `</g><path d="M${n(tx - 14)},${n(deckY + 30)} L${n(tx - 3)},${n(topY)} L${n(tx + 3)},${n(topY)} L${n(tx + 14)},${n(deckY + 30)} Z" fill="${color}"/><rect x="${n(x0)}" y="${n(deckY)}" width="${n(x1 - x0)}" height="7" fill="${color}"/>`;
  return out;
}

function pyramidTower(x, baseY, h, fill) {
  return `<path d="M${n(x - 26)},${n(baseY)} L${n(x - 5)},${n(baseY - h)} L${n(x + 5)},${n(baseY - h)} L${n(x + 26)},${n(baseY)} Z" fill="${fill}"/><rect x="${n(x - 1.5)}" y="${n(baseY - h - 30)}" width="3" height="32" fill="${fill}"/><path d="M${n(x - 40)},${n(baseY - h * 0.12)} L${n(x - 26)},${n(baseY - h * 0.28)} L${n(x - 22)},${n(baseY)} Z" fill="${fill}"/><path d="M${n(x + 40)},${n(baseY - h * 0.12)} L${n(x + 26)},${n(baseY - h * 0.28)} L${n(x + 22)},${n(baseY)} Z" fill="${fill}"/>`;
}

function spireTower(x, baseY, h, fill) {
  // stepped art-deco tower with spire
  const w = 64;
  return `<rect x="${n(x - w / 2)}" y="${n(baseY - h * 0.7)}" width="${w}" height="${n(h * 0.7)}" fill="${fill}"/><rect x="${n(x - w * 0.36)}" y="${n(baseY - h * 0.82)}" width="${n(w * 0.72)}" height="${n(h * 0.13)}" fill="${fill}"/><rect x="${n(x - w * 0.22)}" y="${n(baseY - h * 0.9)}" width="${n(w * 0.44)}" height="${n(h * 0.09)}" fill="${fill}"/><path d="M${n(x - 8)},${n(baseY - h * 0.9)} L${n(x)},${n(baseY - h * 1.05)} L${n(x + 8)},${n(baseY - h * 0.9)} Z" fill="${fill}"/><rect x="${n(x - 1.5)}" y="${n(baseY - h * 1.16)}" width="3" height="${n(h * 0.12)}" fill="${fill}"/>`;
}

function twinAntennaTower(x, baseY, h, fill) {
  const w = 78;
  return `<rect x="${n(x - w / 2)}" y="${n(baseY - h * 0.62)}" width="${w}" height="${n(h * 0.62)}" fill="${fill}"/><rect x="${n(x - w / 2)}" y="${n(baseY - h * 0.86)}" width="${n(w * 0.66)}" height="${n(h * 0.25)}" fill="${fill}"/><rect x="${n(x - w * 0.16)}" y="${n(baseY - h)}" width="${n(w * 0.34)}" height="${n(h * 0.16)}" fill="${fill}"/><rect x="${n(x - w * 0.1)}" y="${n(baseY - h - 50)}" width="4" height="52" fill="${fill}"/><rect x="${n(x + w * 0.1)}" y="${n(baseY - h - 50)}" width="4" height="52" fill="${fill}"/>`;
}

function needleTower(x, baseY, h, fill) {
  return `<rect x="${n(x - 6)}" y="${n(baseY - h)}" width="12" height="${n(h)}" fill="${fill}"/><ellipse cx="${n(x)}" cy="${n(baseY - h * 0.82)}" rx="26" ry="10" fill="${fill}"/><rect x="${n(x - 16)}" y="${n(baseY - h * 0.9)}" width="32" height="${n(h * 0.08)}" rx="6" fill="${fill}"/><rect x="${n(x - 1.5)}" y="${n(baseY - h - 40)}" width="3" height="42" fill="${fill}"/>`;
}

function birds(rng, count, x0, x1, y0, y1, color) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    const s = rng.range(1.3, 2.1);
    out += `<path d="M${n(x - 10 * s)},${n(y)} Q${n(x - 5 * s)},${n(y - 6 * s)} ${n(x)},${n(y)} Q${n(x + 5 * s)},${n(y - 6 * s)} ${n(x + 10 * s)},${n(y)}" fill="none" stroke="${color}" stroke-width="3" stroke-linecap="round"/>`;
  }
  return out;
}

// ---------------------------------------------------------------------------
// City profiles
// ---------------------------------------------------------------------------

// scale: metro | city | town | village ; land: hills | mountains | mesas | flat | coast
// water: bay | ocean | lake | river | none ; bridge: gg | suspension | cable | null
const CITY_PROFILES = {
  "san-francisco": {
    scale: "metro",
    land: "hills",
    water: "bay",
    bridge: "gg",
    sky: "fog",
    landmark: "pyramid",
    focus: 0.62,
  },
  oakland: { scale: "city", land: "hills", water: "bay", bridge: "suspension", sky: "sunset", trees: "round" },
  "san-jose": { scale: "city", land: "mountains", water: "none", sky: "clear", palms: true },
  berkeley: { scale: "town", land: "hills", water: "bay", sky: "sunset", trees: "round", campanile: true },
  "palo-alto": { scale: "town", land: "hills", water: "none", sky: "clear", trees: "oak" },
  "mountain-view": { scale: "town", land: "mountains", water: "none", sky: "clear", trees: "round" },
  "san-mateo": { scale: "town", land: "hills", water: "bay", bridge: "suspension", sky: "clear", trees: "round" },
  "daly-city": { scale: "village", land: "hills", water: "ocean", sky: "fog", trees: "pine" },
  "walnut-creek": { scale: "town", land: "mountains", water: "none", sky: "sunset", trees: "oak" },
  fremont: { scale: "town", land: "hills", water: "none", sky: "dusk", trees: "round" },
  "santa-clara": { scale: "town", land: "mountains", water: "none", sky: "clear", palms: true },
  "redwood-city": { scale: "town", land: "hills", water: "bay", sky: "clear", trees: "pine" },
  hayward: { scale: "town", land: "hills", water: "bay", bridge: "suspension", sky: "dusk", trees: "round" },
  cupertino: { scale: "village", land: "mountains", water: "none", sky: "clear", trees: "oak" },
  sunnyvale: { scale: "town", land: "mountains", water: "none", sky: "sunset", palms: true },
  milpitas: { scale: "town", land: "hills", water: "none", sky: "dusk", trees: "round" },
  newark: { scale: "village", land: "hills", water: "bay", sky: "sunset", trees: "round" },
  "foster-city": { scale: "town", land: "hills", water: "bay", bridge: "suspension", sky: "clear", trees: "round" },
  belmont: { scale: "village", land: "hills", water: "none", sky: "fog", trees: "oak" },
  "san-bruno": { scale: "village", land: "hills", water: "bay", sky: "fog", trees: "pine" },
  alameda: { scale: "town", land: "hills", water: "bay", bridge: "suspension", sky: "sunset", palms: true },
  "union-city": { scale: "village", land: "hills", water: "none", sky: "clear", trees: "round" },
  pleasanton: { scale: "village", land: "hills", water: "none", sky: "sunset", trees: "oak" },
  livermore: { scale: "village", land: "hills", water: "none", sky: "clear", trees: "oak", vineyard: true },
  dublin: { scale: "town", land: "hills", water: "none", sky: "dusk", trees: "round" },
  "san-carlos": { scale: "village", land: "hills", water: "none", sky: "clear", trees: "oak" },
  burlingame: { scale: "town", land: "hills", water: "bay", sky: "fog", trees: "pine" },
  campbell: { scale: "village", land: "mountains", water: "none", sky: "sunset", trees: "round" },
  "los-gatos": { scale: "village", land: "mountains", water: "none", sky: "clear", trees: "pine" },
  saratoga: { scale: "village", land: "mountains", water: "none", sky: "dusk", trees: "oak", vineyard: true },
  "half-moon-bay": { scale: "village", land: "coast", water: "ocean", sky: "fog", trees: "pine" },
  pacifica: { scale: "village", land: "coast", water: "ocean", sky: "sunset", trees: "pine" },
  brisbane: { scale: "village", land: "hills", water: "bay", sky: "fog", trees: "round" },
  millbrae: { scale: "village", land: "hills", water: "bay", sky: "clear", trees: "pine" },
  albany: { scale: "village", land: "hills", water: "bay", sky: "dusk", trees: "round" },
  emeryville: { scale: "town", land: "hills", water: "bay", bridge: "suspension", sky: "dusk", trees: "round" },
  piedmont: { scale: "village", land: "hills", water: "none", sky: "sunset", trees: "oak" },
  "los-altos": { scale: "village", land: "mountains", water: "none", sky: "clear", trees: "round" },
  "los-altos-hills": { scale: "village", land: "hills", water: "none", sky: "sunset", trees: "oak" },
  "menlo-park": { scale: "village", land: "hills", water: "bay", sky: "clear", trees: "oak" },
  atherton: { scale: "village", land: "hills", water: "none", sky: "dusk", trees: "oak" },
  "portola-valley": { scale: "village", land: "mountains", water: "none", sky: "fog", trees: "pine" },
  woodside: { scale: "village", land: "mountains", water: "none", sky: "clear", trees: "pine" },
  tiburon: { scale: "village", land: "hills", water: "bay", bridge: "gg", sky: "clear", trees: "pine" },
  "mill-valley": { scale: "village", land: "mountains", water: "none", sky: "fog", trees: "pine" },
  "san-rafael": { scale: "town", land: "hills", water: "bay", sky: "sunset", trees: "oak" },
  "new-york-city": {
    scale: "metro",
    land: "flat",
    water: "river",
    bridge: "suspension",
    sky: "dusk",
    landmark: "spire",
    focus: 0.5,
  },
  "los-angeles": { scale: "city", land: "mountains", water: "none", sky: "sunset", palms: true, landmark: "tall" },
  chicago: { scale: "metro", land: "flat", water: "lake", sky: "clear", landmark: "twin", focus: 0.45 },
  dallas: { scale: "metro", land: "flat", water: "none", sky: "dusk", landmark: "needle", trees: "round" },
  houston: { scale: "metro", land: "flat", water: "none", sky: "sunset", trees: "round" },
  miami: { scale: "city", land: "flat", water: "ocean", sky: "clear", palms: true, pastel: true },
  philadelphia: { scale: "metro", land: "flat", water: "river", sky: "sunset", trees: "round" },
  atlanta: { scale: "metro", land: "hills", water: "none", sky: "dusk", trees: "round" },
  phoenix: { scale: "city", land: "mesas", water: "none", sky: "sunset", cacti: true, palms: true },
  boston: { scale: "metro", land: "flat", water: "river", bridge: "cable", sky: "clear", trees: "round" },
};

const CITY_SLUGS = Object.keys(CITY_PROFILES);

function skyPalette(kind, rng) {
  const shift = rng.range(-14, 14);
  const s = (c) => hueShift(c, shift);
  switch (kind) {
    case "fog":
      return {
        top: s("#9fb9d6"),
        mid: s("#d3e0ec"),
        bottom: "#f3f1ec",
        sun: "#fff6dc",
        sunOp: 0.7,
        night: false,
        haze: "#e9eef3",
      };
    case "sunset":
      return {
        top: s("#5a7fc7"),
        mid: s("#f6a97c"),
        bottom: s("#ffd9a0"),
        sun: "#fff0b8",
        sunOp: 0.95,
        night: false,
        haze: s("#f7c6a3"),
      };
    case "dusk":
      return {
        top: s("#1d2f63"),
        mid: s("#6b5aa6"),
        bottom: s("#f29b8c"),
        sun: "#ffe2b0",
        sunOp: 0.9,
        night: true,
        haze: s("#b98aa8"),
      };
    default:
      return {
        top: s("#3f8fe0"),
        mid: s("#8cc4f2"),
        bottom: s("#e4f3ff"),
        sun: "#fff3c4",
        sunOp: 1,
        night: false,
        haze: s("#cfe6fa"),
      };
  }
}

function cityScene(slug) {
  const p = CITY_PROFILES[slug];
  const rng = makeRng(`city:${slug}`);
  const sky = skyPalette(p.sky, rng);
  const defs = [];
  let g = "";

  // Sky
  defs.push(
    linGrad("sky", [
      [0, sky.top],
      [0.62, sky.mid],
      [1, sky.bottom],
    ]),
  );
  g += `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;

  const horizon = rng.range(540, 600);

  // Sun / moon
  const sunX = rng.range(220, 1380);
  const sunY = p.sky === "sunset" || p.sky === "dusk" ? horizon - rng.range(40, 130) : rng.range(130, 260);
  const sunR = rng.range(46, 78);
  defs.push(
    radGrad("glow", [
      [0, sky.sun, 0.75],
      [0.35, sky.sun, 0.3],
      [1, sky.sun, 0],
    ]),
  );
  g += `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR * 4)}" fill="url(#glow)"/>`;
  g += `<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${n(sunR)}" fill="${sky.sun}" opacity="${sky.sunOp}"/>`;
  if (p.sky === "dusk") {
    // a few stars
    for (let i = 0; i < 26; i++) {
      g += `<circle cx="${n(rng.range(20, W - 20))}" cy="${n(rng.range(20, 260))}" r="${n(rng.range(1, 2.4))}" fill="#fff" opacity="${n(rng.range(0.4, 0.9))}"/>`;
    }
  }

  // Clouds
  const cloudCount = p.sky === "clear" ? rng.int(2, 4) : rng.int(1, 3);
  for (let i = 0; i < cloudCount; i++) {
    g += cloud(
      rng.range(100, W - 100),
      rng.range(90, 300),
      rng.range(0.7, 1.5),
      "#ffffff",
      p.sky === "dusk" ? 0.18 : 0.75,
    );
  }
  if (p.sky !== "dusk") g += birds(rng, rng.int(2, 5), 300, 1300, 140, 320, mix(BRAND.navy, sky.mid, 0.35));

  // Far land
  const farCol = mix(sky.mid, BRAND.navy, p.sky === "dusk" ? 0.45 : 0.22);
  const midCol = mix(farCol, p.sky === "dusk" ? "#2b2a5a" : BRAND.teal, 0.35);
  if (p.land === "mesas") {
    g += `<path d="${mesas(rng, horizon + 10, rng.range(120, 170), horizon + 40)}" fill="${mix(sky.mid, "#b5563a", 0.45)}"/>`;
    g += `<path d="${mesas(rng, horizon + 30, rng.range(60, 100), horizon + 60)}" fill="${mix(sky.mid, "#9c3f2b", 0.65)}"/>`;
  } else if (p.land === "mountains") {
    g += `<path d="${mountains(rng, horizon + 10, rng.range(150, 230), horizon + 40)}" fill="${farCol}"/>`;
    g += `<path d="${rollingHills(rng, horizon + 24, rng.range(50, 90), 80, horizon + 80)}" fill="${midCol}"/>`;
  } else if (p.land === "hills" || p.land === "coast") {
    g += `<path d="${rollingHills(rng, horizon + 10, rng.range(90, 150), 90, horizon + 40)}" fill="${farCol}"/>`;
    g += `<path d="${rollingHills(rng, horizon + 22, rng.range(40, 70), 70, horizon + 60)}" fill="${midCol}"/>`;
  } else {
    g += `<path d="${rollingHills(rng, horizon + 10, rng.range(14, 30), 120, horizon + 40)}" fill="${farCol}" opacity="0.7"/>`;
  }

  // Ground or water base
  const hasWater = p.water !== "none";
  const shoreY = horizon + 30;
  const groundCol = p.land === "mesas" ? "#e0a872" : mix(BRAND.teal, "#7cc47f", 0.45);
  const groundDark = p.land === "mesas" ? "#c98b5a" : mix(BRAND.teal, BRAND.navy, 0.25);
  const nightShade = (c) => (sky.night ? mix(c, "#1b1f4a", 0.45) : c);
  if (hasWater) {
    const wTop = mix(sky.mid, BRAND.blue, 0.5);
    const wBot = mix(BRAND.blue, BRAND.navy, 0.55);
    defs.push(
      linGrad("water", [
        [0, nightShade(wTop)],
        [1, nightShade(wBot)],
      ]),
    );
    g += `<rect x="0" y="${n(shoreY)}" width="${W}" height="${n(H - shoreY)}" fill="url(#water)"/>`;
    // sun reflection
    for (let i = 0; i < 10; i++) {
      const yy = shoreY + 14 + i * 18;
      const ww = rng.range(20, 90) * (1 - i / 14);
      g += `<rect x="${n(sunX - ww / 2)}" y="${n(yy)}" width="${n(ww)}" height="4" rx="2" fill="${sky.sun}" opacity="0.55"/>`;
    }
    for (let i = 0; i < 28; i++) {
      const yy = rng.range(shoreY + 20, H - 20);
      const ww = rng.range(30, 110);
      g += `<rect x="${n(rng.range(0, W))}" y="${n(yy)}" width="${n(ww)}" height="3" rx="1.5" fill="#ffffff" opacity="0.22"/>`;
    }
  } else {
    defs.push(
      linGrad("ground", [
        [0, nightShade(groundCol)],
        [1, nightShade(groundDark)],
      ]),
    );
    g += `<rect x="0" y="${n(shoreY - 4)}" width="${W}" height="${n(H - shoreY + 4)}" fill="url(#ground)"/>`;
  }

  // Skyline
  const focusX = (p.focus ?? rng.range(0.35, 0.65)) * W;
  const backBase = p.water === "bay" || p.water === "lake" || p.water === "river" ? shoreY + 2 : shoreY + 6;
  const bldFar = mix(sky.mid, BRAND.navy, sky.night ? 0.55 : 0.38);
  const bldNear = sky.night ? "#1a2350" : mix(BRAND.navy, sky.mid, 0.12);
  const winFill = sky.night ? "#ffd98a" : mix(bldNear, "#ffffff", 0.28);
  const pastel = ["#f7b7a3", "#9ad9cf", "#f9e2a6", "#b7d3f2", "#e8c1e6"].map((c) => mix(c, sky.mid, 0.2));
  const scales = {
    metro: { back: [160, 330], front: [90, 250], w: [34, 80], span: 0.62 },
    city: { back: [110, 220], front: [60, 170], w: [36, 84], span: 0.5 },
    town: { back: [60, 120], front: [34, 90], w: [40, 90], span: 0.42 },
    village: { back: [0, 0], front: [0, 0], w: [0, 0], span: 0 },
  }[p.scale];

  if (p.land === "coast") {
    // ocean coastline: cliff on one side, beach and waves
    const cliffLeft = rng.chance(0.5);
    const cx = cliffLeft ? rng.range(380, 560) : W - rng.range(380, 560);
    const dir = cliffLeft ? 1 : -1;
    const edge = cliffLeft ? -20 : W + 20;
    const cliffCol = nightShade(mix("#9c8366", BRAND.navy, 0.1));
    const sandTop = H - rng.range(120, 160);
    g += `<path d="M-20,${H} L-20,${n(sandTop + 30)} Q${W / 2},${n(sandTop - 30)} ${W + 20},${n(sandTop + 20)} L${W + 20},${H} Z" fill="${nightShade("#f2d9a8")}"/>`;
    for (let i = 0; i < 3; i++) {
      const yy = sandTop - 10 - i * 40;
      g += `<path d="M-20,${n(yy + 20)} Q${n(W * 0.25)},${n(yy - 6)} ${n(W / 2)},${n(yy + 8)} T${W + 20},${n(yy)}" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" opacity="${n(0.7 - i * 0.18)}"/>`;
    }
    g += `<path d="M${edge},${n(shoreY - 70)} L${n(cx - dir * 120)},${n(shoreY - 80)} Q${n(cx - dir * 30)},${n(shoreY - 70)} ${n(cx)},${n(shoreY + 40)} L${n(cx + dir * 80)},${H} L${edge},${H} Z" fill="${cliffCol}"/>`;
    g += `<path d="M${edge},${n(shoreY - 82)} L${n(cx - dir * 120)},${n(shoreY - 92)} Q${n(cx - dir * 60)},${n(shoreY - 90)} ${n(cx - dir * 20)},${n(shoreY - 40)} L${edge},${n(shoreY - 40)} Z" fill="${nightShade(mix(BRAND.teal, "#7cc47f", 0.5))}"/>`;
    // houses on the cliff
    for (let i = 0; i < rng.int(2, 4); i++) {
      const hx = cliffLeft ? rng.range(40, cx - 220) : rng.range(cx + 150, W - 110);
      g += house(
        hx,
        shoreY - 80,
        rng.range(1.2, 1.6),
        nightShade(rng.pick(["#fdf6ea", "#f6e3c8", "#e8f1fb"])),
        nightShade(BRAND.navy),
        sky.night ? "#ffd98a" : "#bfe0ff",
      );
    }
    for (let i = 0; i < rng.int(2, 4); i++) {
      const tx = cliffLeft ? rng.range(40, cx - 140) : rng.range(cx + 140, W - 40);
      g += pineTree(tx, shoreY - 78, rng.range(1.1, 1.7), nightShade("#2e7d5b"), nightShade("#6b4a2e"));
    }
    // lighthouse-ish pier
    if (rng.chance(0.5)) {
      const px = cliffLeft ? rng.range(900, 1300) : rng.range(300, 700);
      g += `<rect x="${n(px)}" y="${n(shoreY + 60)}" width="260" height="8" fill="${nightShade("#6b4a2e")}"/>`;
      for (let i = 0; i < 7; i++)
        g += `<rect x="${n(px + 8 + i * 40)}" y="${n(shoreY + 68)}" width="6" height="30" fill="${nightShade("#6b4a2e")}"/>`;
    }
  } else if (scales.span > 0) {
    const half = (W * scales.span) / 2;
    const x0 = Math.max(-10, focusX - half);
    const x1 = Math.min(W + 10, focusX + half);
    g += skyline(rng, {
      x0: x0 - 60,
      x1: x1 + 60,
      baseY: backBase,
      hMin: scales.back[0],
      hMax: scales.back[1],
      wMin: scales.w[0],
      wMax: scales.w[1],
      colors: [bldFar, mix(bldFar, sky.mid, 0.15)],
      winFill: null,
      gapMax: 4,
      tallAt: { x: focusX, spread: half * 0.7 },
    });
    if (p.sky === "fog") {
      defs.push(
        '<filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>',
      );
      let fog = "";
      for (let i = 0; i < 9; i++) {
        fog += `<ellipse cx="${n(rng.range(0, W))}" cy="${n(backBase - rng.range(50, 140))}" rx="${n(rng.range(180, 380))}" ry="${n(rng.range(26, 50))}"/>`;
      }
      g += `<g fill="#ffffff" opacity="0.6" filter="url(#blur)">${fog}</g>`;
    }
    // landmark
    const lmFill = bldNear;
    if (p.landmark === "pyramid") g += pyramidTower(focusX, backBase, 300, lmFill);
    else if (p.landmark === "spire") g += spireTower(focusX, backBase, 380, lmFill);
    else if (p.landmark === "twin") g += twinAntennaTower(focusX - 60, backBase, 370, lmFill);
    else if (p.landmark === "needle") g += needleTower(focusX + 140, backBase, 280, lmFill);
    const colors = p.pastel
      ? pastel.map(nightShade)
      : [bldNear, mix(bldNear, BRAND.blue, 0.25), mix(bldNear, sky.mid, 0.2)];
    g += skyline(rng, {
      x0: x0 + 40,
      x1: x1 - 40,
      baseY: backBase + 2,
      hMin: scales.front[0],
      hMax: scales.front[1] * (p.landmark ? 0.8 : 1),
      wMin: scales.w[0] * 0.9,
      wMax: scales.w[1],
      colors,
      winFill: p.pastel ? "#ffffff" : winFill,
      gapMax: 14,
      tallAt: { x: focusX, spread: half * 0.6 },
    });
    if (p.campanile)
      g += `<rect x="${n(focusX + 200)}" y="${n(backBase - 200)}" width="26" height="200" fill="${lmFill}"/><path d="M${n(focusX + 197)},${n(backBase - 200)} L${n(focusX + 213)},${n(backBase - 250)} L${n(focusX + 229)},${n(backBase - 200)} Z" fill="${lmFill}"/>`;
  } else {
    // village: a scatter of distant roofs on the midground hills
    const roofCol = nightShade(mix(midCol, BRAND.navy, 0.35));
    const wallCol = nightShade(mix(sky.bottom, "#ffffff", 0.4));
    for (let i = 0; i < rng.int(5, 9); i++) {
      const hx = focusX + rng.range(-420, 420);
      g += house(
        hx,
        hasWater ? shoreY + 1 : shoreY + rng.range(4, 16),
        rng.range(0.5, 0.72),
        wallCol,
        roofCol,
        roofCol,
      );
    }
    if (p.sky === "fog") {
      defs.push(
        '<filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>',
      );
      let fog = "";
      for (let i = 0; i < 7; i++)
        fog += `<ellipse cx="${n(rng.range(0, W))}" cy="${n(horizon - rng.range(30, 110))}" rx="${n(rng.range(200, 400))}" ry="${n(rng.range(24, 46))}"/>`;
      g += `<g fill="#ffffff" opacity="0.65" filter="url(#blur)">${fog}</g>`;
    }
  }

  // Bridge across the water
  if (p.bridge && hasWater) {
    const len = rng.range(700, 880);
    const bx0 = focusX > W / 2 ? rng.range(-120, 40) : W - len + rng.range(-40, 120);
    const bx1 = bx0 + len;
    const deckY = shoreY + rng.range(56, 90);
    if (p.bridge === "gg") g += suspensionBridge(bx0, bx1, deckY, 230, nightShade("#d4482a"), nightShade("#b53a22"));
    else if (p.bridge === "cable") g += cableStayedBridge(bx0 + 200, bx1 - 100, deckY, 190, nightShade("#e8edf3"));
    else g += suspensionBridge(bx0, bx1, deckY, 170, nightShade("#8fa3ba"), nightShade("#a9bbcf"));
  }

  // Foreground strip
  if (p.land !== "coast") {
    const fgTop = H - rng.range(110, 170);
    const fgCol = nightShade(p.land === "mesas" ? "#d99a62" : mix(BRAND.teal, "#6dbb73", 0.35));
    const fgCol2 = nightShade(p.land === "mesas" ? "#c4824c" : mix(BRAND.teal, BRAND.navy, 0.2));
    defs.push(
      linGrad("fg", [
        [0, fgCol],
        [1, fgCol2],
      ]),
    );
    const pts = [];
    for (let x = -80; x <= W + 80; x += 160) pts.push([x, fgTop + rng.range(-22, 22)]);
    g += `<path d="${smoothPath(pts, H + 10)}" fill="url(#fg)"/>`;
    const baseAt = (x) => {
      // approximate height of the foreground ridge at x (linear between samples)
      const i = Math.max(0, Math.min(pts.length - 2, Math.floor((x + 80) / 160)));
      const t = (x - pts[i][0]) / 160;
      return pts[i][1] * (1 - t) + pts[i + 1][1] * t + 6;
    };
    if (p.vineyard) {
      for (let r = 0; r < 5; r++) {
        const yy = fgTop + 30 + r * 22;
        g += `<path d="M-20,${n(yy + 10)} Q${W / 2},${n(yy - 12)} ${W + 20},${n(yy + 6)}" fill="none" stroke="${nightShade("#3f7d3a")}" stroke-width="7" stroke-dasharray="14 10" stroke-linecap="round"/>`;
      }
    }
    // houses on village / town scenes
    if (p.scale === "village" || p.scale === "town") {
      const count = p.scale === "village" ? rng.int(4, 6) : rng.int(2, 3);
      const walls = ["#fdf6ea", "#f6e3c8", "#e8f1fb", "#fbe4dc", "#e6f4ec"];
      const roofs = [BRAND.navy, "#a0483a", "#5b6f8c", BRAND.teal, "#7a5a45"];
      for (let i = 0; i < count; i++) {
        const hx = rng.range(60, W - 160);
        const s = p.scale === "village" ? rng.range(1.25, 1.8) : rng.range(1.0, 1.4);
        g += house(
          hx,
          baseAt(hx + 35 * s) + 8,
          s,
          nightShade(rng.pick(walls)),
          nightShade(rng.pick(roofs)),
          sky.night ? "#ffd98a" : "#bfe0ff",
        );
      }
    }
    // vegetation
    const leaf = nightShade(p.land === "mesas" ? "#5f8f4a" : rng.pick(["#2f8f5b", "#3a9a62", "#2a7f66", "#4a9d55"]));
    const leaf2 = nightShade(mix(leaf, BRAND.navy, 0.25));
    const trunk = nightShade("#6b4a2e");
    const nTrees = rng.int(5, 9);
    for (let i = 0; i < nTrees; i++) {
      const tx = rng.range(20, W - 20);
      const s = rng.range(1.1, 2.1);
      const y = baseAt(tx) + rng.range(4, 30);
      const useLeaf = rng.chance(0.5) ? leaf : leaf2;
      if (p.cacti && rng.chance(0.6)) g += cactus(tx, y, s, nightShade("#4f8a4a"));
      else if (p.palms && rng.chance(0.75))
        g += palmTree(tx, y, s * 0.95, useLeaf, nightShade("#8a6a48"), rng.range(-30, 30));
      else if (p.trees === "pine") g += pineTree(tx, y, s, useLeaf, trunk);
      else if (p.trees === "oak") g += oakTree(tx, y, s, useLeaf, trunk);
      else g += roundTree(tx, y, s, useLeaf, trunk);
    }
  } else {
    // coastal foreground grass tufts
    for (let i = 0; i < 6; i++) {
      const tx = rng.range(20, W - 20);
      const ty = H - rng.range(10, 60);
      g += `<path d="M${n(tx - 14)},${n(ty)} Q${n(tx - 10)},${n(ty - 30)} ${n(tx - 18)},${n(ty - 44)} M${n(tx)},${n(ty)} Q${n(tx + 2)},${n(ty - 34)} ${n(tx + 6)},${n(ty - 52)} M${n(tx + 12)},${n(ty)} Q${n(tx + 18)},${n(ty - 24)} ${n(tx + 28)},${n(ty - 36)}" fill="none" stroke="${nightShade("#7a9a52")}" stroke-width="4" stroke-linecap="round"/>`;
    }
  }

  // Card crop: 1200x900 window around the focal point
  const cropX = Math.max(0, Math.min(W - 1200, focusX - 600));
  return { body: g, defs: defs.join(""), cropX };
}

// ---------------------------------------------------------------------------
// Service illustrations
// ---------------------------------------------------------------------------

function softBackground(rng, c1, c2, blobColors) {
  let g = "";
  const defs = linGrad(
    "bg",
    [
      [0, c1],
      [1, c2],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 1 },
  );
  g += `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  for (let i = 0; i < 5; i++) {
    g += `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(0, H))}" r="${n(rng.range(120, 320))}" fill="${rng.pick(blobColors)}" opacity="${n(rng.range(0.1, 0.22))}"/>`;
  }
  return { g, defs };
}

function airflowLine(x, y, len, amp, color, width, op, arrow = true) {
  const q = len / 4;
  let d = `M${n(x)},${n(y)} q${n(q)},${n(-amp)} ${n(q * 2)},0 t${n(q * 2)},0`;
  let s = `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" opacity="${op}"/>`;
  if (arrow) {
    const ex = x + len;
    d = `M${n(ex - 14)},${n(y - 10)} L${n(ex + 2)},${n(y)} L${n(ex - 14)},${n(y + 10)}`;
    s += `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${op}"/>`;
  }
  return s;
}

function ductScene() {
  const rng = makeRng("service:air-duct-cleaning");
  const bgx = softBackground(rng, BRAND.light, "#d8e9fb", [BRAND.blue, BRAND.teal, "#8cc4f2"]);
  let g = bgx.g;
  const defs = [
    bgx.defs,
    linGrad(
      "metal",
      [
        [0, "#e9eef5"],
        [0.5, "#c5d0de"],
        [1, "#9fb0c6"],
      ],
      { x1: 0, y1: 0, x2: 0, y2: 1 },
    ),
    linGrad(
      "metalV",
      [
        [0, "#e9eef5"],
        [0.5, "#c5d0de"],
        [1, "#9fb0c6"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    ),
  ];
  // ceiling / attic band
  g += `<rect x="0" y="0" width="${W}" height="250" fill="#dfe9f5"/><rect x="0" y="250" width="${W}" height="18" fill="${BRAND.navy}" opacity="0.85"/>`;
  for (let x = 60; x < W; x += 140) g += `<rect x="${x}" y="0" width="22" height="250" fill="#c9d8ea"/>`;
  // trunk duct
  const dx0 = 120;
  const dx1 = 1480;
  const dy = 70;
  const dh = 120;
  g += `<rect x="${dx0}" y="${dy}" width="${dx1 - dx0}" height="${dh}" rx="10" fill="url(#metal)" stroke="#7f92ab" stroke-width="4"/>`;
  for (let x = dx0 + 150; x < dx1; x += 170)
    g += `<rect x="${x}" y="${dy}" width="10" height="${dh}" fill="#8ea1b9" opacity="0.7"/>`;
  // cutaway window showing brush + dust
  const cx0 = 400;
  const cw = 420;
  g += `<rect x="${cx0}" y="${dy + 18}" width="${cw}" height="${dh - 36}" rx="8" fill="#46566c"/>`;
  for (let i = 0; i < 40; i++) {
    const px = cx0 + 150 + rng.range(0, cw - 170);
    g += `<circle cx="${n(px)}" cy="${n(dy + 26 + rng.range(0, dh - 52))}" r="${n(rng.range(2, 5))}" fill="#b6a58e" opacity="0.9"/>`;
  }
  // rotary brush
  const bx = cx0 + 110;
  const by = dy + dh / 2;
  g += `<line x1="${cx0 - 40}" y1="${by}" x2="${bx}" y2="${by}" stroke="${BRAND.navy}" stroke-width="8" stroke-linecap="round"/>`;
  for (let a = 0; a < 360; a += 22.5) {
    const r = (a * Math.PI) / 180;
    g += `<line x1="${bx}" y1="${by}" x2="${n(bx + Math.cos(r) * 36)}" y2="${n(by + Math.sin(r) * 36)}" stroke="${BRAND.teal}" stroke-width="5" stroke-linecap="round"/>`;
  }
  g += `<circle cx="${bx}" cy="${by}" r="9" fill="${BRAND.navy}"/>`;
  // motion arcs behind brush
  g += `<path d="M${bx - 60},${by - 30} q-14,30 0,60" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`;
  // branch duct dropping to ceiling register
  const rx = 1020;
  g += `<rect x="${rx}" y="${dy + dh - 6}" width="170" height="${250 - dy - dh + 8}" fill="url(#metalV)" stroke="#7f92ab" stroke-width="4"/>`;
  // vent grille in the ceiling
  const gx = rx - 40;
  const gy = 262;
  const gw = 250;
  const gh = 60;
  g += `<rect x="${gx}" y="${gy}" width="${gw}" height="${gh}" rx="8" fill="#f7f9fc" stroke="${BRAND.navy}" stroke-width="5"/>`;
  for (let i = 1; i < 5; i++)
    g += `<rect x="${gx + 14}" y="${gy + i * 11 - 2}" width="${gw - 28}" height="5" rx="2.5" fill="#9fb0c6"/>`;
  // airflow into room
  for (let i = 0; i < 5; i++) {
    const ax = gx + 10 + i * 58;
    const len = 190 + (i % 2) * 50;
    g += `<g transform="translate(${ax},${gy + gh + 20}) rotate(90)">${airflowLine(0, 0, len, 22, i % 2 ? BRAND.teal : BRAND.blue, 7, 0.85)}</g>`;
  }
  // room: floor, plant, armchair
  g += `<rect x="0" y="780" width="${W}" height="120" fill="#cfe0f3"/><rect x="0" y="780" width="${W}" height="8" fill="#b4c9e2"/>`;
  // armchair
  const ax0 = 330;
  g += `<rect x="${ax0}" y="600" width="260" height="150" rx="30" fill="${BRAND.blue}"/><rect x="${ax0 - 30}" y="660" width="60" height="120" rx="22" fill="#174fae"/><rect x="${ax0 + 230}" y="660" width="60" height="120" rx="22" fill="#174fae"/><rect x="${ax0 + 20}" y="690" width="220" height="70" rx="16" fill="#3a78e0"/><rect x="${ax0}" y="770" width="14" height="20" fill="${BRAND.navy}"/><rect x="${ax0 + 246}" y="770" width="14" height="20" fill="${BRAND.navy}"/>`;
  // plant
  const px = 1250;
  g += `<path d="M${px - 45},690 L${px + 45},690 L${px + 34},780 L${px - 34},780 Z" fill="#e7a57a"/>`;
  for (const [a, l] of [
    [-60, 120],
    [-30, 150],
    [0, 170],
    [30, 140],
    [60, 110],
  ]) {
    const r = ((a - 90) * Math.PI) / 180;
    const ex = px + Math.cos(r) * l;
    const ey = 690 + Math.sin(r) * l;
    g += `<path d="M${px},690 Q${n(px + Math.cos(r) * l * 0.4 - 20)},${n(690 + Math.sin(r) * l * 0.6)} ${n(ex)},${n(ey)} Q${n(px + Math.cos(r) * l * 0.6 + 20)},${n(690 + Math.sin(r) * l * 0.4)} ${px},690 Z" fill="${BRAND.teal}"/>`;
  }
  // clean-air sparkles
  for (const [sx, sy, s] of [
    [720, 520, 1],
    [1260, 470, 0.8],
    [880, 660, 0.6],
  ]) {
    g += `<path d="M${sx},${sy - 22 * s} L${sx + 6 * s},${sy - 6 * s} L${sx + 22 * s},${sy} L${sx + 6 * s},${sy + 6 * s} L${sx},${sy + 22 * s} L${sx - 6 * s},${sy + 6 * s} L${sx - 22 * s},${sy} L${sx - 6 * s},${sy - 6 * s} Z" fill="#ffffff"/>`;
  }
  return { body: g, defs: defs.join(""), cropX: 200 };
}

function dryerScene() {
  const rng = makeRng("service:dryer-vent-cleaning");
  const bgx = softBackground(rng, "#f4f8ff", "#dcebfb", [BRAND.blue, BRAND.teal, BRAND.peach]);
  let g = bgx.g;
  const defs = [
    bgx.defs,
    radGrad("glass", [
      [0, "#cfe6ff"],
      [0.7, "#7fb2ea"],
      [1, "#3c6fb8"],
    ]),
  ];
  // floor
  g += `<rect x="0" y="760" width="${W}" height="140" fill="#d5e3f3"/><rect x="0" y="760" width="${W}" height="8" fill="#b8cbe2"/>`;
  // exterior wall on the right with siding, outside sky beyond
  const wx = 1090;
  g += `<rect x="${wx + 90}" y="0" width="${W - wx - 90}" height="${H}" fill="#bfe0fa"/>`;
  g += `<circle cx="1470" cy="150" r="60" fill="${BRAND.sun}"/>`;
  g += cloud(1390, 300, 0.9, "#ffffff", 0.9);
  g += `<rect x="${wx + 90}" y="720" width="${W - wx - 90}" height="180" fill="#7cc47f"/>`;
  g += `<rect x="${wx}" y="0" width="90" height="${H}" fill="#e9dccb"/>`;
  for (let y = 20; y < H; y += 36) g += `<rect x="${wx}" y="${y}" width="90" height="4" fill="#cdbba4"/>`;
  g += `<rect x="${wx - 10}" y="0" width="12" height="${H}" fill="#f7f1e8"/>`;
  // dryer
  const x = 300;
  const y = 380;
  const dw = 360;
  const dh = 390;
  g += `<rect x="${x + 14}" y="${y + dh - 10}" width="${dw - 28}" height="16" rx="6" fill="#9fb0c6"/>`;
  g += `<rect x="${x}" y="${y}" width="${dw}" height="${dh}" rx="26" fill="#ffffff" stroke="#c3d0df" stroke-width="4"/>`;
  g += `<rect x="${x}" y="${y}" width="${dw}" height="78" rx="26" fill="#e7eef7"/><rect x="${x}" y="${y + 52}" width="${dw}" height="26" fill="#e7eef7"/>`;
  g += `<circle cx="${x + 56}" cy="${y + 40}" r="20" fill="${BRAND.navy}"/><circle cx="${x + 56}" cy="${y + 40}" r="7" fill="#e7eef7"/>`;
  g += `<rect x="${x + 110}" y="${y + 26}" width="110" height="28" rx="8" fill="${BRAND.navy}"/><rect x="${x + 120}" y="${y + 34}" width="44" height="12" rx="4" fill="${BRAND.teal}"/>`;
  g += `<circle cx="${x + 262}" cy="${y + 40}" r="9" fill="${BRAND.blue}"/><circle cx="${x + 298}" cy="${y + 40}" r="9" fill="#9fb0c6"/>`;
  const cx = x + dw / 2;
  const cy = y + 230;
  g += `<circle cx="${cx}" cy="${cy}" r="122" fill="#dfe7f1"/><circle cx="${cx}" cy="${cy}" r="104" fill="url(#glass)"/>`;
  // tumbling clothes
  g += `<path d="M${cx - 70},${cy + 30} q40,-70 100,-40 q-20,40 -100,40 Z" fill="${BRAND.peach}"/><path d="M${cx - 20},${cy + 70} q60,-20 80,-80 q10,50 -80,80 Z" fill="${BRAND.teal}" opacity="0.9"/>`;
  g += `<path d="M${cx - 60},${cy - 60} a80,80 0 0 1 70,-22" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.7"/>`;
  // vent hose: from dryer back (right side) to wall
  const hx0 = x + dw - 10;
  const hy0 = y + 130;
  const hose = `M${hx0},${hy0} C${hx0 + 160},${hy0 - 10} ${hx0 + 120},${hy0 - 170} ${wx - 200},${hy0 - 170} S${wx - 20},${hy0 - 190} ${wx + 30},${hy0 - 190}`;
  g += `<path d="${hose}" fill="none" stroke="#9aa9bb" stroke-width="64" stroke-linecap="butt"/>`;
  g += `<path d="${hose}" fill="none" stroke="#d9e1ea" stroke-width="58"/>`;
  g += `<path d="${hose}" fill="none" stroke="#aab7c7" stroke-width="58" stroke-dasharray="6 12"/>`;
  g += `<rect x="${hx0 - 18}" y="${hy0 - 38}" width="26" height="76" rx="6" fill="#8796aa"/>`;
  // exterior wall hood
  const hy = hy0 - 190;
  g += `<rect x="${wx + 80}" y="${hy - 52}" width="40" height="104" rx="6" fill="#f0f3f7" stroke="${BRAND.navy}" stroke-width="4"/>`;
  g += `<path d="M${wx + 118},${hy - 50} L${wx + 168},${hy - 26} L${wx + 168},${hy + 40} L${wx + 118},${hy + 50} Z" fill="#ffffff" stroke="${BRAND.navy}" stroke-width="4" stroke-linejoin="round"/>`;
  g += `<path d="M${wx + 168},${hy + 40} L${wx + 124},${hy + 50}" stroke="#9fb0c6" stroke-width="8"/>`;
  // airflow out of the hood
  for (let i = 0; i < 3; i++)
    g += airflowLine(wx + 190, hy - 30 + i * 34 + 20, 170 - i * 20, 16, i === 1 ? BRAND.blue : BRAND.teal, 6, 0.85);
  // lint puffs leaving
  for (let i = 0; i < 6; i++)
    g += `<circle cx="${n(rng.range(wx + 220, wx + 420))}" cy="${n(hy + rng.range(60, 130))}" r="${n(rng.range(5, 11))}" fill="#c9b9a6" opacity="0.8"/>`;
  // laundry basket
  const lbx = 760;
  g += `<path d="M${lbx},650 L${lbx + 220},650 L${lbx + 200},770 L${lbx + 20},770 Z" fill="${BRAND.blue}"/>`;
  for (let i = 0; i < 5; i++)
    g += `<rect x="${lbx + 30 + i * 36}" y="672" width="14" height="80" rx="7" fill="#174fae"/>`;
  g += `<path d="M${lbx + 10},650 q50,-60 110,-30 q40,-30 90,30 Z" fill="${BRAND.peach}"/><path d="M${lbx + 60},650 q40,-40 80,-10 q20,-10 40,10 Z" fill="#ffffff"/>`;
  return { body: g, defs: defs.join(""), cropX: 250 };
}

function airQualityScene() {
  const rng = makeRng("service:air-quality-testing");
  const bgx = softBackground(rng, "#eef6ff", "#d9f1ea", [BRAND.teal, BRAND.blue, "#bfe0fa"]);
  let g = bgx.g;
  const defs = [bgx.defs];
  // window
  g += `<rect x="160" y="120" width="380" height="420" rx="16" fill="#ffffff"/><rect x="180" y="140" width="340" height="380" rx="8" fill="#bfe0fa"/>`;
  g += `<circle cx="430" cy="230" r="50" fill="${BRAND.sun}"/>`;
  g += `<path d="M180,520 L180,430 Q280,380 360,420 T520,400 L520,520 Z" fill="#7cc47f"/>`;
  g += `<rect x="344" y="140" width="12" height="380" fill="#ffffff"/><rect x="180" y="324" width="340" height="12" fill="#ffffff"/>`;
  // table
  g += `<rect x="0" y="770" width="${W}" height="130" fill="#cfe3ef"/>`;
  g += `<rect x="560" y="690" width="560" height="26" rx="10" fill="#9a7252"/><rect x="600" y="716" width="20" height="60" fill="#7f5c40"/><rect x="1060" y="716" width="20" height="60" fill="#7f5c40"/>`;
  // monitor device
  const mx = 650;
  const my = 330;
  const mw = 380;
  const mh = 360;
  g += `<rect x="${mx + 10}" y="${my + 14}" width="${mw}" height="${mh}" rx="40" fill="${BRAND.navy}" opacity="0.18"/>`;
  g += `<rect x="${mx}" y="${my}" width="${mw}" height="${mh}" rx="40" fill="#ffffff" stroke="#c3d0df" stroke-width="4"/>`;
  g += `<rect x="${mx + 30}" y="${my + 30}" width="${mw - 60}" height="220" rx="22" fill="${BRAND.navy}"/>`;
  // gauge arc segments
  const gcx = mx + mw / 2;
  const gcy = my + 190;
  const rr = 110;
  const segs = [
    ["#22c28a", 180, 240],
    ["#f5c543", 240, 300],
    ["#f07a55", 300, 360],
  ];
  for (const [c, a0, a1] of segs) {
    const p0 = [gcx + Math.cos((a0 * Math.PI) / 180) * rr, gcy + Math.sin((a0 * Math.PI) / 180) * rr];
    const p1 = [gcx + Math.cos(((a1 - 3) * Math.PI) / 180) * rr, gcy + Math.sin(((a1 - 3) * Math.PI) / 180) * rr];
    g += `<path d="M${n(p0[0])},${n(p0[1])} A${rr},${rr} 0 0 1 ${n(p1[0])},${n(p1[1])}" fill="none" stroke="${c}" stroke-width="22" stroke-linecap="round"/>`;
  }
  const na = (212 * Math.PI) / 180;
  g += `<line x1="${gcx}" y1="${gcy}" x2="${n(gcx + Math.cos(na) * 86)}" y2="${n(gcy + Math.sin(na) * 86)}" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/><circle cx="${gcx}" cy="${gcy}" r="14" fill="#ffffff"/>`;
  // bar readouts
  const bars = [0.45, 0.7, 0.35, 0.55];
  bars.forEach((b, i) => {
    const bx = mx + 50 + i * 75;
    g += `<rect x="${bx}" y="${my + 272}" width="54" height="60" rx="10" fill="#e7eef7"/><rect x="${bx}" y="${n(my + 272 + 60 * (1 - b))}" width="54" height="${n(60 * b)}" rx="10" fill="${i % 2 ? BRAND.teal : BRAND.blue}"/>`;
  });
  // sensor grille dots on side
  for (let i = 0; i < 3; i++) g += `<circle cx="${mx + mw + 1}" cy="${my + 120 + i * 30}" r="5" fill="#c3d0df"/>`;
  // particles: left side dirty (brown/grey), right side clean (teal/blue small)
  for (let i = 0; i < 60; i++) {
    const left = i < 34;
    const px = left ? rng.range(40, 620) : rng.range(1080, 1560);
    const py = rng.range(80, 740);
    if (!left && px < 1120 && py > 640) continue;
    const r = left ? rng.range(4, 14) : rng.range(3, 8);
    const col = left
      ? rng.pick(["#a8927a", "#8d99a8", "#c7a27c", "#7b8794"])
      : rng.pick([BRAND.teal, BRAND.blue, "#7cc8b5"]);
    g += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(r)}" fill="${col}" opacity="${left ? 0.75 : 0.55}"/>`;
  }
  // swirls of air moving through the device
  g += `<path d="M120,620 C300,560 420,700 600,620" fill="none" stroke="${BRAND.blue}" stroke-width="7" stroke-linecap="round" opacity="0.55"/>`;
  g += `<path d="M1080,560 C1220,480 1320,620 1480,540" fill="none" stroke="${BRAND.teal}" stroke-width="7" stroke-linecap="round" opacity="0.8"/>`;
  g += `<path d="M1080,440 C1220,380 1340,480 1500,400" fill="none" stroke="${BRAND.teal}" stroke-width="6" stroke-linecap="round" opacity="0.6"/>`;
  // leaf
  g += `<path d="M1300,300 Q1380,200 1470,230 Q1440,330 1300,300 Z" fill="${BRAND.teal}"/><path d="M1300,300 Q1390,260 1460,236" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.8"/>`;
  return { body: g, defs: defs.join(""), cropX: 240 };
}

const SERVICES = {
  "air-duct-cleaning": ductScene,
  "dryer-vent-cleaning": dryerScene,
  "air-quality-testing": airQualityScene,
};

// ---------------------------------------------------------------------------
// Blog illustrations (abstract)
// ---------------------------------------------------------------------------

const BLOG_SLUGS = [
  "allergy-season-hvac-tips",
  "coastal-fog-mildew-home-care",
  "dryer-vent-fire-prevention-guide",
  "eco-friendly-cleaning-products-healthier-home",
  "how-often-to-clean-air-ducts",
  "how-to-choose-a-furnace-filter",
  "how-to-spot-duct-cleaning-scams",
  "improve-airflow-lower-energy-bills",
  "kitchen-bathroom-ventilation-guide",
  "moving-into-older-bay-area-home",
  "pet-owners-guide-to-indoor-air",
  "seasonal-home-maintenance-calendar",
  "what-happens-during-duct-cleaning",
  "wildfire-smoke-indoor-air-bay-area",
];

const BLOG_PALETTES = [
  { bg1: "#eef6ff", bg2: "#cfe3fb", a: BRAND.blue, b: BRAND.teal, c: "#ffc9a3", line: BRAND.navy },
  { bg1: "#f1fbf6", bg2: "#cdeedf", a: BRAND.teal, b: BRAND.blue, c: "#ffe0a3", line: "#0b5a48" },
  { bg1: "#fff5ec", bg2: "#ffdcc2", a: "#e2673f", b: BRAND.blue, c: "#ffd27a", line: BRAND.navy },
  { bg1: "#f3f0ff", bg2: "#dcd6fb", a: "#5b5bd6", b: BRAND.teal, c: "#ffc9a3", line: BRAND.navy },
  { bg1: "#eefaff", bg2: "#c6e8f6", a: "#1b8fc9", b: "#f0a24a", c: "#ffffff", line: BRAND.navy },
];

function leafShape(x, y, s, rot, fill, vein) {
  return `<g transform="translate(${n(x)},${n(y)}) rotate(${n(rot)}) scale(${n(s)})"><path d="M0,0 Q40,-60 100,-20 Q60,40 0,0 Z" fill="${fill}"/><path d="M4,-2 Q50,-16 94,-20" fill="none" stroke="${vein}" stroke-width="3" opacity="0.7"/></g>`;
}

function swirl(x, y, s, color, width, op) {
  return `<path transform="translate(${n(x)},${n(y)}) scale(${n(s)})" d="M0,0 C60,-40 140,-40 180,0 C210,30 190,70 150,66 C118,62 116,28 140,22" fill="none" stroke="${color}" stroke-width="${n(width / s)}" stroke-linecap="round" opacity="${op}"/>`;
}

function houseOutline(x, y, s, color, fill) {
  return `<g transform="translate(${n(x)},${n(y)}) scale(${n(s)})" stroke-linejoin="round" stroke-linecap="round"><path d="M0,140 L0,300 L300,300 L300,140" fill="${fill}" stroke="${color}" stroke-width="14"/><path d="M-40,160 L150,10 L340,160" fill="none" stroke="${color}" stroke-width="16"/><rect x="120" y="200" width="60" height="100" rx="6" fill="none" stroke="${color}" stroke-width="12"/><rect x="210" y="60" width="34" height="60" fill="${color}"/></g>`;
}

function filterGrid(x, y, w, h, color, frame, rot = 0) {
  let s = `<g transform="translate(${n(x)},${n(y)}) rotate(${rot})"><rect x="0" y="0" width="${w}" height="${h}" rx="14" fill="#ffffff" stroke="${frame}" stroke-width="14"/>`;
  for (let xx = 24; xx < w - 10; xx += 22)
    s += `<line x1="${xx}" y1="14" x2="${xx}" y2="${h - 14}" stroke="${color}" stroke-width="4" opacity="0.55"/>`;
  for (let yy = 30; yy < h - 10; yy += 30)
    s += `<line x1="14" y1="${yy}" x2="${w - 14}" y2="${yy}" stroke="${color}" stroke-width="3" opacity="0.35"/>`;
  return `${s}</g>`;
}

function blogMotif(slug, rng, pal) {
  let g = "";
  const star = (x, y, s, c) =>
    `<path d="M${x},${y - 22 * s} L${x + 6 * s},${y - 6 * s} L${x + 22 * s},${y} L${x + 6 * s},${y + 6 * s} L${x},${y + 22 * s} L${x - 6 * s},${y + 6 * s} L${x - 22 * s},${y} L${x - 6 * s},${y - 6 * s} Z" fill="${c}"/>`;
  if (slug.includes("allergy")) {
    for (let i = 0; i < 5; i++) {
      const x = rng.range(1000, 1500);
      const y = rng.range(150, 750);
      let petals = "";
      for (let a = 0; a < 360; a += 60)
        petals += `<ellipse cx="${n(x + Math.cos((a * Math.PI) / 180) * 22)}" cy="${n(y + Math.sin((a * Math.PI) / 180) * 22)}" rx="16" ry="16" fill="${pal.c}"/>`;
      g += `${petals}<circle cx="${n(x)}" cy="${n(y)}" r="14" fill="${pal.a}"/>`;
    }
    for (let i = 0; i < 40; i++)
      g += `<circle cx="${n(rng.range(850, 1580))}" cy="${n(rng.range(60, 840))}" r="${n(rng.range(3, 7))}" fill="#f5c543" opacity="0.8"/>`;
  } else if (slug.includes("fog")) {
    for (let i = 0; i < 4; i++) {
      const y = 180 + i * 130;
      g += `<path d="M${900 + i * 20},${y} q80,-40 160,0 t160,0 t160,0" fill="none" stroke="#ffffff" stroke-width="26" stroke-linecap="round" opacity="0.85"/>`;
    }
    for (let i = 0; i < 6; i++) {
      const x = rng.range(980, 1500);
      const y = rng.range(620, 800);
      g += `<path d="M${n(x)},${n(y - 36)} Q${n(x + 24)},${n(y)} ${n(x)},${n(y + 10)} Q${n(x - 24)},${n(y)} ${n(x)},${n(y - 36)} Z" fill="${pal.a}" opacity="0.8"/>`;
    }
  } else if (slug.includes("fire") || slug.includes("wildfire")) {
    const fx = slug.includes("wildfire") ? 1280 : 1370;
    g += `<path d="M${fx},720 C${fx - 150},700 ${fx - 160},540 ${fx - 60},440 C${fx - 40},520 ${fx - 10},530 ${fx},500 C${fx - 20},400 ${fx + 40},320 ${fx + 90},290 C${fx + 80},380 ${fx + 170},440 ${fx + 160},560 C${fx + 150},680 ${fx + 90},720 ${fx},720 Z" fill="#f07a3a"/>`;
    g += `<path d="M${fx + 10},720 C${fx - 70},700 ${fx - 70},600 ${fx},540 C${fx + 10},600 ${fx + 60},580 ${fx + 60},540 C${fx + 110},600 ${fx + 100},720 ${fx + 10},720 Z" fill="#ffd27a"/>`;
    if (slug.includes("wildfire")) {
      for (let i = 0; i < 7; i++)
        g += `<circle cx="${n(rng.range(900, 1550))}" cy="${n(rng.range(60, 260))}" r="${n(rng.range(50, 110))}" fill="#8d8a93" opacity="0.35"/>`;
      g += filterGrid(860, 580, 220, 180, pal.b, pal.line, -6);
    } else {
      // small dryer with a vent hose heading off-frame
      g += `<g transform="translate(930,470)"><rect x="0" y="0" width="190" height="230" rx="20" fill="#ffffff" stroke="${pal.line}" stroke-width="10"/><line x1="0" y1="50" x2="190" y2="50" stroke="${pal.line}" stroke-width="8"/><circle cx="95" cy="135" r="56" fill="none" stroke="${pal.line}" stroke-width="10"/><circle cx="95" cy="135" r="36" fill="${pal.b}" opacity="0.5"/><circle cx="36" cy="26" r="9" fill="${pal.line}"/></g>`;
      g += `<path d="M1120,540 C1180,520 1160,260 1040,240 C980,230 950,200 960,160" fill="none" stroke="${pal.line}" stroke-width="34" stroke-linecap="round" opacity="0.85"/><path d="M1120,540 C1180,520 1160,260 1040,240 C980,230 950,200 960,160" fill="none" stroke="#dfe7f1" stroke-width="24" stroke-dasharray="5 9"/>`;
    }
  } else if (slug.includes("eco")) {
    g += `<g transform="translate(1180,300)"><rect x="0" y="120" width="170" height="320" rx="36" fill="#ffffff" stroke="${pal.line}" stroke-width="12"/><rect x="40" y="40" width="90" height="80" fill="${pal.line}"/><path d="M130,60 L230,60 L230,96 L130,96" fill="${pal.line}"/><rect x="30" y="220" width="110" height="120" rx="16" fill="${pal.a}"/></g>`;
    for (let i = 0; i < 5; i++)
      g += leafShape(
        rng.range(880, 1100),
        rng.range(150, 760),
        rng.range(0.8, 1.4),
        rng.range(-60, 60),
        rng.pick([pal.a, pal.b, "#4fb27e"]),
        "#ffffff",
      );
    for (let i = 0; i < 6; i++)
      g += `<circle cx="${n(1420 + rng.range(-40, 140))}" cy="${n(340 + rng.range(-100, 40))}" r="${n(rng.range(8, 22))}" fill="none" stroke="${pal.b}" stroke-width="5" opacity="0.7"/>`;
  } else if (slug.includes("how-often") || slug.includes("calendar")) {
    const cx = 1100;
    const cy = 200;
    g += `<rect x="${cx}" y="${cy}" width="400" height="420" rx="30" fill="#ffffff" stroke="${pal.line}" stroke-width="12"/><rect x="${cx}" y="${cy}" width="400" height="90" rx="30" fill="${pal.a}"/><rect x="${cx}" y="${cy + 60}" width="400" height="30" fill="${pal.a}"/>`;
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 4; c++) {
        const hl = (r * 4 + c) % 5 === rng.int(0, 4);
        g += `<rect x="${cx + 30 + c * 90}" y="${cy + 120 + r * 72}" width="66" height="52" rx="10" fill="${hl ? pal.b : "#e7eef7"}"/>`;
      }
    g += `<rect x="${cx + 80}" y="${cy - 30}" width="20" height="60" rx="10" fill="${pal.line}"/><rect x="${cx + 300}" y="${cy - 30}" width="20" height="60" rx="10" fill="${pal.line}"/>`;
    if (slug.includes("calendar")) {
      g += `<circle cx="980" cy="180" r="60" fill="#ffd27a"/>`;
      g += `<g stroke="${pal.b}" stroke-width="10" stroke-linecap="round"><line x1="1000" y1="660" x2="1000" y2="800"/><line x1="940" y1="695" x2="1060" y2="765"/><line x1="940" y1="765" x2="1060" y2="695"/></g>`;
      g += leafShape(1450, 720, 1, -30, "#e2873f", "#ffffff");
    }
  } else if (slug.includes("filter")) {
    g += filterGrid(1000, 160, 460, 340, pal.a, pal.line, 4);
    g += filterGrid(1080, 440, 380, 280, pal.b, pal.line, -5);
  } else if (slug.includes("scams")) {
    g += `<g transform="translate(1220,300)"><path d="M0,-140 L150,-90 L150,40 C150,140 70,200 0,230 C-70,200 -150,140 -150,40 L-150,-90 Z" fill="${pal.a}"/><path d="M-60,30 L-15,80 L70,-30" fill="none" stroke="#ffffff" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/></g>`;
    g += `<g transform="translate(1000,560)"><circle cx="0" cy="0" r="90" fill="#ffffff" fill-opacity="0.5" stroke="${pal.line}" stroke-width="20"/><line x1="64" y1="64" x2="160" y2="160" stroke="${pal.line}" stroke-width="30" stroke-linecap="round"/></g>`;
  } else if (slug.includes("energy")) {
    g += `<path d="M1260,120 L1120,460 L1230,460 L1160,780 L1400,380 L1280,380 L1360,120 Z" fill="#ffd27a" stroke="${pal.line}" stroke-width="10" stroke-linejoin="round"/>`;
    g += swirl(1320, 620, 0.9, pal.a, 14, 0.8);
  } else if (slug.includes("ventilation")) {
    const fx = 1230;
    const fy = 420;
    g += `<circle cx="${fx}" cy="${fy}" r="210" fill="#ffffff" stroke="${pal.line}" stroke-width="14"/>`;
    for (let a = 0; a < 360; a += 72)
      g += `<path transform="translate(${fx},${fy}) rotate(${a})" d="M0,0 C40,-40 110,-60 150,-20 C120,10 60,20 0,0 Z" fill="${pal.a}"/>`;
    g += `<circle cx="${fx}" cy="${fy}" r="26" fill="${pal.line}"/>`;
    for (let i = 0; i < 3; i++)
      g += `<path d="M${900 + i * 60},780 q-30,-60 0,-120 t0,-120" fill="none" stroke="${pal.b}" stroke-width="14" stroke-linecap="round" opacity="0.7"/>`;
  } else if (slug.includes("moving")) {
    const box = (x, y, w, h) =>
      `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#d9a46c" stroke="#8a5a2e" stroke-width="8"/><rect x="${x + w / 2 - 18}" y="${y}" width="36" height="${h * 0.4}" fill="#f3d3a8"/></g>`;
    g += box(1040, 520, 260, 220) + box(1300, 560, 200, 180) + box(1120, 340, 200, 180);
    g += `<g fill="none" stroke="${pal.line}" stroke-width="10" stroke-linecap="round"><path d="M960,240 L1060,240 M1000,200 L1060,240 L1000,280"/></g>`;
  } else if (slug.includes("pet")) {
    const paw = (x, y, s, c) =>
      `<g transform="translate(${n(x)},${n(y)}) scale(${n(s)})" fill="${c}"><ellipse cx="0" cy="30" rx="40" ry="32"/><ellipse cx="-44" cy="-16" rx="16" ry="22"/><ellipse cx="-16" cy="-40" rx="16" ry="22"/><ellipse cx="18" cy="-40" rx="16" ry="22"/><ellipse cx="46" cy="-16" rx="16" ry="22"/></g>`;
    for (let i = 0; i < 5; i++)
      g += paw(980 + i * 120, 760 - i * 130 + rng.range(-20, 20), rng.range(0.8, 1.1), i % 2 ? pal.a : pal.line);
    for (let i = 0; i < 14; i++) {
      const x = rng.range(900, 1560);
      const y = rng.range(80, 820);
      g += `<path d="M${n(x)},${n(y)} q${n(rng.range(10, 30))},${n(rng.range(-20, 20))} ${n(rng.range(30, 60))},${n(rng.range(-10, 10))}" fill="none" stroke="#b08a64" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`;
    }
  } else if (slug.includes("what-happens")) {
    g += `<rect x="900" y="330" width="680" height="180" rx="20" fill="#dfe7f1" stroke="${pal.line}" stroke-width="10"/>`;
    g += `<line x1="900" y1="420" x2="1260" y2="420" stroke="${pal.line}" stroke-width="12" stroke-linecap="round"/>`;
    for (let a = 0; a < 360; a += 20) {
      const r = (a * Math.PI) / 180;
      g += `<line x1="1300" y1="420" x2="${n(1300 + Math.cos(r) * 66)}" y2="${n(420 + Math.sin(r) * 66)}" stroke="${pal.b}" stroke-width="8" stroke-linecap="round"/>`;
    }
    g += `<circle cx="1300" cy="420" r="14" fill="${pal.line}"/>`;
    for (let i = 0; i < 30; i++)
      g += `<circle cx="${n(rng.range(1390, 1560))}" cy="${n(rng.range(350, 490))}" r="${n(rng.range(3, 8))}" fill="#a8927a"/>`;
    g += star(1400, 660, 1.4, "#ffffff") + star(1100, 230, 1, "#ffffff");
  }
  return g;
}

function blogScene(slug) {
  const rng = makeRng(`blog:${slug}`);
  let pal = BLOG_PALETTES[hashString(slug) % BLOG_PALETTES.length];
  if (slug.includes("wildfire"))
    pal = { bg1: "#fff1e3", bg2: "#f6c9a6", a: "#e2673f", b: BRAND.teal, c: "#ffd27a", line: BRAND.navy };
  if (slug.includes("fog"))
    pal = { bg1: "#f2f6fa", bg2: "#c7d6e6", a: "#4f86c6", b: BRAND.teal, c: "#ffffff", line: BRAND.navy };
  const defs = [
    linGrad(
      "bg",
      [
        [0, pal.bg1],
        [1, pal.bg2],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  ];
  let g = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  // soft blobs
  for (let i = 0; i < 4; i++) {
    g += `<circle cx="${n(rng.range(0, W))}" cy="${n(rng.range(0, H))}" r="${n(rng.range(150, 360))}" fill="${rng.pick([pal.a, pal.b, pal.c])}" opacity="${n(rng.range(0.08, 0.18))}"/>`;
  }
  // ground arc
  g += `<path d="M-20,${H} L-20,${n(760 + rng.range(-30, 30))} Q${n(rng.range(500, 1100))},${n(680 + rng.range(-40, 40))} ${W + 20},${n(770 + rng.range(-30, 30))} L${W + 20},${H} Z" fill="${pal.b}" opacity="0.22"/>`;
  const bgLayer = g;
  g = "";
  // house outline on the left half
  const hs = rng.range(1.25, 1.5);
  const hx = rng.range(140, 300);
  const hy = 770 - 300 * hs;
  g += houseOutline(hx, hy, hs, pal.line, "#ffffff");
  // air swirls through / around the house
  const swirls = rng.int(2, 3);
  for (let i = 0; i < swirls; i++) {
    g += swirl(
      hx + 260 + i * rng.range(120, 170),
      hy - rng.range(-40, 160) + i * 60,
      rng.range(1, 1.5),
      i % 2 ? pal.a : pal.b,
      13,
      0.85,
    );
  }
  // leaves near the house
  for (let i = 0; i < rng.int(2, 4); i++) {
    const right = i % 2 === 0;
    const lx = right ? hx + 300 * hs + rng.range(40, 200) : Math.max(20, hx - rng.range(60, 180));
    g += leafShape(
      lx,
      rng.range(730, 840),
      rng.range(1, 1.5),
      rng.range(-80, 20),
      rng.pick([BRAND.teal, "#4fb27e", pal.a]),
      "#ffffff",
    );
  }
  g += blogMotif(slug, rng, pal);
  // mirror roughly half of the compositions so the house is not always on the left
  const mirror = !slug.includes("scams") && hashString(`mirror:${slug}`) % 2 === 1;
  g = bgLayer + (mirror ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${g}</g>` : g);
  // sparkle dots
  for (let i = 0; i < 10; i++)
    g += `<circle cx="${n(rng.range(40, W - 40))}" cy="${n(rng.range(40, 160))}" r="${n(rng.range(3, 6))}" fill="${pal.line}" opacity="0.2"/>`;
  return { body: g, defs: defs.join("") };
}

// ---------------------------------------------------------------------------
// OG + fallbacks
// ---------------------------------------------------------------------------

function brandMark(x, y, s) {
  return `<g transform="translate(${x},${y}) scale(${s})"><circle cx="0" cy="0" r="60" fill="${BRAND.blue}"/><path d="M-34,8 C-14,-22 14,-22 30,-4 C42,10 30,28 14,24 C2,20 4,4 16,4" fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round"/><path d="M-36,28 L36,28" stroke="${BRAND.teal}" stroke-width="9" stroke-linecap="round"/></g>`;
}

function ogSvg() {
  const OW = 1200;
  const OH = 630;
  const rng = makeRng("og-default");
  const defs = [
    linGrad(
      "bg",
      [
        [0, BRAND.navy],
        [1, BRAND.blue],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  ];
  let g = `<rect width="${OW}" height="${OH}" fill="url(#bg)"/>`;
  g += `<circle cx="1040" cy="110" r="220" fill="${BRAND.teal}" opacity="0.18"/><circle cx="140" cy="560" r="180" fill="#8cc4f2" opacity="0.12"/>`;
  // skyline strip at the bottom
  g += `<path d="M0,${OH} L0,540 Q300,470 600,520 T1200,500 L1200,${OH} Z" fill="#0c2549" opacity="0.8"/>`;
  let x = 640;
  while (x < 1180) {
    const w = rng.range(30, 64);
    const h = rng.range(60, 170);
    g += `<rect x="${n(x)}" y="${n(560 - h)}" width="${n(w)}" height="${n(h + 80)}" fill="#0c2549"/>`;
    for (let wy = 575 - h; wy < 550; wy += 22) {
      for (let wx = x + 8; wx < x + w - 12; wx += 14) {
        if (rng.chance(0.35))
          g += `<rect x="${n(wx)}" y="${n(wy)}" width="6" height="9" fill="#ffd98a" opacity="0.75"/>`;
      }
    }
    x += w + rng.range(2, 10);
  }
  g += suspensionBridge(40, 620, 560, 120, "#e0583a", "#c94a2e").replace("<g>", '<g opacity="0.9">');
  g += `<rect x="0" y="568" width="${OW}" height="${OH - 568}" fill="#0a1f3f"/>`;
  // airflow swirl
  g += `<path d="M860,150 C920,100 1010,100 1060,140 C1100,176 1070,222 1026,214 C996,208 998,178 1026,174" fill="none" stroke="#8cc4f2" stroke-width="11" stroke-linecap="round" opacity="0.55"/>`;
  g += brandMark(130, 150, 1);
  g += `<text x="80" y="300" font-family="${FONT}" font-size="64" font-weight="bold" fill="#ffffff">ClearVent Air Duct Cleaning</text>`;
  g += `<text x="82" y="370" font-family="${FONT}" font-size="34" fill="#cfe3fb">Bay Area air duct &amp; dryer vent cleaning</text>`;
  g += `<rect x="82" y="400" width="140" height="8" rx="4" fill="${BRAND.teal}"/>`;
  return svgDoc(g, { viewBox: `0 0 ${OW} ${OH}`, defs: defs.join("") });
}

function fallbackScene() {
  const defs = [
    linGrad(
      "bg",
      [
        [0, BRAND.light],
        [1, "#d6e7fb"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  ];
  let g = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  g += `<circle cx="300" cy="180" r="260" fill="${BRAND.blue}" opacity="0.06"/><circle cx="1340" cy="760" r="320" fill="${BRAND.teal}" opacity="0.07"/>`;
  g += `<path d="M-20,${H} L-20,760 Q800,660 ${W + 20},760 L${W + 20},${H} Z" fill="#cfe0f3"/>`;
  g += houseOutline(650, 330, 1.0, "#9cb8dc", "#f7fbff");
  g += swirl(560, 300, 1.1, "#8cc4f2", 12, 0.9);
  g += swirl(900, 240, 0.9, "#9fd8c6", 12, 0.9);
  return { body: g, defs: defs.join(""), cropX: 200 };
}

// ---------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------

const results = [];

async function writeImage(svg, outRel, width, height, format = "webp", quality = 70) {
  const file = path.join(OUT, outRel);
  await mkdir(path.dirname(file), { recursive: true });
  let img = sharp(Buffer.from(svg), { density: 72 }).resize(width, height, { fit: "cover" });
  img =
    format === "jpeg" ? img.jpeg({ quality, mozjpeg: true }) : img.webp({ quality, effort: 6, smartSubsample: true });
  await img.toFile(file);
  const { size } = await stat(file);
  results.push({ file: outRel, size });
  console.log(`${`images/${outRel}`.padEnd(60)} ${width}x${height}  ${(size / 1024).toFixed(1)} KB`);
}

async function renderHeroAndCard(scene, heroRel, cardRel) {
  const hero = svgDoc(scene.body, { defs: scene.defs });
  const card = svgDoc(scene.body, { defs: scene.defs, viewBox: `${n(scene.cropX)} 0 1200 900` });
  await writeImage(hero, heroRel, 1600, 900);
  await writeImage(card, cardRel, 800, 600);
}

/** The file name of a hero's portrait crop for phones (src/components/local/city-sections.tsx). */
const mobileHeroRel = (heroRel) => heroRel.replace(/-hero\.webp$/, "-hero-mobile.webp");

/**
 * A portrait crop of the hero (4:5, around the same landmark as the card) for phones: their hero
 * is taller than wide, where the 16:9 picture would be scaled up to fill the height and mostly cut
 * off at the sides. The hero sits darkened behind the headline, so a low quality does not show.
 */
async function renderMobileHero(scene, heroRel) {
  const x = Math.max(0, Math.min(W - 720, scene.cropX + 240));
  const crop = svgDoc(scene.body, { defs: scene.defs, viewBox: `${n(x)} 0 720 900` });
  await writeImage(crop, mobileHeroRel(heroRel), 640, 800, "webp", 60);
}

/** The files of a hero's backdrop: 16:9 and, for phones, 4:5 (src/components/ui/static-image.tsx). */
const backdropRels = (heroRel) => ({
  wide: heroRel.replace(/-hero\.webp$/, "-hero-backdrop.webp"),
  phone: heroRel.replace(/-hero\.webp$/, "-hero-backdrop-mobile.webp"),
});

/**
 * The hero's picture as the page shows it: a small copy of the 16:9 picture and of its portrait
 * crop, stretched over the hero by the browser, darkened behind the headline. Its pixel count is
 * far below the headline's area (the size a browser counts for Largest Contentful Paint is the
 * smaller of shown and natural), so the headline is the largest paint; about 1 KB each, served as
 * static files (docs/decisions/0028-core-web-vitals.md). Made from the heroes already on disk.
 */
async function renderBackdrops(heroRel) {
  const { wide, phone } = backdropRels(heroRel);
  for (const [from, to, width, height] of [
    [heroRel, wide, 128, 72],
    [mobileHeroRel(heroRel), phone, 80, 100],
  ]) {
    const file = path.join(OUT, to);
    await sharp(path.join(OUT, from))
      .resize(width, height, { fit: "cover" })
      .webp({ quality: 70, effort: 6 })
      .toFile(file);
    const { size } = await stat(file);
    results.push({ file: to, size });
    console.log(`${`images/${to}`.padEnd(60)} ${width}x${height}  ${(size / 1024).toFixed(1)} KB`);
  }
}

/**
 * A blog picture's phone copy (768 px wide, `-768.webp`), made from the picture on disk: a card
 * on a phone's first screen is about 370 CSS px wide, so the 1280 px file is twice what it needs
 * (src/components/ui/static-image.tsx, teaserImage).
 */
async function renderBlogPhoneCopy(slug) {
  const to = `blog/${slug}-768.webp`;
  const file = path.join(OUT, to);
  await sharp(path.join(OUT, `blog/${slug}.webp`))
    .resize(768, 432)
    .webp({ quality: 70, effort: 6, smartSubsample: true })
    .toFile(file);
  const { size } = await stat(file);
  results.push({ file: to, size });
  console.log(`${`images/${to}`.padEnd(60)} 768x432  ${(size / 1024).toFixed(1)} KB`);
}

async function main() {
  const only = process.argv[2];
  if (only === "blog-phone") {
    for (const slug of BLOG_SLUGS) await renderBlogPhoneCopy(slug);
    return;
  }
  if (only === "backdrops") {
    for (const slug of CITY_SLUGS) await renderBackdrops(`cities/${slug}-hero.webp`);
    await renderBackdrops("fallback-hero.webp");
    return;
  }
  for (const slug of CITY_SLUGS) {
    if (only && !slug.includes(only) && only !== "cities" && only !== "mobile-heroes") continue;
    const scene = cityScene(slug);
    if (only !== "mobile-heroes")
      await renderHeroAndCard(scene, `cities/${slug}-hero.webp`, `cities/${slug}-card.webp`);
    await renderMobileHero(scene, `cities/${slug}-hero.webp`);
    await renderBackdrops(`cities/${slug}-hero.webp`);
  }
  if (only === "mobile-heroes") {
    await renderMobileHero(fallbackScene(), "fallback-hero.webp");
    return;
  }
  for (const [slug, fn] of Object.entries(SERVICES)) {
    if (only && !slug.includes(only) && only !== "services") continue;
    await renderHeroAndCard(fn(), `services/${slug}-hero.webp`, `services/${slug}-card.webp`);
  }
  for (const slug of BLOG_SLUGS) {
    if (only && !slug.includes(only) && only !== "blog") continue;
    const s = blogScene(slug);
    await writeImage(svgDoc(s.body, { defs: s.defs }), `blog/${slug}.webp`, 1280, 720);
    await renderBlogPhoneCopy(slug);
  }
  if (!only || only === "og") await writeImage(ogSvg(), "og-default.jpg", 1200, 630, "jpeg", 82);
  if (!only || only === "fallback") {
    const fb = fallbackScene();
    await renderHeroAndCard(fb, "fallback-hero.webp", "fallback-card.webp");
    await renderMobileHero(fb, "fallback-hero.webp");
    await renderBackdrops("fallback-hero.webp");
  }
  const total = results.reduce((a, r) => a + r.size, 0);
  const largest = results.reduce((a, r) => (r.size > a.size ? r : a), { size: 0 });
  console.log(
    `\n${results.length} files, ${(total / 1024).toFixed(1)} KB total; largest ${largest.file} (${(largest.size / 1024).toFixed(1)} KB)`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

// `npm run proof:validate`: what third-party crawlers and validators would find on the built site,
// checked by us before they do. Starts the production build, crawls every sitemap URL plus the
// internal links found on the way (bounded), and fails on any of:
//   - an HTML error (html-validate with the rules in HTML_VALIDATE_RULES; the Nu HTML Checker from
//     npm's vnu-jar as well, when a Java runtime is installed);
//   - a broken internal link, image, script or stylesheet, or a link whose #fragment has no target;
//   - a sitemap that is not exactly the indexable set: every <loc> answers 200 without a redirect,
//     is its page's canonical and is indexable; every crawled indexable page is listed; lastmod is a
//     real date and not one date for everything;
//   - JSON-LD that does not parse or misses the properties search engines ask for, or that marks
//     up ratings or reviews of the business on its own pages (aggregateRating, Review: decision 0020);
//   - twitter:image without twitter:image:alt; one business described with different areaServed;
//   - an unknown state or post that does not answer 404 with its message in the served HTML.
// Prints figures (pages crawled, links checked, errors by rule) and exits 1 on any error.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { HtmlValidate } from "html-validate";
import { baseEnv, ensureBuild, ensureDependencies, root } from "../lib.mjs";
import { startServer, waitUntilServing } from "./app.mjs";
import { reviewMarkup } from "./review-markup.mjs";

const PORT = Number(process.env.VALIDATE_PORT ?? 3552);
const MAX_PAGES = Number(process.env.VALIDATE_MAX_PAGES ?? 600);
const CONCURRENCY = 4;
// The origin the build was made for (canonical URLs, sitemap). The server answers on PORT but is
// told it lives at SITE_URL, so sitemap and canonical URLs can be compared exactly.
const SITE_URL = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");
const BASE = `http://127.0.0.1:${PORT}`;

/**
 * html-validate: the recommended preset, with these rules off, each for a stated reason. Every other
 * rule of the preset is an error.
 */
const HTML_VALIDATE_RULES = {
  // React serialises void elements as <img/> and boolean attributes as hidden="": both valid HTML,
  // formatting preferences only.
  "void-style": "off",
  "attribute-boolean-style": "off",
  "attribute-empty-style": "off",
  "no-trailing-whitespace": "off",
  // Next.js's <Image> and React's style prop write style="" attributes (e.g. color:transparent on
  // images); they are not hand-written inline styles.
  "no-inline-style": "off",
  // React serialises some attribute names as their camelCase prop names (charSet, srcSet,
  // autoComplete, dateTime); HTML attribute names are case-insensitive, and the Nu checker agrees.
  "attr-case": "off",
  // A typographic preference (non-breaking spaces inside phone numbers), not an HTML error.
  "tel-non-breaking": "off",
  // React's useId writes ids such as "_R_5cl_": valid HTML (any id without spaces). The relaxed
  // mode still refuses empty ids and ids with whitespace.
  "valid-id": ["error", { relaxed: true }],
  // Subresource integrity matters for third-party hosts; every script here is same-origin and the
  // CSP pins inline ones by hash.
  "require-sri": "off",
  // An SEO length heuristic (search engines cut by pixel width), not an HTML error.
  "long-title": "off",
};

const errors = [];
const fail = (kind, where, message) => errors.push({ kind, where, message });

const decode = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Start tags with their attributes, from HTML whose script and style bodies were removed. */
function tags(html) {
  const body = html.replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1>/gi, "<$1$2></$1>");
  const out = [];
  for (const m of body.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)(\s[^<>]*?)?\/?>/g)) {
    const attrs = {};
    for (const a of (m[2] ?? "").matchAll(/([^\s=/"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attrs[a[1].toLowerCase()] = decode(a[2] ?? a[3] ?? a[4] ?? "");
    }
    out.push({ name: m[1].toLowerCase(), attrs });
  }
  return out;
}

function jsonLdBlocks(html) {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
}

/** Internal URL -> site path with query (and fragment), or null for other hosts. */
function internal(href, pageUrl) {
  let u;
  try {
    u = new URL(href, pageUrl);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(u.protocol)) return null;
  const origin = `${u.protocol}//${u.host}`;
  if (origin !== SITE_URL && origin !== BASE && origin !== `http://localhost:${PORT}`) return null;
  return { path: u.pathname + u.search, fragment: decodeURIComponent(u.hash.slice(1)) };
}

async function get(pathname) {
  const res = await fetch(BASE + pathname, { redirect: "manual", headers: { "user-agent": "clearvent-validate" } });
  const type = res.headers.get("content-type") ?? "";
  const body =
    type.includes("text/html") || type.includes("xml") || type.includes("text/plain") ? await res.text() : "";
  if (!body) await res.arrayBuffer().catch(() => {});
  return {
    status: res.status,
    location: res.headers.get("location"),
    type,
    body,
    robots: res.headers.get("x-robots-tag"),
  };
}

/** Runs `fn` over `items` with at most CONCURRENCY at a time. */
async function pool(items, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// JSON-LD: every block parses; each entity has what Google's and schema.org's validators ask for.

const REQUIRED = {
  HVACBusiness: [
    "name",
    "url",
    "telephone",
    "image",
    "address",
    "areaServed",
    "priceRange",
    "openingHoursSpecification",
  ],
  // offers: only a service priced online states one (checked below).
  Service: ["name", "serviceType", "description", "url", "provider", "areaServed"],
  BreadcrumbList: ["itemListElement"],
  FAQPage: ["mainEntity"],
  Article: [
    "headline",
    "description",
    "image",
    "datePublished",
    "dateModified",
    "author",
    "publisher",
    "mainEntityOfPage",
  ],
  CollectionPage: ["name", "url"],
  ItemList: ["itemListElement"],
  State: ["name"],
};

const businessAreas = new Map(); // serialized areaServed -> first page
const ldUrls = new Set(); // internal URLs named in JSON-LD (logos, images, items) to resolve

function checkEntity(e, page, canonical) {
  const where = `${page} JSON-LD ${e["@type"]}`;
  const type = e["@type"];
  const required = REQUIRED[type];
  if (!required) return fail("jsonld", where, `unexpected @type ${JSON.stringify(type)}`);
  for (const key of required) {
    const v = e[key];
    if (v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0))
      fail("jsonld", where, `missing ${key}`);
  }
  const url = (v, what) => {
    if (typeof v !== "string" || !/^https?:\/\//.test(v))
      return fail("jsonld", where, `${what} is not an absolute URL`);
    const i = internal(v, SITE_URL);
    if (i) ldUrls.add(i.path);
  };
  if (type === "HVACBusiness") {
    for (const k of ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"])
      if (!e.address?.[k]) fail("jsonld", where, `address.${k} missing`);
    url(e.image, "image");
    const key = JSON.stringify(e.areaServed);
    if (!businessAreas.has(key)) businessAreas.set(key, page);
  }
  if (type === "Service") {
    if (!e.provider?.name || !e.provider?.["@id"]) fail("jsonld", where, "provider needs @id and name");
    // A service priced after a call states no offer; one that is priced states its lowest price.
    if (e.offers)
      for (const k of ["priceCurrency", "lowPrice"])
        if (e.offers[k] === undefined) fail("jsonld", where, `offers.${k} missing`);
  }
  if (type === "BreadcrumbList") {
    e.itemListElement.forEach((item, i) => {
      if (item.position !== i + 1) fail("jsonld", where, `position ${item.position} at index ${i}`);
      if (!item.name) fail("jsonld", where, `item ${i + 1} has no name`);
      url(item.item, `item ${i + 1}`);
      if (typeof item.item === "string" && item.item.includes("#"))
        fail("jsonld", where, `item ${item.item} is a fragment`);
    });
    const last = e.itemListElement.at(-1)?.item;
    if (canonical && last !== canonical) fail("jsonld", where, `last item ${last} is not the canonical ${canonical}`);
  }
  if (type === "FAQPage") {
    for (const q of e.mainEntity ?? [])
      if (q["@type"] !== "Question" || !q.name || !q.acceptedAnswer?.text)
        fail("jsonld", where, `incomplete Question ${JSON.stringify(q).slice(0, 80)}`);
  }
  if (type === "Article") {
    url(e.image, "image");
    if (!e.author?.name || !e.author?.url) fail("jsonld", where, "author needs name and url");
    if (!e.publisher?.name) fail("jsonld", where, "publisher has no name");
    if (!e.publisher?.logo?.url) fail("jsonld", where, "publisher has no logo");
    else url(e.publisher.logo.url, "publisher.logo");
  }
  if (type === "CollectionPage" || type === "Service") url(e.url, "url");
}

function checkJsonLd(html, page, canonical) {
  const types = [];
  for (const raw of jsonLdBlocks(html)) {
    let data;
    try {
      data = JSON.parse(raw);
    } catch (err) {
      fail("jsonld", page, `does not parse: ${err.message}`);
      continue;
    }
    for (const at of reviewMarkup(data))
      fail("jsonld", page, `self-serving review markup (${at}): the business's own reviews are shown as text only`);
    for (const e of Array.isArray(data) ? data : [data]) {
      if (e["@context"] !== "https://schema.org") fail("jsonld", page, `@context ${e["@context"]}`);
      types.push(e["@type"]);
      checkEntity(e, page, canonical);
    }
  }
  return types;
}

/** JSON-LD types each kind of page must carry. */
function expectedTypes(p) {
  if (p === "/") return ["HVACBusiness", "FAQPage", "BreadcrumbList"];
  if (p === "/faq") return ["FAQPage", "BreadcrumbList"];
  if (p === "/services") return ["BreadcrumbList"];
  if (p === "/blog") return ["CollectionPage", "BreadcrumbList"];
  if (/^\/blog\/[^/]+$/.test(p)) return ["Article", "BreadcrumbList"];
  // The catalogue's pages for a combination or a service priced after a call have no FAQs of their own.
  if (/^\/services\/(duct-dryer-combo|sanitizing|blower-coil-cleaning|air-quality-testing)$/.test(p))
    return ["Service", "BreadcrumbList"];
  if (/^\/services\/[^/]+$/.test(p)) return ["Service", "FAQPage", "BreadcrumbList"];
  if (/^\/[a-z]{2}$/.test(p)) return ["HVACBusiness", "BreadcrumbList", "ItemList"];
  if (/^\/[a-z]{2}\/[^/]+$/.test(p)) return ["HVACBusiness", "Service", "FAQPage", "BreadcrumbList"];
  if (/^\/[a-z]{2}\/[^/]+\/[^/]+$/.test(p)) return ["Service", "FAQPage", "BreadcrumbList"];
  return [];
}

// ---------------------------------------------------------------------------------------------

async function main() {
  ensureDependencies();
  // The build `npm test` and the other proofs serve (GA id built in: its consent banner is checked too).
  const env = baseEnv({ GA_MEASUREMENT_ID: "G-TEST1234" });
  ensureBuild({ ...env, NODE_ENV: "production" });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-validate-"));
  const htmlDir = path.join(dataDir, "html");
  fs.mkdirSync(htmlDir);
  const server = startServer(PORT, { ...env, DATA_DIR: path.join(dataDir, "data"), SITE_URL });
  const started = Date.now();
  try {
    await waitUntilServing(server);
    await crawl(htmlDir);
  } finally {
    await server.stop();
  }
  nuCheck(htmlDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
  report(started);
}

const figures = { pages: 0, links: 0, uniqueTargets: 0, fragments: 0, sitemap: 0, htmlValidate: 0, nu: null };
const byRule = new Map();

async function crawl(htmlDir) {
  // Sitemap: structure of the sitemaps.org 0.9 schema (what an XSD check would refuse).
  const sm = await get("/sitemap.xml");
  if (sm.status !== 200 || !sm.type.includes("xml")) fail("sitemap", "/sitemap.xml", `status ${sm.status} ${sm.type}`);
  if (!/<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/.test(sm.body))
    fail("sitemap", "/sitemap.xml", "no <urlset> in the sitemaps.org 0.9 namespace");
  const entries = [...sm.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const children = [...m[1].matchAll(/<(\w+)>([^<]*)<\/\1>/g)].map((c) => [c[1], c[2]]);
    const order = children.map(([k]) => k).join(",");
    if (!/^loc(,lastmod)?(,changefreq)?(,priority)?$/.test(order))
      fail("sitemap", "/sitemap.xml", `<url> children ${order} (schema: loc, lastmod?, changefreq?, priority?)`);
    const get_ = (k) => children.find(([n]) => n === k)?.[1];
    return {
      loc: decode(get_("loc") ?? ""),
      lastmod: get_("lastmod"),
      changefreq: get_("changefreq"),
      priority: get_("priority"),
    };
  });
  figures.sitemap = entries.length;
  const locs = new Set();
  for (const e of entries) {
    if (locs.has(e.loc)) fail("sitemap", e.loc, "listed twice");
    locs.add(e.loc);
    if (e.loc !== SITE_URL && !e.loc.startsWith(`${SITE_URL}/`)) fail("sitemap", e.loc, `not on ${SITE_URL}`);
    if (
      !e.lastmod ||
      !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(e.lastmod) ||
      Number.isNaN(Date.parse(e.lastmod))
    )
      fail("sitemap", e.loc, `lastmod ${e.lastmod}`);
    else if (Date.parse(e.lastmod) > Date.now() + 86_400_000)
      fail("sitemap", e.loc, `lastmod ${e.lastmod} in the future`);
    if (e.changefreq && !/^(always|hourly|daily|weekly|monthly|yearly|never)$/.test(e.changefreq))
      fail("sitemap", e.loc, `changefreq ${e.changefreq}`);
    if (e.priority && !(Number(e.priority) >= 0 && Number(e.priority) <= 1))
      fail("sitemap", e.loc, `priority ${e.priority}`);
  }
  const dates = new Map();
  for (const e of entries) dates.set(e.lastmod, (dates.get(e.lastmod) ?? 0) + 1);
  const [topDate, topCount] = [...dates].sort((a, b) => b[1] - a[1])[0] ?? [];
  figures.lastmod = { distinct: dates.size, mostCommon: topDate, mostCommonCount: topCount };
  // lastmod is the day a page's content changed: the build or request date standing in for it
  // shows as most URLs dated today.
  const today = new Date().toISOString().slice(0, 10);
  const datedToday = dates.get(today) ?? 0;
  if (datedToday > entries.length / 2)
    fail("sitemap", "/sitemap.xml", `${datedToday} of ${entries.length} lastmod values are today's date`);

  const robots = await get("/robots.txt");
  if (!robots.body.includes(`Sitemap: ${SITE_URL}/sitemap.xml`))
    fail("robots", "/robots.txt", "no Sitemap line for the sitemap");

  // Crawl: sitemap URLs first, then internal links found, bounded by MAX_PAGES.
  const pages = new Map(); // path -> { status, ids:Set, canonical, indexable, location }
  const queue = entries.map((e) => internal(e.loc, SITE_URL)?.path).filter(Boolean);
  const queued = new Set(queue);
  const refs = []; // { from, path, fragment, kind }
  const assets = new Set();
  const validator = new HtmlValidate({ extends: ["html-validate:recommended"], rules: HTML_VALIDATE_RULES });
  let fileNo = 0;

  const visit = async (p) => {
    const res = await get(p);
    const page = { status: res.status, location: res.location, ids: new Set(), canonical: null, indexable: false };
    pages.set(p, page);
    if (res.status !== 200 || !res.type.includes("text/html")) return;
    figures.pages++;
    const html = res.body;
    fs.writeFileSync(path.join(htmlDir, `${String(fileNo++).padStart(4, "0")}.html`), html);
    // html-validate
    const result = await validator.validateString(html, p);
    for (const r of result.results)
      for (const m of r.messages) {
        if (m.severity !== 2) continue;
        figures.htmlValidate++;
        byRule.set(m.ruleId, (byRule.get(m.ruleId) ?? 0) + 1);
        fail("html", `${p}:${m.line}:${m.column}`, `${m.ruleId}: ${m.message}`);
      }
    const all = tags(html);
    for (const t of all) {
      if (t.attrs.id) page.ids.add(t.attrs.id);
      if (t.name === "a" && t.attrs.name) page.ids.add(t.attrs.name);
    }
    const meta = (key) =>
      all.find((t) => t.name === "meta" && (t.attrs.name === key || t.attrs.property === key))?.attrs.content;
    page.canonical = all.find((t) => t.name === "link" && t.attrs.rel === "canonical")?.attrs.href ?? null;
    const robotsMeta = `${meta("robots") ?? ""} ${res.robots ?? ""}`;
    page.indexable = !/noindex/i.test(robotsMeta);
    if (page.indexable && !page.canonical) fail("meta", p, "indexable page without a canonical link");
    if (meta("twitter:image") && !meta("twitter:image:alt")) fail("meta", p, "twitter:image without twitter:image:alt");
    if (meta("og:image") && !meta("og:image:alt")) fail("meta", p, "og:image without og:image:alt");
    for (const k of ["og:image", "twitter:image"]) {
      const i = meta(k) && internal(meta(k), SITE_URL);
      if (i) assets.add(i.path);
    }
    // JSON-LD
    if (page.indexable) {
      const types = checkJsonLd(html, p, page.canonical);
      for (const t of expectedTypes(p)) if (!types.includes(t)) fail("jsonld", p, `no ${t}`);
    }
    // Links and subresources
    for (const t of all) {
      const href =
        (t.name === "a" || t.name === "area") && t.attrs.href !== undefined
          ? ["link", t.attrs.href]
          : t.name === "form" && t.attrs.action
            ? ["link", t.attrs.action]
            : (t.name === "img" || t.name === "script" || t.name === "source" || t.name === "iframe") && t.attrs.src
              ? ["asset", t.attrs.src]
              : t.name === "link" && t.attrs.href && t.attrs.rel !== "canonical"
                ? [
                    /stylesheet|icon|preload|manifest|apple-touch/.test(t.attrs.rel ?? "") ? "asset" : "skip",
                    t.attrs.href,
                  ]
                : null;
      if (!href || href[0] === "skip") continue;
      figures.links++;
      const target = internal(href[1], `${SITE_URL}${p}`);
      if (!target) continue;
      if (href[0] === "asset") {
        // next/image answers /_next/image?url=<file>: check the file itself, not the resizer.
        const img = target.path.startsWith("/_next/image?")
          ? new URLSearchParams(target.path.split("?")[1]).get("url")
          : null;
        assets.add(img ?? target.path);
        continue;
      }
      refs.push({ from: p, path: target.path, fragment: target.fragment });
      const clean = target.path.split("?")[0];
      if (!queued.has(clean) && queued.size < MAX_PAGES && !clean.startsWith("/api/")) {
        queued.add(clean);
        queue.push(clean);
      }
    }
  };

  while (queue.length) await pool(queue.splice(0, queue.length), visit);
  if (queued.size >= MAX_PAGES) console.log(`note: the crawl stopped adding pages at ${MAX_PAGES}`);

  // Link targets (with queries) not crawled as pages, and subresources.
  const extra = new Map();
  const targets = [...new Set(refs.map((r) => r.path).filter((t) => !pages.has(t))), ...assets, ...ldUrls].filter(
    (t) => !pages.has(t),
  );
  await pool([...new Set(targets)], async (t) => {
    const res = await fetch(BASE + t, { redirect: "manual" });
    await res.arrayBuffer().catch(() => {});
    extra.set(t, { status: res.status, location: res.headers.get("location") });
  });
  figures.uniqueTargets = pages.size + extra.size;

  const resolve = (t, hops = 0) => {
    const r = pages.get(t) ?? extra.get(t);
    if (!r) return { status: 0 };
    if (r.status >= 300 && r.status < 400 && r.location && hops < 5) {
      const next = internal(r.location, `${SITE_URL}${t}`);
      if (next) return resolve(next.path.split("?")[0] === next.path ? next.path : next.path, hops + 1);
    }
    return { ...r, path: t };
  };
  for (const r of refs) {
    const final = resolve(r.path);
    const isAuthGate = /^\/customer-login/.test(final.path ?? "");
    if (final.status !== 200 && !isAuthGate) fail("link", r.from, `${r.path} answers ${final.status}`);
    if (r.fragment) {
      figures.fragments++;
      const target = pages.get(r.path.split("?")[0]);
      if (target?.status === 200 && !target.ids.has(r.fragment))
        fail("anchor", r.from, `${r.path}#${r.fragment}: no such id`);
    }
  }
  for (const a of assets) {
    const r = resolve(a);
    if (r.status !== 200) fail("asset", a, `answers ${r.status}`);
  }
  for (const u of ldUrls) {
    const r = resolve(u);
    if (r.status !== 200) fail("jsonld", u, `URL named in JSON-LD answers ${r.status}`);
  }
  if (businessAreas.size > 1)
    fail(
      "jsonld",
      [...businessAreas.values()].slice(0, 3).join(", "),
      `the business has ${businessAreas.size} different areaServed lists`,
    );

  // Sitemap = the indexable set: every entry 200, canonical, indexable; every indexable page listed.
  for (const e of entries) {
    const p = internal(e.loc, SITE_URL)?.path;
    const page = p && pages.get(p);
    if (page?.status !== 200)
      fail("sitemap", e.loc, `answers ${page?.status}${page?.location ? ` -> ${page.location}` : ""}`);
    else {
      if (page.canonical !== e.loc) fail("sitemap", e.loc, `canonical is ${page.canonical}`);
      if (!page.indexable) fail("sitemap", e.loc, "listed but noindex");
    }
  }
  for (const [p, page] of pages) {
    if (
      page.status === 200 &&
      page.indexable &&
      page.canonical === `${SITE_URL}${p === "/" ? "/" : p}` &&
      !locs.has(page.canonical)
    )
      fail("sitemap", p, "indexable and canonical but not in the sitemap");
  }

  // Unknown slugs: 404 with the page's message in the served HTML.
  for (const [p, text] of [
    ["/zz", "Page Not Found"],
    ["/zz/oakland", "Page Not Found"],
    // The proxy sends unknown posts to a page rendered per request that says so.
    ["/blog/no-such-post", "Post not found"],
  ]) {
    const res = await get(p);
    if (res.status !== 404) fail("404", p, `answers ${res.status}`);
    if (!res.body.includes(text)) fail("404", p, `served HTML does not say "${text}"`);
  }
}

/**
 * What the Nu checker refuses although the HTML Standard allows it. `<link rel="expect"
 * blocking="render">` (the standard's render-blocking link, in Chromium since 124 and in WebKit)
 * holds the first paint until the footer is parsed; vnu-jar 26.9 still allows `blocking` only with
 * `rel="stylesheet"`. Only that message on that element is passed over.
 */
const NU_BEHIND_THE_STANDARD = (m) =>
  m.message?.startsWith("A “link” element with a “blocking” attribute must have a “rel” attribute") &&
  /rel="expect"/.test(m.extract ?? "");

/** The Nu HTML Checker over every crawled page (one JVM), when Java is installed. */
function nuCheck(htmlDir) {
  const jar = path.join(root, "node_modules/vnu-jar/build/dist/vnu.jar");
  const java = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (java.status !== 0 || !fs.existsSync(jar)) {
    console.log("note: no Java runtime (or vnu-jar): the Nu HTML Checker was skipped; html-validate ran.");
    return;
  }
  const run = spawnSync(
    "java",
    ["-Xss1024k", "-jar", jar, "--format", "json", "--errors-only", "--skip-non-html", htmlDir],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  let messages = [];
  try {
    messages = JSON.parse(run.stderr || run.stdout || "{}").messages ?? [];
  } catch {
    fail("nu", htmlDir, `the Nu checker's output did not parse: ${(run.stderr || run.stdout).slice(0, 300)}`);
  }
  messages = messages.filter((m) => !NU_BEHIND_THE_STANDARD(m));
  figures.nu = messages.length;
  for (const m of messages)
    fail(
      "nu",
      `${path.basename(m.url ?? "")}:${m.lastLine}`,
      `${m.message} ${m.extract ? `[${m.extract.trim().slice(0, 80)}]` : ""}`,
    );
}

function report(started) {
  const kinds = new Map();
  for (const e of errors) kinds.set(e.kind, (kinds.get(e.kind) ?? 0) + 1);
  console.log("\nSite validation");
  console.log(`  pages crawled (200, HTML): ${figures.pages}`);
  console.log(`  sitemap URLs: ${figures.sitemap}; lastmod: ${JSON.stringify(figures.lastmod)}`);
  console.log(
    `  links and subresources seen: ${figures.links}; unique URLs fetched: ${figures.uniqueTargets}; #fragments checked: ${figures.fragments}`,
  );
  console.log(
    `  html-validate errors: ${figures.htmlValidate}${byRule.size ? ` ${JSON.stringify(Object.fromEntries(byRule))}` : ""}`,
  );
  console.log(`  Nu HTML Checker errors: ${figures.nu ?? "skipped"}`);
  console.log(`  business areaServed lists: ${businessAreas.size}`);
  console.log(`  errors by kind: ${JSON.stringify(Object.fromEntries(kinds))}`);
  console.log(`  time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (errors.length) {
    const shown = new Map();
    for (const e of errors) {
      const key = `${e.kind} ${e.message.replace(/\d+/g, "N")}`;
      const list = shown.get(key) ?? [];
      list.push(e);
      shown.set(key, list);
    }
    console.log(`\n${errors.length} error(s):`);
    for (const [, list] of shown) {
      const e = list[0];
      console.log(
        `  [${e.kind}] ${e.where}: ${e.message}${list.length > 1 ? ` (and ${list.length - 1} more like it)` : ""}`,
      );
    }
    process.exit(1);
  }
  console.log("\nno errors");
}

await main();

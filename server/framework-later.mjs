// @ts-check
// A prerendered page starts React on the visitor's first touch, key or pointer move, not at load
// (docs/decisions/0047). Its HTML is whole and readable without script; what needs the framework
// (the calculator's buttons, the claims, the consent banner) answers from the first interaction.
// Starting React and the router at load cost every landing page more main-thread time than the
// phone budget allows, whatever the page itself added (docs/performance.md, the floors).
//
// The server rewrites the page as it is sent: Next.js's external script tags leave the page and
// one inline loader takes their place, carrying their addresses. Next.js's inline scripts that push
// the page's RSC payload onto an array become data blocks the browser does not run: on a long page
// compiling them at load was a main-thread cost of its own. The loader pushes them when it starts.

const EXTERNAL_SCRIPT = /<script\b([^>]*)>\s*<\/script>/gi;
const SRC = /\ssrc="([^"]+)"/i;
// Only Next.js's own chunks, loaded async, move; anything else (noModule, a data block) stays.
const FRAMEWORK_CHUNK = /^\/_next\/static\/chunks\/[\w.~-]+\.js$/;
const LOW_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"]+)"\/>/gi;
// `self.__next_f.push([1,"…"])` (the first one also creates the array): its argument is JSON, as
// Next.js writes it (JSON.stringify, with <, > and & escaped), so it travels as a data block.
const FLIGHT =
  /<script(?:\s+nonce="[^"]*")?>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(([\s\S]*?)\)<\/script>/g;
const FLIGHT_TYPE = "application/x-clearvent-flight";
const CHARSET = /<meta charSet="[^"]*"\/>/i;

/**
 * The loader: runs once in the head, before the body is parsed.
 * - Page view and experiment exposures are sent at load, so a visit without a touch still counts
 *   (the Analytics island skips what was sent: `__clearventSent`).
 * - After the load event, while the phone idles, the chunks are fetched into the cache.
 * - The first interaction appends the chunks; React hydrates the page.
 * - The footer's year (`data-year-now`) is the visitor's, as the island would show it.
 * - Until then, a tap on a button or a submit is held, not lost: replayed once React is ready
 *   (`__clearventReady`, called by FrameworkReady). What was typed or ticked is handed to React
 *   first, as the input and click events React would have seen.
 * @param {any} w the window
 * @param {string[]} chunks
 * @param {boolean} queryShown the server rendered the page for its query
 * @param {string} flightType the type of the data blocks that carry the RSC payload
 */
function loader(w, chunks, queryShown, flightType) {
  const d = w.document;
  let started = false;
  let ready = false;
  /** @type {any[]} */
  const held = [];
  const starts = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel", "focusin", "input"];
  const passive = { capture: true, passive: true };
  const add = (/** @type {string} */ src, /** @type {string} */ rel) => {
    const el = d.createElement(rel ? "link" : "script");
    if (rel) {
      el.rel = rel;
      el.as = "script";
      el.href = src;
    } else el.src = src;
    d.head.appendChild(el);
  };
  const start = (/** @type {any} */ e) => {
    // A browser moves its pointer itself when a page appears under it: not a person.
    if (started || (e?.type === "pointermove" && !e.movementX && !e.movementY)) return;
    started = true;
    w.__clearventStartedBy = e?.type ?? "query";
    for (const type of starts) w.removeEventListener(type, start, passive);
    // The payload is all in the page once it is parsed; the framework reads it when its chunks run.
    const go = () => {
      w.__next_f = w.__next_f || [];
      const flight = w.__next_f;
      for (const s of d.querySelectorAll(`script[type="${flightType}"]`)) flight.push(JSON.parse(s.textContent));
      for (const src of chunks) add(src, "");
    };
    if (d.readyState === "loading") d.addEventListener("DOMContentLoaded", go);
    else go();
  };
  for (const type of starts) w.addEventListener(type, start, passive);
  // For a test that is not about this loader: the framework as if the visitor had touched the page.
  w.__clearventStart = start;
  const query = w.location.search
    .slice(1)
    .split("&")
    .filter((/** @type {string} */ p) => p && !/^(utm_[a-z]+|gclid|gbraid|wbraid|fbclid|msclkid)=/.test(p));
  if (query.length && !queryShown) start(null);
  const hold = (/** @type {any} */ e) => {
    if (ready) return;
    const t = e.type === "submit" ? e.target : e.target?.closest?.("button");
    if (!t) return;
    e.preventDefault();
    if (!held.includes(t)) held.push(t);
    start(e);
  };
  d.addEventListener("click", hold, true);
  d.addEventListener("submit", hold, true);
  /** @type {{ view: string, exposed: Record<string, boolean> }} */
  const sent = { view: "", exposed: {} };
  w.__clearventSent = sent;
  const send = (/** @type {unknown[]} */ events) => {
    const body = JSON.stringify({ events });
    const beacon = w.navigator.sendBeacon?.("/api/events", new Blob([body], { type: "application/json" }));
    if (!beacon)
      w.fetch("/api/events", {
        method: "POST",
        body,
        keepalive: true,
        headers: { "content-type": "application/json" },
      });
  };
  const event = (/** @type {string} */ name, /** @type {Record<string, unknown>} */ props) => ({
    name,
    props: { ...props, timestamp: new Date().toISOString() },
    path: w.location.pathname,
  });
  // In a task of its own: a request costs the phone tens of milliseconds, not to be added to the
  // parser's.
  setTimeout(() => send([event("page_view", { path: w.location.pathname, ref: d.referrer })]), 0);
  sent.view = w.location.pathname;
  d.addEventListener("DOMContentLoaded", () => {
    // The footer's year is the page's render year until React starts: a page served into a new
    // year shows the visitor's year at once, as the island does once hydrated.
    const year = new Date().getFullYear();
    for (const el of d.querySelectorAll("[data-year-now]"))
      if (Number(el.textContent) < year) el.textContent = String(year);
    if (!w.IntersectionObserver) return;
    const seen = new w.IntersectionObserver((/** @type {any[]} */ entries) => {
      for (const entry of entries) {
        const mark = entry.target.getAttribute("data-experiment");
        if (!entry.isIntersecting || !mark || sent.exposed[mark]) continue;
        sent.exposed[mark] = true;
        seen.unobserve(entry.target);
        const [test, variant] = mark.split(":");
        send([event("experiment_exposure", { test_id: test || null, variant_id: variant || null })]);
      }
    });
    for (const el of d.querySelectorAll("[data-experiment]")) seen.observe(el);
    w.__clearventStopExposures = () => seen.disconnect();
  });
  // One chunk per idle moment: each request is a task of its own, never one long one.
  const idle = w.requestIdleCallback ?? setTimeout;
  const prefetch = (/** @type {number} */ i) => {
    const src = chunks[i];
    if (started || src === undefined) return;
    add(src, "prefetch");
    idle(() => prefetch(i + 1));
  };
  w.addEventListener("load", () => idle(() => prefetch(0)));
  const setNative = (/** @type {any} */ el, /** @type {string} */ prop, /** @type {unknown} */ value) =>
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), prop)?.set?.call(el, value);
  w.__clearventReady = () => {
    if (ready) return;
    ready = true;
    w.__clearventHydrated = true;
    for (const f of d.querySelectorAll("input, textarea, select")) {
      if (f.type === "checkbox" || f.type === "radio") {
        // A radio unchecked by its neighbour's choice is that choice's business.
        if (f.checked === f.defaultChecked || (f.type === "radio" && !f.checked)) continue;
        f.checked = !f.checked;
        f.click();
      } else if (f.tagName === "SELECT") {
        const changed = [...f.options].some((o) => o.selected !== o.defaultSelected);
        if (!changed || f.multiple) continue;
        const chosen = f.value;
        f.value = "";
        setNative(f, "value", chosen);
        f.dispatchEvent(new Event("change", { bubbles: true }));
      } else if (f.type !== "file" && f.type !== "hidden" && f.value !== f.defaultValue) {
        const typed = f.value;
        const caret = d.activeElement === f && typeof f.selectionStart === "number";
        const [from, to] = caret ? [f.selectionStart, f.selectionEnd] : [0, 0];
        f.value = f.defaultValue;
        setNative(f, "value", typed);
        f.dispatchEvent(new Event("input", { bubbles: true }));
        if (caret) f.setSelectionRange(from, to);
      }
    }
    setTimeout(() => {
      for (const t of held.splice(0)) {
        if (!t.isConnected) continue;
        if (t.tagName === "FORM") t.requestSubmit();
        else if (!t.disabled) t.click();
      }
    }, 0);
  };
}

// The loader as sent: its type comments and indentation dropped (it holds no string or regular
// expression that either would touch; the unit test runs what is sent).
const LOADER = loader
  .toString()
  .replace(/\/\*\*[^*]*\*\//g, "")
  .replace(/\n\s*/g, "\n");

/**
 * The page with its framework chunks loaded on the first interaction, or null when it has none to
 * move (not a Next.js page, or already rewritten). A page rendered per request passes its nonce
 * (the loader carries it) and has its query in the HTML already, so a query does not start it.
 * @param {string} html
 * @param {{ nonce?: string }} [options]
 */
export function frameworkLater(html, { nonce } = {}) {
  /** @type {string[]} */
  const chunks = [];
  let first = -1;
  const without = html.replace(EXTERNAL_SCRIPT, (tag, attrs, offset) => {
    const src = SRC.exec(attrs)?.[1];
    if (!src || !FRAMEWORK_CHUNK.test(src) || !/\sasync(=""|\s|$)/i.test(attrs)) return tag;
    if (!chunks.includes(src)) chunks.push(src);
    if (first < 0) first = offset;
    return "";
  });
  if (chunks.length === 0) return null;
  // The low-priority preload Next.js adds for one chunk: the loader prefetches them all after load.
  const unpreloaded = without.replace(LOW_PRELOAD, (tag, href) => (chunks.includes(href) ? "" : tag));
  const inert = unpreloaded.replace(FLIGHT, (_tag, json) => `<script type="${FLIGHT_TYPE}">${json}</script>`);
  const attrs = nonce ? ` nonce="${nonce.replace(/[^\w+/=-]/g, "")}"` : "";
  const args = `window,${JSON.stringify(chunks)},${Boolean(nonce)},${JSON.stringify(FLIGHT_TYPE)}`;
  const script = `<script${attrs}>(${LOADER})(${args})</script>`;
  // After the character set, which a browser must meet in the first 1,024 bytes.
  const head = inert.indexOf("<head>");
  const charset = head >= 0 ? CHARSET.exec(inert.slice(head + "<head>".length)) : null;
  const at = head < 0 ? Math.max(0, first) : head + "<head>".length + (charset?.index === 0 ? charset[0].length : 0);
  return inert.slice(0, at) + script + inert.slice(at);
}

// The mixed requests the memory rows send straight to one app process (every one handled by the
// app): the mix a site sees, content pages, the home page, 404s at ever new paths, health,
// sessions, price requests, each from one of many client addresses (X-Forwarded-For, read with
// TRUSTED_PROXY_HOPS=1). bench/run.mjs and bench/memory.mjs both send it.
import autocannon from "autocannon";
import { newPersonLeads } from "./lib.mjs";

/** Requests sent between two readings of the process's memory. */
export const MIXED_CHUNK = 10_000;

/**
 * A mixed load on `port` whose price requests come from `origin` (the app's SITE_URL). `send(n)`
 * sends n more requests (in chunks of MIXED_CHUNK, calling `afterChunk(totals)` after each) and
 * adds them to `totals`; `maxSeconds` stops it early, counted from the first call.
 */
export function mixedLoad({ port, origin, cityPage = "/ca/san-francisco", tag = "mixed", maxSeconds = 900 }) {
  const nextLeadBody = newPersonLeads(tag);
  let n = 0;
  const nextAddress = () => {
    n += 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
  const withAddress = (req) => ({ ...req, headers: { ...req.headers, "x-forwarded-for": nextAddress() } });
  const requests = [
    { method: "GET", path: cityPage, setupRequest: withAddress },
    { method: "GET", path: "/", setupRequest: withAddress },
    { method: "GET", path: "/faq", setupRequest: withAddress },
    { method: "GET", path: "/blog", setupRequest: withAddress },
    { method: "GET", path: "/api/health", setupRequest: withAddress },
    { method: "GET", path: "/api/auth/get-session", setupRequest: withAddress },
    { method: "GET", setupRequest: (req) => withAddress({ ...req, path: `/no-such-page-${n}` }) },
    {
      method: "POST",
      path: "/api/leads",
      headers: { "content-type": "application/json", origin },
      body: nextLeadBody(),
      setupRequest: (req) => withAddress({ ...req, body: nextLeadBody() }),
    },
  ];
  let started = 0;
  const totals = { asked: 0, requests: 0, seconds: 0, errors: 0, statuses: { "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 } };
  return {
    totals,
    async send(amount, afterChunk = () => {}) {
      started ||= Date.now();
      // Counted by the requests asked for: one that errs is not in autocannon's total.
      const goal = totals.asked + amount;
      while (totals.asked < goal && (Date.now() - started) / 1000 < maxSeconds) {
        const chunk = Math.min(MIXED_CHUNK, goal - totals.asked);
        const r = await autocannon({
          url: `http://127.0.0.1:${port}`,
          connections: Math.min(20, chunk),
          amount: chunk,
          requests,
        });
        totals.asked += chunk;
        totals.requests += r.requests.total;
        totals.errors += r.errors;
        for (const k of Object.keys(totals.statuses)) totals.statuses[k] += r[k];
        totals.seconds = Math.round((Date.now() - started) / 1000);
        await afterChunk(totals);
      }
      return totals;
    },
  };
}

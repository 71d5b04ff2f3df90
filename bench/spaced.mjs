// Evenly spaced load: `phones` clients, each on one keep-alive connection of its own, each sending
// a request every `intervalMs`, their starts staggered so the requests of all of them arrive one
// every intervalMs / phones. autocannon's rate mode (overallRate) sends each second's requests
// together at the top of the second, so at 30 req/s a 2-core server receives 30 at once and the
// last waits for the 29 before it: its p95 measures that queue, not a page a phone loads every few
// minutes. Here a slow answer does not delay the requests after it (an open loop): each is
// measured from the time it was due to go out, so a phone whose previous answer has not arrived
// yet counts the wait in the next one too.
import http from "node:http";
import https from "node:https";
import { percentile } from "./lib.mjs";

/**
 * @param {string} url
 * @param {{ phones: number, intervalMs: number, seconds: number, warmSeconds: number,
 *   headers?: Record<string, string>, servername?: string, method?: string,
 *   request?: (n: number) => { headers?: Record<string, string>, body?: string } }} opts
 * @returns {Promise<{ rps: number, p50: number|null, p95: number|null, p99: number|null,
 *   max: number|null, non2xx: number, errors: number, statuses: Record<string, number>, acceptedP99: number|null }>}
 */
export async function spacedLoad(
  url,
  { phones, intervalMs, seconds, warmSeconds, headers = {}, servername, method = "GET", request = () => ({}) },
) {
  const target = new URL(url);
  const secure = target.protocol === "https:";
  const mod = secure ? https : http;
  const agents = Array.from(
    { length: phones },
    () =>
      new mod.Agent({ keepAlive: true, maxSockets: 1, ...(secure ? { rejectUnauthorized: false, servername } : {}) }),
  );
  const started = performance.now() + 50;
  const end = started + (warmSeconds + seconds) * 1000;
  const measured = [];
  // The answers that were not refused (2xx): what a shed request's fast 429 must not hide.
  const accepted = [];
  /** @type {Record<string, number>} */
  const statuses = {};
  let non2xx = 0;
  let errors = 0;
  const pending = [];
  let sent = 0;
  const send = (agent, due) =>
    new Promise((resolve) => {
      const extra = request(++sent);
      const req = mod.request(target, { agent, method, headers: { ...headers, ...extra.headers } }, (res) => {
        res.on("data", () => {});
        res.on("end", () => {
          if (due - started >= warmSeconds * 1000) {
            const ms = performance.now() - due;
            measured.push(ms);
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            if (res.statusCode < 200 || res.statusCode > 299) non2xx++;
            else accepted.push(ms);
          }
          resolve();
        });
      });
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end(extra.body);
    });
  await Promise.all(
    agents.map(async (agent, i) => {
      for (let due = started + (i * intervalMs) / phones; due < end; due += intervalMs) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        pending.push(send(agent, due));
      }
    }),
  );
  await Promise.all(pending);
  for (const a of agents) a.destroy();
  const sorted = measured.sort((a, b) => a - b);
  return {
    rps: Math.round(sorted.length / seconds),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? Math.round(sorted.at(-1)) : null,
    non2xx,
    errors,
    statuses,
    acceptedP99: percentile(
      accepted.sort((a, b) => a - b),
      99,
    ),
  };
}

// Whose phone this is, and what it keeps for the basement (decision 0033): the crew
// pages (today's and the next working day's jobs, each job's report form) in a cache named by the
// technician's id, the build files those pages need, and the outbox. Another technician signing
// in, or signing out, forgets all of it.
import { outboxStore } from "./outbox-store";

export const SERVICE_WORKER = "/crew-sw.js";
const PAGES = "crew-pages-";
const STATIC = "crew-static";
const DRAFTS = "cv.visit-report.";

/** Everything the phone keeps for the crew app: caches, the outbox and report drafts. */
export async function forgetPhone(): Promise<void> {
  await outboxStore.clear().catch(() => {});
  await outboxStore.setMeta("user", null).catch(() => {});
  if ("caches" in window) {
    for (const name of await caches.keys()) if (name.startsWith("crew-")) await caches.delete(name);
  }
  for (const key of Object.keys(localStorage)) if (key.startsWith(DRAFTS)) localStorage.removeItem(key);
}

let claimed: { userId: string; done: Promise<void> } | null = null;

/** The phone is this technician's: another's pages, outbox and drafts go first. Once per page load. */
export function claimPhone(userId: string): Promise<void> {
  if (claimed?.userId !== userId) {
    claimed = {
      userId,
      done: (async () => {
        const owner = await outboxStore.getMeta("user").catch(() => null);
        if (owner !== userId) {
          if (owner !== undefined) await forgetPhone();
          await outboxStore.setMeta("user", userId);
        }
        if ("caches" in window) await caches.open(`${PAGES}${userId}`);
      })().catch(() => {}),
    };
  }
  return claimed.done;
}

/** The build's files a page names (scripts, styles, fonts), so it also works from the cache. */
export function buildFiles(html: string): string[] {
  const found = html.matchAll(/(?:\/_next\/)?(static\/(?:chunks|css|media)\/[\w\-./~%@]+?\.(?:js|css|woff2))/g);
  return [...new Set([...found].map((m) => `/_next/${m[1]}`))];
}

/** A kept report page younger than this is not fetched again: each job list open would cost one render per job. */
const FRESH_MS = 10 * 60_000;

/**
 * Keeps these crew pages and their build files on the phone, fetched afresh while there is signal.
 * `fresh` pages are fetched again when their copy is older than FRESH_MS; `once` pages only when
 * the cache has none (the job list is kept by the service worker on every load once it controls
 * the page).
 */
export async function keepPages(userId: string, fresh: string[], once: string[]): Promise<void> {
  if (!("caches" in window) || !navigator.onLine) return;
  await claimPhone(userId);
  const pages = await caches.open(`${PAGES}${userId}`);
  const files = await caches.open(STATIC);
  const due = async (url: string, maxAgeMs: number) => {
    const kept = await pages.match(url);
    const at = Date.parse(kept?.headers.get("date") ?? "");
    return !kept || !(Date.now() - at < maxAgeMs) ? url : null;
  };
  const wanted = await Promise.all([
    ...once.map((u) => due(u, Number.POSITIVE_INFINITY)),
    ...fresh.map((u) => due(u, FRESH_MS)),
  ]);
  for (const url of wanted.filter((u): u is string => u !== null)) {
    const res = await fetch(url, { credentials: "same-origin" }).catch(() => null);
    if (!res?.ok || res.redirected) continue;
    const html = await res.clone().text();
    await pages.put(url, res);
    for (const file of buildFiles(html)) {
      if (!(await files.match(file))) await files.add(file).catch(() => {});
    }
  }
}

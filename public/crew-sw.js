// The crew phone's service worker (issue 52, docs/decisions/0033-crew-offline.md). Registered only
// by the technician's /crew pages with scope /crew, so the public site is never controlled by it:
// landing pages keep their bytes, their caching and their figures.
//
// What it does, and nothing more:
// - a page under /crew: the network first, a copy kept in the signed-in technician's cache
//   ("crew-pages-<user id>", made by the page, see src/components/crew/offline/phone.ts); without
//   signal, that copy, which says when it was last brought up to date;
// - the build's files (/_next/static, named by their content, never changed): the cache first;
// - everything else (the API, photos, RSC requests) goes to the network untouched: writes wait in
//   the page's outbox (IndexedDB), never here;
// - Background Sync: when the signal is back, an open /crew page is asked to send its outbox.

const PAGES = "crew-pages-";
const STATIC = "crew-static";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

/** The signed-in technician's page cache; none until a /crew page of theirs has made it. */
async function pagesCache() {
  const name = (await caches.keys()).find((k) => k.startsWith(PAGES));
  return name ? caches.open(name) : null;
}

const OFFLINE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>No signal</title><body style="font:18px system-ui;margin:24px"><h1>No signal</h1><p>This page is not kept on the phone. Your jobs are.</p><p><a href="/crew">My jobs</a></p></body></html>`;

async function page(request) {
  try {
    const response = await fetch(request);
    // Only a technician's own page is kept: not a redirect to sign in, not an error.
    if (response.ok && !response.redirected) {
      const cache = await pagesCache();
      if (cache) await cache.put(new URL(request.url).pathname, response.clone());
    }
    return response;
  } catch {
    const cache = await pagesCache();
    const kept = cache && (await cache.match(new URL(request.url).pathname, { ignoreVary: true }));
    return kept || new Response(OFFLINE_PAGE, { status: 503, headers: { "content-type": "text/html; charset=utf-8" } });
  }
}

async function asset(request) {
  const kept = await caches.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(STATIC);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && (url.pathname === "/crew" || url.pathname.startsWith("/crew/"))) {
    event.respondWith(page(request));
  } else if (url.pathname.startsWith("/_next/static/")) {
    event.respondWith(asset(request));
  }
});

self.addEventListener("sync", (event) => {
  if (event.tag !== "crew-outbox") return;
  event.waitUntil(
    self.clients.matchAll({ type: "window" }).then((windows) => {
      for (const w of windows) w.postMessage({ type: "crew-outbox-flush" });
    }),
  );
});

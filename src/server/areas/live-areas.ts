import "server-only";
import { gonePaths } from "@/domain/geo/areas";
import type { Reader } from "@/server/db/client";
import { setGonePages } from "@/server/http/gone-pages";
import { readAreaSettings } from "./area-settings";

// The proxy decides a page's 404 before anything reads the database, so it reads a list kept in
// this process (src/server/http/gone-pages.ts). The list is read again from the database at most
// once per TTL (the server's timer asks every TTL) and at once where the owner saved: another
// server follows within the TTL, as the payment settings do (src/server/integrations/live-clients.ts).

export const LIVE_AREAS_TTL_MS = 15_000;

interface State {
  loadedAt: number;
  loading: Promise<void> | null;
}

const stateKey = Symbol.for("clearvent.areas.state");
function state(): State {
  const g = globalThis as typeof globalThis & { [stateKey]?: State };
  g[stateKey] ??= { loadedAt: Number.NEGATIVE_INFINITY, loading: null };
  return g[stateKey];
}

/** Reads the owner's areas again when the kept list is older than the TTL (or at once, forced). */
export async function refreshLiveAreas(db: Reader, now = new Date(), options: { force?: boolean } = {}) {
  const s = state();
  const age = now.getTime() - s.loadedAt;
  if (!options.force && age >= 0 && age < LIVE_AREAS_TTL_MS) return;
  if (s.loading && !options.force) return s.loading;
  const loading = (async () => {
    setGonePages(gonePaths(await readAreaSettings(db)));
    s.loadedAt = now.getTime();
  })();
  s.loading = loading;
  try {
    await loading;
  } finally {
    if (s.loading === loading) s.loading = null;
  }
}

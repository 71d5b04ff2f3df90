// The pages of closed areas whose owner chose to take them down (docs/decisions/0034). Filled by
// src/server/areas/live-areas.ts from the database; read by the proxy, which must not open the
// database itself. Kept on globalThis because the proxy and the route handlers are bundled apart
// but run in one process. Empty until the first read: a fresh install takes nothing down.

const key = Symbol.for("clearvent.areas.gone");
type Holder = typeof globalThis & { [key]?: ReadonlySet<string> };

export function setGonePages(paths: ReadonlySet<string>): void {
  (globalThis as Holder)[key] = paths;
}

export function gonePages(): ReadonlySet<string> {
  return (globalThis as Holder)[key] ?? new Set();
}

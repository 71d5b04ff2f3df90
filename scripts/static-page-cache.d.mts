// Types for the unit test of scripts/static-page-cache.mjs.
import type { IncomingMessage, ServerResponse } from "node:http";

export function codingOf(acceptEncoding: string | undefined): "gzip" | "identity" | null;
export function keyOf(req: IncomingMessage, routes: Set<string>): string | null;
export function isKeepable(statusCode: number, headers: Record<string, unknown>): boolean;
export function prerenderedRoutes(dir: string): Set<string>;
export interface StaticPageCache {
  size(): number;
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  remember(req: IncomingMessage, res: ServerResponse): void;
}
export function createStaticPageCache(dir: string, routes?: Set<string>): StaticPageCache;

// Types for the unit test of scripts/static-asset-brotli.mjs.
import type { IncomingMessage, ServerResponse } from "node:http";

export function acceptsBrotli(acceptEncoding: string | undefined): boolean;
export function assetOf(req: IncomingMessage): string | null;
export interface BrotliAssets {
  size(): number;
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  remember(req: IncomingMessage, res: ServerResponse): void;
}
export function createBrotliAssets(distDir: string): BrotliAssets;

// Types for the unit test of scripts/direct-routes.mjs.
import type { IncomingMessage, ServerResponse } from "node:http";

export interface DirectRoute {
  method: string;
  path: string;
  module: string;
}
export const DIRECT_ROUTES: DirectRoute[];
export const BODY_CAP: number;
export function configuredHeaders(
  manifest: { headers?: object[] },
  pathname: string,
): { key: string; value: string }[] | null;
export interface DirectRoutes {
  size(): number;
  serve(req: IncomingMessage, res: ServerResponse): boolean;
}
export function createDirectRoutes(
  distDir: string,
  options: { origin: string; routes?: DirectRoute[]; cap?: number },
): DirectRoutes;

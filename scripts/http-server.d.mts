// Types for the unit test of scripts/http-server.mjs.
import type { IncomingMessage, Server, ServerResponse } from "node:http";

export interface RequestLimits {
  headersTimeout: number;
  requestTimeout: number;
  connectionsCheckingInterval: number;
}
export const REQUEST_LIMITS: RequestLimits;
export function normalizedTarget(url: string | undefined): string | undefined;
export function createHttpServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  limits?: Partial<RequestLimits>,
): Server;

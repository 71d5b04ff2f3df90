// Types for the TypeScript specs that reuse the proof scripts' helpers.
import type { ChildProcess } from "node:child_process";

export interface AppServer {
  child: ChildProcess;
  pid: number;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  hasExited(): boolean;
  output(): string;
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}
export function startServer(port: number, env: Record<string, string>, dir?: string): AppServer;
export function waitUntilServing(server: AppServer, timeoutMs?: number): Promise<void>;
export function signUp(
  port: number,
  origin: string,
  account: { email: string; password?: string; name?: string },
): Promise<string>;
export function bookableDates(timeZone?: string): string[];
export function bookingBody(n: number, slot: { date: string; time: string }, address?: string): Record<string, unknown>;

import "server-only";
import os from "node:os";
import { env } from "@/server/env";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origins a browser may write from. In production exactly SITE_URL. On the local default
 * (SITE_URL on localhost or 127.0.0.1) the same port under every address the server is reachable
 * at: localhost, 127.0.0.1, [::1] and the machine's network addresses (the "Network" address
 * `next start` prints, which an owner opens from a phone on the same Wi-Fi).
 */
export function trustedOriginsFor(
  siteUrl: string,
  interfaces: ReturnType<typeof os.networkInterfaces> = os.networkInterfaces(),
): string[] {
  const site = new URL(siteUrl);
  if (!LOCAL_HOSTS.has(site.hostname)) return [site.origin];
  const port = site.port ? `:${site.port}` : "";
  const addresses = Object.values(interfaces)
    .flat()
    .filter((i): i is os.NetworkInterfaceInfo => Boolean(i) && !i?.internal)
    .map((i) => (i.family === "IPv6" ? `[${i.address.split("%")[0]}]` : i.address));
  const hosts = [...LOCAL_HOSTS, ...addresses];
  return [site.origin, ...hosts.map((h) => `${site.protocol}//${h}${port}`).filter((o) => o !== site.origin)];
}

let cached: string[] | undefined;
export function trustedOrigins(): string[] {
  cached ??= trustedOriginsFor(env.SITE_URL);
  return cached;
}

import type os from "node:os";
import { describe, expect, it } from "vitest";
import { trustedOriginsFor } from "./origins";

const lan = {
  lo: [{ address: "127.0.0.1", family: "IPv4", internal: true }],
  eth0: [
    { address: "192.168.1.20", family: "IPv4", internal: false },
    { address: "fe80::1%eth0", family: "IPv6", internal: false },
  ],
} as unknown as ReturnType<typeof os.networkInterfaces>;

describe("trustedOriginsFor", () => {
  it("is exactly SITE_URL in production", () => {
    expect(trustedOriginsFor("https://clearvent.example", lan)).toEqual(["https://clearvent.example"]);
  });

  it("accepts every local address on the same port on the local default", () => {
    const origins = trustedOriginsFor("http://localhost:3000", lan);
    expect(origins[0]).toBe("http://localhost:3000");
    expect(origins).toEqual(
      expect.arrayContaining([
        "http://127.0.0.1:3000",
        "http://[::1]:3000",
        "http://192.168.1.20:3000",
        "http://[fe80::1]:3000",
      ]),
    );
    expect(origins).not.toContain("http://192.168.1.20:3001");
    expect(new Set(origins).size).toBe(origins.length);
  });
});

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BASE_POLICY, encodeNonce, LOOKUP_DEFAULTS, originsOf, pagePolicy } from "./csp";
import { inlineScriptHashes } from "./inline-scripts";

const sha = (s: string) => `sha256-${createHash("sha256").update(s).digest("base64")}`;

describe("pagePolicy", () => {
  const base = { nonce: "abc123==", scriptHashes: ["sha256-x"], scriptHosts: [], development: false };

  it("allows own files, the nonce and the page's hashes, and nothing inline or evaluated", () => {
    const policy = pagePolicy(base);
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc123==' 'sha256-x'");
    for (const directive of BASE_POLICY) expect(policy).toContain(directive);
    expect(scriptSrc).not.toContain("unsafe");
  });

  it("falls back to this site for everything, with explicit image, fetch, style and font sources", () => {
    const policy = pagePolicy({ ...base, connectOrigins: originsOf(Object.values(LOOKUP_DEFAULTS)) });
    const directive = (name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));
    expect(directive("default-src")).toBe("default-src 'self'");
    expect(directive("connect-src")).toBe(
      "connect-src 'self' https://ipapi.co https://ipinfo.io https://nominatim.openstreetmap.org",
    );
    expect(directive("img-src")).toBe("img-src 'self' data: blob:");
    expect(directive("style-src")).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive("font-src")).toBe("font-src 'self'");
    const ga = pagePolicy({ ...base, scriptHosts: ["https://www.googletagmanager.com"] });
    expect(ga).toContain("https://*.google-analytics.com");
    expect(originsOf(["javascript:alert(1)", "not a url", undefined, "http://127.0.0.1:9/x"])).toEqual([
      "http://127.0.0.1:9",
    ]);
  });

  it("names no nonce for a prerendered page: the same header is valid for every copy of it", () => {
    const scriptSrc = pagePolicy({ ...base, nonce: null, scriptHashes: ["sha256-x", "sha256-y"] })
      .split("; ")
      .find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-x' 'sha256-y'");
  });

  it("adds configured script hosts, and eval only for the development build", () => {
    expect(pagePolicy({ ...base, scriptHosts: ["https://www.googletagmanager.com"] })).toContain(
      "'sha256-x' https://www.googletagmanager.com",
    );
    expect(pagePolicy({ ...base, development: true })).toContain("'unsafe-eval'");
  });

  it("encodes 16 random bytes as a 24-character base64 nonce", () => {
    expect(encodeNonce(new Uint8Array(16).fill(255))).toBe("/////////////////////w==");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts exactly as written, once each", () => {
    const a = 'self.__next_f.push([1,"<b>"])';
    const html = `<script>${a}</script><script type="module">m()</script><script>${a}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha(a), sha("m()")]);
  });

  it("skips external scripts and data blocks", () => {
    const html =
      '<script src="/_next/static/a.js" async=""></script><script type="application/ld+json">{"a":1}</script>' +
      '<script id="_R_">boot()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("boot()")]);
  });
});

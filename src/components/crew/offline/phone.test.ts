import { describe, expect, it } from "vitest";
import { buildFiles } from "./phone";

describe("buildFiles", () => {
  it("finds the scripts, styles and fonts a crew page names, in its tags and in its flight data, once each", () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/chunks/0a1b2c.css" data-precedence="next"/>',
      '<link rel="preload" href="/_next/static/media/inter-latin.p.woff2" as="font"/>',
      '<script src="/_next/static/chunks/webpack-9f8e.js" async=""></script>',
      '<script src="/_next/static/chunks/webpack-9f8e.js" async=""></script>',
      // The flight data names a client component's chunk without the /_next/ prefix.
      '<script nonce="x">self.__next_f.push([1,"7:I[\\"123\\",[\\"static/chunks/app/crew/page-77aa.js\\"]]"])</script>',
      '<img src="/images/logo.png"/><a href="/crew/visits/1/report">Report</a>',
    ].join("\n");
    expect(buildFiles(html).sort()).toEqual(
      [
        "/_next/static/chunks/0a1b2c.css",
        "/_next/static/chunks/app/crew/page-77aa.js",
        "/_next/static/chunks/webpack-9f8e.js",
        "/_next/static/media/inter-latin.p.woff2",
      ].sort(),
    );
  });

  it("names nothing on a page without build files", () => {
    expect(buildFiles("<p>No signal</p>")).toEqual([]);
  });
});

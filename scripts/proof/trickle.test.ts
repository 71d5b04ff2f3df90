import { describe, expect, it } from "vitest";
import { pieces, withoutExpectLink } from "./trickle.mjs";

describe("the trickle proxy", () => {
  it("drops the render-blocking expect link, so a partial page is painted", () => {
    const page =
      '<html><head><meta charSet="utf-8"/><link rel="expect" href="#site-footer" blocking="render"/><title>é</title></head><body><footer id="site-footer"></footer></body></html>';
    const out = withoutExpectLink(Buffer.from(page)).toString("utf8");
    expect(out).not.toContain("expect");
    expect(out).toContain("<title>é</title>");
    expect(out).toContain('<footer id="site-footer">');
  });

  it("cuts after an end tag past each piece's size", () => {
    const cut = [...pieces(Buffer.from("<p>aaaa</p><p>bbbb</p><p>c</p>"), 4)].map((b) => b.toString());
    expect(cut).toEqual(["<p>aaaa</p>", "<p>bbbb</p>", "<p>c</p>"]);
  });
});

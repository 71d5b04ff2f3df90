import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./body-csp.mjs";
import { frameworkLater } from "./framework-later.mjs";

// The shape of a page as Next.js 16 with Turbopack writes it (trimmed).
const page = [
  "<!DOCTYPE html><html><head>",
  '<meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/2i3m.js"/>',
  '<script src="/_next/static/chunks/1qk6.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-077h.js" async=""></script>',
  '<script src="/_next/static/chunks/0cz1.js" noModule=""></script>',
  "</head><body><h1>Air duct cleaning in San Francisco</h1>",
  '<script type="application/ld+json">{"@type":"HVACBusiness"}</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '<script src="/_next/static/chunks/2i3m.js" async=""></script>',
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
  '<script>self.__next_f.push([1,"0:{\\u003cP\\u003e)\\n"])</script>',
  "</body></html>",
].join("");

describe("frameworkLater", () => {
  const out = frameworkLater(page) as string;

  it("takes Next.js's async chunks out of the page and hands their addresses to one loader", () => {
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    const loader =
      /<head><meta charSet="utf-8"\/><script>\(function loader[\s\S]*?\)\(window,(\[[^\]]*\]),false,"[^"]+"\)<\/script>/.exec(
        out,
      );
    expect(loader).not.toBeNull();
    expect(JSON.parse(loader?.[1] ?? "[]")).toEqual([
      "/_next/static/chunks/1qk6.js",
      "/_next/static/chunks/turbopack-077h.js",
      "/_next/static/chunks/2i3m.js",
    ]);
    // Its own low-priority preload goes too: the loader prefetches every chunk once the page has loaded.
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it("leaves the page's text, data blocks and the legacy script as they were, its payload as data", () => {
    for (const kept of [
      "<h1>Air duct cleaning in San Francisco</h1>",
      '<script type="application/ld+json">{"@type":"HVACBusiness"}</script>',
      '<script id="_R_">',
      '<script type="application/x-clearvent-flight">[0]</script>',
      '<script type="application/x-clearvent-flight">[1,"0:{\\u003cP\\u003e)\\n"]</script>',
      '<script src="/_next/static/chunks/0cz1.js" noModule=""></script>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"',
    ])
      expect(out).toContain(kept);
  });

  it("is allowed by the policy the server builds from the body: the loader is the one script added", () => {
    // The two payload scripts became data blocks, which a browser does not run.
    expect(inlineScriptHashes(out)).toHaveLength(inlineScriptHashes(page).length + 1 - 2);
  });

  it("keeps the character set first: a browser reads it only in the first 1,024 bytes", () => {
    expect(out.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(1024);
    expect(out.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(out.indexOf("<script"));
  });

  it("answers null for a page with nothing to move, so a rewritten page is not rewritten twice", () => {
    expect(frameworkLater(out)).toBeNull();
    expect(frameworkLater("<html><head></head><body><p>plain</p></body></html>")).toBeNull();
    expect(
      frameworkLater('<html><head><script src="https://example.com/x.js" async=""></script></head></html>'),
    ).toBeNull();
  });

  /** Runs the loader in a window with `search`; answers the chunks appended and the window's listeners. */
  function run(search: string, readyState = "complete", years: { textContent: string }[] = []) {
    const source = /<head><meta charSet="utf-8"\/><script>([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    const appended: string[] = [];
    const flights = [...out.matchAll(/<script type="application\/x-clearvent-flight">([\s\S]*?)<\/script>/g)].map(
      (m) => ({ textContent: m[1] }),
    );
    const documentListeners: Record<string, () => void> = {};
    const listeners: Record<string, () => void> = {};
    const element = () => ({
      set src(v: string) {
        appended.push(v);
      },
      rel: "",
      as: "",
      href: "",
    });
    const w = {
      addEventListener: (type: string, fn: () => void) => {
        listeners[type] = fn;
      },
      removeEventListener: () => {},
      location: { pathname: "/ca/san-francisco", search },
      navigator: { sendBeacon: () => true },
      document: {
        referrer: "",
        readyState,
        createElement: element,
        head: { appendChild: () => {} },
        addEventListener: (type: string, fn: () => void) => {
          documentListeners[type] = fn;
        },
        querySelectorAll: (selector: string) =>
          selector === 'script[type="application/x-clearvent-flight"]'
            ? flights
            : selector === "[data-year-now]"
              ? years
              : [],
      },
    } as Record<string, unknown>;
    vm.runInNewContext(source, { window: w, Blob, JSON, Date, Object, setTimeout });
    return { appended, listeners, documentListeners, w };
  }

  it("is a script a browser parses, and it starts nothing before an interaction", () => {
    const { appended, listeners } = run("");
    expect(appended).toEqual([]);
    expect(Object.keys(listeners)).not.toContain("scroll");
    listeners.pointerdown?.();
    expect(appended).toHaveLength(3);
    // A second interaction appends nothing more.
    listeners.keydown?.();
    expect(appended).toHaveLength(3);
  });

  it("hands the framework the page's payload, in order, before its chunks run; after the page is parsed", () => {
    const { appended, listeners, documentListeners, w } = run("", "loading");
    listeners.pointerdown?.();
    // Touched while the page was still arriving: nothing until the whole payload is in.
    expect(appended).toEqual([]);
    expect(w.__next_f).toBeUndefined();
    documentListeners.DOMContentLoaded?.();
    expect(w.__next_f).toEqual([[0], [1, "0:{<P>)\n"]]);
    expect(appended).toHaveLength(3);
  });

  it("shows the visitor's year in the footer before React starts, never an earlier one", () => {
    const thisYear = String(new Date().getFullYear());
    const years = [{ textContent: String(Number(thisYear) - 1) }, { textContent: String(Number(thisYear) + 1) }];
    const { documentListeners, appended } = run("", "loading", years);
    documentListeners.DOMContentLoaded?.();
    expect(years.map((y) => y.textContent)).toEqual([thisYear, String(Number(thisYear) + 1)]);
    expect(appended).toEqual([]);
  });

  it("starts at once on a URL whose query the prerendered page cannot show (a shared filter), not for campaign tags", () => {
    expect(run("?q=dryer&tag=safety").appended).toHaveLength(3);
    expect(run("?utm_source=google&utm_medium=cpc&gclid=abc").appended).toEqual([]);
  });

  it("carries the nonce of a page rendered per request, whose query the server has already shown", () => {
    const nonced =
      frameworkLater(page.replaceAll('async=""', 'async="" nonce="abc123=="'), { nonce: "abc123==" }) ?? "";
    expect(nonced).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><script nonce="abc123==">\(function loader/,
    );
    expect(nonced).toMatch(/\],true,"application\/x-clearvent-flight"\)<\/script>/);
    expect(nonced).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
  });
});

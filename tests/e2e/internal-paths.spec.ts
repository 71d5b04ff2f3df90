import http from "node:http";
import { expect, test } from "./fixtures";

// `GET /%70ost-not-found` passed the proxy's prefix check, Next.js decoded it to
// the internal route, and the request was handled six times over and answered 500. Every internal
// route, however its path is spelled, must answer the site's 404 with the security headers.
// Sent with node:http so each path reaches the server byte for byte (a URL object would
// normalize some spellings away, such as %2e%2e segments).

/** The pages only the proxy may serve (src/domain/http/internal-paths.ts), and Next.js's own. */
const INTERNAL = [
  "/post-not-found",
  "/home-variant",
  "/home-variant/control.range.standard",
  "/_not-found",
  "/_global-error",
];

const hex = (c: string, upper: boolean) => {
  const code = `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`;
  return upper ? code.toUpperCase() : code;
};
/** Every character after each slash's first percent-encoded. */
const firstLetters = (path: string, upper: boolean) => path.replace(/\/([^/])/g, (_, c: string) => `/${hex(c, upper)}`);
const allCharacters = (path: string, upper: boolean) => [...path].map((c) => (c === "/" ? c : hex(c, upper))).join("");

function spellings(path: string): string[] {
  const once = firstLetters(path, true);
  return [
    path,
    `${path}/`,
    `/${path}`,
    path.toUpperCase(),
    once,
    firstLetters(path, false),
    `${once}/`,
    allCharacters(path, true),
    allCharacters(path, false),
    // Double and triple encoding: the escape's own % encoded again.
    once.replaceAll("%", "%25"),
    once.replaceAll("%", "%2525"),
    // Encoded slashes, upper and lower case, and a dot segment that leads back to the route.
    path.replace(/(?!^)\//g, "%2F"),
    `/%2F${path.slice(1).replaceAll("/", "%2f")}`,
    `/x/%2e%2e${once}`,
    `/x/%252e%252e${path}`,
    // A malformed escape (a UTF-8 sequence cut short) after the route must not throw.
    `${path}%E0%A4%A`,
    `${once}%E0%A4%A`,
  ];
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "localhost", port, path, agent: false, timeout: 15_000 }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d) => (body += d));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("timeout", () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on("error", reject);
  });
}

/** The answer at the end of the redirects (Next.js drops a trailing slash with a 308 first). */
async function finalAnswer(port: number, path: string): Promise<{ answer: Answer; via: string[] }> {
  const via = [path];
  let answer = await get(port, path);
  while (answer.status === 308 && via.length < 4) {
    const location = new URL(answer.headers.location ?? "", `http://localhost:${port}`);
    via.push(location.pathname);
    answer = await get(port, location.pathname + location.search);
  }
  return { answer, via };
}

// Desktop project only: HTTP-level check runs once.
test("internal pages answer 404 with the security headers however their path is encoded", { tag: "@desktop" }, async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const port = Number(new URL(baseURL ?? "").port);
  const misses: string[] = [];
  // A path that is not UTF-8 names no page either: Next.js's route matcher threw on it (a 500).
  const undecodable = ["/%E0%A4%A", "/ca/%E0%A4%A", "/%FF"];
  for (const path of [...new Set(INTERNAL.flatMap(spellings)), ...undecodable]) {
    const { answer, via } = await finalAnswer(port, path);
    const h = answer.headers;
    const problems = [
      answer.status !== 404 && `status ${answer.status}`,
      /Internal Server Error|\bat \S+ \(|\n\s+at /.test(answer.body) && "an error or stack trace in the body",
      h["x-content-type-options"] !== "nosniff" && "no nosniff",
      h["x-frame-options"] !== "DENY" && "no X-Frame-Options",
      !h["content-security-policy"]?.includes("frame-ancestors 'none'") && "no CSP",
      !h["referrer-policy"] && "no Referrer-Policy",
    ].filter(Boolean);
    if (problems.length > 0) misses.push(`${via.join(" -> ")}: ${problems.join(", ")}`);
  }
  expect(misses).toEqual([]);
});

// Desktop project only: HTTP-level check runs once.
test("a page asked for with escaped letters answers as the page, not a 500", { tag: "@desktop" }, async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL ?? "").port);
  for (const [path, plain] of [
    ["/f%61q", "/faq"],
    ["/%62log", "/blog"],
    ["/api/heal%74h", "/api/health"],
    ["/ca/s%61n-francisco", "/ca/san-francisco"],
  ] as const) {
    const [escaped, expected] = [await get(port, path), await get(port, plain)];
    expect(escaped.status, path).toBe(expected.status);
    expect(escaped.status, path).toBe(200);
  }
});

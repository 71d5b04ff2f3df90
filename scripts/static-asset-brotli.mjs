// @ts-check
// Brotli for the build's JavaScript and CSS, used by scripts/serve.mjs (issue 18).
//
// Next.js compresses with gzip only. A phone on a slow link spends most of a first visit
// downloading the first-load scripts (~150 KB gzip, Lighthouse's largest-paint estimate waits for
// them), and brotli at its highest level makes them about a sixth smaller. The files under
// /_next/static are content-hashed and immutable, so each is compressed once, in the background
// after Next.js first serves it, and kept in memory; the headers are the ones Next.js sent for it
// (cache policy, security headers), with the coding and length of the brotli body. Requests that
// do not accept br, conditional and range requests, and anything not yet compressed go to Next.js.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const ASSET = /^\/_next\/static\/[A-Za-z0-9_\-./~]+\.(?:js|css)$/;
/** About one connection or one transfer, or about the gzip body: never copied onto the brotli answer. */
const NOT_COPIED = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "content-length",
  "content-encoding",
  "etag",
  "vary",
]);
const CONDITIONAL = /^(?:if-none-match|if-modified-since|if-match|if-unmodified-since|if-range|range)$/;

/**
 * Whether the client accepts br (a `br;q=0` refuses it).
 * @param {string | string[] | undefined} acceptEncoding
 */
export function acceptsBrotli(acceptEncoding) {
  return String(acceptEncoding ?? "")
    .toLowerCase()
    .split(",")
    .some((part) => {
      const [coding, ...params] = part.split(";").map((s) => s.trim());
      if (coding !== "br") return false;
      const q = params.find((p) => p.startsWith("q="));
      return !q || Number(q.slice(2)) > 0;
    });
}

/**
 * The asset's path under the build folder, or null when the request is not one this may answer.
 * @param {import("node:http").IncomingMessage} req
 * @returns {string | null}
 */
export function assetOf(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "";
  if (!ASSET.test(url) || url.includes("..") || url.includes("//")) return null;
  for (const name of Object.keys(req.headers)) if (CONDITIONAL.test(name)) return null;
  return url.slice("/_next/".length);
}

/** @typedef {import("node:http").IncomingMessage} Req */
/** @typedef {import("node:http").ServerResponse} Res */
/** @typedef {{ headers: Record<string, string | number | string[]>, body: Buffer }} Kept */

/** @param {string} distDir */
export function createBrotliAssets(distDir) {
  /** @type {Map<string, Kept | "pending">} asset -> its answer once compressed; "pending" meanwhile */
  const kept = new Map();

  return {
    size: () => [...kept.values()].filter((v) => v !== "pending").length,

    /**
     * Answers with the brotli body when it may; false leaves the request to Next.js.
     * @param {Req} req
     * @param {Res} res
     */
    serve(req, res) {
      const asset = assetOf(req);
      const answer = asset && acceptsBrotli(req.headers["accept-encoding"]) && kept.get(asset);
      if (!answer || answer === "pending") return false;
      res.writeHead(200, answer.headers);
      res.end(req.method === "HEAD" ? undefined : answer.body);
      return true;
    },

    /**
     * After Next.js has served an asset, compresses the file with brotli for later requests.
     * @param {Req} req
     * @param {Res} res
     */
    remember(req, res) {
      const asset = assetOf(req);
      if (!asset || kept.has(asset)) return;
      /** @type {Record<string, string | number | string[]>} */
      let headArg = {};
      const { writeHead } = res;
      /** @type {(statusCode: number, ...rest: unknown[]) => Res} */
      const watched = (statusCode, ...rest) => {
        const arg = rest.find((r) => r && typeof r === "object");
        if (arg && !Array.isArray(arg)) headArg = /** @type {Record<string, string | number | string[]>} */ (arg);
        return /** @type {Function} */ (writeHead).call(res, statusCode, ...rest);
      };
      res.writeHead = /** @type {Res["writeHead"]} */ (/** @type {unknown} */ (watched));
      res.once("finish", () => {
        if (res.statusCode !== 200 || kept.has(asset)) return;
        /** @type {Record<string, string | number | string[]>} */
        const headers = {};
        for (const [name, value] of Object.entries({ ...res.getHeaders(), ...headArg })) {
          const lower = name.toLowerCase();
          if (!NOT_COPIED.has(lower) && value !== undefined) headers[lower] = value;
        }
        if (!/\bimmutable\b/.test(String(headers["cache-control"] ?? ""))) return;
        kept.set(asset, "pending");
        fs.readFile(path.join(distDir, asset), (readError, file) => {
          if (readError) return void kept.delete(asset);
          zlib.brotliCompress(
            file,
            {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.length,
              },
            },
            (error, body) => {
              if (error) return void kept.delete(asset);
              kept.set(asset, {
                headers: {
                  ...headers,
                  "content-encoding": "br",
                  vary: "Accept-Encoding",
                  "content-length": String(body.length),
                },
                body,
              });
            },
          );
        });
      });
    },
  };
}

// A proxy in front of the server that hands the browser each HTML document in small pieces with
// a pause between them, and everything else as it comes. Chromium paints while it waits for the
// next piece, so every partial page a slow connection can show is painted at the same byte
// offsets on every run: a layout shift that only a paint made mid-page would reveal (text that
// later content pushes down, a menu that grows as its items arrive) shows on each run instead of
// now and then on a loaded machine. Scripts wait until the document is whole, as they do on a
// fast connection: what is proved is the paints of a page still arriving, not hydration racing it.
import http from "node:http";

/**
 * The document cut after the first end tag past each `size` bytes: a paint then shows whole
 * elements in place and the ones still to come missing, as it would at any boundary a connection
 * makes, but never a label without its text or a line without its larger figure, whose few pixels
 * would be a figure of where the cut fell rather than of how the page is laid out.
 */
export function* pieces(body, size) {
  let at = 0;
  while (at < body.length) {
    const endTag = body.indexOf("</", at + size);
    const close = endTag < 0 ? -1 : body.indexOf(">", endTag);
    const end = close < 0 ? body.length : close + 1;
    yield body.subarray(at, end);
    at = end;
  }
}

/**
 * The document without its render-blocking expect link: Chromium would otherwise paint nothing
 * until the footer is parsed, and the partial pages this proxy exists to show would never be
 * painted. Without the link, Chromium paints what a browser that ignores it paints.
 */
export function withoutExpectLink(body) {
  return Buffer.from(body.toString("utf8").replace(/<link rel="expect"[^>]*>/g, ""), "utf8");
}

export async function startTrickle({ target, port, pieceBytes = 1024, gapMs = 20 }) {
  const upstream = new URL(target);
  let documentsInFlight = 0;
  let whole = Promise.resolve();
  let wholeNow = () => {};
  const server = http.createServer(async (req, res) => {
    if (/\.js(\?|$)/.test(req.url ?? "")) await whole;
    const headers = { ...req.headers, host: upstream.host };
    // Pieces of the document as the browser parses them, not of its gzip stream.
    delete headers["accept-encoding"];
    const forward = http.request(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (answer) => {
        const isDocument = /text\/html/.test(answer.headers["content-type"] ?? "");
        if (!isDocument) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        if (documentsInFlight++ === 0) whole = new Promise((resolve) => (wholeNow = resolve));
        const parts = [];
        answer.on("data", (c) => parts.push(c));
        answer.on("end", async () => {
          const body = withoutExpectLink(Buffer.concat(parts));
          const out = { ...answer.headers };
          delete out["content-length"];
          delete out["transfer-encoding"];
          res.writeHead(answer.statusCode ?? 502, out);
          for (const piece of pieces(body, pieceBytes)) {
            res.write(piece);
            await new Promise((r) => setTimeout(r, gapMs));
          }
          res.end();
          if (--documentsInFlight === 0) wholeNow();
        });
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://localhost:${port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

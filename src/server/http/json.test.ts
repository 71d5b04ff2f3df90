import { describe, expect, it } from "vitest";
import { z } from "@/domain/validation/zod";
import { parseJsonBody, readBytesCapped, readCapped } from "./json";

/** A request whose body arrives in chunks with no Content-Length, as a chunked upload does. */
function chunked(chunks: string[], onPull?: () => void): Request {
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull?.();
      const next = chunks[i++];
      if (next === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(next));
    },
  });
  return new Request("http://localhost/api/x", { method: "POST", body, duplex: "half" } as RequestInit);
}

describe("readCapped", () => {
  it("stops reading a chunked body at the limit instead of buffering it whole", async () => {
    let pulls = 0;
    const result = await readCapped(
      chunked(
        Array.from({ length: 1000 }, () => "x".repeat(1024)),
        () => pulls++,
      ),
      4096,
    );
    expect(result).toBe("too-large");
    expect(pulls).toBeLessThan(10);
  });

  it("returns a body within the limit", async () => {
    expect(await readCapped(chunked(['{"a":', "1}"]), 100)).toBe('{"a":1}');
  });
});

describe("readBytesCapped", () => {
  it("refuses a declared length over the limit before reading a byte", async () => {
    let pulls = 0;
    const request = chunked(
      Array.from({ length: 1000 }, () => "x".repeat(1024)),
      () => pulls++,
    );
    const declared = new Request(request, { headers: { "content-length": "52428800" } });
    expect(await readBytesCapped(declared, 4096)).toBe("too-large");
    // At most what the stream buffers ahead on its own; nothing is read by the reader.
    expect(pulls).toBeLessThanOrEqual(2);
  });

  it("answers a body cut off mid-way as unreadable, and a whole one as its bytes", async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === 0) controller.enqueue(new Uint8Array([0xff, 0xd8]));
        else controller.error(new Error("connection reset"));
      },
    });
    const cut = new Request("http://localhost/api/x", { method: "POST", body, duplex: "half" } as RequestInit);
    expect(await readBytesCapped(cut, 4096)).toBe("unreadable");
    expect(await readBytesCapped(chunked(["ab", "c"]), 3)).toEqual(Buffer.from("abc"));
  });
});

describe("parseJsonBody", () => {
  const schema = z.object({ name: z.string().max(20) });

  it("answers 413 for a chunked body over the limit", async () => {
    const parsed = await parseJsonBody(chunked([`{"name":"${"x".repeat(50_000)}"}`]), schema, 1024);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.response.status).toBe(413);
  });

  it("answers 400 naming the field for a NUL byte", async () => {
    const parsed = await parseJsonBody(chunked([JSON.stringify({ name: "Ann\u0000" })]), schema);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.response.status).toBe(400);
      expect(await parsed.response.json()).toMatchObject({ fieldErrors: { name: [expect.stringMatching(/control/)] } });
    }
  });
});

describe("failure", () => {
  it("tells a client over a limit when to retry, and nobody else", async () => {
    const { failure } = await import("./json");
    expect(failure(429, "too-many-leads", "Too many requests.").headers.get("retry-after")).toBe("60");
    expect(failure(400, "invalid-input", "Bad.").headers.get("retry-after")).toBeNull();
  });

  it("carries the code a client branches on beside the sentence a person reads", async () => {
    const { failure } = await import("./json");
    expect(await failure(409, "booking-changed", "Changed.").json()).toEqual({
      ok: false,
      code: "booking-changed",
      error: "Changed.",
    });
  });
});

// The S3 store through the official SDK against s3rver, a server that speaks S3's protocol, on
// loopback with its own temporary folder; and against servers that refuse or never answer.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isTransient } from "@/server/http/handle";
import { photoKey, s3PhotoStore } from "./storage";

// s3rver's fixed credentials; it checks every request's signature against them.
const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const bucket = "visit-photos";
let server: S3rver;
let endpoint: string;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  server = new S3rver({ address: "127.0.0.1", port: 0, directory: dir, silent: true });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const config = () => ({ bucket, endpoint, region: "us-east-1", ...credentials, timeoutMs: 5000 });

/** A port that was free a moment ago: nothing listens there, so connections are refused. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe("s3PhotoStore", () => {
  const key = photoKey(randomUUID(), randomUUID(), "full");
  const jpeg = Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.alloc(200_000, 7),
    Buffer.from([0xff, 0xd9]),
  ]);

  it("gives back what was put, then nothing once removed", async () => {
    const store = s3PhotoStore(config());
    expect(await store.get(key)).toBeNull();
    await store.put(key, jpeg, "image/jpeg");
    expect(await store.get(key)).toEqual({ bytes: jpeg, contentType: "image/jpeg" });
    // Kept by the server under the key, not just held by the client: a second client reads it.
    expect((await s3PhotoStore(config()).get(key))?.bytes.equals(jpeg)).toBe(true);
    await store.remove(key);
    expect(await store.get(key)).toBeNull();
    await store.remove(key);
  });

  it("answers null for a key nothing was put under", async () => {
    expect(await s3PhotoStore(config()).get(photoKey(randomUUID(), randomUUID(), "thumb"))).toBeNull();
  });

  it("refuses a bad key before any request", async () => {
    const store = s3PhotoStore({ ...config(), endpoint: `http://127.0.0.1:${await closedPort()}` });
    await expect(store.put("../outside.jpg", jpeg, "image/jpeg")).rejects.toThrow(/Not a photo key/);
    await expect(store.get("visits/x/../../y")).rejects.toThrow(/Not a photo key/);
  });

  it("fails at once, as a network failure, when nothing listens", async () => {
    const store = s3PhotoStore({ ...config(), endpoint: `http://127.0.0.1:${await closedPort()}` });
    const started = performance.now();
    const error = await store.put(key, jpeg, "image/jpeg").then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(`Photo storage failed put ${key}`);
    expect(isTransient(error)).toBe(true);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("gives up within its timeout on a server that never answers", async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const store = s3PhotoStore({ ...config(), endpoint: `http://127.0.0.1:${port}`, timeoutMs: 500 });
      const started = performance.now();
      const error = await store.get(key).then(
        () => null,
        (e: unknown) => e,
      );
      const took = performance.now() - started;
      expect((error as Error)?.message).toBe(`Photo storage did not answer get ${key} in time`);
      // 503 from the route: worth sending the photo again later.
      expect(isTransient(error)).toBe(true);
      expect(took).toBeGreaterThanOrEqual(450);
      expect(took).toBeLessThan(1500);
      expect(sockets.size).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

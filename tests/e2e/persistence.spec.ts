import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";

// Server-level behaviour of the embedded database: data survives a restart, and a second server
// on the same data directory refuses to start while the first keeps serving.
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "process-level test; runs once");

const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");

function startServer(port: number, dataDir: string) {
  const child = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      SITE_URL: `http://localhost:${port}`,
      BETTER_AUTH_SECRET: "persistence-test-secret-0123456789abcdef",
      AUTH_RATE_LIMIT: "off",
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitUntilServing(port: number) {
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://localhost:${port}/`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} never answered`);
}

async function stop(child: ChildProcess, exited: Promise<number | null>) {
  child.kill("SIGTERM");
  await exited;
}

const auth = (port: number, action: "sign-up" | "sign-in", body: object) =>
  fetch(`http://localhost:${port}/api/auth/${action}/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://localhost:${port}` },
    body: JSON.stringify(body),
  });

test("data written through the app survives a restart; a second server is refused", async () => {
  test.setTimeout(90_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-persist-"));
  const credentials = { email: "persist@example.com", password: "Persist-Pass-1" };
  try {
    const first = startServer(3201, dataDir);
    await waitUntilServing(3201);
    const signUp = await auth(3201, "sign-up", { ...credentials, name: "Pat Persist" });
    expect(signUp.status).toBe(200);

    const second = startServer(3202, dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is in use by process");
    expect((await fetch("http://localhost:3201/")).status).toBe(200);
    expect((await auth(3201, "sign-in", credentials)).status).toBe(200);

    await stop(first.child, first.exited);
    const again = startServer(3201, dataDir);
    await waitUntilServing(3201);
    expect((await auth(3201, "sign-in", credentials)).status).toBe(200);
    expect((await auth(3201, "sign-in", { ...credentials, password: "wrong-password" })).status).toBe(401);
    await stop(again.child, again.exited);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

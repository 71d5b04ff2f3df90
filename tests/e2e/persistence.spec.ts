import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startE2eServer } from "../support/e2e-server";

// Server-level behaviour of the embedded database: data survives a restart, and a second server
// on the same data directory refuses to start while the first keeps serving.
test.describe.configure({ mode: "serial" });
// Process-level: runs once, in the desktop project (playwright.config.ts).

const env = { BETTER_AUTH_SECRET: "persistence-test-secret-0123456789abcdef", AUTH_RATE_LIMIT: "off" };

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
    const first = await startE2eServer({ port: 3201, dataDir, env });
    const signUp = await auth(3201, "sign-up", { ...credentials, name: "Pat Persist" });
    expect(signUp.status).toBe(200);

    // The second server must exit (code 1) without serving, saying why.
    await expect(startE2eServer({ port: 3202, dataDir, env })).rejects.toThrow(
      /exited \(1\)[\s\S]*is in use by process/,
    );
    expect((await fetch("http://localhost:3201/")).status).toBe(200);
    expect((await auth(3201, "sign-in", credentials)).status).toBe(200);

    await first.stop();
    const again = await startE2eServer({ port: 3201, dataDir, env });
    expect((await auth(3201, "sign-in", credentials)).status).toBe(200);
    expect((await auth(3201, "sign-in", { ...credentials, password: "wrong-password" })).status).toBe(401);
    await again.stop();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

// The map's tiles through the server (decision 0043): off unless the owner set a tile address, and
// then only an image, fetched from a loopback server standing in for the owner's tile server.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DRIVE_SETTINGS } from "@/domain/geo/drive-settings";
import { saveDriveSettings } from "@/server/dispatch/drive-settings";
import { addAdmin } from "../../../tests/support/records";
import { testDbPerFile } from "../../../tests/support/test-db";
import { mapTile } from "./map-tiles";

const t = testDbPerFile();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const asked: string[] = [];
const server = http.createServer((req, res) => {
  asked.push(req.url ?? "");
  if (req.url?.startsWith("/10/")) res.writeHead(200, { "content-type": "image/png" }).end(PNG);
  else res.writeHead(200, { "content-type": "text/html" }).end("<p>not a tile</p>");
});
let base = "";
// The owner's https address, sent to the loopback server: no network in tests.
const loopback: typeof fetch = (url, init) =>
  fetch(String(url).replace("https://tiles.example.org", base), init as RequestInit);

beforeAll(async () => {
  await addAdmin(t.db);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("a map tile", () => {
  it("is not fetched while the owner has set no tile address", async () => {
    expect(await mapTile(t.db, { z: 10, x: 163, y: 395 }, loopback)).toEqual({ ok: false, reason: "tiles-off" });
    expect(asked).toEqual([]);
  });

  it("comes from the owner's address with z, x and y filled in, and only as an image", async () => {
    const tileUrl = "https://tiles.example.org/{z}/{x}/{y}.png";
    await saveDriveSettings(t.db, "owner", { ...DEFAULT_DRIVE_SETTINGS, tileUrl }, new Date());
    const tile = await mapTile(t.db, { z: 10, x: 163, y: 395 }, loopback);
    expect(tile).toEqual({ ok: true, bytes: PNG, contentType: "image/png" });
    expect(asked).toEqual(["/10/163/395.png"]);
    expect(await mapTile(t.db, { z: 11, x: 1, y: 2 }, loopback)).toEqual({ ok: false, reason: "tile-unavailable" });
  });
});

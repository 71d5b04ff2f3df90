// The shared world of the visit integration tests: a database per test file with a customer (Cara),
// another (Otto), two crews of one technician each (Tess in North, which does Cara's visits; Tim in
// South) and the owner, and a fresh photo folder for each test.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type bookings, crewMembers, crews, user } from "@/server/db/schema";
import { localPhotoStore, type PhotoStore } from "@/server/uploads/storage";
import { gpsJpeg } from "../../../tests/support/phone-photos";
import { addBooking as addBookingRow } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { type BodyRead, uploadVisitPhoto } from "./upload-visit-photo";

export let t: TestDb;
export let dir: string;
export let store: PhotoStore;
export const NOW = new Date("2026-11-24T20:00:00Z");

export const CARA = { id: "cara", role: "customer" };
export const OTTO = { id: "otto", role: "customer" };
export const TESS = { id: "tess", role: "technician" }; // crew North, which does Cara's visit
export const TIM = { id: "tim", role: "technician" }; // crew South
export const OWNER = { id: "owner", role: "admin" };
export let north: string;

export async function addBooking(patch: Partial<typeof bookings.$inferInsert> = {}): Promise<string> {
  const row = await addBookingRow(t.db, {
    serviceType: "duct_and_dryer",
    appointmentDate: "2026-11-24",
    squareFeet: 1600,
    priceExact: "499.00",
    status: "completed",
    crewId: north,
    ...patch,
  });
  return row.id;
}

/** A phone photo: a real JPEG carrying the camera's make and the house's GPS position in its EXIF. */
export const phonePhoto = (width = 640, height = 480) => gpsJpeg(width, height);

export const body = (bytes: Buffer | BodyRead) => async (): Promise<BodyRead> => bytes;

export const upload = (
  who: { id: string; role: string },
  bookingId: string,
  bytes: BodyRead,
  kind: "before" | "after" = "before",
) => uploadVisitPhoto(t.db, store, { user: who, bookingId, kind, read: body(bytes), now: NOW });

/** Every file in the photo folder, temporary ones included. */
export const filesIn = (folder: string): string[] =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder, { recursive: true, withFileTypes: true })
        .flatMap((e) => (e.isFile() ? [path.relative(folder, path.join(e.parentPath, e.name))] : []))
    : [];

/** Opens the database with its people and crews for the file's tests, and a photo folder per test. */
export function setUpVisits() {
  beforeAll(async () => {
    t = await createTestDb();
    await t.db.insert(user).values([
      { id: "cara", name: "Cara Customer", email: "cara@example.com" },
      { id: "otto", name: "Otto Other", email: "otto@example.com" },
      { id: "tess", name: "Tess Tech", email: "tess@example.com", role: "technician" },
      { id: "tim", name: "Tim Tech", email: "tim@example.com", role: "technician" },
      { id: "owner", name: "Olivia Owner", email: "admin@example.com", role: "admin" },
    ]);
    const [n, s] = await t.db
      .insert(crews)
      .values([
        { name: "North", serviceArea: "bay-area" },
        { name: "South", serviceArea: "bay-area" },
      ])
      .returning({ id: crews.id });
    if (!n || !s) throw new Error("no crews");
    north = n.id;
    await t.db.insert(crewMembers).values([
      { userId: "tess", crewId: n.id },
      { userId: "tim", crewId: s.id },
    ]);
  });
  afterAll(() => t.close());

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "visit-photos-"));
    store = localPhotoStore(dir);
    return () => fs.rmSync(dir, { recursive: true, force: true });
  });
}

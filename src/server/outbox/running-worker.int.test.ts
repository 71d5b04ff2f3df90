// The worker as the server runs it: nudged after a commit, freeing a killed process's claims on
// PGlite, and writing each message as an .eml file under DATA_DIR (the default install's transport).
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { outboxMessages } from "@/server/db/schema";
import type { Deliverable } from "@/server/mail/transport";
import { claimBatch } from "./claims";
import { runOutboxOnce } from "./deliver-batch";
import { enqueueMail } from "./enqueue";
import { message, NOW, setUpOutbox, t } from "./outbox-int-setup";
import { startOutboxWorker } from "./worker";

// The .eml transport writes under DATA_DIR: this file gets a folder of its own, set before any
// import loads the environment module.
const dataDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/clearvent-outbox-test-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return dir;
});
const { deliver, OUTBOX_DIR } = await import("@/server/mail/transport");

setUpOutbox();
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("the server's worker", () => {
  it("delivers at once when nudged after a commit, not at its next poll", async () => {
    let delivered: (m: Deliverable) => void = () => {};
    const arrived = new Promise<Deliverable>((resolve) => {
      delivered = resolve;
    });
    const worker = startOutboxWorker({ db: t.db, send: async (m) => delivered(m), pollMs: 3_600_000 });
    try {
      const id = await enqueueMail(t.db, "newsletter-confirm", message(7));
      worker.nudge();
      expect((await arrived).id).toBe(id);
    } finally {
      await worker.stop();
    }
  });

  it("on PGlite, where it is the only user, releases claims a killed process left at start", async () => {
    const id = await enqueueMail(t.db, "lead-owner-notice", message(8));
    await claimBatch(t.db, new Date(), { leaseMs: 3_600_000 }); // the "killed" process's claim
    let delivered: (m: Deliverable) => void = () => {};
    const arrived = new Promise<Deliverable>((resolve) => {
      delivered = resolve;
    });
    const worker = startOutboxWorker({ db: t.db, send: async (m) => delivered(m), pollMs: 3_600_000, exclusive: true });
    try {
      expect((await arrived).id).toBe(id);
    } finally {
      await worker.stop();
    }
  });

  it("writes each message as an .eml named after its outbox row, with that Message-ID", async () => {
    const id = await enqueueMail(
      t.db,
      "booking-confirmation",
      {
        ...message(9),
        attachments: [{ filename: "appointment.ics", content: "BEGIN:VCALENDAR", contentType: "text/calendar" }],
      },
      {},
      NOW,
    );
    expect(await runOutboxOnce(t.db, NOW, deliver)).toMatchObject({ sent: 1 });
    expect(OUTBOX_DIR).toBe(path.resolve(dataDir, "outbox"));
    const files = fs.readdirSync(OUTBOX_DIR).filter((f) => f.includes(id));
    expect(files).toEqual([`2026-11-20T18-00-00-000Z-${id}.eml`]);
    const eml = fs.readFileSync(path.join(OUTBOX_DIR, files[0] ?? ""), "utf8");
    expect(eml).toContain("To: person9@example.com");
    expect(eml).toContain(`Message-ID: <${id}@localhost>`);
    expect(eml).toContain("Content-Type: text/calendar");
    // Delivered again (a claim taken over), the same file is replaced, not doubled.
    await t.db.update(outboxMessages).set({ status: "queued" }).where(eq(outboxMessages.id, id));
    await runOutboxOnce(t.db, NOW, deliver);
    expect(fs.readdirSync(OUTBOX_DIR).filter((f) => f.includes(id))).toHaveLength(1);
  });

  it("makes the .eml folder again when it was removed while the server ran", async () => {
    const first = await enqueueMail(t.db, "account", message(10), {}, NOW);
    expect(await runOutboxOnce(t.db, NOW, deliver)).toMatchObject({ sent: 1 });
    fs.rmSync(OUTBOX_DIR, { recursive: true });
    const second = await enqueueMail(t.db, "account", message(11), {}, NOW);
    expect(await runOutboxOnce(t.db, NOW, deliver)).toMatchObject({ sent: 1 });
    const files = fs.readdirSync(OUTBOX_DIR);
    expect(files.filter((f) => f.includes(second))).toHaveLength(1);
    expect(files.filter((f) => f.includes(first))).toHaveLength(0);
  });
});

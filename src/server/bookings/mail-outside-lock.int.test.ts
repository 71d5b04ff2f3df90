// A booking's emails are rendered before the area's day lock and written in the transaction that
// holds it (booking-mail.ts). Seen from outside, in the order things happen: each statement as
// drizzle logs it, and each render of React Email.
import { and, eq } from "drizzle-orm";
import { drizzle as onPostgres } from "drizzle-orm/node-postgres";
import { drizzle as onPglite } from "drizzle-orm/pglite";
import { describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { outboxMessages } from "@/server/db/schema";
import { warmEmailRenderer } from "../../../tests/support/cold-import";
import { input, options, setUpBookings, t } from "./bookings-int-setup";
import { createBooking } from "./create-booking";
import { rescheduleBooking } from "./reschedule-booking";

const events = vi.hoisted(() => [] as string[]);
vi.mock("@react-email/render", async (importOriginal) => {
  const real = await importOriginal<typeof import("@react-email/render")>();
  return {
    ...real,
    render: (...args: Parameters<typeof real.render>) => {
      events.push("render");
      return real.render(...args);
    },
  };
});

setUpBookings();
warmEmailRenderer();

/** The test's database, its statements logged into `events`. */
function logged(): Db {
  const logger = { logQuery: (query: string) => void events.push(query) };
  const client = (t.db as unknown as { $client: never }).$client;
  return (t.kind === "pglite"
    ? onPglite(client, { schema, logger })
    : onPostgres(client, { schema, logger })) as unknown as Db;
}

const isDayLock = (e: string) => /from "booking_days" .* for update/is.test(e);
const isOutboxWrite = (e: string) => e.startsWith('insert into "outbox_messages"');

/** What happened while `run` ran: its renders and statements, in order. */
async function observe(run: (db: Db) => Promise<unknown>): Promise<string[]> {
  events.length = 0;
  await run(logged());
  return [...events];
}

describe("the day lock is held for writes, not for rendering", () => {
  it("a new booking renders its confirmation before the lock and writes it under it", async () => {
    let id = "";
    const seen = await observe(async (db) => {
      const result = await createBooking(db, "alice", input({ appointmentTime: "10:00" }), options);
      if (!result.ok) throw new Error(result.reason);
      id = result.booking.id;
    });
    const lock = seen.findIndex(isDayLock);
    expect(lock).toBeGreaterThan(0);
    const renders = seen.flatMap((e, i) => (e === "render" ? [i] : []));
    expect(renders).toHaveLength(1);
    expect(renders.every((i) => i < lock)).toBe(true);
    // The outbox rows are written after the lock: in the booking's transaction, as before.
    const writes = seen.flatMap((e, i) => (isOutboxWrite(e) ? [i] : []));
    expect(writes).toHaveLength(2);
    expect(writes.every((i) => i > lock)).toBe(true);
    const [confirmation] = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, id), eq(outboxMessages.kind, "booking-confirmation")));
    expect(confirmation?.text).toContain("arriving 10:00");
  });

  it("a recurring booking, whose series is made in the transaction, renders before the lock too", async () => {
    const seen = await observe(async (db) => {
      const result = await createBooking(
        db,
        "carol",
        input({ appointmentTime: "14:00", isRecurring: true, recurringIntervalMonths: 12 }),
        options,
      );
      if (!result.ok) throw new Error(result.reason);
      expect(result.booking.seriesId).not.toBeNull();
    });
    const lock = seen.findIndex(isDayLock);
    expect(seen.flatMap((e, i) => (e === "render" ? [i] : []))).toEqual([expect.any(Number)]);
    expect(seen.indexOf("render")).toBeLessThan(lock);
  });

  it("a customer's reschedule renders the new time's email before the lock", async () => {
    const made = await createBooking(t.db, "bob", input({ appointmentTime: "08:00" }), options);
    if (!made.ok) throw new Error(made.reason);
    const to = { appointmentDate: made.booking.appointmentDate, appointmentTime: "13:00" };
    const seen = await observe(async (db) => {
      const moved = await rescheduleBooking(db, "bob", made.booking.id, to, options);
      if (!moved.ok) throw new Error(moved.reason);
    });
    const lock = seen.findIndex(isDayLock);
    expect(lock).toBeGreaterThan(0);
    const renders = seen.flatMap((e, i) => (e === "render" ? [i] : []));
    expect(renders).toHaveLength(1);
    expect(renders.every((i) => i < lock)).toBe(true);
    const [rescheduled] = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, made.booking.id), eq(outboxMessages.kind, "booking-rescheduled")));
    expect(rescheduled?.text).toContain("arriving 1:00");
  });
});

// Only staffed crew time is sold. An area whose crews nobody is in offers the
// waitlist instead of times; staffing it tells whoever waits, once; a crew emptied while it holds
// bookings keeps them, offers nothing new, and Today lists them for Reassign.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WAITLIST_MESSAGES, type WaitlistInput, waitlistInputSchema } from "@/domain/waitlist/waitlist-input";
import { availabilityForAddress } from "@/server/bookings/availability";
import { createBooking } from "@/server/bookings/create-booking";
import { crewMembers, crews, user, waitlistSignups } from "@/server/db/schema";
import { joinWaitlist } from "@/server/waitlist/join-waitlist";
import { addCustomer, bookingInput, okOrThrow, outboxOf } from "../../../tests/support/records";
import { areaCrews, staffArea } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { addCrewMember } from "./add-crew-member";
import { unstaffedJobs } from "./unstaffed-jobs";

let t: TestDb;
// Friday 2026-11-20 10:00 Pacific; the visits are on the next Tuesday.
const NOW = new Date("2026-11-20T18:00:00Z");
const TUESDAY = "2026-11-24";
const CHICAGO = { street: "233 S Wacker Dr", unit: "", city: "Chicago", state: "IL", zip: "60606" };
const JOB = { serviceType: "air_duct" as const, squareFeet: 1500 };
const OPTIONS = { now: NOW };
const BOOK = { now: NOW, limits: "off" as const };
const wait = (patch: Partial<Record<keyof WaitlistInput, string>>) =>
  waitlistInputSchema.parse({ email: "ana@example.com", zip: "60606", serviceType: "air_duct", ...patch });

beforeAll(async () => {
  t = await createTestDb();
  await addCustomer(t.db, "cara", "Cara");
  for (const id of ["tess", "tom"])
    await t.db.insert(user).values({ id, name: id, email: `${id}@example.com`, role: "technician" });
});
afterAll(() => t.close());

describe("an area whose crews nobody is in", () => {
  it("offers no time, says 'not in your area yet', and takes no booking", async () => {
    await areaCrews(t.db, "chicago", 2);
    expect(await t.db.select().from(crews).where(eq(crews.serviceArea, "chicago"))).toHaveLength(2);
    expect(await availabilityForAddress(t.db, { address: CHICAGO, ...JOB }, OPTIONS)).toEqual({
      ok: false,
      reason: "not-staffed",
      area: { id: "chicago", name: "Chicago" },
    });
    const booked = await createBooking(
      t.db,
      "cara",
      bookingInput({ address: CHICAGO, appointmentDate: TUESDAY, appointmentTime: "09:00" }),
      BOOK,
    );
    expect(booked).toEqual({ ok: false, reason: "slot-unavailable" });
  });

  it("takes waitlist sign-ups once per email, and refuses a bad ZIP or one already served with a sentence", async () => {
    expect(
      waitlistInputSchema.safeParse({ email: "ana@example.com", zip: "6060", serviceType: "air_duct" }).error?.issues[0]
        ?.message,
    ).toBe(WAITLIST_MESSAGES.zip);
    expect(
      waitlistInputSchema.safeParse({ email: "ana@", zip: "60606", serviceType: "air_duct" }).error?.issues[0]?.message,
    ).toBe(WAITLIST_MESSAGES.email);
    expect(await joinWaitlist(t.db, wait({ zip: "99950" }), NOW)).toEqual({
      ok: false,
      reason: "waitlist-unknown-zip",
    });
    await staffArea(t.db, "bay-area", 2);
    expect(await joinWaitlist(t.db, wait({ zip: "94704" }), NOW)).toEqual({
      ok: false,
      reason: "waitlist-area-served",
    });
    for (const email of ["ana@example.com", "ANA@example.com", "ben@example.com"]) {
      expect(await joinWaitlist(t.db, wait({ email }), NOW)).toEqual({ ok: true, areaName: "Chicago" });
    }
    expect(await t.db.select().from(waitlistSignups)).toHaveLength(2);
  });

  it("opens when a crew gets its first person: times offered, and each sign-up emailed once", async () => {
    const [first, second] = await t.db.select().from(crews).where(eq(crews.serviceArea, "chicago")).orderBy(crews.name);
    if (!first || !second) throw new Error("no Chicago crews");
    await Promise.all([addCrewMember(t.db, first.id, "tess", NOW), addCrewMember(t.db, second.id, "tom", NOW)]);
    const open = await availabilityForAddress(t.db, { address: CHICAGO, ...JOB }, OPTIONS);
    if (!open.ok) throw new Error(open.reason);
    expect(open.days.find((d) => d.date === TUESDAY)?.starts.length).toBeGreaterThan(0);
    const emails = await outboxOf(t.db, { kind: "waitlist-open" });
    expect(emails.map((e) => e.to).sort()).toEqual(["ana@example.com", "ben@example.com"]);
    // Staffing again tells nobody twice.
    await addCrewMember(t.db, first.id, "tom", NOW);
    expect(await outboxOf(t.db, { kind: "waitlist-open" })).toHaveLength(2);
  });
});

describe("a crew emptied while it holds bookings", () => {
  it("keeps its bookings, offers no new time, and Today lists them with the crews to give them to", async () => {
    const chicagoCrews = await t.db.select().from(crews).where(eq(crews.serviceArea, "chicago"));
    // Tom moved to the first crew above: the second is empty, the first has both.
    const booked = okOrThrow(
      await createBooking(
        t.db,
        "cara",
        bookingInput({ address: CHICAGO, appointmentDate: TUESDAY, appointmentTime: "09:00" }),
        BOOK,
      ),
    );
    const holder = chicagoCrews.find((c) => c.id === booked.booking.crewId);
    if (!holder) throw new Error("no crew given");
    expect(await unstaffedJobs(t.db, NOW)).toEqual([]);
    // Everyone leaves the crew that holds the job.
    await t.db.delete(crewMembers).where(eq(crewMembers.crewId, holder.id));
    const [job] = await unstaffedJobs(t.db, NOW);
    expect(job?.booking.id).toBe(booked.booking.id);
    expect(job?.booking.crewId).toBe(holder.id);
    expect(job?.crewName).toBe(holder.name);
    expect(job?.staffedCrews).toEqual([]);
    // Nobody left in Chicago: no new time at all, the waitlist again.
    expect((await availabilityForAddress(t.db, { address: CHICAGO, ...JOB }, OPTIONS)).ok).toBe(false);
    // Somebody joins the other crew: Today offers it for Reassign, and its time is sold again.
    const other = chicagoCrews.find((c) => c.id !== holder.id);
    if (!other) throw new Error("one crew");
    await addCrewMember(t.db, other.id, "tess", NOW);
    expect((await unstaffedJobs(t.db, NOW))[0]?.staffedCrews).toEqual([{ id: other.id, name: other.name }]);
  });
});

// Review requests and reviews with a moved clock: one request per finished visit even
// under two servers' sweeps, none for a cancelled visit, one per customer in 30 days, daytime only,
// the opt-out; the link's first review, its edits for 7 days, then refusals; tampered links.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationSchema, reviewInputSchema } from "@/domain/reviews/reviews";
import { changeBookingStatus } from "@/server/admin/change-booking-status";
import { createBooking } from "@/server/bookings/create-booking";
import type { OutboxMessage } from "@/server/db/rows";
import { bookings, outboxMessages, reviewRequests, reviews } from "@/server/db/schema";
import { stillWanted } from "@/server/outbox/still-wanted";
import { localPhotoStore } from "@/server/uploads/storage";
import { uploadVisitPhoto } from "@/server/visits/upload-visit-photo";
import { parseMail } from "../../../tests/support/parse-mail";
import { gpsJpeg } from "../../../tests/support/phone-photos";
import { addAdmin, addCustomer, bookingInput, okOrThrow, outboxOf } from "../../../tests/support/records";
import { staffAllAreas } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { listReviewsForOwner, moderateReview } from "./moderate-review";
import { forgetPublishedReviews, publishedReviews } from "./published-reviews";
import { requestIdOf, reviewToken } from "./review-links";
import { submitReview } from "./submit-review";
import { optOutOfReviews, sweepReviewRequests } from "./sweep-review-requests";
import { listWorkPhotos, publishWorkPhoto, readWorkPhoto, unpublishWorkPhoto } from "./work-photos";

let t: TestDb;
const H = 3_600_000;
const DAY = 24 * H;
// Monday 2026-11-23 10:00 Pacific.
const BOOKED_AT = new Date("2026-11-23T18:00:00Z");
const ORIGIN = "http://localhost:3000";

beforeAll(async () => {
  t = await createTestDb();
  // Only staffed crews sell time (src/domain/scheduling/crews.ts).
  await staffAllAreas(t.db, 8);
  await addAdmin(t.db, "boss");
  for (const [id, name] of [
    ["ana", "Ana Li"],
    ["ben", "Ben Ode"],
    ["cy", "Cy Twin"],
    ["dee", "Dee Stop"],
  ] as const)
    await addCustomer(t.db, id, name);
});
afterAll(() => t.close());

let slot = 0;
const TIMES = ["08:00", "10:00", "13:00", "15:00"];
/** A visit on Friday 2026-11-27, finished at `finishedAt` by the owner's status changes. */
async function finishedVisit(userId: string, finishedAt: Date, end: "completed" | "cancelled" = "completed") {
  const time = TIMES[slot++ % TIMES.length] ?? "08:00";
  const booking = okOrThrow(
    await createBooking(t.db, userId, bookingInput({ appointmentDate: "2026-11-27", appointmentTime: time }), {
      now: BOOKED_AT,
      limits: "off",
    }),
  ).booking;
  const steps = end === "completed" ? ["confirmed", "in_progress", "completed"] : ["confirmed", "cancelled"];
  for (const to of steps) okOrThrow(await changeBookingStatus(t.db, "boss", booking.id, to, finishedAt));
  return booking;
}

const sweep = (now: Date) => sweepReviewRequests(t.db, now, { origin: ORIGIN });
const requestsOf = (bookingId: string) => outboxOf(t.db, { bookingId, kind: "review-request" });
// Friday 2026-11-27 11:00 Pacific.
const FINISHED = new Date("2026-11-27T19:00:00Z");

describe("review requests", () => {
  it("one per finished visit, two hours after, even with two servers sweeping at once", async () => {
    const b = await finishedVisit("ana", FINISHED);
    expect(await sweep(new Date(FINISHED.getTime() + 2 * H - 60_000))).toBe(0);
    const at = new Date(FINISHED.getTime() + 2 * H);
    const counts = await Promise.all([sweep(at), sweep(at), sweep(new Date(at.getTime() + 60_000))]);
    expect(counts.reduce((a, n) => a + n, 0)).toBe(1);
    await sweep(new Date(at.getTime() + DAY));
    const sent = await requestsOf(b.id);
    expect(sent).toHaveLength(1);
    const mail = await parseMail(sent[0] as never);
    expect(mail.to).toBeDefined();
    expect(sent[0]?.to).toBe("ana@example.com");
    expect(mail.subject).toBe("How did it go? Your Dryer Vent Cleaning on Friday, November 27, 2026");
    // The review link names this visit's request; the opt-out link is there too.
    const link = mail.text?.match(/http:\/\/localhost:3000\/review\?t=(\S+)/)?.[1];
    const [request] = await t.db.select().from(reviewRequests).where(eq(reviewRequests.bookingId, b.id));
    expect(requestIdOf(decodeURIComponent(link ?? ""))).toBe(request?.id);
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/review\/stop\?u=ana&sig=/);
  });

  it("never for a cancelled visit", async () => {
    const b = await finishedVisit("ben", FINISHED, "cancelled");
    await sweep(new Date(FINISHED.getTime() + 3 * H));
    expect(await requestsOf(b.id)).toHaveLength(0);
  });

  it("in the daytime of the visit's zone only", async () => {
    // Finished at 19:00 Pacific: two hours later is night, so the next morning at 9.
    const late = new Date("2026-11-28T03:00:00Z");
    const b = await finishedVisit("ben", late);
    expect(await sweep(new Date("2026-11-28T05:00:00Z"))).toBe(0);
    expect(await sweep(new Date("2026-11-28T16:59:00Z"))).toBe(0);
    expect(await sweep(new Date("2026-11-28T17:00:00Z"))).toBe(1);
    expect(await requestsOf(b.id)).toHaveLength(1);
  });

  it("at most one per customer in 30 days, even for two visits swept at once", async () => {
    const first = await finishedVisit("cy", FINISHED);
    const second = await finishedVisit("cy", FINISHED);
    const at = new Date(FINISHED.getTime() + 3 * H);
    await Promise.all([sweep(at), sweep(at)]);
    const asked = [...(await requestsOf(first.id)), ...(await requestsOf(second.id))];
    expect(asked).toHaveLength(1);
    // Eleven days later a third visit: still within 30 days of the request.
    const third = await finishedVisit("cy", new Date(FINISHED.getTime() + 11 * DAY));
    await sweep(new Date(FINISHED.getTime() + 11 * DAY + 3 * H));
    expect(await requestsOf(third.id)).toHaveLength(0);
  });

  it("not after the customer opted out; a queued one is dropped if the visit is cancelled after", async () => {
    const b = await finishedVisit("dee", FINISHED);
    await sweep(new Date(FINISHED.getTime() + 3 * H));
    const [queued] = (await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.bookingId, b.id), eq(outboxMessages.kind, "review-request")))) as OutboxMessage[];
    expect(queued?.kind).toBe("review-request");
    expect(await stillWanted(t.db, queued as OutboxMessage, FINISHED)).toBe(true);
    expect(await optOutOfReviews(t.db, "dee", FINISHED)).toBe(true);
    expect(await optOutOfReviews(t.db, "dee", FINISHED)).toBe(true);
    expect(await stillWanted(t.db, queued as OutboxMessage, FINISHED)).toBe(false);
    const later = await finishedVisit("dee", new Date(FINISHED.getTime() + 40 * DAY));
    await sweep(new Date(FINISHED.getTime() + 40 * DAY + 3 * H));
    expect(await requestsOf(later.id)).toHaveLength(0);
  });
});

describe("a review through its link", () => {
  const form = (token: string, v: Record<string, unknown>) => reviewInputSchema.parse({ token, ...v });

  it("is published, edited within 7 days, then refused; tampered and foreign links store nothing", async () => {
    const [anaVisit] = await t.db.select().from(bookings).where(eq(bookings.userId, "ana"));
    const [request] = await t.db
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.bookingId, anaVisit?.id ?? ""));
    if (!request) throw new Error("no request for Ana");
    const token = reviewToken(request.id);
    const sentAt = new Date(request.createdAt.getTime() + DAY);

    const first = await submitReview(
      t.db,
      form(token, { rating: 2, text: "Late <b>and</b>\nrude", showName: true }),
      sentAt,
    );
    expect(first).toMatchObject({ ok: true, edited: false, googleReviewUrl: null });
    const second = await submitReview(
      t.db,
      form(token, { rating: 3, text: "Better after a call" }),
      new Date(sentAt.getTime() + 7 * DAY),
    );
    expect(second).toMatchObject({ ok: true, edited: true });
    expect(await submitReview(t.db, form(token, { rating: 5 }), new Date(sentAt.getTime() + 7 * DAY + 1000))).toEqual({
      ok: false,
      reason: "review-edit-closed",
    });
    const stored = await t.db.select().from(reviews).where(eq(reviews.requestId, request.id));
    expect(stored.map((r) => [r.rating, r.body, r.showName, r.firstName, r.status])).toEqual([
      [3, "Better after a call", false, "Ana", "published"],
    ]);

    // A signature of another request, a changed id, garbage: refused, nothing stored.
    const [, sig] = token.split(".");
    const other = "00000000-0000-4000-8000-000000000001";
    for (const bad of [`${other}.${sig}`, `${request.id}.${sig}x`, `${request.id}`, "x".repeat(40)])
      expect(await submitReview(t.db, form(bad, { rating: 1 }), sentAt)).toEqual({
        ok: false,
        reason: "review-link-invalid",
      });
    // Ben's request's link writes Ben's review, never Ana's.
    const [benRequest] = await t.db.select().from(reviewRequests).where(eq(reviewRequests.userId, "ben"));
    okOrThrow(await submitReview(t.db, form(reviewToken(benRequest?.id ?? ""), { rating: 1 }), sentAt));
    const all = await t.db.select().from(reviews);
    expect(all.map((r) => r.userId).sort()).toEqual(["ana", "ben"]);
  });

  it("expires 60 days after the request when no review was sent", async () => {
    const [request] = await t.db.select().from(reviewRequests).where(eq(reviewRequests.userId, "cy"));
    if (!request) throw new Error("no request for Cy");
    expect(
      await submitReview(
        t.db,
        form(reviewToken(request.id), { rating: 4 }),
        new Date(request.createdAt.getTime() + 61 * DAY),
      ),
    ).toEqual({ ok: false, reason: "review-link-expired" });
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, "cy"))).toEqual([]);
  });
});

describe("moderation and the public figures", () => {
  it("the average counts published reviews only; hiding needs a policy reason and is logged with who and when", async () => {
    const pages = async (area: string | null) => {
      forgetPublishedReviews();
      return publishedReviews(t.db, area, FINISHED);
    };
    // Ana's 3 and Ben's 1, both published.
    expect(await pages("bay-area")).toMatchObject({ count: 2, average: 2 });
    const [ben] = await t.db.select().from(reviews).where(eq(reviews.userId, "ben"));
    if (!ben) throw new Error("no review of Ben");
    // A rating is not a reason; neither is nothing.
    for (const bad of [{ action: "hide" }, { action: "hide", reason: "low-rating" }, { action: "hide", reason: "" }])
      expect(moderationSchema.safeParse(bad).success).toBe(false);
    const at = new Date(FINISHED.getTime() + 5 * DAY);
    okOrThrow(
      await moderateReview(t.db, "boss", ben.id, moderationSchema.parse({ action: "hide", reason: "off-topic" }), at),
    );
    expect(await pages("bay-area")).toMatchObject({ count: 1, average: 3 });
    const anaReview = (await pages(null)).reviews[0];
    okOrThrow(
      await moderateReview(
        t.db,
        "boss",
        anaReview?.id ?? "",
        moderationSchema.parse({ action: "reply", reply: "Sorry we were late, Ana." }),
        at,
      ),
    );
    expect((await pages(null)).reviews[0]).toMatchObject({
      rating: 3,
      reply: "Sorry we were late, Ana.",
      by: "A customer in Berkeley",
    });
    const later = new Date(at.getTime() + H);
    okOrThrow(await moderateReview(t.db, "boss", ben.id, moderationSchema.parse({ action: "show" }), later));
    expect(await pages(null)).toMatchObject({ count: 2, average: 2 });
    expect(await moderateReview(t.db, "boss", "00000000-0000-4000-8000-000000000009", { action: "show" }, at)).toEqual({
      ok: false,
      reason: "review-not-found",
    });
    const owner = await listReviewsForOwner(t.db);
    const benLog = owner
      .find((r) => r.review.id === ben.id)
      ?.log.map((l) => [l.step.action, l.step.reason, l.step.by, l.by, l.step.at]);
    expect(benLog).toEqual([
      ["show", null, "boss", "Olivia Owner", later],
      ["hide", "off-topic", "boss", "Olivia Owner", at],
    ]);
    // The database holds the rule too: hidden needs a listed reason.
    await expect(
      t.db.update(reviews).set({ status: "hidden", hiddenReason: "low-rating" }).where(eq(reviews.id, ben.id)),
    ).rejects.toThrow();
  });
});

describe("recent work in real photos", () => {
  it("published only with the customer's consent, city and service only, and taken down when it is withdrawn", async () => {
    await addCustomer(t.db, "eve", "Eve Photo");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "work-photos-"));
    const store = localPhotoStore(dir);
    try {
      const time = "16:00";
      const b = okOrThrow(
        await createBooking(t.db, "eve", bookingInput({ appointmentDate: "2026-11-27", appointmentTime: time }), {
          now: BOOKED_AT,
          limits: "off",
        }),
      ).booking;
      for (const to of ["confirmed", "in_progress"])
        okOrThrow(await changeBookingStatus(t.db, "boss", b.id, to, FINISHED));
      const photo = okOrThrow(
        await uploadVisitPhoto(t.db, store, {
          user: { id: "boss", role: "admin" },
          bookingId: b.id,
          kind: "after",
          read: async () => gpsJpeg(640, 480),
          now: FINISHED,
        }),
      ).photo;
      okOrThrow(await changeBookingStatus(t.db, "boss", b.id, "completed", FINISHED));
      await sweep(new Date(FINISHED.getTime() + 3 * H));
      const [request] = await t.db.select().from(reviewRequests).where(eq(reviewRequests.bookingId, b.id));
      const token = reviewToken(request?.id ?? "");
      const at = new Date(FINISHED.getTime() + 4 * H);

      // No consent (the default): the owner cannot publish.
      okOrThrow(await submitReview(t.db, reviewInputSchema.parse({ token, rating: 5 }), at));
      expect(await publishWorkPhoto(t.db, "boss", photo.id, at)).toEqual({ ok: false, reason: "photo-no-consent" });
      expect(await listWorkPhotos(t.db, null)).toEqual([]);

      // With consent: published, shown with city and service only, its bytes public.
      okOrThrow(await submitReview(t.db, reviewInputSchema.parse({ token, rating: 5, photoConsent: true }), at));
      okOrThrow(await publishWorkPhoto(t.db, "boss", photo.id, at));
      const shown = await listWorkPhotos(t.db, "bay-area");
      expect(shown).toEqual([
        { id: photo.id, kind: "after", city: "Berkeley", service: "Dryer Vent Cleaning", width: 640, height: 480 },
      ]);
      expect(JSON.stringify(shown)).not.toMatch(/Milvia|2180|eve/i);
      expect((await readWorkPhoto(t.db, store, photo.id, "thumb"))?.contentType).toBe("image/jpeg");

      // The customer takes consent back on their review: the photo is down at once.
      okOrThrow(await submitReview(t.db, reviewInputSchema.parse({ token, rating: 5, photoConsent: false }), at));
      expect(await listWorkPhotos(t.db, null)).toEqual([]);
      expect(await readWorkPhoto(t.db, store, photo.id, "thumb")).toBeNull();

      // And the owner can take one down too.
      okOrThrow(await submitReview(t.db, reviewInputSchema.parse({ token, rating: 5, photoConsent: true }), at));
      okOrThrow(await publishWorkPhoto(t.db, "boss", photo.id, at));
      await unpublishWorkPhoto(t.db, photo.id);
      expect(await listWorkPhotos(t.db, null)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

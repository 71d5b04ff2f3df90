// The offers' end is one day the owner saves in /admin (business facts), the same for every
// visitor: the pages are told it (or that there is none, or that the offers ended), and a visitor's
// fresh offer cookie is honoured no later than it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OFFER_COOKIE } from "@/domain/analytics/events";
import { signOfferClaim } from "@/domain/analytics/signed-cookies";
import { factsInputSchema } from "@/domain/business-facts/business-facts";
import { addDaysToDate } from "@/domain/insights/metrics";
import { offerEndsAt } from "@/domain/offers/offer-end";
import { bestOffer, encodeOfferClaim, newOfferClaim } from "@/domain/offers/offers";
import { appointmentStart } from "@/domain/scheduling/schedule";
import { localDay } from "@/domain/time/local-time";
import { getBusinessFacts, saveBusinessFacts } from "@/server/business-facts/business-facts";
import { currentOffer, forgetPublicClaims } from "@/server/business-facts/public-claims";
import { addAdmin } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { heldOffer } from "./held-offer";
import { tokenSecret } from "./token-secret";

const LA = "America/Los_Angeles";
// Every date is built from the moment the test runs: none is one the calendar will pass.
const NOW = new Date();
const LAST_DAY = addDaysToDate(localDay(NOW, LA), 6);
const form = (v: Record<string, unknown>) =>
  factsInputSchema.parse({ insured: false, emergencyOn: false, sameDay: false, ...v });

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await addAdmin(t.db);
});
afterAll(() => t.close());

const cookieHeaders = async (shownAt: Date) =>
  new Headers({
    cookie: `${OFFER_COOKIE}=${await signOfferClaim(tokenSecret(), encodeOfferClaim(newOfferClaim(["save20", "save50"], shownAt)))}`,
  });

describe("the offers' end date", () => {
  it("is none on a fresh install: the offers run and no deadline is shown", async () => {
    forgetPublicClaims();
    expect(await currentOffer(t.db, NOW)).toEqual({ running: true, ends: null });
  });

  it("is the owner's day for every visitor, and ends the offer after it", async () => {
    expect((await saveBusinessFacts(t.db, "owner", form({ offerEndsOn: LAST_DAY }), NOW)).ok).toBe(true);
    expect((await getBusinessFacts(t.db)).offerEndsOn).toBe(LAST_DAY);
    forgetPublicClaims();
    const told = await currentOffer(t.db, NOW);
    expect(told.running).toBe(true);
    expect(told.ends).toMatch(/^Offer ends [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);

    // Two visitors, one today and one on the last day: the same end for both.
    const lastNoon = appointmentStart(LAST_DAY, "12:00", LA);
    const end = offerEndsAt(LAST_DAY, LA);
    for (const shownAt of [NOW, lastNoon]) {
      const held = await heldOffer(await cookieHeaders(shownAt), t.db, shownAt);
      expect(held?.expiresAt.toISOString()).toBe(end.toISOString());
      expect(bestOffer(held, 400, new Date(end.getTime() - 60_000))?.discount).toBe(80);
      expect(bestOffer(held, 400, end)).toBeNull();
    }
    // A visitor who arrives after it is told of no offer, and gets none with a fresh cookie.
    forgetPublicClaims();
    expect(await currentOffer(t.db, end)).toEqual({ running: false, ends: null });
    const late = await heldOffer(await cookieHeaders(end), t.db, end);
    expect(bestOffer(late, 400, end)).toBeNull();
  });

  it("is taken away by saving the form without it", async () => {
    await saveBusinessFacts(t.db, "owner", form({ offerEndsOn: "" }), NOW);
    forgetPublicClaims();
    expect(await currentOffer(t.db, NOW)).toEqual({ running: true, ends: null });
  });

  it("refuses a date that is not one, with a sentence at the field", () => {
    const r = factsInputSchema.safeParse({
      insured: false,
      emergencyOn: false,
      sameDay: false,
      offerEndsOn: "2026-02-30",
    });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["offerEndsOn", "Give the last day of the offer as a date, e.g. 2026-12-31, or leave it empty."],
    ]);
  });
});

import "server-only";
import { areaOfZip } from "@/domain/areas/service-areas";
import type { WaitlistInput } from "@/domain/waitlist/waitlist-input";
import { areaStandingNow } from "@/server/areas/area-settings";
import { areaStaffed } from "@/server/crews/staffed";
import type { Db } from "@/server/db/client";
import { waitlistSignups } from "@/server/db/schema";

export type JoinWaitlistResult =
  | { ok: true; areaName: string }
  | { ok: false; reason: "waitlist-unknown-zip" | "waitlist-area-served" };

/**
 * "Not in your area yet": keeps the email, ZIP and service under the ZIP's area, once per email
 * and area (a second sign-up answers the same, with nothing stored twice). A ZIP in no area, or
 * in one a crew already works, is refused with a sentence: there is nothing to wait for.
 */
export async function joinWaitlist(db: Db, input: WaitlistInput, now: Date): Promise<JoinWaitlistResult> {
  const area = areaOfZip(input.zip);
  if (!area) return { ok: false, reason: "waitlist-unknown-zip" };
  // A metro or ZIP the owner closed has something to wait for, staffed or not.
  const closed = (await areaStandingNow(db, area.id, input.zip)) !== "open";
  if (!closed && (await areaStaffed(db, area.id))) return { ok: false, reason: "waitlist-area-served" };
  await db
    .insert(waitlistSignups)
    .values({
      email: input.email,
      zip: input.zip,
      serviceArea: area.id,
      serviceType: input.serviceType,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [waitlistSignups.email, waitlistSignups.serviceArea] });
  return { ok: true, areaName: area.name };
}

import "server-only";
import { parseAddress } from "@/domain/address/parse-address";
import type { VisitorSessionInput } from "@/domain/tracking/visitor-session-input";
import type { Db } from "@/server/db/client";
import { userSessions } from "@/server/db/schema";

/** Upserts on session_id (docs/product.md#records, visitor session). */
export async function saveVisitorSession(db: Db, input: VisitorSessionInput, now: Date = new Date()): Promise<void> {
  const parts = input.address ? parseAddress(input.address) : { city: null, state: null, zipCode: null };
  const values = {
    pageUrl: input.pageUrl ?? null,
    pageType: input.pageType,
    address: input.address || null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    ...parts,
  };
  await db
    .insert(userSessions)
    .values({ sessionId: input.sessionId, ...values })
    .onConflictDoUpdate({ target: userSessions.sessionId, set: { ...values, updatedAt: now } });
}

import "server-only";
import type { AreaChange } from "@/domain/geo/areas";
import { forgetAreaOpenings } from "@/server/bookings/area-opening";
import type { Db } from "@/server/db/client";
import { areaChanges } from "@/server/db/schema";
import { refreshLiveAreas } from "./live-areas";

/**
 * The owner opens or closes a metro, closes ZIPs within it, and says whether a closed metro's pages
 * stay. Every save is a row (who, when), so nothing is overwritten: the latest row holds. This
 * server follows at once; the others within LIVE_AREAS_TTL_MS (their proxy's list of gone pages).
 */
export async function changeArea(db: Db, userId: string, change: AreaChange, now: Date): Promise<void> {
  await db.insert(areaChanges).values({
    serviceArea: change.area,
    open: change.open,
    keepPages: change.keepPages,
    closedZips: change.open ? change.closedZips : [],
    changedBy: userId,
    changedAt: now,
  });
  forgetAreaOpenings();
  await refreshLiveAreas(db, now, { force: true });
}

import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Reader } from "@/server/db/client";
import { crews } from "@/server/db/schema";

/**
 * Whether anybody is in the crew: an active technician among its members (an account moved off
 * the technician role no longer counts). Only staffed crew time is sold (src/domain/scheduling/crews.ts).
 */
export const crewStaffed = sql<boolean>`exists (
  select 1 from crew_members cm join "user" u on u.id = cm.user_id
  where cm.crew_id = "crews"."id" and u.role = 'technician'
)`;

/** Whether an area has a staffed, active crew: else it shows the waitlist instead of times. */
export async function areaStaffed(db: Reader, serviceArea: string): Promise<boolean> {
  const [row] = await db
    .select({ id: crews.id })
    .from(crews)
    .where(and(eq(crews.serviceArea, serviceArea), eq(crews.active, true), crewStaffed))
    .limit(1);
  return row !== undefined;
}

/** The areas that have a staffed, active crew. */
export async function staffedAreas(db: Reader): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ area: crews.serviceArea })
    .from(crews)
    .where(and(eq(crews.active, true), crewStaffed));
  return new Set(rows.map((r) => r.area));
}

// Only staffed crew time is sold (src/domain/scheduling/crews.ts): a test that books in an area
// first makes its crews (as the first booking would) and puts a technician in each, so the area
// keeps the capacity its test counts on.
import { eq } from "drizzle-orm";
import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import { ensureCrews } from "@/server/crews/crew-setup";
import type { Db } from "@/server/db/client";
import { crewMembers, crews, user } from "@/server/db/schema";

export async function staffArea(db: Db, serviceArea = "bay-area", weekdayDefault = 4): Promise<string[]> {
  await ensureCrews(db, serviceArea, weekdayDefault);
  const rows = await db.select({ id: crews.id }).from(crews).where(eq(crews.serviceArea, serviceArea));
  for (const { id } of rows) {
    const userId = `tech-${id}`;
    await db
      .insert(user)
      .values({ id: userId, name: "Test Technician", email: `${userId}@example.com`, role: "technician" })
      .onConflictDoNothing();
    await db.insert(crewMembers).values({ userId, crewId: id }).onConflictDoNothing();
  }
  return rows.map((r) => r.id);
}

/** staffArea for every service area (a test that books in several metros). */
export async function staffAllAreas(db: Db, weekdayDefault = 4): Promise<void> {
  for (const area of SERVICE_AREAS) await staffArea(db, area.id, weekdayDefault);
}

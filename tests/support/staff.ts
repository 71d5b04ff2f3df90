// Only staffed crew time is sold (src/domain/scheduling/crews.ts): a test that books in an area
// first gives it crews, as the owner does on /admin/crews (`count` crews working Monday to Friday
// when the area has none), and puts a technician in each, so the area keeps the capacity its test
// counts on.
import { eq } from "drizzle-orm";
import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import type { Db } from "@/server/db/client";
import { crewMembers, crews, user } from "@/server/db/schema";

/** `count` crews of an area working Monday to Friday, "Crew 1" to "Crew <count>", unless it has crews. */
export async function areaCrews(db: Db, serviceArea: string, count: number): Promise<string[]> {
  const has = await db.select({ id: crews.id }).from(crews).where(eq(crews.serviceArea, serviceArea));
  if (has.length === 0 && count > 0)
    await db
      .insert(crews)
      .values(Array.from({ length: count }, (_, i) => ({ name: `Crew ${i + 1}`, serviceArea, weekdays: "0111110" })));
  return (await db.select({ id: crews.id }).from(crews).where(eq(crews.serviceArea, serviceArea))).map((r) => r.id);
}

export async function staffArea(db: Db, serviceArea = "bay-area", count = 4): Promise<string[]> {
  const ids = await areaCrews(db, serviceArea, count);
  for (const id of ids) {
    const userId = `tech-${id}`;
    await db
      .insert(user)
      .values({ id: userId, name: "Test Technician", email: `${userId}@example.com`, role: "technician" })
      .onConflictDoNothing();
    await db.insert(crewMembers).values({ userId, crewId: id }).onConflictDoNothing();
  }
  return ids;
}

/** staffArea for every service area (a test that books in several metros). */
export async function staffAllAreas(db: Db, count = 4): Promise<void> {
  for (const area of SERVICE_AREAS) await staffArea(db, area.id, count);
}

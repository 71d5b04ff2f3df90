import "server-only";
import { eq } from "drizzle-orm";
import { singleLine } from "@/domain/validation/single-line";
import { z } from "@/domain/validation/zod";
import type { Db } from "@/server/db/client";
import type { Profile } from "@/server/db/rows";
import { profiles } from "@/server/db/schema";

export const profileInputSchema = z.object({
  fullName: singleLine(200, "Please shorten your name to at most 200 characters.").min(
    1,
    "Please enter your full name.",
  ),
  phone: z
    .string()
    .trim()
    .max(40)
    .refine((p) => p === "" || p.replace(/[\s\-()+.]/g, "").length >= 10, "Please enter a valid phone number."),
  defaultAddress: singleLine(300, "The address is limited to 300 characters."),
});

export async function getProfile(db: Db, userId: string): Promise<Profile | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { pricingLeads } from "@/server/db/schema";
import { estimateEmail } from "@/server/mail/lead-emails";
import { sendMail } from "@/server/mail/mailer";

/** Emails a stored lead's estimate to the lead's own address (never to an address sent with the call). */
export async function sendEstimate(db: Db, leadId: string): Promise<{ email: string } | null> {
  const [lead] = await db.select().from(pricingLeads).where(eq(pricingLeads.id, leadId));
  if (!lead) return null;
  await sendMail(estimateEmail(lead));
  return { email: lead.email };
}

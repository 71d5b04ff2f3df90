import { LEAD_NOTES_MAX, LEAD_STATUSES } from "@/domain/leads/lead-work";
import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { jsonRoute } from "@/server/http/json-route";
import { updateLead } from "@/server/leads/update-lead";

const schema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "Choose new, contacted, booked or lost." }).optional(),
  notes: z.string().max(LEAD_NOTES_MAX, `Notes are limited to ${LEAD_NOTES_MAX} characters.`).nullish(),
});

export const POST = jsonRoute(
  { caller: "admin", body: schema, id: "lead-not-found" },
  "The lead could not be saved just now. Please try again.",
  async ({ body, id }) => {
    const result = await updateLead(await getDb(), id, body);
    if (!result.ok) return result;
    return Response.json({
      ok: true,
      lead: { id: result.lead.id, status: result.lead.status, notes: result.lead.notes },
    });
  },
);

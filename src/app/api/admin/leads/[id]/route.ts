import { LEAD_NOTES_MAX, LEAD_STATUSES } from "@/domain/leads/lead-work";
import { z } from "@/domain/validation/zod";
import { adminOrNull } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { handle, refuse } from "@/server/http/handle";
import { parseJsonBody } from "@/server/http/json";
import { updateLead } from "@/server/leads/update-lead";

const schema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "Choose new, contacted, booked or lost." }).optional(),
  notes: z.string().max(LEAD_NOTES_MAX, `Notes are limited to ${LEAD_NOTES_MAX} characters.`).nullish(),
});

export const POST = handle(
  { name: "POST /api/admin/leads/[id]", failure: "The lead could not be saved just now. Please try again." },
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const admin = await adminOrNull();
    if (!admin) return refuse("admin-only");
    const body = await parseJsonBody(request, schema);
    if (!body.ok) return body.response;
    const { id } = await params;
    if (!z.uuid().safeParse(id).success) return refuse("lead-not-found");
    const result = await updateLead(await getDb(), id, body.data);
    if (!result.ok) return refuse(result.reason);
    return Response.json({
      ok: true,
      lead: { id: result.lead.id, status: result.lead.status, notes: result.lead.notes },
    });
  },
);

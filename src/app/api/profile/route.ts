import { getDb } from "@/server/db/client";
import { handle, refuse } from "@/server/http/handle";
import { parseJsonBody } from "@/server/http/json";
import { profileInputSchema } from "@/server/profiles/profile";
import { updateProfile } from "@/server/profiles/update-profile";
import { getSessionUser } from "@/server/session";

export const PATCH = handle(
  { name: "PATCH /api/profile", failure: "Your profile could not be saved. Please try again." },
  async (request: Request) => {
    const body = await parseJsonBody(request, profileInputSchema);
    if (!body.ok) return body.response;
    const user = await getSessionUser();
    if (!user) return refuse("sign-in-required");
    const profile = await updateProfile(await getDb(), user.id, body.data, new Date());
    return Response.json({ ok: true, profile });
  },
);

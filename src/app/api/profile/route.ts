import { getDb } from "@/server/db/client";
import { failure, parseJsonBody } from "@/server/http/json";
import { profileInputSchema, updateProfile } from "@/server/profiles/profile";
import { getSessionUser } from "@/server/session";

export async function PATCH(request: Request) {
  const body = await parseJsonBody(request, profileInputSchema);
  if (!body.ok) return body.response;
  const user = await getSessionUser();
  if (!user) return failure(401, "Please sign in.");
  const profile = await updateProfile(await getDb(), user.id, body.data);
  return Response.json({ ok: true, profile });
}

import { getDb } from "@/server/db/client";
import { jsonRoute } from "@/server/http/json-route";
import { profileInputSchema } from "@/server/profiles/profile";
import { updateProfile } from "@/server/profiles/update-profile";

export const PATCH = jsonRoute(
  { caller: "customer", body: profileInputSchema },
  "Your profile could not be saved. Please try again.",
  async ({ user, body }) => {
    const profile = await updateProfile(await getDb(), user.id, body, new Date());
    return Response.json({ ok: true, profile });
  },
);

import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from "@/domain/accounts/password-limits";
import { isEmailAddress } from "@/domain/validation/email";
import { singleLine } from "@/domain/validation/single-line";
import { z } from "@/domain/validation/zod";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { inviteTechnician } from "@/server/technician/invite-technician";

const schema = z.object({
  email: z
    .string({ error: "Please enter the technician's email." })
    .trim()
    .max(MAX_EMAIL_LENGTH, `An email address has at most ${MAX_EMAIL_LENGTH} characters.`)
    .refine(isEmailAddress, "Please enter one email address, like name@example.com."),
  name: singleLine(
    MAX_NAME_LENGTH,
    `Please shorten the name to at most ${MAX_NAME_LENGTH} characters.`,
    "Please enter the technician's name.",
  ).pipe(z.string().min(1, "Please enter the technician's name.")),
});

export const POST = jsonRoute(
  { caller: "admin", body: schema, id: "crew-not-found" },
  "The invitation could not be sent just now. Please try again.",
  async ({ body, id }) => {
    const result = await inviteTechnician(await getDb(), { email: body.email, name: body.name, crewId: id });
    return result.ok ? ok({ userId: result.userId }, { status: 201 }) : result;
  },
);

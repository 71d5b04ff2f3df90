import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from "@/domain/validation/control-characters";
import { singleLine } from "@/domain/validation/single-line";
import { z } from "@/domain/validation/zod";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from "./password-limits";
import { passwordProblem } from "./password-rules";

// The limits of the auth routes' fields, checked before better-auth stores or hashes anything (it
// limits passwords, not names or emails). The name greets the customer in booking emails and heads
// the owner's notices, so it is one line of plain text like every other name the site takes.
// Paths as better-auth names them.

const email = z
  .string()
  .max(MAX_EMAIL_LENGTH, `An email address has at most ${MAX_EMAIL_LENGTH} characters. Check it and try again.`);
const name = singleLine(MAX_NAME_LENGTH, `Please shorten your name to at most ${MAX_NAME_LENGTH} characters.`);
const password = z
  .string()
  .max(MAX_PASSWORD_LENGTH, `A password has at most ${MAX_PASSWORD_LENGTH} characters. Please use a shorter one.`);
const returnUrl = z.string().max(2000, "That return address is too long.");

const BODIES: Record<string, z.ZodType> = {
  "/sign-up/email": z.looseObject({ name, email, password, callbackURL: returnUrl.optional() }),
  "/sign-in/email": z.looseObject({ email, password, callbackURL: returnUrl.optional() }),
  "/request-password-reset": z.looseObject({ email, redirectTo: returnUrl.optional() }),
  "/reset-password": z.looseObject({ newPassword: password, token: z.string().max(200).optional() }),
  "/change-password": z.looseObject({ newPassword: password, currentPassword: password }),
  "/send-verification-email": z.looseObject({ email, callbackURL: returnUrl.optional() }),
  "/update-user": z.looseObject({ name: name.optional() }),
};

/**
 * Paths where better-auth would store an `image` text of the requester's choosing. The site shows
 * no profile pictures, so a value there is only ever someone else's text kept under our name.
 */
const IMAGE_PATHS = new Set(["/sign-up/email", "/update-user"]);
const IMAGE_MESSAGE = "Profile pictures are not part of an account here. Please leave the picture out.";

/** Where a new password arrives, per path. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};

export interface AuthInputProblem {
  field: string;
  message: string;
}

/**
 * What is wrong with the body of an auth call, or null. Every body gets the app's control-character
 * check (the auth routes do not pass through parseJsonBody); bodies of paths not listed, and fields
 * of the wrong type, are otherwise left to better-auth's own validation.
 */
export function authInputProblem(path: string, body: unknown): AuthInputProblem | null {
  if (!body || typeof body !== "object") return null;
  const controlAt = findControlCharacter(body);
  if (controlAt) return { field: controlAt.join(".") || "_", message: CONTROL_CHARACTER_MESSAGE };
  const values = body as Record<string, unknown>;
  if (IMAGE_PATHS.has(path) && values.image != null) return { field: "image", message: IMAGE_MESSAGE };
  const schema = BODIES[path];
  if (!schema) return null;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    // Too long, or text a one-line field refuses (singleLine's sentences); a wrong type is better-auth's.
    const issue = parsed.error.issues.find((i) => i.code === "too_big" || i.code === "custom");
    if (issue) return { field: String(issue.path[0] ?? ""), message: issue.message };
    return null;
  }
  if (path === "/sign-up/email" && typeof values.name === "string" && values.name.trim() === "") {
    return { field: "name", message: "Please enter your name." };
  }
  const field = NEW_PASSWORD_FIELD[path];
  const newPassword = field ? values[field] : undefined;
  if (field && typeof newPassword === "string") {
    const problem = passwordProblem(newPassword);
    if (problem) return { field, message: problem };
  }
  return null;
}

/** The email address an auth call is about (sign-in, reset and verification requests), lower-cased. */
export function authEmailOf(body: unknown): string | null {
  const value = body && typeof body === "object" ? (body as Record<string, unknown>).email : undefined;
  return typeof value === "string" && value.trim() ? value.trim().toLowerCase() : null;
}

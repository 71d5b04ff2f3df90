import { z } from "@/domain/validation/zod";
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from "./password-limits";
import { passwordProblem } from "./password-rules";

// The length limits of the auth routes' fields, checked before better-auth stores or hashes
// anything (it limits passwords, not names or emails). Paths as better-auth names them.

const email = z
  .string()
  .max(MAX_EMAIL_LENGTH, `An email address has at most ${MAX_EMAIL_LENGTH} characters. Check it and try again.`);
const name = z.string().max(MAX_NAME_LENGTH, `Please shorten your name to at most ${MAX_NAME_LENGTH} characters.`);
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
 * What is wrong with the body of an auth call, or null. Bodies of paths not listed, and fields of
 * the wrong type, are left to better-auth's own validation.
 */
export function authInputProblem(path: string, body: unknown): AuthInputProblem | null {
  const schema = BODIES[path];
  if (!schema || !body || typeof body !== "object") return null;
  const values = body as Record<string, unknown>;
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.code === "too_big");
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

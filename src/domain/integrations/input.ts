import { z } from "@/domain/validation/zod";
import { INTEGRATION_FIELD_NAMES, type IntegrationField } from "./keys";

/**
 * The settings form's body: each field a pasted value (judged by judgeCredential on the server),
 * null to remove the saved one, or left out to keep it. The length limit is generous so that a
 * value too long gets the field's own sentence rather than a generic one.
 */
export const integrationsInputSchema = z
  .object(
    Object.fromEntries(INTEGRATION_FIELD_NAMES.map((f) => [f, z.string().max(1000).nullable().optional()])) as Record<
      IntegrationField,
      z.ZodOptional<z.ZodNullable<z.ZodString>>
    >,
  )
  .strict();

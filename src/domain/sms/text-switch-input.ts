import { z } from "../validation/zod";

/** The dashboard's switch: texts about my visits on or off (decision 0022). */
export const textSwitchSchema = z
  .object({
    on: z.boolean({ error: "Say whether texts should be on or off." }),
  })
  .strict();

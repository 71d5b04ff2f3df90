import { boardOpenTimesSchema } from "@/domain/dispatch/board-input";
import { getDb } from "@/server/db/client";
import { boardOpenTimes } from "@/server/dispatch/open-times";
import { jsonRoute, ok } from "@/server/http/json-route";

/** The board's Move… menu: the starts one crew has free for a job on a day. Reads only. */
export const POST = jsonRoute(
  { caller: "admin", body: boardOpenTimesSchema },
  "The open times could not be read just now. Please try again.",
  async ({ body }) => {
    const result = await boardOpenTimes(await getDb(), body, { now: new Date() });
    return result.ok ? ok({ starts: result.starts }) : result;
  },
);

import { dueSettingsSchema } from "@/domain/campaigns/due";
import { saveDueSettings } from "@/server/campaigns/save-due-settings";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";

/** The owner turns "you're due" on or off and sets the months between visits per service. */
export const PUT = jsonRoute(
  { caller: "admin", body: dueSettingsSchema },
  "The reminder settings could not be saved just now. Please try again.",
  async ({ user: admin, body }) => {
    const result = await saveDueSettings(await getDb(), admin.id, body, new Date());
    return ok({ settings: result.settings });
  },
);

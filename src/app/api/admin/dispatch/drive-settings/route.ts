import { driveSettingsSchema } from "@/domain/geo/drive-settings";
import { forgetAreaOpenings } from "@/server/bookings/area-opening";
import { getDb } from "@/server/db/client";
import { saveDriveSettings } from "@/server/dispatch/drive-settings";
import { jsonRoute, ok } from "@/server/http/json-route";

/** The owner's drive figures and the map's tile address (decision 0043); each change kept with who and when. */
export const POST = jsonRoute(
  { caller: "admin", body: driveSettingsSchema },
  "The drive settings could not be saved just now. Please try again.",
  async ({ user, body }) => {
    const result = await saveDriveSettings(await getDb(), user.id, body, new Date());
    // Slower drives change the open times the pages show next.
    forgetAreaOpenings();
    return ok({ settings: result.settings, changed: result.changed });
  },
);

import { reportSchema } from "@/domain/visit/report";
import { getDb } from "@/server/db/client";
import { jsonRoute, ok } from "@/server/http/json-route";
import { saveVisitReport } from "@/server/visits/save-visit-report";

export const PUT = jsonRoute(
  { caller: "customer", body: reportSchema, id: "visit-not-found" },
  "The report could not be saved just now. It is kept on this phone; please try again.",
  async ({ user, body, id }) => {
    const result = await saveVisitReport(await getDb(), user, id, body, new Date());
    return result.ok ? ok({ report: { updatedAt: result.report.updatedAt } }) : result;
  },
);

import { siteContentStatus } from "@/server/business/site-content";
import { getDb } from "@/server/db/client";
import { checkHealth } from "@/server/health/check-health";
import { handle } from "@/server/http/handle";

// For the reverse proxy, a load balancer or a monitor: 200 while the server and its database
// answer, 503 (from handle) when the database does not. Never cached.
export const dynamic = "force-dynamic";

export const GET = handle({ name: "GET /api/health", failure: "The database is not answering." }, async () =>
  Response.json(await checkHealth(await getDb(), new Date(), siteContentStatus()), {
    headers: { "cache-control": "no-store" },
  }),
);

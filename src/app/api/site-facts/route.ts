import { publicClaims } from "@/server/business-facts/public-claims";
import { getDb } from "@/server/db/client";
import { handle } from "@/server/http/handle";

// The claims the owner has set (insured, license, ...), for the prerendered pages' small island:
// the pages never re-render (docs/decisions/0007), so what the owner saves reaches them here.
// Browsers keep it a minute; nginx never caches /api/ (docs/decisions/0014).
export const dynamic = "force-dynamic";

export const GET = handle(
  { name: "GET /api/site-facts", failure: "The business facts are not available just now." },
  async () =>
    Response.json(
      { claims: await publicClaims(await getDb(), new Date()) },
      { headers: { "cache-control": "public, max-age=60" } },
    ),
);

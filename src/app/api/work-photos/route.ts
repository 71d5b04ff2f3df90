import { getServiceArea } from "@/domain/areas/service-areas";
import { getDb } from "@/server/db/client";
import { handle } from "@/server/http/handle";
import { listWorkPhotos } from "@/server/reviews/work-photos";

// Recent work for the prerendered city and service pages' island: photos the owner published
// with the customer's consent, city and service only (docs/decisions/0020).
export const dynamic = "force-dynamic";

export const GET = handle(
  { name: "GET /api/work-photos", failure: "Photos are not available just now." },
  async (request) => {
    const asked = new URL(request.url).searchParams.get("area");
    const area = asked && getServiceArea(asked) ? asked : null;
    return Response.json(
      { photos: await listWorkPhotos(await getDb(), area) },
      { headers: { "cache-control": "public, max-age=60" } },
    );
  },
);

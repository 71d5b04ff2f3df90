import { placeOfZip } from "@/domain/areas/service-areas";
import { handle } from "@/server/http/handle";
import { failure } from "@/server/http/json";

// The booking form's ZIP-first address (no city known yet): the city and state our ZIP lists put
// a ZIP in, filled for the visitor to check. The lists stay on the server, out of the page's
// JavaScript. Public and the same for everyone, so browsers keep answers a day.
export const dynamic = "force-dynamic";

export const GET = handle(
  { name: "GET /api/zip-place", failure: "The ZIP code could not be looked up just now." },
  async (request) => {
    const zip = new URL(request.url).searchParams.get("zip") ?? "";
    if (!/^\d{5}$/.test(zip)) return failure(400, "invalid-input", "Please enter a 5-digit ZIP code.");
    return Response.json(
      { ok: true, place: placeOfZip(zip) },
      { headers: { "cache-control": "public, max-age=86400" } },
    );
  },
);

import { knownPages } from "@/content/known-pages";
import { notFoundSuggestions } from "@/domain/seo/not-found";
import { handle } from "@/server/http/handle";

// The not-found page's suggestions for the path it was shown at: that page is one prerendered
// HTML for every unknown path, so the path is known only in the browser, which asks here. The
// list of pages stays on the server, out of the JavaScript every page loads.
export const dynamic = "force-dynamic";

export const GET = handle(
  { name: "GET /api/page-suggestions", failure: "Suggestions are not available just now." },
  async (request) => {
    // Longer paths are cut, not refused: the answer is only ever a few links to our own pages.
    const path = (new URL(request.url).searchParams.get("path") ?? "").slice(0, 300);
    return Response.json(
      { suggestions: notFoundSuggestions(path, knownPages()) },
      { headers: { "cache-control": "public, max-age=3600" } },
    );
  },
);

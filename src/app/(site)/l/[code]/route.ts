import { getDb } from "@/server/db/client";
import { handle } from "@/server/http/handle";
import { followShortLink } from "@/server/links/short-links";

// The short links in account emails (verification, password reset): the code stands for the
// long link better-auth made, which this answers with; an unknown or expired code goes to the
// sign-in page, which offers a new link.
export const dynamic = "force-dynamic";

export const GET = handle(
  { name: "GET /l/[code]", failure: "This link could not be opened just now. Please try again." },
  async (_request, context: { params: Promise<{ code: string }> }) => {
    const { code } = await context.params;
    const target = await followShortLink(await getDb(), code, new Date());
    // A path on this site (the table refuses anything else), so the answer never leaves it.
    const location = target ?? "/customer-login?link=expired";
    return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
  },
);

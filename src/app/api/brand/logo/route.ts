import { storedBrand } from "@/server/business/business-brand";
import { getDb } from "@/server/db/client";
import { handle } from "@/server/http/handle";
import { failure } from "@/server/http/json";
import { photoStore } from "@/server/uploads/storage";

/**
 * The business's logo, for anyone (decision 0041). The pages ask for it with the brand's version
 * (`?v=`), which a new logo changes, so the answer for the current version is kept a year; any
 * other address gets the current logo kept five minutes.
 */
export const GET = handle({ failure: "The logo could not be loaded just now." }, async (request) => {
  const brand = await storedBrand(await getDb());
  const logo = brand.logoKey ? await photoStore().get(brand.logoKey) : null;
  if (!logo) return failure(404, "not-found", "This business has no logo.");
  const current = new URL(request.url).searchParams.get("v") === String(brand.version);
  return new Response(new Uint8Array(logo.bytes), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(logo.bytes.length),
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
});

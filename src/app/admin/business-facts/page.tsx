import { BusinessFactsForm } from "@/components/admin/business-facts-form";
import { site } from "@/content/site";
import { claimsOf } from "@/domain/business-facts/business-facts";
import { publicOffer } from "@/domain/offers/offer-end";
import { formatLocalDateTimeShort } from "@/domain/time/local-time";
import { requireAdminPage } from "@/server/admin/require-admin";
import { getBusinessFacts } from "@/server/business-facts/business-facts";
import { getDb } from "@/server/db/client";

/** What the site may claim about the business: only what the owner sets here is shown anywhere. */
export default async function AdminBusinessFacts() {
  await requireAdminPage("/admin/business-facts");
  const facts = await getBusinessFacts(await getDb());
  const claims = claimsOf(facts);
  const offer = publicOffer(facts.offerEndsOn, new Date(), site.timeZone);
  return (
    <>
      <h1 className="font-bold text-3xl">Business facts</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        The website and its emails make only the claims you set here. Leave a claim empty and it is not shown anywhere.
        Claims you cannot back up (insurance, a license, a membership) are deceptive advertising.
      </p>
      <section aria-labelledby="shown" className="mt-6 rounded-xl border border-slate-200 p-4">
        <h2 id="shown" className="font-semibold">
          What the site shows now
        </h2>
        {claims.length === 0 ? (
          <p className="mt-1 text-slate-700 text-sm" data-testid="claims-none">
            No claims: the pages show your prices, hours and service area only.
          </p>
        ) : (
          <ul className="mt-1 list-disc pl-5 text-sm" data-testid="claims-shown">
            {claims.map((c) => (
              <li key={c.id}>{c.text}</li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm" data-testid="offer-now">
          {offer.running
            ? `Home page offers: ${offer.ends ?? "no end date shown."}`
            : "Home page offers: ended; visitors see no offer."}
        </p>
        {facts.updatedAt && (
          <p className="mt-2 text-slate-600 text-xs">
            Last saved {formatLocalDateTimeShort(facts.updatedAt, site.timeZone)}.
          </p>
        )}
      </section>
      <BusinessFactsForm facts={facts} />
    </>
  );
}

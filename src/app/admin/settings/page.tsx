import type { Metadata } from "next";
import { BrandSettingsForm, LogoUpload } from "@/components/admin/brand-settings-form";
import { BusinessIdentityForm } from "@/components/admin/business-identity-form";
import Link from "@/components/ui/link";
import { site } from "@/content/site";
import { missingIdentityFields } from "@/domain/business/identity";
import { formatLocalDateTimeShort } from "@/domain/time/local-time";
import { requireAdminPage } from "@/server/admin/require-admin";
import { brandChanges, storedBrand } from "@/server/business/business-brand";
import { identityChanges, storedIdentity } from "@/server/business/business-identity";
import { siteContentStatus } from "@/server/business/site-content";
import { getBusinessFacts } from "@/server/business-facts/business-facts";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Business settings", robots: { index: false } };

const when = (d: Date) => formatLocalDateTimeShort(d, site.timeZone);
const settingName = (s: string) => s.replace(/^(business|brand)\./, "").replace("timeZone", "time zone");

/** The owner names the business: every page's header, footer and structured data follow. */
export default async function BusinessSettingsPage() {
  await requireAdminPage("/admin/settings");
  const db = await getDb();
  const [stored, identityLog, brand, brandLog, facts] = await Promise.all([
    storedIdentity(db),
    identityChanges(db),
    storedBrand(db),
    brandChanges(db),
    getBusinessFacts(db),
  ]);
  const changes = [...identityLog, ...brandLog]
    .sort((a, b) => b.changedAt.getTime() - a.changedAt.getTime())
    .slice(0, 20);
  const look = brand.look;
  const status = siteContentStatus();
  const i = stored.identity;
  return (
    <>
      <h1 className="font-bold text-3xl">Business settings</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        The name, phone, email and address every page shows in its header, footer and the details search engines read. A
        change shows on every page within a minute, without a rebuild.
      </p>
      {stored.saved === null && (
        <p className="mt-4 max-w-2xl rounded-lg bg-amber-50 p-3 text-amber-900 text-sm" data-testid="identity-missing">
          Your business is not set up yet: the public pages say so and show no phone or address. Enter the{" "}
          {missingIdentityFields(i).join(", ")} below.
        </p>
      )}
      {i.demo && (
        <p className="mt-4 max-w-2xl rounded-lg bg-amber-50 p-3 text-amber-900 text-sm" data-testid="identity-demo">
          The site shows the demo business ({i.brand}, {i.phone}) until you save your own details here.
        </p>
      )}
      <p className="mt-4 text-slate-600 text-sm" data-testid="pages-state">
        {status.pagesVersion === status.version
          ? "Every page shows the details saved."
          : "Pages are being updated with the details saved."}
        {status.last &&
          ` Last update of all ${status.last.pages} pages: started ${when(new Date(status.last.startedAt))}, took ${Math.round(status.last.ms / 1000)} s.`}
      </p>
      <BusinessIdentityForm
        initial={stored.saved ?? { name: "", phone: "", email: "", street: "", city: "", state: "", zip: "" }}
      />
      <section aria-labelledby="logo" className="mt-10">
        <h2 id="logo" className="font-semibold text-xl">
          Logo
        </h2>
        <LogoUpload logo={look?.logo ?? null} brand={i.brand} />
      </section>
      <section aria-labelledby="look" className="mt-10">
        <h2 id="look" className="font-semibold text-xl">
          Colour, hours and time zone
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700 text-sm">
          Dates and visit times are shown in the time zone chosen here. Bookings already made keep their moment: a visit
          at 9:00 in Los Angeles shows as 12:00 if you choose New York.
        </p>
        <BrandSettingsForm
          initial={{
            colour: look?.colour ?? "",
            hours: look?.hours ?? (i.demo ? (i.look?.hours ?? "") : ""),
            timeZone: look?.timeZone ?? site.timeZone,
          }}
        />
      </section>
      <section aria-labelledby="facts" className="mt-10 max-w-2xl">
        <h2 id="facts" className="font-semibold text-xl">
          Licence, insurance and Google reviews
        </h2>
        <ul className="mt-2 space-y-1 text-sm" data-testid="facts-summary">
          <li>Licence: {facts.licenseNumber ?? "not given"}</li>
          <li>Insurance: {facts.insured ? (facts.insurerName ?? "insured") : "not claimed"}</li>
          <li>
            Google review page:{" "}
            {facts.googleReviewUrl ? (
              <a href={facts.googleReviewUrl} rel="noopener noreferrer" target="_blank" className="underline">
                {facts.googleReviewUrl}
              </a>
            ) : (
              "not given"
            )}
          </li>
        </ul>
        <p className="mt-2 text-sm">
          <Link href="/admin/business-facts" className="font-semibold text-brand-700 underline">
            Change the licence, insurance, review link and other claims
          </Link>
        </p>
      </section>
      {changes.length > 0 && (
        <section aria-labelledby="changes" className="mt-10 max-w-2xl">
          <h2 id="changes" className="font-semibold text-xl">
            Changes
          </h2>
          <ul className="mt-2 space-y-1 text-sm" data-testid="identity-changes">
            {changes.map((c) => (
              <li key={`${c.setting}-${c.changedAt.toISOString()}`}>
                {when(c.changedAt)}: {c.changedBy ?? "someone"}{" "}
                {c.shown === null
                  ? `removed ${settingName(c.setting)}`
                  : `set ${settingName(c.setting)} to “${c.shown}”`}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

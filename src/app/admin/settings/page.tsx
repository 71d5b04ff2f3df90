import type { Metadata } from "next";
import { BusinessIdentityForm } from "@/components/admin/business-identity-form";
import { site } from "@/content/site";
import { missingIdentityFields } from "@/domain/business/identity";
import { formatLocalDateTimeShort } from "@/domain/time/local-time";
import { requireAdminPage } from "@/server/admin/require-admin";
import { identityChanges, storedIdentity } from "@/server/business/business-identity";
import { siteContentStatus } from "@/server/business/site-content";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Business settings", robots: { index: false } };

const when = (d: Date) => formatLocalDateTimeShort(d, site.timeZone);

/** The owner names the business: every page's header, footer and structured data follow. */
export default async function BusinessSettingsPage() {
  await requireAdminPage("/admin/settings");
  const db = await getDb();
  const [stored, changes] = await Promise.all([storedIdentity(db), identityChanges(db)]);
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
      {changes.length > 0 && (
        <section aria-labelledby="changes" className="mt-10 max-w-2xl">
          <h2 id="changes" className="font-semibold text-xl">
            Changes
          </h2>
          <ul className="mt-2 space-y-1 text-sm" data-testid="identity-changes">
            {changes.map((c) => (
              <li key={`${c.setting}-${c.changedAt.toISOString()}`}>
                {when(c.changedAt)}: {c.changedBy ?? "someone"} set {c.setting.replace("business.", "")} to “{c.shown}”
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

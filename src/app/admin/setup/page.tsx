import type { Metadata } from "next";
import Link from "next/link";
import { ChangePassword } from "@/components/account/change-password";
import { LogoUpload } from "@/components/admin/brand-settings-form";
import { BusinessIdentityForm } from "@/components/admin/business-identity-form";
import { SetupMarkButton } from "@/components/admin/setup/setup-mark-button";
import { type FirstRunStep, firstRunDone, firstRunSteps } from "@/domain/business/first-run";
import { requireAdminPage } from "@/server/admin/require-admin";
import { storedBrand } from "@/server/business/business-brand";
import { storedIdentity } from "@/server/business/business-identity";
import { firstRunFacts } from "@/server/business/first-run";
import { getDb } from "@/server/db/client";

export const metadata: Metadata = { title: "Set up your business", robots: { index: false } };

const LINK = "inline-flex min-h-11 items-center font-semibold text-brand-700 underline";

/**
 * The owner's first run (decision 0042): each step says what the database holds, and the steps
 * that need only a yes (the areas and prices as they are, payments and texts later) take it here.
 */
export default async function SetupPage() {
  const owner = await requireAdminPage("/admin/setup");
  const db = await getDb();
  const [facts, stored, brand] = await Promise.all([
    firstRunFacts(db, owner.email),
    storedIdentity(db),
    storedBrand(db),
  ]);
  const steps = firstRunSteps(facts);
  const done = firstRunDone(steps);
  const body: Record<FirstRunStep, React.ReactNode> = {
    account: (
      <details className="mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700">
          Change your password
        </summary>
        <ChangePassword />
      </details>
    ),
    business: (
      <>
        <BusinessIdentityForm
          initial={stored.saved ?? { name: "", phone: "", email: "", street: "", city: "", state: "", zip: "" }}
        />
        <h3 className="mt-6 font-semibold text-lg">Your logo (optional)</h3>
        <LogoUpload logo={brand.look?.logo ?? null} brand={stored.identity.brand} />
        <Link href="/admin/settings" className={LINK}>
          Colour, hours and time zone
        </Link>
      </>
    ),
    areas: (
      <>
        <Link href="/admin/settings/areas" className={LINK}>
          Open or close areas and ZIPs
        </Link>
        {!facts.areasChanged && facts.openMetros > 0 && (
          <SetupMarkButton
            step="areas"
            marked={facts.marked.has("areas")}
            label={facts.marked.has("areas") ? "Take back: review the areas later" : "Keep these areas open"}
          />
        )}
      </>
    ),
    crews: (
      <Link href="/admin/crews" className={LINK}>
        Add crews and invite their technicians
      </Link>
    ),
    prices: (
      <>
        <Link href="/admin/prices" className={LINK}>
          See and edit the price book
        </Link>
        {facts.priceVersion === 0 && (
          <SetupMarkButton
            step="prices"
            marked={facts.marked.has("prices")}
            label={facts.marked.has("prices") ? "Take back: review the prices later" : "Keep the built-in prices"}
          />
        )}
      </>
    ),
    payments: (
      <>
        <Link href="/admin/settings/payments" className={LINK}>
          Paste your Stripe and Twilio keys
        </Link>
        {!(facts.paymentsOn && facts.textsOn) && (
          <SetupMarkButton
            step="payments"
            marked={facts.marked.has("payments")}
            label={facts.marked.has("payments") ? "Take back the skip" : "Skip for now"}
          />
        )}
      </>
    ),
  };
  return (
    <>
      <h1 className="font-bold text-3xl">Set up your business</h1>
      <p className="mt-2 max-w-2xl text-slate-700" data-testid="setup-progress">
        {done
          ? "Every step is done: your site is ready for customers."
          : `${steps.filter((s) => s.done).length} of ${steps.length} steps done. Each step is saved as you go; come back any time.`}
      </p>
      <p className="mt-1">
        <Link href="/admin?today=1" className={LINK}>
          {done ? "Go to Today" : "Go to Today and finish later"}
        </Link>
      </p>
      <ol className="mt-6 max-w-3xl space-y-6">
        {steps.map((s, i) => (
          <li
            key={s.step}
            id={s.step}
            className="rounded-xl border border-slate-200 bg-white p-4"
            data-testid={`setup-step-${s.step}`}
          >
            <h2 className="font-semibold text-xl">
              {i + 1}. {s.title}{" "}
              <span
                className={`ml-1 rounded-full px-2 py-0.5 align-middle text-sm ${s.done ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
                data-testid={`setup-state-${s.step}`}
              >
                {s.done ? "Done" : "To do"}
              </span>
            </h2>
            <p className="mt-1 text-slate-700" data-testid={`setup-detail-${s.step}`}>
              {s.detail}
            </p>
            {body[s.step]}
          </li>
        ))}
      </ol>
    </>
  );
}

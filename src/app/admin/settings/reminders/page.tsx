import Link from "next/link";
import { DueRunButton, DueSettingsForm } from "@/components/admin/due-settings-form";
import { DUE_LINK_VALID_DAYS, DUE_MIN_GAP_DAYS } from "@/domain/campaigns/due";
import { requireAdminPage } from "@/server/admin/require-admin";
import { loadDueSettings } from "@/server/campaigns/due-candidates";
import { previewDueCampaign } from "@/server/campaigns/run-due-campaign";
import { getDb } from "@/server/db/client";

export const metadata = { title: "Reminders" };

/** "You're due" (decision 0039): the owner's settings, who is due now, and a button to send. */
export default async function AdminReminders() {
  await requireAdminPage("/admin/settings/reminders");
  const db = await getDb();
  const [settings, due] = await Promise.all([loadDueSettings(db), previewDueCampaign(db, new Date())]);
  return (
    <>
      <h1 className="font-bold text-3xl">Reminders</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Past customers whose last visit of a service is older than its interval get one "you're due" email (and a text
        if they proved their number for texts), with a link that books the same service at the same address. Only
        customers who agreed to service reminders, with no visit booked, at most one every {DUE_MIN_GAP_DAYS} days and
        one a calendar quarter; never anyone who unsubscribed. The link books for {DUE_LINK_VALID_DAYS} days. Sent
        daily; results are in{" "}
        <Link href="/admin/insights#due-campaigns" className="underline">
          Insights
        </Link>
        .
      </p>
      <section aria-labelledby="due-now" className="mt-6 rounded-xl border border-slate-200 p-4">
        <h2 id="due-now" className="font-semibold">
          Due now
        </h2>
        <p className="mt-1 text-sm" data-testid="due-preview">
          {settings.enabled
            ? `${due} ${due === 1 ? "customer is" : "customers are"} due for a reminder.`
            : "Reminders are off: nobody is written to."}
        </p>
        <DueRunButton />
      </section>
      <section aria-labelledby="due-settings" className="mt-6">
        <h2 id="due-settings" className="font-semibold text-xl">
          Settings
        </h2>
        <DueSettingsForm settings={settings} />
      </section>
    </>
  );
}

import Link from "next/link";
import { percentText, rate } from "@/domain/insights/metrics";
import { formatCents } from "@/domain/payments/invoice";
import type { DueCampaignRow } from "@/server/insights/due-campaigns";

/** "You're due" per month (decision 0039): what was sent and what came of it. */
export function DueCampaigns({ rows }: { rows: readonly DueCampaignRow[] }) {
  return (
    <section aria-labelledby="due-campaigns" className="mt-8">
      <h2 id="due-campaigns" className="font-semibold text-xl">
        You're due reminders
      </h2>
      <p className="mt-1 text-slate-700 text-sm">
        Opened counts the reminders whose booking link was followed: approximate, since a reader who never clicks is not
        counted and a mail scanner that follows links is. Booked counts bookings made through the link; revenue is their
        invoices and payments.{" "}
        <Link href="/admin/settings/reminders" className="underline">
          Reminder settings
        </Link>
      </p>
      {rows.length === 0 ? (
        <p className="mt-3 text-slate-700">No reminders sent yet.</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[34rem] text-left text-sm">
            <caption className="sr-only">You're due reminders per month</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pr-3">
                  Month
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Sent
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Opened
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Booked
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Invoiced
                </th>
                <th scope="col" className="py-2 text-right">
                  Paid
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.campaign} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {r.campaign}
                  </th>
                  <td className="py-2 pr-3 text-right">{r.sent}</td>
                  <td className="py-2 pr-3 text-right">
                    {r.opened} ({percentText(rate(r.opened, r.sent))})
                  </td>
                  <td className="py-2 pr-3 text-right">
                    {r.booked} ({percentText(rate(r.booked, r.sent))})
                  </td>
                  <td className="py-2 pr-3 text-right">{formatCents(r.invoicedCents)}</td>
                  <td className="py-2 text-right">{formatCents(r.paidCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

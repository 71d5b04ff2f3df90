import { AdminTable } from "@/components/admin/admin-table";
import { site } from "@/content/site";
import { MAX_ATTEMPTS, outboxKindLabel } from "@/domain/outbox/outbox";
import { formatLocalDateTimeShort } from "@/domain/time/local-time";
import { failingMessages, outboxCounts, SENT_WINDOW_DAYS } from "@/server/admin/outbox-report";
import { requireAdminPage } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";

const when = (d: Date) => formatLocalDateTimeShort(d, site.timeZone);

export default async function AdminOutbox() {
  await requireAdminPage("/admin/outbox");
  const db = await getDb();
  const [counts, failing] = await Promise.all([outboxCounts(db), failingMessages(db)]);
  const tiles = [
    ["Waiting to send", counts.queued, "outbox-queued"],
    ["Sending now", counts.sending, "outbox-sending"],
    [`Sent, last ${SENT_WINDOW_DAYS} days`, counts.sent, "outbox-sent"],
    ["Gave up", counts.failed, "outbox-failed"],
  ] as const;
  return (
    <>
      <h1 className="font-bold text-3xl">Email outbox</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every email the site sends waits here until the mail server accepts it. A failed delivery is tried again after 1
        minute, 5 minutes, 30 minutes, 2, 6 and 12 hours; after {MAX_ATTEMPTS} attempts it is given up and stays listed
        below. Times are in the business's time zone.
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-4">
        {tiles.map(([label, n, id]) => (
          <li key={id} className="rounded-xl border border-slate-200 p-4">
            <p className="text-slate-600 text-sm">{label}</p>
            <p className="font-bold text-3xl tabular-nums" data-testid={id}>
              {n}
            </p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="failing" className="mt-8">
        <h2 id="failing" className="font-semibold text-xl">
          Messages that keep failing ({counts.failing})
        </h2>
        {failing.length === 0 ? (
          <p className="mt-3 text-slate-700">None: every message went out on its first or second try.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <AdminTable
              className="w-full text-left text-sm"
              head={["Queued", "Email", "To", "Attempts", "Status", "Last error"]}
              items={failing}
              row={(m) => (
                <tr key={m.id} className="border-slate-100 border-b align-top" data-testid="outbox-failing">
                  <td className="py-2 pr-3 tabular-nums">{when(m.createdAt)}</td>
                  <td className="py-2 pr-3">
                    {outboxKindLabel(m.kind)}
                    <span className="block text-slate-600">{m.subject}</span>
                  </td>
                  <td className="py-2 pr-3">{m.to}</td>
                  <td className="py-2 pr-3 tabular-nums">{m.attempts}</td>
                  <td className="py-2 pr-3">
                    {m.status === "failed" ? "gave up" : `next try ${when(m.nextAttemptAt)}`}
                  </td>
                  <td className="py-2 break-words text-slate-700">{m.lastError ?? "-"}</td>
                </tr>
              )}
            />
          </div>
        )}
      </section>
    </>
  );
}

import Link from "next/link";
import { AdminTable } from "@/components/admin/admin-table";
import { Pager } from "@/components/admin/pager";
import { MoneyActionForm, TaxRateForm } from "@/components/payments/money-forms";
import { ReceivablesTable } from "@/components/payments/receivables-table";
import { ReminderDaysForm, StopRemindersButton } from "@/components/payments/reminder-forms";
import { buttonClass } from "@/components/ui/button";
import { site } from "@/content/site";
import { centsToDecimal } from "@/domain/money/format";
import { pageRequest } from "@/domain/paging/cursor";
import { creditable, formatCents } from "@/domain/payments/invoice";
import { formatLocalDateShort } from "@/domain/time/local-time";
import { requireAdminPage, type Search } from "@/server/admin/require-admin";
import { getDb } from "@/server/db/client";
import { extrasView } from "@/server/payments/extras-view";
import { MONEY_MONTHS, moneyView } from "@/server/payments/money-view";

const METHOD_WORDS: Record<string, string> = {
  stripe: "Online (Stripe)",
  card_reader: "Card reader",
  cash: "Cash",
  check: "Check",
};
// The books' day is the business's, as the by-day sums below count it.
const when = (d: Date) => formatLocalDateShort(d, site.timeZone);

export default async function AdminMoney({ searchParams }: { searchParams: Promise<Search> }) {
  const p = await searchParams;
  await requireAdminPage("/admin/money", p);
  const { page, bad } = pageRequest(p);
  const db = await getDb();
  // The invoice list's filters, as the address spells them: Unpaid only, one customer's.
  const unpaid = p.unpaid === "1";
  const customer = typeof p.customer === "string" && /^[\w-]{1,64}$/.test(p.customer) ? p.customer : "";
  const filters = { ...(unpaid ? { unpaid: "1" } : {}), ...(customer ? { customer } : {}) };
  const [money, priceList] = await Promise.all([
    moneyView(db, page, new Date(), { unpaid, customer: customer || undefined }),
    extrasView(db, null),
  ]);
  const periods = [
    [`By month (the last ${MONEY_MONTHS})`, "by-month", money.byMonth],
    ["By day (the last 31 with activity)", "by-day", money.byDay],
  ] as const;
  return (
    <>
      <h1 className="font-bold text-3xl">Money</h1>
      <p className="mt-2 max-w-3xl text-slate-700" data-testid="online-payments">
        {money.online
          ? "Online payments are on: invoice emails and the customer's visit page carry Pay now (Stripe Checkout)."
          : "Online payments are off (no Stripe keys are set): customers pay the crew on site, and the crew records it. "}
        {!money.online && (
          <Link href="/admin/settings/payments" className="font-semibold text-brand-700 underline">
            Turn online payments on in Payments and texts
          </Link>
        )}
      </p>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <TaxRateForm percent={String(money.taxRateBps / 100)} />
        <ReminderDaysForm days={money.reminderDays} />
        <a href="/admin/export/invoices" className={buttonClass("outline", "md")}>
          Download CSV for the accountant
        </a>
      </div>
      <p className="mt-6 text-lg">
        Unpaid now: <strong data-testid="money-unpaid">{formatCents(money.unpaidCents)}</strong>
      </p>

      <section aria-labelledby="receivables" className="mt-8">
        <h2 id="receivables" className="font-semibold text-xl">
          Who owes what (by days since the invoice)
        </h2>
        <ReceivablesTable ar={money.receivables} />
      </section>

      {money.flags.length > 0 && (
        <section aria-labelledby="flags" className="mt-6 rounded-xl border border-amber-400 bg-amber-50 p-4">
          <h2 id="flags" className="font-semibold text-xl">
            To look at
          </h2>
          <ul className="mt-2 list-disc pl-5">
            {money.flags.map((f) => (
              <li key={f.id} data-testid="payment-flag">
                {when(f.createdAt)}: {f.detail}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="price-list" className="mt-8">
        <h2 id="price-list" className="font-semibold text-xl">
          Extras the crew may sell
        </h2>
        {/* Part of the price book since decision 0040's amendment: one place sets every price. */}
        {priceList.items.length === 0 ? (
          <p className="mt-2 text-slate-700">No extras yet: the crew can add only what the price book lists.</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {priceList.items.map((i) => (
              <li key={i.id} data-testid="price-item">
                {i.description}: {formatCents(i.unitCents)}
              </li>
            ))}
          </ul>
        )}
        <Link href="/admin/prices#extras-heading" className="mt-2 inline-block font-semibold text-brand-700 underline">
          Change the extras in the price book
        </Link>
      </section>

      {periods.map(([title, id, rows]) => (
        <section key={id} aria-labelledby={id} className="mt-8">
          <h2 id={id} className="font-semibold text-xl">
            {title}
          </h2>
          {rows.length === 0 ? (
            <p className="mt-2 text-slate-700">Nothing invoiced or paid since {money.since}.</p>
          ) : (
            <div className="mt-2 overflow-x-auto">
              <AdminTable
                className="w-full text-left text-sm"
                head={["Period", "Invoiced", "Paid", "Refunded", "Kept"]}
                items={rows}
                row={(r) => (
                  <tr key={r.period} className="border-slate-100 border-b tabular-nums">
                    <td className="py-2 pr-3">{r.period}</td>
                    <td className="py-2 pr-3">{formatCents(r.invoiced)}</td>
                    <td className="py-2 pr-3">{formatCents(r.paid)}</td>
                    <td className="py-2 pr-3">{formatCents(r.refunded)}</td>
                    <td className="py-2">{formatCents(r.net)}</td>
                  </tr>
                )}
              />
            </div>
          )}
        </section>
      ))}

      <section aria-labelledby="invoices" className="mt-8">
        <h2 id="invoices" className="font-semibold text-xl">
          Invoices, newest first
        </h2>
        <nav aria-label="Which invoices" className="mt-2 flex flex-wrap gap-3 text-sm">
          <a href="/admin/money#invoices" aria-current={unpaid || customer ? undefined : "page"} className="underline">
            All
          </a>
          <a href="/admin/money?unpaid=1#invoices" aria-current={unpaid ? "page" : undefined} className="underline">
            Unpaid
          </a>
          {customer && <span>One customer's invoices</span>}
        </nav>
        <div className="mt-2 overflow-x-auto">
          <AdminTable
            className="w-full text-left text-sm"
            head={["Invoice", "Customer", "Total", "Status", "Payments and credit notes"]}
            items={money.invoices}
            gutterLast
            row={(inv) => (
              <tr key={inv.id} className="border-slate-100 border-b align-top" data-testid="money-invoice">
                <td className="py-2 pr-3">
                  {inv.number}
                  <span className="block text-slate-600">{when(inv.issuedAt)}</span>
                </td>
                <td className="py-2 pr-3">
                  {inv.customerName}
                  <span className="block text-slate-600">{inv.customerEmail}</span>
                </td>
                <td className="py-2 pr-3 tabular-nums">{formatCents(inv.totalCents)}</td>
                <td className="py-2 pr-3" data-testid="money-state">
                  {inv.stateWords}
                  {inv.refundedCents > 0 && <span className="block">refunded {formatCents(inv.refundedCents)}</span>}
                </td>
                <td className="py-2 pr-3">
                  <ul>
                    {inv.payments.map((p) => {
                      const refunded = inv.refunds
                        .filter((r) => r.paymentId === p.id && r.status !== "failed")
                        .reduce((s, r) => s + r.amountCents, 0);
                      return (
                        <li key={p.id} className="mb-2">
                          {METHOD_WORDS[p.method] ?? p.method}
                          {p.checkNumber ? ` no. ${p.checkNumber}` : ""}: {formatCents(p.amountCents)} on{" "}
                          {when(p.recordedAt)}
                          {p.status === "voided" && ` (voided: ${p.voidReason})`}
                          {p.status === "succeeded" &&
                            p.method === "stripe" &&
                            money.online &&
                            refunded < p.amountCents && (
                              <MoneyActionForm
                                // A new key when the amount left changes, so the form starts from it.
                                key={refunded}
                                kind="refund"
                                url={`/api/admin/payments/${p.id}/refund`}
                                amount={centsToDecimal(p.amountCents - refunded)}
                              />
                            )}
                          {p.status === "succeeded" && p.method !== "stripe" && (
                            <MoneyActionForm kind="void" url={`/api/admin/payments/${p.id}/void`} />
                          )}
                        </li>
                      );
                    })}
                  </ul>
                  {inv.creditNotes.length > 0 && (
                    <ul>
                      {inv.creditNotes.map((c) => (
                        <li key={c.id} className="mb-2" data-testid="money-credit-note">
                          Credit note {c.number}: {formatCents(-c.amountCents)} on {when(c.issuedAt)} ({c.reason})
                        </li>
                      ))}
                    </ul>
                  )}
                  {inv.status === "open" && (
                    <MoneyActionForm
                      // A new key when what is owed changes, so the form starts from it.
                      key={`record-${inv.balance.dueCents}`}
                      kind="record"
                      url={`/api/admin/invoices/${inv.id}/payment`}
                      amount={centsToDecimal(inv.balance.dueCents)}
                    />
                  )}
                  {inv.status === "open" &&
                    (inv.remindersStoppedAt ? (
                      <p className="mt-1 text-slate-600">Reminders stopped</p>
                    ) : (
                      <StopRemindersButton invoiceId={inv.id} />
                    ))}
                  {inv.status !== "void" && creditable(inv) > 0 && (
                    <MoneyActionForm
                      key={`credit-${inv.creditedCents}`}
                      kind="credit"
                      url={`/api/admin/invoices/${inv.id}/credit-note`}
                    />
                  )}
                </td>
              </tr>
            )}
          />
        </div>
        <Pager label="Invoice pages" path="/admin/money" filters={filters} cursors={money} bad={bad} />
      </section>
    </>
  );
}

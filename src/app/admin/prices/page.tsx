import type { Metadata } from "next";
import { BookingMoneyForms } from "@/components/admin/booking-money-form";
import { PriceBookForm } from "@/components/admin/price-book-form";
import { site } from "@/content/site";
import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import { inputOf } from "@/domain/pricing/price-book";
import { SERVICE_TYPE_LABELS } from "@/domain/pricing/quote-math";
import { formatLocalDateTimeShort } from "@/domain/time/local-time";
import { requireAdminPage } from "@/server/admin/require-admin";
import { siteContentStatus } from "@/server/business/site-content";
import { getDb } from "@/server/db/client";
import { moneyTermsByService } from "@/server/deposits/money-terms";
import { onlinePaymentsEnabled } from "@/server/payments/stripe-gateway";
import { currentPriceBook, priceVersionHistory } from "@/server/pricing/price-book";

export const metadata: Metadata = { title: "Prices", robots: { index: false } };

const when = (d: Date) => formatLocalDateTimeShort(d, site.timeZone);

/** The price book (decision 0040): every save is a new version; old bookings and quotes keep theirs. */
export default async function PricesPage() {
  await requireAdminPage("/admin/prices");
  const db = await getDb();
  const [book, history, money] = await Promise.all([
    currentPriceBook(db),
    priceVersionHistory(db),
    moneyTermsByService(db),
  ]);
  const status = siteContentStatus();
  return (
    <>
      <h1 className="font-bold text-3xl">Prices</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        What the calculator, the booking page, phone bookings, quotes and every page's “from” price charge. A save makes
        a new version: bookings, leads and quotes made before keep the prices they were given. Pages show the new prices
        within a minute, without a rebuild.
      </p>
      <p className="mt-4 text-slate-600 text-sm" data-testid="prices-version">
        {book.version === 0 ? "Today’s prices are the built-in ones (version 0)." : `Current version: ${book.version}.`}{" "}
        {status.pagesVersion === status.version ? "Every page shows them." : "Pages are being updated."}
      </p>
      <PriceBookForm
        current={book}
        initial={inputOf(book)}
        areas={SERVICE_AREAS.map((a) => ({ id: a.id, name: a.name }))}
      />
      <BookingMoneyForms
        paymentsOn={onlinePaymentsEnabled()}
        rows={money.map((m) => ({
          serviceType: m.serviceType,
          label: SERVICE_TYPE_LABELS[m.serviceType],
          terms: m.terms,
          changed: m.changedAt ? `${when(m.changedAt)} by ${m.changedBy ?? "someone"}` : null,
        }))}
      />
      {history.length > 0 && (
        <section aria-labelledby="versions" className="mt-10 max-w-2xl">
          <h2 id="versions" className="font-semibold text-xl">
            Versions
          </h2>
          <ul className="mt-2 space-y-1 text-sm" data-testid="price-versions">
            {history.map((v) => (
              <li key={v.version}>
                Version {v.version}: {when(v.createdAt)}, {v.createdBy ?? "someone"}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

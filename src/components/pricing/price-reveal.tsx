"use client";

import { useEffect, useRef } from "react";
import { buttonClass } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { formatDollars, SERVICE_TYPE_LABELS, type ServiceType } from "@/domain/pricing/quote-math";

interface Props {
  serviceType: ServiceType;
  /** What the server will charge for this home (an offer applied). */
  price: number;
  /** Today's table price; shown struck through beside `price` when an offer lowered it. */
  tablePrice: number;
  /** What the visit includes, rendered by the server. */
  included?: React.ReactNode;
  bookHref: string;
  sending: boolean;
  onSendEstimate: () => void;
}

/**
 * The exact price, once revealed. It replaces the form in place, which on a wide screen can be
 * above the fold after the submit button: it scrolls itself into view and takes focus, so the
 * price and "Book Now" are what the visitor sees and what a screen reader reads next.
 */
export function PriceReveal({ serviceType, price, tablePrice, included, bookHref, sending, onSendEstimate }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    heading.current?.scrollIntoView({ block: "center", behavior: reduce ? "auto" : "smooth" });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      className="scroll-mt-20 rounded-2xl border border-brand-100 bg-white p-6 shadow-lg md:p-8"
      aria-labelledby="price-reveal-heading"
      data-testid="price-reveal"
    >
      <h2 id="price-reveal-heading" ref={heading} tabIndex={-1} className="font-bold text-2xl text-ink outline-none">
        Your exact price
      </h2>
      <p className="mt-1 text-muted">{SERVICE_TYPE_LABELS[serviceType]}</p>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-3">
        <span className="font-extrabold text-5xl text-brand-700 tabular-nums" data-testid="exact-price">
          {formatDollars(price)}
        </span>
        {tablePrice > price && (
          <>
            <s className="text-2xl text-slate-600 tabular-nums" data-testid="table-price">
              <span className="sr-only">instead of </span>
              {formatDollars(tablePrice)}
            </s>
            <span className="basis-full font-semibold text-accent-700 text-sm" data-testid="offer-saving">
              {formatDollars(tablePrice - price)} off with today's offer
            </span>
          </>
        )}
      </p>
      <p className="mt-2 text-muted text-sm">No hidden fees. This is the price we honour for the home you described.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={bookHref} className={buttonClass("primary")}>
          Book Now
        </Link>
        <button type="button" onClick={onSendEstimate} disabled={sending} className={buttonClass("outline")}>
          {sending ? "Sending..." : "Send Estimate"}
        </button>
      </div>
      {/* Below the actions, so the price and Book Now share the screen the reveal scrolls to. */}
      {included && <div className="mt-5 border-slate-200 border-t pt-4">{included}</div>}
    </section>
  );
}

import type { Metadata } from "next";
import { CallUs } from "@/components/layout/call-us";
import { lookOf } from "@/domain/business/brand";
import { brandOrUs } from "@/domain/business/identity";
import { pageIdentity } from "@/server/business/site-content";

export function generateMetadata(): Metadata {
  return {
    title: "Terms of Service",
    description: `The terms for estimates, bookings, rescheduling and cancellations with ${brandOrUs(pageIdentity())}.`,
    alternates: { canonical: "/terms" },
  };
}

export default function TermsPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 leading-relaxed">
      <h1 className="font-bold text-3xl">Terms of Service</h1>
      <h2 className="mt-8 font-semibold text-xl">Estimates</h2>
      <p className="mt-3">
        The exact price shown after you give your details is the price we honour for the home you described. If the home
        differs on the day (more rooms or a larger area), the technician will tell you the new price before starting.
      </p>
      <h2 className="mt-8 font-semibold text-xl">Rescheduling and cancellation</h2>
      <p className="mt-3">
        You can reschedule or cancel a booking from your dashboard up to 24 hours before the appointment. Within 24
        hours, please <CallUs className="underline" />.
      </p>
      <h2 className="mt-8 font-semibold text-xl">Our work</h2>
      {lookOf(pageIdentity()).hours && <p className="mt-3">Phones answered {lookOf(pageIdentity()).hours}.</p>}
    </article>
  );
}

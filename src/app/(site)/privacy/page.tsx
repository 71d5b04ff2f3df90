import type { Metadata } from "next";
import { CallOrEmailUs } from "@/components/layout/call-us";
import { brandOrUs } from "@/domain/business/identity";
import { pageIdentity } from "@/server/business/site-content";

export function generateMetadata(): Metadata {
  return {
    title: "Privacy Policy",
    description: `How ${brandOrUs(pageIdentity())} collects, uses and protects the details you give us for estimates and bookings.`,
    alternates: { canonical: "/privacy" },
  };
}

export default function PrivacyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 leading-relaxed">
      <h1 className="font-bold text-3xl">Privacy Policy</h1>
      <h2 className="mt-8 font-semibold text-xl">What we collect and why</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        <li>
          <strong>Price requests:</strong> your name, phone, email, service address and home size, so we can show and
          email your exact price and contact you about it.
        </li>
        <li>
          <strong>Bookings and accounts:</strong> your account email, name, phone, address, appointment details and
          notes, so we can schedule and carry out the work and send confirmations.
        </li>
        <li>
          <strong>Approximate location:</strong> to pre-fill the address field we may look up your city from your IP
          address. We ask for your precise location only when you press "Use my location".
        </li>
      </ul>
      <h2 className="mt-8 font-semibold text-xl">What we do not do</h2>
      <p className="mt-3">
        We do not sell your personal information. We do not share it except with the technicians who serve you and the
        providers that host our site and send our email.
      </p>
      <h2 className="mt-8 font-semibold text-xl">Your choices</h2>
      <p className="mt-3">
        You may ask us to see, correct or delete your information at any time: <CallOrEmailUs />. California residents
        have these rights under the CCPA/CPRA.
      </p>
    </article>
  );
}

"use client";

import { type RefObject, useState } from "react";
import { track } from "@/components/analytics/track";
import { usePostAction } from "@/components/ui/post-action";
import { toast } from "@/components/ui/toast";
import { encodeQuoteContact, QUOTE_CONTACT_KEY } from "@/domain/booking/quote-contact";
import { firstContactProblem, type LeadField } from "@/domain/leads/lead-form";
import type { LeadSaved } from "@/domain/leads/lead-saved";
import { formatDollars, type HomeSize, type ServiceType } from "@/domain/pricing/quote-math";
import type { PageType } from "@/domain/seo/page-type";
import { visitorSessionId } from "./use-visitor-session";

export type ContactField = LeadField | "address";

/** The order a refusal's fields are read in: the first one named is marked and focused. */
const FIELD_ORDER: ContactField[] = ["fullName", "phone", "email", "address"];

export interface Contact {
  fullName: string;
  phone: string;
  email: string;
  address: string;
}

/** The lead as saved: `exact` is the table price; `charged` is what the server will charge (the offer applied). */
export interface RevealedPrice {
  leadId: string | null;
  estimateToken: string | null;
  exact: number;
  charged: number;
}

/**
 * The price request: checks the contact, saves the lead (/api/leads) and reveals the price the
 * server will charge, with its analytics, notices and hand-off to the booking step. A refused
 * field is named (`invalid`) and focused; the form keeps everything typed.
 */
export function usePriceRequest(request: {
  pageType: PageType;
  serviceType: ServiceType;
  size: HomeSize;
  contact: Contact;
  marketingConsent: boolean;
  honeypot: RefObject<HTMLInputElement | null>;
  fields: RefObject<Partial<Record<ContactField, HTMLInputElement | null>>>;
}) {
  const [invalid, setInvalidField] = useState<ContactField | null>(null);
  // The server's sentence for the refused field, shown at the field (the toast alone named none).
  const [fieldMessage, setFieldMessage] = useState<string | null>(null);
  const setInvalid = (field: ContactField | null) => {
    setInvalidField(field);
    setFieldMessage(null);
  };
  // The lead's request; a landing page has no server data to read again after it.
  const action = usePostAction();
  const [revealed, setRevealed] = useState(false);
  const phase = revealed ? "revealed" : action.busy ? "submitting" : "form";
  const [result, setResult] = useState<RevealedPrice | null>(null);
  const [announcement, setAnnouncement] = useState("");

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (phase !== "form") return;
    const { contact, serviceType, size } = request;
    const problem = firstContactProblem(contact);
    if (problem) {
      setInvalid(problem.field);
      toast.error(problem.notice.title, { description: problem.notice.description });
      request.fields.current[problem.field]?.focus();
      return;
    }
    const failed = (error: unknown) => {
      console.error("lead save failed", error);
      setRevealed(false);
      toast.error("Error saving data", { description: "We couldn't save your information. Please try again." });
    };
    const body = await action.post<LeadSaved>(
      "/api/leads",
      {
        sessionId: visitorSessionId(),
        fullName: contact.fullName.trim(),
        phone: contact.phone.trim(),
        email: contact.email.trim(),
        address: contact.address.trim(),
        serviceType,
        ...size,
        pageUrl: window.location.href,
        pageType: request.pageType,
        website: request.honeypot.current?.value ?? "",
        marketingConsent: request.marketingConsent,
      },
      {
        refresh: false,
        onRefused: (refused) => {
          const field = FIELD_ORDER.find((f) => refused.fieldErrors?.[f]?.length);
          if (!field) return failed(new Error(`lead save answered ${refused.status}: ${refused.error}`));
          setInvalidField(field);
          setFieldMessage(refused.fieldErrors?.[field]?.[0] ?? refused.error);
          request.fields.current[field]?.focus();
        },
      },
    );
    if (!body) return;
    try {
      // The price the server will charge: the offer's price when it applied one (booking-terms.ts
      // prices the booking the same way), else the table price.
      const charged = body.quote.offer?.price ?? body.quote.exact;
      setResult({ leadId: body.leadId, estimateToken: body.estimateToken ?? null, exact: body.quote.exact, charged });
      track("lead", {
        lead_method: "instant_pricing_form",
        service_type: serviceType,
        value: charged,
        currency: "USD",
      });
      setRevealed(true);
      // The booking step prefills name, email and phone from this tab: nothing is typed twice.
      sessionStorage.setItem(QUOTE_CONTACT_KEY, encodeQuoteContact(contact));
      setAnnouncement(`Your exact price is ${formatDollars(charged)}. Book Now is below it.`);
      // The specification's texts notice, word for word.
      toast.success("Success!", { description: "Your instant pricing is now revealed!" });
      if (!window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
        import("canvas-confetti").then((m) => m.default({ particleCount: 120, spread: 75, origin: { y: 0.7 } }));
      }
    } catch (error) {
      failed(error);
    }
  }

  return { phase, result, announcement, invalid, fieldMessage, setInvalid, submit };
}

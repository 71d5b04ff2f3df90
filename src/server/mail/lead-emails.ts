import "server-only";
import { site } from "@/content/site";
import { formatDollars, isServiceType, SERVICE_TYPE_LABELS } from "@/domain/pricing/pricing";
import type { Lead } from "@/server/leads/create-lead";
import type { MailMessage } from "./mailer";

const label = (type: string) => (isServiceType(type) ? SERVICE_TYPE_LABELS[type] : type);

function homeLine(lead: Lead): string {
  if (lead.serviceType === "deep") return "Dryer vent, flat rate";
  return `${lead.bedrooms} bedrooms, ${lead.bathrooms} bathrooms, ${lead.squareFeet.toLocaleString("en-US")} sq ft`;
}

export function ownerLeadNotification(lead: Lead, to: string): MailMessage {
  return {
    to,
    subject: `New lead: ${lead.fullName}, ${label(lead.serviceType)} ${formatDollars(lead.pricingExact)}`,
    text: [
      `A visitor asked for a price on ${lead.pageUrl ?? "the site"} (${lead.pageType}).`,
      "",
      `Name:    ${lead.fullName}`,
      `Phone:   ${lead.phone}`,
      `Email:   ${lead.email}`,
      `Address: ${lead.address}`,
      `Service: ${label(lead.serviceType)} (${homeLine(lead)})`,
      `Quoted:  ${formatDollars(lead.pricingExact)} exact, shown as ${formatDollars(lead.pricingMin)}-${formatDollars(lead.pricingMax)} (price table ${lead.priceTableVersion})`,
      `Lead id: ${lead.id}`,
    ].join("\n"),
  };
}

export function estimateEmail(lead: Lead): MailMessage {
  return {
    to: lead.email,
    subject: `Your ${label(lead.serviceType)} estimate: ${formatDollars(lead.pricingExact)}`,
    text: [
      `Hi ${lead.fullName},`,
      "",
      `Thanks for checking prices with ${site.brand}. Here is your estimate:`,
      "",
      `  ${label(lead.serviceType)}: ${formatDollars(lead.pricingExact)}`,
      `  Home: ${homeLine(lead)}`,
      `  Address: ${lead.address}`,
      "",
      "This is the price we will honour for the home described above. Book online or call us at",
      `${site.phone} (${site.hours}) to pick a time. The first open day is usually tomorrow.`,
      "",
      `${site.brand}`,
      "Insured technicians. Methods informed by NADCA standards.",
      "",
      `Estimate reference: ${lead.id} (price table ${lead.priceTableVersion})`,
    ].join("\n"),
  };
}

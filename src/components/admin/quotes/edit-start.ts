import type { ServiceType } from "@/domain/pricing/quote-math";
import type { QuoteView } from "@/server/quotes/read-quote";
import type { QuoteEditStart } from "./quote-builder";

/** A saved quote as the builder's edit starts from it (decision 0046). */
export function editStartOf({ quote, address, options }: QuoteView): QuoteEditStart {
  return {
    serviceType: quote.serviceType as ServiceType,
    phone: quote.customerPhone,
    address,
    size: {
      bedrooms: String(quote.bedrooms),
      bathrooms: String(quote.bathrooms),
      squareFeet: String(quote.squareFeet),
    },
    note: quote.note,
    expiresOn: quote.expiresOn,
    options: options.map((o) => ({
      label: o.label,
      lines: o.lines.map((l) => ({
        name: l.name,
        description: l.description,
        quantity: l.quantity,
        unitCents: l.unitCents,
        optional: l.optional,
        sourceExtraId: l.sourceExtraId,
      })),
    })),
  };
}

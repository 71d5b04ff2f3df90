// The stored rows other modules pass around, derived from the schema so they cannot drift from it.
// A use case exports only its own input and result types; a row it reads or returns is named here,
// so mail, pages and other use cases depend on the table, not on the use case that writes it.
import type {
  bookings,
  crews,
  invoices,
  newsletterSubscribers,
  outboxMessages,
  pricingLeads,
  profiles,
  quoteLines,
  quoteOptions,
  quotes,
  recurringSchedules,
  reviews,
  visitPhotos,
  visitReports,
} from "./schema";

export type Booking = typeof bookings.$inferSelect;
export type Lead = typeof pricingLeads.$inferSelect;
export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type Crew = typeof crews.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
export type Series = typeof recurringSchedules.$inferSelect;
export type Subscriber = typeof newsletterSubscribers.$inferSelect;
export type Review = typeof reviews.$inferSelect;
export type VisitReport = typeof visitReports.$inferSelect;
export type VisitPhoto = typeof visitPhotos.$inferSelect;
export type Quote = typeof quotes.$inferSelect;
export type QuoteOption = typeof quoteOptions.$inferSelect;
export type QuoteLine = typeof quoteLines.$inferSelect;

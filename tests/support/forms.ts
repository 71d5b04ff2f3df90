// The forms the tests send, as the browser sends them (JSON bodies, nothing parsed yet): one
// customer in Berkeley. A test overrides only the fields its case is about, so what a case depends
// on stands in the test and the rest of the form is written once.
import { randomUUID } from "node:crypto";

export const BERKELEY = { street: "2180 Milvia St", unit: "", city: "Berkeley", state: "CA", zip: "94704" };

/** A one-hour dryer vent visit ("dryer_vent"): every start of a working day fits the crews' day. */
export const bookingForm = (patch: Record<string, unknown> = {}) => ({
  serviceType: "dryer_vent",
  address: BERKELEY,
  phone: "(415) 555-0199",
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1500,
  appointmentDate: "2026-11-24",
  appointmentTime: "09:00",
  isRecurring: false,
  idempotencyKey: randomUUID(),
  ...patch,
});

/** The instant-price form that leaves a lead. */
export const leadForm = (patch: Record<string, unknown> = {}) => ({
  fullName: "Ana Li",
  phone: "(415) 555-0199",
  email: "ana@example.com",
  serviceType: "air_duct",
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1751,
  address: "2180 Milvia St, Berkeley, CA 94704",
  ...patch,
});

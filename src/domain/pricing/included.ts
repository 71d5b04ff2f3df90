// What a visit includes, per service: the one list the reveal, the compact and full service views
// and the booking page show (docs/decisions/0024-one-price.md). Short lines a phone shows whole.

import type { ServiceType } from "./quote-math";

const DUCTS = [
  "Inspection first, price confirmed before work starts",
  "Every supply and return run, cleaned under negative pressure",
  "Registers, grilles and the blower compartment",
  "Floors and furniture protected along our path",
  "Airflow check and before-and-after photos",
] as const;

const DRYER_VENT = [
  "The full vent run brushed and vacuumed",
  "Transition hose behind the dryer checked",
  "Outside hood or roof cap cleared",
  "Airflow tested with the dryer running",
] as const;

export const INCLUDED: Record<ServiceType, readonly string[]> = {
  air_duct: DUCTS,
  dryer_vent: DRYER_VENT,
  duct_and_dryer: ["Everything in air duct cleaning", "Everything in dryer vent cleaning", "One visit, one crew"],
};

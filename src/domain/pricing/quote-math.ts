// The one price computation (docs/product.md#numbers), used by the browser for the live range and by
// the server for every stored lead and booking. Whole dollars, integer arithmetic throughout. It
// holds no prices: the table is always given (the price book's, decision 0040), so the browser's
// bundle carries none. Version 0's table is in pricing.ts, which re-exports all of this.

export const SERVICE_TYPES = ["air_duct", "dryer_vent", "duct_and_dryer"] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  air_duct: "Air Duct Cleaning",
  dryer_vent: "Dryer Vent Cleaning",
  duct_and_dryer: "Duct + Dryer Combo",
};

interface Rate {
  base: number;
  perBedroom: number;
  perBathroom: number;
  /** The square-footage surcharge does not apply to dryer vents. */
  sizeSurcharge: boolean;
}

export type PriceTable = Record<ServiceType, Rate>;

export const SURCHARGE_FREE_SQFT = 1500;
export const SURCHARGE_STEP_SQFT = 250;
export const SURCHARGE_PER_STEP = 10;
/** The range shown before the lead is saved: exact -15% (down) to +15% (up). */
export const RANGE_PERCENT = 15;

export const LIMITS = {
  bedrooms: { min: 0, max: 20, step: 1 },
  bathrooms: { min: 0, max: 10, step: 1 },
  squareFeet: { min: 0, max: 20000, step: 100 },
} as const;

export type Stepper = keyof typeof LIMITS;

export interface HomeSize {
  bedrooms: number;
  bathrooms: number;
  squareFeet: number;
}

export interface Quote {
  serviceType: ServiceType;
  exact: number;
  min: number;
  max: number;
  priceTableVersion: string;
}

/** Clamps a stepper value into its range; non-numbers count as the minimum. */
export function clampStepper(stepper: Stepper, value: number): number {
  const { min, max } = LIMITS[stepper];
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** The stepper's next value after one press up (+1) or down (-1), clamped. */
export function stepValue(stepper: Stepper, value: number, direction: 1 | -1): number {
  return clampStepper(stepper, clampStepper(stepper, value) + direction * LIMITS[stepper].step);
}

export function sizeSurcharge(squareFeet: number): number {
  const over = Math.max(0, Math.trunc(squareFeet)) - SURCHARGE_FREE_SQFT;
  if (over <= 0) return 0;
  return Math.ceil(over / SURCHARGE_STEP_SQFT) * SURCHARGE_PER_STEP;
}

export function exactPrice(serviceType: ServiceType, size: HomeSize, table: PriceTable): number {
  const rate = table[serviceType];
  // Negative counts are read as 0 (docs/product.md#numbers).
  const bedrooms = Math.max(0, Math.trunc(size.bedrooms) || 0);
  const bathrooms = Math.max(0, Math.trunc(size.bathrooms) || 0);
  const surcharge = rate.sizeSurcharge ? sizeSurcharge(size.squareFeet || 0) : 0;
  const total = rate.base + bedrooms * rate.perBedroom + bathrooms * rate.perBathroom + surcharge;
  return Math.max(0, total);
}

/** Integer percentages of integer dollars: exact*85 and exact*115 are whole, so floor/ceil are exact. */
export function priceRange(exact: number): { min: number; max: number } {
  return {
    min: Math.floor((exact * (100 - RANGE_PERCENT)) / 100),
    max: Math.ceil((exact * (100 + RANGE_PERCENT)) / 100),
  };
}

/**
 * The quote for inputs as a customer entered them (clamped to the steppers' ranges), from the
 * table given: the price book's current version (decision 0040). No default, so the calculator's
 * bundle carries no table of its own.
 */
export function priceQuote(
  serviceType: ServiceType,
  size: HomeSize,
  table: PriceTable,
  priceTableVersion: string,
): Quote {
  const clamped = {
    bedrooms: clampStepper("bedrooms", size.bedrooms),
    bathrooms: clampStepper("bathrooms", size.bathrooms),
    squareFeet: clampStepper("squareFeet", size.squareFeet),
  };
  const exact = exactPrice(serviceType, clamped, table);
  return { serviceType, exact, ...priceRange(exact), priceTableVersion };
}

export function isServiceType(value: unknown): value is ServiceType {
  return typeof value === "string" && (SERVICE_TYPES as readonly string[]).includes(value);
}

// The ids before they said what they are: links already sent, bookmarks, analytics tags and pages
// left open since before the rename still carry them. The stored rows were rewritten by a migration
// (0059_service_ids.sql); what arrives from outside is read through these two functions.
const FORMER_SERVICE_IDS: Readonly<Record<string, ServiceType>> = {
  standard: "air_duct",
  deep: "dryer_vent",
  move_out: "duct_and_dryer",
};

/** A former service id as today's; anything else as it came (the validation that follows judges it). */
export function currentServiceId(value: unknown): unknown {
  return typeof value === "string" && Object.hasOwn(FORMER_SERVICE_IDS, value) ? FORMER_SERVICE_IDS[value] : value;
}

/** The service a URL parameter names, by today's id or a former one; null for anything else. */
export function serviceTypeFromParam(value: unknown): ServiceType | null {
  const id = currentServiceId(Array.isArray(value) ? value[0] : value);
  return isServiceType(id) ? id : null;
}

/** An object keyed by service id (a form's per-service fields) with any former id renamed. */
export function withCurrentServiceKeys(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [currentServiceId(k) as string, v]));
}

/** If the current type is not allowed on this page, the first allowed one is selected. */
export function allowedServiceType(current: ServiceType, allowed: readonly ServiceType[]): ServiceType {
  return allowed.includes(current) ? current : (allowed[0] ?? current);
}

// Money is formatted in one module (src/domain/money/format.ts); its whole-dollar part is
// re-exported here for the calculator and existing callers.
export { formatCount, formatDollars } from "../money/dollars";

// Priced add-ons a customer can put on a booking (docs/decisions/0024-one-price.md). Integer cents;
// the server prices them from this table, whatever a browser sends.

import type { ServiceType } from "./quote-math";

export const ADD_ON_IDS = ["uv_light", "filter", "video_inspection"] as const;
export type AddOnId = (typeof ADD_ON_IDS)[number];

export interface AddOn {
  id: AddOnId;
  name: string;
  description: string;
  cents: number;
  /** The services it can be added to: all three work on the duct system. */
  services: readonly ServiceType[];
}

const DUCT_SERVICES: readonly ServiceType[] = ["air_duct", "duct_and_dryer"];

export const ADD_ONS: Record<AddOnId, AddOn> = {
  uv_light: {
    id: "uv_light",
    name: "UV Light Installation",
    description: "A UV-C lamp fitted near the indoor coil to help keep mold and bacteria off the coil.",
    cents: 34_900,
    services: DUCT_SERVICES,
  },
  filter: {
    id: "filter",
    name: "Filter Replacement",
    description: "A new filter in the right size, usually MERV 8-11, fitted at the end of the cleaning.",
    cents: 2_900,
    services: DUCT_SERVICES,
  },
  video_inspection: {
    id: "video_inspection",
    name: "Post-Cleaning Video Inspection",
    description: "Camera footage from inside your ducts after cleaning, so you see the result.",
    cents: 7_900,
    services: DUCT_SERVICES,
  },
};

export const isAddOnId = (value: unknown): value is AddOnId =>
  typeof value === "string" && (ADD_ON_IDS as readonly string[]).includes(value);

/** The add-ons offered with a service, in table order. */
export const addOnsFor = (serviceType: ServiceType): AddOn[] =>
  ADD_ON_IDS.map((id) => ADD_ONS[id]).filter((a) => a.services.includes(serviceType));

export const addOnOffered = (id: AddOnId, serviceType: ServiceType): boolean =>
  ADD_ONS[id].services.includes(serviceType);

import type { AddOnId } from "@/domain/pricing/add-ons";
import type { ServiceType } from "@/domain/pricing/pricing";
import type { AskUsId } from "./catalogue";
// Content records are plain typed data, bundled at build time. Field names follow
// docs/product.md#records, so the rules can be read against the code.

export type RegionName =
  | "Bay Area"
  | "Silicon Valley"
  | "East Bay"
  | "Peninsula"
  | "North Bay"
  | "South Bay"
  | "Northeast"
  | "Midwest"
  | "South"
  | "Southwest"
  | "West";

export interface UtilityContact {
  name: string;
  /** Customer service number as published by the utility, e.g. "1-800-743-5000". */
  phone: string;
  /** Home page URL, https. */
  website: string;
  /** Emergency / outage / gas-leak line as published by the utility. */
  emergencyPhone: string;
  /** Rebate or efficiency programmes the utility runs, by their public names. */
  programs?: string[];
}

export interface LocalChallenge {
  title: string;
  text: string;
}

export interface City {
  /** Compact id, e.g. "sf", "oak", "nyc". Unique. */
  id: string;
  name: string;
  /** Two-letter state abbreviation, e.g. "CA". */
  state: string;
  /** Lowercase two-letter state used in canonical URLs, e.g. "ca". */
  stateSlug: string;
  region: RegionName;
  /** URL slug, e.g. "san-francisco", "new-york-city", "los-angeles". */
  slug: string;
  /** ISO date this record's content last changed: the sitemap's lastmod for its pages. */
  updated: string;
  coordinates: { lat: number; lng: number };
  /** Card image path under /public, e.g. "/images/cities/san-francisco-card.webp". */
  image: string;
  /** Hero image path under /public, e.g. "/images/cities/san-francisco-hero.webp". */
  heroImage: string;
  /** One-sentence climate summary. */
  climate: string;
  climateFactors: {
    humidity: string;
    temperature: string;
    airQuality: string;
    /** Each item "Title: text", e.g. "Marine fog: damp air feeds mildew in ...". */
    commonIssues: string[];
  };
  /** Short duct/vent problems typical for the city, 3-5 items. */
  commonIssues: string[];
  /** Real neighbourhoods, 8-16 of them. */
  neighborhoods: string[];
  /** Real 5-digit ZIP codes of the city, as many as apply (at least 3). */
  zipCodes: string[];
  /** Real landmarks, 4-6. */
  landmarks: string[];
  regulations: { permitRequired: boolean; description: string };
  utilities: { electric: UtilityContact; gas: UtilityContact; water: UtilityContact };
  /** Search phrases a local homeowner would type, 4-6. */
  localKeywords: string[];
  /** 140-160 characters, unique per city. */
  metaDescription: string;
  population?: number;
  /** US dollars; capped at 250000 in the data. */
  medianIncome?: number;
  /** Two or three paragraphs written for this city only: its housing stock, its air, what that means for ducts and dryer vents. */
  intro: string[];
  /** The legacy city page's "local challenges": 3-4 items specific to the city. */
  localChallenges: LocalChallenge[];
}

export interface StateRecord {
  id: string;
  name: string;
  /** "CA" */
  abbreviation: string;
  /** Canonical lowercase two-letter slug, "ca". */
  slug: string;
  /** The long slug some old links carry, "california"; answers 301 to the short one. */
  longSlug: string;
  region: string;
  /** IANA zone, e.g. "America/Los_Angeles". */
  timezone: string;
  /** City slugs. */
  majorCities: string[];
  metaDescription: string;
  climate: string;
  regulations: {
    hvacLicenseRequired: boolean;
    permitRequirements: string;
    environmentalStandards: string[];
  };
  /** ISO date this record's content last changed. */
  updated: string;
  /** The state page's "what differs here", written by us: short, concrete, facts only. */
  differences: {
    /** What the state's climate does to ducts and dryer vents. */
    climate: string;
    /** Permits and licensing as they touch a homeowner's duct or vent work. */
    permits: string;
    /** Utility rebates and assistance worth knowing about (the programmes are listed from the city records). */
    rebates: string;
  };
}

export interface ProcessStep {
  title: string;
  description: string;
}

export interface ServiceFaq {
  question: string;
  answer: string;
}

export interface ServiceRecord {
  id: string;
  name: string;
  slug: "air-duct-cleaning" | "dryer-vent-cleaning" | "air-quality-testing";
  /** ISO date this record's content last changed. */
  updated: string;
  description: string;
  shortDescription: string;
  metaDescription: string;
  category: "cleaning" | "testing";
  /** The price table's service it is booked as, or null when we price it after a call (ask us). */
  serviceType: ServiceType | null;
  processSteps: ProcessStep[];
  benefits: string[];
  faqs: ServiceFaq[];
  localConsiderations: { climate: string[]; buildingType: string[]; regulations: string[] };
  relatedServices: string[];
  averageDuration: string;
  frequency: string;
  seasonality: string;
  image: string;
  heroImage: string;
}

export interface SubService {
  id: string;
  name: string;
  description: string;
  kind: "sub-service" | "add-on";
  /**
   * Where its price comes from (never a number typed here): part of an air duct cleaning, a
   * service or add-on of the price table, an "ask us" entry of the catalogue, or priced by the
   * crew on site before any work.
   */
  price:
    | { kind: "included" }
    | { kind: "service"; id: ServiceType }
    | { kind: "add-on"; id: AddOnId }
    | { kind: "ask-us"; id: AskUsId }
    | { kind: "on-site" };
}

export interface FaqItem {
  q: string;
  a: string;
}

export interface FaqSection {
  id: "general" | "process-safety" | "pricing" | "dryer-vent" | "duct-system-iaq" | "bay-area" | "prep-aftercare";
  title: string;
  items: FaqItem[];
}

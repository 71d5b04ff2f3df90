export const PAGE_TYPES = ["homepage", "service", "city-hub", "city-service", "other"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Where a JSON-LD value carries review or rating markup (paths); empty when none. */
export function reviewMarkup(value: unknown, at?: string): string[];

import "server-only";
import { randomUUID } from "node:crypto";
import { desc, eq, max } from "drizzle-orm";
import {
  BUILT_IN_PRICE_BOOK,
  bookFromInput,
  inputOf,
  type PriceBook,
  type PriceBookInput,
  priceBookInputSchema,
} from "@/domain/pricing/price-book";
import type { Db, Reader } from "@/server/db/client";
import { priceVersions, user } from "@/server/db/schema";

// The price book's versions in the database (decision 0040). Every reader that prices for the
// server (the lead, the booking, the phone booking, the quote) asks currentPriceBook(); pages,
// which are prerendered, read the book their regeneration loaded (pagePriceBook in site-content).

/** The highest saved version; 0 without any (the table in code). */
export async function priceVersion(db: Reader): Promise<number> {
  const [row] = await db.select({ version: max(priceVersions.version) }).from(priceVersions);
  return row?.version ?? 0;
}

/** One version's book, or version 0's; a stored book that no longer parses is refused loudly. */
export async function priceBookAt(db: Reader, version: number): Promise<PriceBook> {
  if (version === 0) return BUILT_IN_PRICE_BOOK;
  const [row] = await db.select().from(priceVersions).where(eq(priceVersions.version, version));
  if (!row) throw new Error(`price version ${version} not found`);
  return bookFromInput(priceBookInputSchema.parse(row.book), row.version);
}

/** The latest saved book, or version 0 (what a regeneration renders). */
export const storedPriceBook = (db: Reader): Promise<PriceBook> => currentPriceBook(db);

/**
 * The one function every server-side price reader uses: the database's current version, read
 * each time (one indexed row of about a kilobyte), so a save on any server prices the next
 * booking at once and no process keeps a copy that could be another database's.
 */
export async function currentPriceBook(db: Reader): Promise<PriceBook> {
  const [row] = await db.select().from(priceVersions).orderBy(desc(priceVersions.version)).limit(1);
  return row ? bookFromInput(priceBookInputSchema.parse(row.book), row.version) : BUILT_IN_PRICE_BOOK;
}

/**
 * The owner saves a new version: a new row, never an update. Two saves racing both land, one after
 * the other (the primary key refuses the same number twice, and the loser takes the next).
 */
export async function savePriceBook(
  db: Db,
  ownerId: string,
  input: PriceBookInput,
  now: Date,
): Promise<{ version: number; book: PriceBook }> {
  // A new extra gets its id here, once: the versions after this one keep it (book-extras.ts).
  const named = { ...input, extras: (input.extras ?? []).map((e) => ({ ...e, id: e.id ?? randomUUID() })) };
  for (let attempt = 0; ; attempt++) {
    const version = (await priceVersion(db)) + 1;
    const book = bookFromInput(named, version);
    try {
      await db.insert(priceVersions).values({ version, book: inputOf(book), createdBy: ownerId, createdAt: now });
      return { version, book };
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
}

/** The last versions, newest first, with who saved them and when (the page's history). */
export function priceVersionHistory(db: Reader, limit = 10) {
  return db
    .select({ version: priceVersions.version, createdAt: priceVersions.createdAt, createdBy: user.name })
    .from(priceVersions)
    .leftJoin(user, eq(user.id, priceVersions.createdBy))
    .orderBy(desc(priceVersions.version))
    .limit(limit);
}

// The extras for on-site sale as rows of the price book (decision 0040, amended): the owner's
// save is a new version, the job card offers the current version's extras, an extra already on a
// visit keeps the price it was added at, and the migration brings the old price list's active
// rows into the book with their ids. Runs on PGlite and, with `node scripts/test-pg.mjs <this
// file>`, on PostgreSQL.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRICE_BOOK, inputOf, type PriceBookInput } from "@/domain/pricing/price-book";
import { invoices, priceListItems, visitExtras } from "@/server/db/schema";
import { changeVisitExtras } from "@/server/payments/change-visit-extras";
import { extrasView } from "@/server/payments/extras-view";
import { NOW, setUpPayments, t, visit } from "@/server/payments/payments-int-setup";
import { takeVisitStep } from "@/server/technician/take-visit-step";
import { okOrThrow } from "../../../tests/support/records";
import { currentPriceBook, priceVersion, savePriceBook } from "./price-book";

setUpPayments();

const MIGRATIONS = path.join(process.cwd(), "src/server/db/migrations");

/** The migration's statement that brings the price list into the book (the lead may renumber it). */
function bringOverStatement(): string {
  const file = readdirSync(MIGRATIONS).find((f) => f.endsWith("_price_book_extras.sql"));
  if (!file) throw new Error("no price_book_extras migration");
  const statement = readFileSync(path.join(MIGRATIONS, file), "utf8")
    .split("--> statement-breakpoint")
    .find((s) => s.includes('INSERT INTO "price_versions"'));
  if (!statement) throw new Error("the migration brings nothing over");
  return statement;
}
const bringOver = () => t.db.execute(sql.raw(bringOverStatement()));

const add = (bookingId: string, itemId: string, quantity = 1) =>
  changeVisitExtras(t.db, "theo", bookingId, { action: "add", itemId, quantity, approvedByCustomer: true }, NOW);

describe("the migration of the price list into the price book", () => {
  it("brings the active extras over with their ids, onto the latest prices, once there are any", async () => {
    // Nothing on the list: no version is made, the install keeps version 0.
    await bringOver();
    expect(await priceVersion(t.db)).toBe(0);

    const [guard, old, retired] = await t.db
      .insert(priceListItems)
      .values([
        { description: "Bird guard", unitCents: 4_999, createdBy: "owner", createdAt: NOW },
        { description: "Vent extension (per 10 ft)", unitCents: 3_500, createdBy: "owner", createdAt: NOW },
        { description: "Retired item", unitCents: 100, active: false, createdBy: "owner", createdAt: NOW },
      ])
      .returning();
    if (!guard || !old || !retired) throw new Error("no items");
    await bringOver();
    const first = await currentPriceBook(t.db);
    expect(first.version).toBe(1);
    // Version 0's prices, as the code has them, plus the two active extras with their ids.
    expect(first.services).toEqual(BUILT_IN_PRICE_BOOK.services);
    expect(first.addOns).toEqual(BUILT_IN_PRICE_BOOK.addOns);
    expect(first.extras.map((e) => [e.id, e.name, e.cents]).sort()).toEqual(
      [
        [guard.id, "Bird guard", 4_999],
        [old.id, "Vent extension (per 10 ft)", 3_500],
      ].sort(),
    );
    // The crew sells a migrated extra by the id the old job cards used.
    const b = await visit();
    okOrThrow(await add(b.id, guard.id));
    expect(await add(b.id, retired.id)).toEqual({ ok: false, reason: "price-item-not-found" });

    // On top of an owner's saved version: its prices stay.
    const raised = inputOf(BUILT_IN_PRICE_BOOK);
    raised.services.dryer_vent.baseCents += 2_000;
    await savePriceBook(t.db, "owner", raised, NOW);
    await bringOver();
    const second = await currentPriceBook(t.db);
    expect(second.version).toBe(3);
    expect(second.services.dryer_vent.baseCents).toBe(BUILT_IN_PRICE_BOOK.services.dryer_vent.baseCents + 2_000);
    expect(second.extras.map((e) => e.id).sort()).toEqual([guard.id, old.id].sort());
  });
});

describe("extras in the price book", () => {
  const book = async (extras: PriceBookInput["extras"]) =>
    savePriceBook(t.db, "owner", { ...inputOf(await currentPriceBook(t.db)), extras }, NOW);

  it("are offered on the job card at the current version's price; a visit's extra keeps its price", async () => {
    const before = await priceVersion(t.db);
    await book([{ name: "Dryer vent cover", description: "A new louvered cover outside.", cents: 2_500 }]);
    expect(await priceVersion(t.db)).toBe(before + 1);
    const first = await visit();
    const card = await extrasView(t.db, first.id);
    expect(card.items).toEqual([
      {
        id: expect.any(String),
        description: "Dryer vent cover",
        detail: "A new louvered cover outside.",
        unitCents: 2_500,
      },
    ]);
    const cover = card.items[0]?.id ?? "";
    okOrThrow(await add(first.id, cover, 2));

    // The owner raises the cover and adds another extra: a new version, the cover keeps its id.
    await book([
      { id: cover, name: "Dryer vent cover", description: "A new louvered cover outside.", cents: 3_000 },
      { name: "Bird guard", description: "", cents: 4_500 },
    ]);
    const now = await currentPriceBook(t.db);
    expect(now.version).toBe(before + 2);
    const second = await visit();
    const later = await extrasView(t.db, second.id);
    expect(later.items.map((i) => [i.description, i.unitCents])).toEqual([
      ["Bird guard", 4_500],
      ["Dryer vent cover", 3_000],
    ]);
    okOrThrow(await add(second.id, cover, 1));

    // The first visit's cover stays at the price it was added at, on its card and its invoice.
    expect((await extrasView(t.db, first.id)).extras).toMatchObject([
      { description: "Dryer vent cover", unitCents: 2_500, quantity: 2 },
    ]);
    const [secondExtra] = await t.db.select().from(visitExtras).where(eq(visitExtras.bookingId, second.id));
    expect(secondExtra).toMatchObject({ priceItemId: cover, unitCents: 3_000 });
    okOrThrow(await takeVisitStep(t.db, "theo", first.id, "finish", NOW));
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.bookingId, first.id));
    expect(invoice?.lines.at(-1)).toMatchObject({ kind: "extra", description: "Dryer vent cover", unitCents: 2_500 });

    // Removed from the next version: no longer sold, even from a card opened before.
    await book([{ id: cover, name: "Dryer vent cover", description: "", cents: 3_000 }]);
    const guard = now.extras.find((e) => e.name === "Bird guard")?.id ?? "";
    expect(await add(second.id, guard)).toEqual({ ok: false, reason: "price-item-not-found" });
  });
});

import "server-only";
import { eq, sql } from "drizzle-orm";
import { isMarked, isSourced, parseTouch, readTouch, type Touch } from "@/domain/analytics/attribution";
import { earlierLanding } from "@/server/analytics/visitor";
import type { Db } from "@/server/db/client";
import { visitorTouches } from "@/server/db/schema";

/** A lead's or booking's first and last source (null: not known). */
export interface Touches {
  first: Touch | null;
  last: Touch | null;
}

const NONE: Touches = { first: null, last: null };

/**
 * The touch of a landing reported by the browser: the page's address is the beacon's Referer
 * header (same origin, so the whole address), the referrer is what the page saw
 * (document.referrer, sent with every page view). A referrer on the
 * page's own host is a step inside the site, not a source.
 */
export function landingTouch(pageUrl: string | null, referrer: string | null): Touch | null {
  if (!pageUrl) return null;
  return parseTouch({ pageUrl, referrer });
}

/**
 * Records a visitor's landing and/or that their calculator showed a price, in one statement. The
 * first landing stays the first touch. A later one replaces the last touch when it names a source
 * and differs from it: by its marks (UTM, click id) when the link had them, else by the
 * referrer's host (every page view of a document repeats its referrer, so a step inside the site
 * after a campaign landing does not erase the campaign).
 */
export async function recordVisitorTouch(
  db: Db,
  visitorId: string,
  change: { touch: Touch | null; priceSeen: boolean },
  now: Date,
): Promise<void> {
  const { touch, priceSeen } = change;
  if (!touch && !priceSeen) return;
  if (!touch) {
    // A price shown before any landing was reported (the beacon order is not guaranteed): only
    // an existing visitor row is marked.
    await db.execute(
      sql`update visitor_touches set price_seen_at = ${now} where visitor_id = ${visitorId} and price_seen_at is null`,
    );
    return;
  }
  const json = JSON.stringify(touch);
  const replaces = !isSourced(touch)
    ? sql`false`
    : isMarked(touch)
      ? sql`(v.last_touch - 'landingPath') is distinct from (excluded.last_touch - 'landingPath')`
      : sql`(v.last_touch->>'referrerHost') is distinct from (excluded.last_touch->>'referrerHost')`;
  await db.execute(sql`
    insert into visitor_touches as v (visitor_id, first_touch, last_touch, first_at, last_at, price_seen_at)
    values (${visitorId}, ${json}::jsonb, ${json}::jsonb, ${now}, ${now}, ${priceSeen ? now : null})
    on conflict (visitor_id) do update set
      last_touch = case when ${replaces} then excluded.last_touch else v.last_touch end,
      last_at = case when ${replaces} then excluded.last_at else v.last_at end,
      price_seen_at = coalesce(v.price_seen_at, excluded.price_seen_at)
    where ${replaces} or (v.price_seen_at is null and excluded.price_seen_at is not null)`);
}

/** The stored first and last touch of a visitor. */
export async function touchesOfVisitor(db: Db, visitorId: string | null | undefined): Promise<Touches | null> {
  if (!visitorId) return null;
  const [row] = await db
    .select({ first: visitorTouches.firstTouch, last: visitorTouches.lastTouch })
    .from(visitorTouches)
    .where(eq(visitorTouches.visitorId, visitorId));
  return row ? { first: readTouch(row.first), last: readTouch(row.last) } : null;
}

/**
 * What a lead or booking made by this request is credited to: the visitor's stored touches; when
 * none is stored yet, the landing the events answer signed for this visitor before their first
 * batch with a cookie (docs/decisions/0026, amendment); else (the page view beacon is still
 * queued) the page the request came from (its Referer: the address, query string included, of our
 * own page).
 */
export async function touchesForRequest(db: Db, headers: Headers, visitorId: string | null): Promise<Touches> {
  const stored = await touchesOfVisitor(db, visitorId);
  if (stored) return stored;
  const landed = await earlierLanding(headers, visitorId);
  if (landed) return { first: landed, last: landed };
  const page = landingTouch(headers.get("referer"), null);
  if (!page || !isSourced(page)) return NONE;
  return { first: page, last: page };
}

import { type SQL, sql } from "drizzle-orm";
import { LANDING_PATTERNS } from "../../domain/insights/landing";

// The page type and city of a first landing (src/domain/insights/landing.ts), written by the
// database beside the touch it is read from (a stored generated column), so the funnel of
// /admin/insights groups plain columns instead of running regular expressions over every visitor
// and lead of its range on each view (docs/decisions/0026). Relative imports: drizzle-kit loads
// the schema without the "@/" alias. Changing LANDING_PATTERNS needs a migration that redefines
// these columns (drizzle-kit drops and adds them, and the database computes every row again).

/** A regular expression literal from our own constants (no user input). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The landing path of a touch column, in SQL. */
const pathOf = (touchColumn: string) => `(${touchColumn}->>'landingPath')`;

/** The page type of a touch's landing path: the domain's landingPageType, as SQL text. */
export function landingTypeSql(touchColumn: string): string {
  const path = pathOf(touchColumn);
  const cases = LANDING_PATTERNS.map(([type, pattern]) => `when ${path} ~ ${literal(pattern)} then ${literal(type)}`);
  return `(case when ${path} is null then 'unknown' ${cases.join(" ")} else 'other' end)`;
}

/** The city slug of a touch's city or city-service landing, or '' (the domain's landingCity). */
export function landingCitySql(touchColumn: string): string {
  const path = pathOf(touchColumn);
  const tests = LANDING_PATTERNS.filter(([t]) => t === "city-hub" || t === "city-service").map(
    ([, p]) => `${path} ~ ${literal(p)}`,
  );
  return `(case when ${tests.join(" or ")} then split_part(${path}, '/', 3) else '' end)`;
}

/** The two generated expressions of a table whose first touch is `first_touch`. */
export const landingTypeOfFirstTouch: SQL = sql.raw(landingTypeSql("first_touch"));
export const landingCityOfFirstTouch: SQL = sql.raw(landingCitySql("first_touch"));

/**
 * An outbox row that answers a lead (speed to lead): about a lead, and not one of the emails a
 * lead sends by itself. Shared by the speed figures and their partial index, so the planner can
 * use the index.
 */
export const ANSWERING_EMAIL_SQL = (alias?: string) => {
  const c = (name: string) => (alias ? `${alias}.${name}` : name);
  return `${c("lead_id")} is not null and ${c("kind")} not in ('lead-owner-notice', 'lead-estimate')`;
};

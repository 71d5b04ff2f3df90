// `npm run db:seed-history`: fills a trial or bench database with years of a five-crew business
// made by the product's own rules (scripts/history). Refuses with NODE_ENV=production
// (unless --allow-production) and on a database with real rows.
//   --years 3 (default) | --days N   how much history, ending today
//   --scale 1                        traffic multiplier (leads, visitors, events, emails)
//   --seed 39                        the same seed and --now give the same rows
//   --now 2026-11-27T12:00:00Z       the history's "today" (default: now)
//   --regular-password PASS          a password for regular@history.clearvent.example
//   --upkeep                         then run the retention and rollup jobs once at --now, as a
//                                    server running all along would have (the bench does)
import { parseArgs } from "node:util";
import { BUSINESS_TIME_ZONE } from "@/domain/scheduling/schedule";
import { closeDb, getDb } from "@/server/db/client";
import { openDatabase } from "@/server/db/prepare";
import { runUpkeep } from "@/server/maintenance/run-upkeep";
import { HistoryRefused, seedHistory } from "./history/seed-history";

const { values } = parseArgs({
  options: {
    years: { type: "string" },
    days: { type: "string" },
    scale: { type: "string", default: "1" },
    seed: { type: "string", default: "39" },
    now: { type: "string" },
    "regular-password": { type: "string" },
    "allow-production": { type: "boolean", default: false },
    upkeep: { type: "boolean", default: false },
  },
});

const number = (name: string, text: string | undefined, fallback: number) => {
  const n = text === undefined ? fallback : Number(text);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number of at least 0 (got ${text}).`);
  return n;
};

try {
  const days = values.days ? number("days", values.days, 0) : Math.round(number("years", values.years, 3) * 365);
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${values.now}`);
  const opened = await openDatabase();
  const db = await getDb();
  const started = performance.now();
  let last = 0;
  const written = await seedHistory(db, {
    seed: number("seed", values.seed, 39),
    days,
    scale: number("scale", values.scale, 1),
    now,
    production: process.env.NODE_ENV === "production",
    allowProduction: values["allow-production"],
    regularPassword: values["regular-password"],
    onProgress: (done) => {
      if (performance.now() - last < 5000) return;
      last = performance.now();
      console.log(
        `  ${Object.entries(done)
          .map(([t, n]) => `${t} ${n}`)
          .join(", ")}`,
      );
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`History of ${days} days written to ${opened.where} in ${seconds} s:`);
  for (const [table, n] of Object.entries(written)) console.log(`  ${table}: ${n.toLocaleString("en-US")}`);
  if (values.upkeep) {
    const upkept = performance.now();
    const ran = await runUpkeep(db, now, BUSINESS_TIME_ZONE);
    console.log(
      `Upkeep at ${now.toISOString()} in ${((performance.now() - upkept) / 1000).toFixed(1)} s: ${JSON.stringify(ran)}`,
    );
  }
} catch (error) {
  console.error(`\n${error instanceof HistoryRefused ? error.message : (error as Error).stack}\n`);
  process.exitCode = 1;
} finally {
  await closeDb();
}

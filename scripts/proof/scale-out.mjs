// `npm run proof:scale-out`: two app processes against one PostgreSQL behave as one site.
//
// Starts a throwaway PostgreSQL and two production servers (ports 3401 and 3402) at the same
// moment on the same DATABASE_URL and BETTER_AUTH_SECRET, both migrating an empty database at
// once. Then proves:
//   (a) a session made on one server is valid on the other, and signing out on one ends it on both;
//   (b) a booking made through one server is listed on the other's customer dashboard;
//   (c) crew capacity holds across both: many customers book the same slot at the same instant,
//       half through each server; exactly CREWS get 201, the rest 409, and the database
//       holds exactly CREWS live bookings for that slot. Repeated on several slots;
//   (d) the email outbox: both servers' workers deliver from one outbox table; every message
//       queued during the proof is sent exactly once (each server writes its .eml files to a
//       folder of its own, named after the outbox row: no row's file appears twice);
//   (e) visit photos: both servers keep them in one uploads folder, as processes of one machine
//       do; a photo uploaded through one is served by the other byte for byte, and 16 uploads to
//       one visit split across both at once store exactly the 12 a visit may have, with no file
//       left behind by the 4 refused.
// Exits 1 on any violation.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { root } from "../lib.mjs";
import {
  bookableDates,
  bookingBody,
  postJson,
  requireBuild,
  signUp,
  startServer,
  TIME_SLOTS,
  table,
  waitUntilServing,
} from "./app.mjs";
import { createCrewWorld, getPhoto, signIn, staffCrews, testJpeg, uploadPhoto } from "./crew-world.mjs";
import { startProof } from "./lib.mjs";
import { startPostgres } from "./postgres.mjs";

const PORTS = [3401, 3402];
// Behind a balancer both processes serve one public origin; requests carry it as their Origin.
const ORIGIN = "http://localhost:3401";
// The Bay Area crews the proof staffs; each takes one of the racers for a slot.
const CREWS = Number(process.env.PROOF_CREWS ?? 2);
const RACERS = 20;
const RACES = 5;
const PHOTOS_PER_VISIT = 12; // PHOTO_LIMITS.maxPerVisit (src/domain/visit/photo-rules.ts)
const PHOTO_RACERS = 16;
const TIME_LIMIT_MS = 180_000;

requireBuild();
const proof = startProof(TIME_LIMIT_MS);
const { cleanups, failures, check } = proof;
const url = (port, p) => `http://localhost:${port}${p}`;
const getSession = (port, cookie) =>
  fetch(url(port, "/api/auth/get-session"), { headers: { cookie } }).then((r) => r.json());
/** The dashboard page; `toSignIn` when it sends the visitor to sign in (the page streams, so the
 * redirect arrives as a refresh tag in a 200 answer, or as a 307 when nothing was sent yet). */
const dashboard = async (port, cookie) => {
  const res = await fetch(url(port, "/customer-dashboard"), { headers: cookie ? { cookie } : {}, redirect: "manual" });
  const html = await res.text();
  const toSignIn =
    (res.status === 307 && res.headers.get("location")?.includes("/customer-login")) ||
    /id="__next-page-redirect"[^>]*url=\/customer-login/.test(html);
  return { status: res.status, toSignIn, html };
};

const raceRows = [
  ["race", "slot", "requests (3401/3402)", "201", "409", "other", "201 via 3401/3402", "live bookings in db"],
];
let db;
try {
  const postgres = await startPostgres();
  cleanups.push(async () => postgres.stop());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-scale-"));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  // Each server its own DATA_DIR: on PostgreSQL it holds only the .eml outbox and the photos
  // (the auth secret comes from the environment, and no pglite folder is opened). Sharing the whole
  // folder would be safe for the app, but (d) tells a message sent twice by finding its file in
  // both outboxes. So only DATA_DIR/uploads is shared, as a link to one folder, which is how the
  // processes of one machine share photos (src/server/uploads/storage.ts) without S3.
  const dataDirs = PORTS.map((port) => path.join(dataDir, String(port)));
  const uploadsDir = path.join(dataDir, "uploads");
  fs.mkdirSync(uploadsDir);
  for (const dir of dataDirs) {
    fs.mkdirSync(dir);
    fs.symlinkSync(uploadsDir, path.join(dir, "uploads"));
  }
  console.log(`PostgreSQL ${postgres.version} on 127.0.0.1:${postgres.port}; app servers on ${PORTS.join(" and ")}`);

  const env = {
    DATABASE_URL: postgres.url,
    SITE_URL: ORIGIN,
    BETTER_AUTH_SECRET: "scale-out-proof-secret-0123456789abcdef012345",
    AUTH_RATE_LIMIT: "off",
    // The races are about crew capacity across two servers: each customer books several visits
    // with an unverified account, which the per-customer limits (proven by their own tests) refuse.
    BOOKING_LIMITS: "off",
    // All racers come from 127.0.0.1: the per-address request limits would answer 429 first.
    RATE_LIMIT_SCALE: "1000",
  };
  const servers = PORTS.map((port, i) => {
    const server = startServer(port, { ...env, DATA_DIR: dataDirs[i] });
    cleanups.push(async () => {
      await server.stop(5000);
    });
    return server;
  });
  const bootAt = Date.now();
  await Promise.all(servers.map((s) => waitUntilServing(s)));
  console.log(`Both servers serving ${Date.now() - bootAt} ms after starting together on an empty database.`);

  db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
  cleanups.push(async () => db.end());
  // Only staffed crews sell time (the demo seed never runs on PostgreSQL): CREWS crews, each
  // with a technician.
  await staffCrews((sql, params) => db.query(sql, params).then((r) => r.rows), { crews: CREWS });
  const migrationFiles = fs
    .readdirSync(path.join(root, "src/server/db/migrations"))
    .filter((f) => f.endsWith(".sql")).length;
  const applied = Number((await db.query("select count(*) from drizzle.__drizzle_migrations")).rows[0].count);
  check(
    applied === migrationFiles,
    `concurrent start migrated once: ${applied} migrations recorded for ${migrationFiles} files`,
  );

  console.log("\n(a) sessions");
  const tag = crypto.randomUUID().slice(0, 8);
  const email = `scale-${tag}@example.com`;
  const cookie = await signUp(PORTS[0], ORIGIN, { email, name: "Sam Scale" });
  check((await getSession(PORTS[1], cookie))?.user?.email === email, "a session from sign-up on 3401 is valid on 3402");
  const anonymous = await dashboard(PORTS[1], null);
  check(anonymous.toSignIn, "without a session 3402 sends /customer-dashboard to sign-in");
  const own = await dashboard(PORTS[1], cookie);
  check(
    own.status === 200 && !own.toSignIn && own.html.includes(email),
    "with the 3401 session cookie 3402 renders that customer's dashboard",
  );

  console.log("\n(b) bookings");
  const slots = bookableDates().flatMap((date) => TIME_SLOTS.map((time) => ({ date, time })));
  const raceDates = bookableDates().slice(0, RACES);
  for (const [from, to] of [PORTS, [...PORTS].reverse()]) {
    const address = `${Math.floor(Math.random() * 9000) + 1000} Scale-Out Way, booked via ${from}`;
    const made = await postJson(url(from, "/api/bookings"), bookingBody(from, slots.pop(), address), {
      cookie,
      origin: ORIGIN,
    });
    check(made.status === 201, `booking through ${from} answered ${made.status}`);
    const seen = await dashboard(to, cookie);
    check(seen.html.includes(address), `the booking made through ${from} is on ${to}'s dashboard`);
  }

  console.log(`\n(c) capacity: ${RACERS} customers race for one slot, crews ${CREWS}`);
  const racers = await Promise.all(
    Array.from({ length: RACERS }, (_, i) =>
      signUp(PORTS[i % 2], ORIGIN, { email: `racer-${tag}-${i}@example.com`, name: `Racer ${i}` }),
    ),
  );
  // Open connections to both servers first, so the race is not decided by who connects first.
  await Promise.all(racers.map((c, i) => getSession(PORTS[i % 2], c)));
  for (let race = 1; race <= RACES; race++) {
    // One race per day: a job holds its crew for hours, so races on one day would share crews.
    const slot = { date: raceDates.shift(), time: "09:00" };
    const answers = await Promise.all(
      racers.map((c, i) =>
        postJson(url(PORTS[i % 2], "/api/bookings"), bookingBody(i, slot, `${i + 1} Race St`), {
          cookie: c,
          origin: ORIGIN,
        }).then((r) => ({ ...r, port: PORTS[i % 2] })),
      ),
    );
    const created = answers.filter((a) => a.status === 201);
    const conflicts = answers.filter((a) => a.status === 409).length;
    const other = answers.length - created.length - conflicts;
    const live = Number(
      (
        await db.query(
          "select count(*) from bookings where service_area = 'bay-area' and appointment_date = $1 and appointment_time = $2 and status <> 'cancelled'",
          [slot.date, slot.time],
        )
      ).rows[0].count,
    );
    const via = PORTS.map((p) => created.filter((a) => a.port === p).length).join("/");
    raceRows.push([
      race,
      `${slot.date} ${slot.time}`,
      `${RACERS / 2}/${RACERS / 2}`,
      created.length,
      conflicts,
      other,
      via,
      live,
    ]);
    const ok = created.length === CREWS && conflicts === RACERS - CREWS && live === CREWS;
    if (!ok)
      failures.push(`race ${race}: ${created.length} created, ${conflicts} conflicts, ${other} other, ${live} stored`);
  }
  console.log(table(raceRows));

  console.log("\n(d) email: two workers on one outbox table");
  const deadline = Date.now() + 30_000;
  let pending = Number.POSITIVE_INFINITY;
  while (Date.now() < deadline) {
    pending = Number((await db.query("select count(*) from outbox_messages where status <> 'sent'")).rows[0].count);
    if (pending === 0) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const sentRows = (await db.query("select id from outbox_messages where status = 'sent'")).rows.map((r) => r.id);
  const deliveries = new Map();
  const perServer = dataDirs.map((dir) => {
    const outbox = path.join(dir, "outbox");
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith(".eml")) : [];
    for (const f of files) {
      const id = f.slice(-40, -4);
      deliveries.set(id, (deliveries.get(id) ?? 0) + 1);
    }
    return files.length;
  });
  const twice = [...deliveries].filter(([, n]) => n > 1).map(([id]) => id);
  check(pending === 0, `every queued message was sent within 30 s (${sentRows.length} messages, ${pending} left)`);
  check(
    twice.length === 0 && sentRows.every((id) => deliveries.get(id) === 1),
    `each sent once: ${perServer.join(" + ")} files from ${PORTS.join(" + ")} for ${sentRows.length} rows, ${twice.length} sent twice`,
  );

  console.log("\n(e) visit photos: one uploads folder, two servers");
  const world = await createCrewWorld((sql, params) => db.query(sql, params).then((r) => r.rows), { jobs: 2 });
  const [shownVisit, fullVisit] = world.bookingIds;
  const techCookie = await signIn(PORTS[0], ORIGIN, world.technician.email);
  const photo = await testJpeg();
  const made = await uploadPhoto(PORTS[0], ORIGIN, techCookie, shownVisit, photo);
  check(made.status === 201, `a photo uploaded through ${PORTS[0]} answered ${made.status}`);
  const photoId = made.json?.photo?.id;
  const viaA = await getPhoto(PORTS[0], techCookie, shownVisit, photoId);
  const viaB = await getPhoto(PORTS[1], techCookie, shownVisit, photoId);
  check(
    viaB.status === 200 && viaB.contentType === "image/jpeg" && viaB.bytes.length > 0 && viaB.bytes.equals(viaA.bytes),
    `${PORTS[1]} serves it: ${viaB.status}, ${viaB.bytes.length} bytes, the same as ${PORTS[0]} serves (${viaA.bytes.length})`,
  );
  const uploads = await Promise.all(
    Array.from({ length: PHOTO_RACERS }, (_, i) =>
      uploadPhoto(PORTS[i % 2], ORIGIN, techCookie, fullVisit, photo, i % 2 ? "after" : "before"),
    ),
  );
  const stored = uploads.filter((u) => u.status === 201).length;
  const full = uploads.filter((u) => u.status === 409).length;
  const rows = Number(
    (await db.query("select count(*) from visit_photos where booking_id = $1", [fullVisit])).rows[0].count,
  );
  const files = fs.readdirSync(path.join(uploadsDir, "visits", fullVisit));
  check(
    stored === PHOTOS_PER_VISIT && full === PHOTO_RACERS - PHOTOS_PER_VISIT && rows === PHOTOS_PER_VISIT,
    `${PHOTO_RACERS} uploads to one visit at once, half through each: ${stored} stored (201), ${full} refused as full (409), ${rows} rows`,
  );
  check(
    files.length === 2 * PHOTOS_PER_VISIT,
    `${files.length} files in its folder: a full photo and a thumbnail for each row, none left by the refused`,
  );

  // Last: a session ended on one server is ended on both (sessions live in the database).
  const out = await fetch(url(PORTS[1], "/api/auth/sign-out"), {
    method: "POST",
    headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
    body: "{}",
  });
  check(out.ok && (await getSession(PORTS[0], cookie)) === null, "signing out on 3402 ends the session on 3401");
} catch (error) {
  proof.crashed(error);
} finally {
  await proof.finish();
}

proof.verdict(
  `two servers on one PostgreSQL share sessions and bookings, and ${RACES} races ` +
    `of ${RACERS} customers each booked exactly ${CREWS} per slot; their emails went out once each; ` +
    `a photo taken through one was served by the other, and ${PHOTO_RACERS} uploads through both kept ${PHOTOS_PER_VISIT}.`,
);

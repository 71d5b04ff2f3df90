// `npm run proof:crash`: no acknowledged write is lost when the server process is killed.
//
// For each backend (embedded PGlite in a fresh data folder, then a throwaway PostgreSQL), several
// rounds of: start the production server, sign up a few customers, stream price requests (leads)
// and bookings from concurrent clients while recording every id the server acknowledged (2xx),
// SIGKILL the server at a random moment mid-stream, start it again on the same data, stop it
// gracefully, and look every acknowledged id up in the database itself. Rows that were stored but
// never acknowledged (in flight at the kill) are counted too; they are expected and harmless.
//
// Every acknowledged lead must also have its owner notification sent after the restart: queued in
// the lead's own transaction (outbox_messages), then delivered by the restarted server's outbox
// worker. The proof waits (bounded) until an .eml naming each acknowledged lead is in the data
// folder's outbox, then checks the outbox row of each is 'sent' and its .eml file exists.
//
// Then, on each backend's data, a payment and a refund each killed between Stripe's
// acknowledgement and our bookkeeping, settled by Stripe's retried webhook once (payment-kill.mjs).
//
// Then, on each backend's data, a visit photo upload killed mid-body: a technician of a crew with
// a started visit (written into the database, see crew-world.mjs) sends the headers of a real
// photo and half its bytes, the server is killed, and after the restart nothing of that upload
// is stored, listed or served, while the same photo sent whole afterwards is stored and served.
//
// What this proves is durability against a killed process. It says nothing about an operating
// system crash or a power loss: PGlite never fsyncs (see the README).
//
// Exits 1 when an acknowledged row is missing, the killed upload left a row or a photo file or the
// whole one afterwards failed, an acknowledged lead's owner notification is not
// sent after the restart, the server does not come back after a kill, or a round acknowledged
// nothing (a proof that tested nothing).
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  bookableDates,
  bookingBody,
  leadBody,
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
import { provePaymentKill } from "./payment-kill.mjs";
import { startPostgres } from "./postgres.mjs";

const PORT = 3400;
const ORIGIN = `http://localhost:${PORT}`;
const ROUNDS = Number(process.env.PROOF_ROUNDS ?? 3);
const CLIENTS = 3; // of each kind: 3 streaming leads, 3 streaming bookings
// Bay Area crews the proof staffs: enough that no booking in the stream is refused for a full slot.
const CREWS = 50;
const TIME_LIMIT_MS = 540_000;
/** How long the restarted server's worker gets to deliver what the killed one left. */
const DELIVERY_WAIT_MS = 60_000;
/**
 * The killed server's claims on PostgreSQL are taken over when their lease runs out (120 s by
 * default); 10 s here keeps the rounds short. On PGlite the restarted server, the folder's only
 * user, releases them at start.
 */
const LEASE_SECONDS = 10;

requireBuild();
const proof = startProof(TIME_LIMIT_MS);
const { cleanups } = proof;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const slots = bookableDates().flatMap((date) => TIME_SLOTS.map((time) => ({ date, time })));

function serverEnv(dataDir, databaseUrl) {
  return {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SITE_URL: ORIGIN,
    BETTER_AUTH_SECRET: "crash-proof-secret-0123456789abcdef0123456789",
    AUTH_RATE_LIMIT: "off",
    // The stream books many visits per customer; the per-customer limits have their own tests.
    BOOKING_LIMITS: "off",
    RATE_LIMIT_SCALE: "1000",
    LEAD_RATE_LIMIT_PER_MINUTE: "100000",
    OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
  };
}

/** Starts a server and registers it for cleanup (SIGKILL if still running at the end). */
function launch(env) {
  const server = startServer(PORT, env);
  cleanups.push(async () => {
    if (!server.hasExited()) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  });
  return server;
}

/**
 * Concurrent clients sending requests one after another until `state.stopped`. Each 2xx answer's
 * id is recorded before the next request; anything else is counted by status.
 */
function stream(cookies, state, acked, counter) {
  const tally = (key) => {
    state.other[key] = (state.other[key] ?? 0) + 1;
  };
  const leadClient = async () => {
    while (!state.stopped) {
      const n = counter.leads++;
      try {
        const { status, json } = await postJson(`${ORIGIN}/api/leads`, leadBody(n, state.tag));
        if (status >= 200 && status < 300 && json?.leadId) acked.leads.add(json.leadId);
        else tally(`lead ${status}`);
      } catch {
        tally("lead: no answer");
      }
    }
  };
  const bookingClient = async (cookie) => {
    while (!state.stopped) {
      const n = counter.bookings++;
      const body = bookingBody(n, slots[n % slots.length]);
      try {
        const { status, json } = await postJson(`${ORIGIN}/api/bookings`, body, { cookie, origin: ORIGIN });
        if (status >= 200 && status < 300 && json?.booking?.id) {
          acked.bookings.set(json.booking.id, body.isRecurring);
        } else tally(`booking ${status}`);
      } catch {
        tally("booking: no answer");
      }
    }
  };
  return Promise.all([...cookies.map(() => leadClient()), ...cookies.map((c) => bookingClient(c))]);
}

async function readPglite(dataDir) {
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pglite/pgdata"));
  try {
    return await readIds((sql) => db.query(sql).then((r) => r.rows));
  } finally {
    await db.close();
  }
}

async function readPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await readIds((sql) => client.query(sql).then((r) => r.rows));
  } finally {
    await client.end();
  }
}

async function readIds(query) {
  const ids = async (sql) => new Set((await query(sql)).map((r) => r.id));
  const notices = await query(
    "select id, lead_id, status from outbox_messages where kind = 'lead-owner-notice' and lead_id is not null",
  );
  return {
    leads: await ids("select id from pricing_leads"),
    bookings: await ids("select id from bookings"),
    schedules: await ids("select original_booking_id as id from recurring_schedules"),
    /** lead id -> its owner notifications' outbox rows */
    notices: notices.reduce((map, r) => map.set(r.lead_id, [...(map.get(r.lead_id) ?? []), r]), new Map()),
  };
}

/**
 * The .eml files in a data folder's outbox, read once each: which leads' owner notifications
 * they carry, and the outbox row id each file is named after.
 */
function mailReader(dataDir) {
  const dir = path.join(dataDir, "outbox");
  const seen = new Set();
  const leads = new Set();
  const rowIds = new Set();
  return {
    leads,
    rowIds,
    scan() {
      if (!fs.existsSync(dir)) return;
      for (const name of fs.readdirSync(dir)) {
        if (!name.endsWith(".eml") || seen.has(name)) continue;
        seen.add(name);
        const id = name.match(/([0-9a-f-]{36})\.eml$/)?.[1];
        if (id) rowIds.add(id);
        // Quoted-printable soft line breaks undone, so an id is never split.
        const text = fs.readFileSync(path.join(dir, name), "utf8").replace(/=\r?\n/g, "");
        for (const m of text.matchAll(/Lead id: ([0-9a-f-]{36})/g)) leads.add(m[1]);
      }
    },
  };
}

async function proveBackend(name, dataDir, databaseUrl, read) {
  const env = serverEnv(dataDir, databaseUrl);
  const lockFile = path.join(dataDir, "pglite/LOCK");
  const acked = { leads: new Set(), bookings: new Map() };
  const counter = { leads: 0, bookings: 0 };
  const result = {
    name,
    rounds: 0,
    missing: 0,
    unackedLeads: 0,
    unackedBookings: 0,
    noticesSent: 0,
    unsentAtKill: 0,
    problems: [],
  };
  const mail = mailReader(dataDir);
  // Only staffed crews sell time: the first start migrates the fresh database, then each Bay Area
  // crew gets a technician.
  const first = launch(env);
  await waitUntilServing(first);
  await first.stop();
  await withDatabase(dataDir, databaseUrl, (query) => staffCrews(query, { crews: CREWS }));
  for (let round = 1; round <= ROUNDS; round++) {
    const server = launch(env);
    await waitUntilServing(server);
    if (!databaseUrl) {
      const holder = Number.parseInt(fs.readFileSync(lockFile, "utf8"), 10); // first line: the pid
      if (holder !== server.pid)
        result.problems.push(`round ${round}: lock held by ${holder}, not the server ${server.pid}`);
    }
    const tag = crypto.randomUUID().slice(0, 8);
    const cookies = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) => signUp(PORT, ORIGIN, { email: `crash-${tag}-${i}@example.com` })),
    );
    const before = { leads: acked.leads.size, bookings: acked.bookings.size };
    const state = { stopped: false, tag, other: {} };
    const streaming = stream(cookies, state, acked, counter);
    // Kill at a random moment once both kinds of write are flowing (a fresh process answers its
    // first requests slowly, more so on a busy machine).
    const streamAt = Date.now();
    while (
      (acked.leads.size === before.leads || acked.bookings.size === before.bookings) &&
      Date.now() - streamAt < 20_000
    ) {
      await sleep(20);
    }
    const warmUp = Date.now() - streamAt;
    const killAfter = Math.round(1500 + Math.random() * 1500);
    await sleep(killAfter);
    state.stopped = true;
    server.child.kill("SIGKILL");
    const { signal } = await server.exited;
    await streaming;
    if (signal !== "SIGKILL") result.problems.push(`round ${round}: server ended by ${signal}, not SIGKILL`);
    const staleLock = !databaseUrl && fs.existsSync(lockFile);
    mail.scan();
    const unsentAtKill = [...acked.leads].filter((id) => !mail.leads.has(id)).length;
    result.unsentAtKill += unsentAtKill;

    const restartAt = Date.now();
    const again = launch(env);
    try {
      await waitUntilServing(again);
    } catch (error) {
      result.problems.push(`round ${round}: the server did not come back after the kill: ${error.message}`);
      break;
    }
    const restartMs = Date.now() - restartAt;
    // The restarted server's worker delivers what the killed one left queued (or claimed). A
    // notice the killed process had written to its file but not yet marked sent is still claimed
    // on PostgreSQL until its lease runs out: its file alone does not end the wait, its row must
    // be 'sent' too (PGlite's restarted server releases such claims at start).
    const deliveryAt = Date.now();
    let waiting = [];
    for (;;) {
      mail.scan();
      waiting = [...acked.leads].filter((id) => !mail.leads.has(id));
      if (waiting.length === 0 && databaseUrl) {
        const { notices } = await read();
        waiting = [...acked.leads].filter((id) => !(notices.get(id) ?? []).some((r) => r.status === "sent"));
      }
      if (waiting.length === 0 || Date.now() - deliveryAt > DELIVERY_WAIT_MS) break;
      await sleep(250);
    }
    const deliveredMs = Date.now() - deliveryAt;
    const stopped = await again.stop();
    if (stopped.code !== 0)
      result.problems.push(`round ${round}: graceful stop ended with ${stopped.signal ?? stopped.code}`);
    if (!databaseUrl && fs.existsSync(lockFile))
      result.problems.push(`round ${round}: lock left after a graceful stop`);

    // Every id acknowledged in this round and all earlier ones must still be there.
    const stored = await read();
    const missingLeads = [...acked.leads].filter((id) => !stored.leads.has(id));
    const missingBookings = [...acked.bookings.keys()].filter((id) => !stored.bookings.has(id));
    const missingSchedules = [...acked.bookings].filter(([id, recurring]) => recurring && !stored.schedules.has(id));
    // Every acknowledged lead: its owner notification's row is 'sent' and its .eml file exists.
    const unnotified = [...acked.leads].filter((id) => {
      const rows = stored.notices.get(id) ?? [];
      return !rows.some((r) => r.status === "sent" && mail.rowIds.has(r.id)) || !mail.leads.has(id);
    });
    result.noticesSent = acked.leads.size - unnotified.length;
    const missingBefore = result.missing;
    result.rounds = round;
    result.missing = missingLeads.length + missingBookings.length + missingSchedules.length;
    result.unackedLeads = [...stored.leads].filter((id) => !acked.leads.has(id)).length;
    result.unackedBookings = [...stored.bookings].filter((id) => !acked.bookings.has(id)).length;
    const leadsNow = acked.leads.size - before.leads;
    const bookingsNow = acked.bookings.size - before.bookings;
    const others =
      Object.entries(state.other)
        .map(([k, v]) => `${k}: ${v}`)
        .join(", ") || "none";
    console.log(
      `  ${name} round ${round}: first answers after ${warmUp} ms, killed ${killAfter} ms later; acknowledged ${leadsNow} leads, ${bookingsNow} bookings; ` +
        `not acknowledged: ${others}; stale lock left: ${databaseUrl ? "n/a" : staleLock ? "yes" : "no"}; ` +
        `back in ${restartMs} ms; missing so far: ${result.missing}; ` +
        `owner notices unsent at the kill: ${unsentAtKill}, all sent ${waiting.length === 0 ? `${deliveredMs} ms after the restart` : "NOT within the wait"}; ` +
        `acknowledged leads without a sent notice: ${unnotified.length}`,
    );
    if (unnotified.length > 0) {
      result.problems.push(
        `round ${round}: ${unnotified.length} acknowledged leads have no sent owner notification after the restart [${unnotified.slice(0, 10).join(", ")}${unnotified.length > 10 ? ", ..." : ""}]`,
      );
    }
    if (result.missing > missingBefore) {
      result.problems.push(
        `round ${round}: missing ${missingLeads.length} acknowledged leads [${missingLeads.join(", ")}], ` +
          `${missingBookings.length} bookings [${missingBookings.join(", ")}], ` +
          `${missingSchedules.length} recurring schedules of acknowledged bookings [${missingSchedules.map(([id]) => id).join(", ")}]`,
      );
    }
    if (leadsNow === 0 || bookingsNow === 0)
      result.problems.push(`round ${round}: nothing acknowledged, nothing proved`);
  }
  result.leads = acked.leads.size;
  result.bookings = acked.bookings.size;
  return result;
}

/** Runs `fn(query)` on the backend's database; on PGlite only while no server holds the folder. */
async function withDatabase(dataDir, databaseUrl, fn) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await fn((sql, params) => client.query(sql, params).then((r) => r.rows));
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = await PGlite.create(path.join(dataDir, "pglite/pgdata"));
  try {
    return await fn((sql, params) => db.query(sql, params).then((r) => r.rows));
  } finally {
    await db.close();
  }
}

/**
 * Sends the request line, the headers (Content-Length of the whole photo) and only the first half
 * of the body on a raw connection, and resolves once that half has left this process. The server
 * then waits inside the upload route for the rest, which never comes.
 */
function sendHalfUpload(bookingId, cookie, jpeg) {
  const socket = net.connect(PORT, "127.0.0.1");
  socket.on("error", () => {}); // reset by the kill
  const head =
    `POST /api/crew/visits/${bookingId}/photos?kind=before HTTP/1.1\r\n` +
    `Host: localhost:${PORT}\r\nOrigin: ${ORIGIN}\r\nCookie: ${cookie}\r\n` +
    `Content-Type: image/jpeg\r\nContent-Length: ${jpeg.length}\r\n\r\n`;
  let answer = "";
  socket.on("data", (d) => (answer += d));
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("connect", () => {
      socket.write(head);
      socket.write(jpeg.subarray(0, Math.floor(jpeg.length / 2)), () => resolve({ socket, answer: () => answer }));
    });
  });
}

/**
 * A photo upload killed mid-body: no row, no file a key names, nothing listed or served; the same
 * photo sent again afterwards is stored and served. Runs after the rounds, on their data.
 *
 * The route reads the whole body into memory (readBytesCapped) before it decodes or stores
 * anything, so a kill that lands mid-body can leave no file at all, not even a dot-named temporary
 * one; the temporary files the store may leave are from a kill during the write itself, after the
 * body has arrived. They are allowed here for that reason, and named, since no key names them.
 */
async function provePhotoKill(name, dataDir, databaseUrl) {
  const env = serverEnv(dataDir, databaseUrl);
  const problems = [];
  const check = (ok, what) => {
    console.log(`  ${name} photo: ${ok ? "ok  " : "FAIL"} ${what}`);
    if (!ok) problems.push(what);
  };
  const world = await withDatabase(dataDir, databaseUrl, (query) => createCrewWorld(query, { jobs: 1 }));
  const [bookingId] = world.bookingIds;
  const visitDir = path.join(dataDir, "uploads/visits", bookingId);
  const photoRows = () =>
    withDatabase(dataDir, databaseUrl, (query) =>
      query("select id from visit_photos where booking_id = $1", [bookingId]),
    );
  const jpeg = await testJpeg({ noisy: true });

  const server = launch(env);
  await waitUntilServing(server);
  const cookie = await signIn(PORT, ORIGIN, world.technician.email);
  const half = await sendHalfUpload(bookingId, cookie, jpeg);
  // Long enough for the route to have checked the visit and be waiting on the body's second half.
  await sleep(1000);
  const answeredBeforeKill = half.answer();
  server.child.kill("SIGKILL");
  await server.exited;
  half.socket.destroy();
  check(
    answeredBeforeKill === "",
    `no answer to the half-sent ${(jpeg.length / 1e6).toFixed(2)} MB upload before the kill`,
  );

  const again = launch(env);
  await waitUntilServing(again);
  const files = fs.existsSync(visitDir) ? fs.readdirSync(visitDir) : [];
  const named = files.filter((f) => !f.startsWith("."));
  check(
    named.length === 0,
    `no photo file under uploads/visits/<booking>/ after the restart (${named.length} named, ${files.length - named.length} dot-named temporary)`,
  );
  // Should a file have been left, its id must not be served either.
  for (const f of named) {
    const photoId = f.slice(0, 36);
    const got = await getPhoto(PORT, cookie, bookingId, photoId);
    check(got.status === 404, `GET of the left file's photo ${photoId} answered ${got.status}`);
  }
  const page = await fetch(`${ORIGIN}/crew/visits/${bookingId}/report`, { headers: { cookie } });
  const html = await page.text();
  check(
    page.status === 200 && !html.includes(`/api/visits/${bookingId}/photos/`),
    `the visit's report page lists no photo (${page.status})`,
  );
  const unknown = await getPhoto(PORT, cookie, bookingId, crypto.randomUUID());
  check(unknown.status === 404, `GET of a photo id of that visit answers 404 (${unknown.status})`);
  await again.stop();
  check((await photoRows()).length === 0, "no visit_photos row for the booking");

  const last = launch(env);
  await waitUntilServing(last);
  const made = await uploadPhoto(PORT, ORIGIN, cookie, bookingId, jpeg);
  check(made.status === 201 && made.json?.photo?.id, `the same photo sent whole afterwards answered ${made.status}`);
  const photoId = made.json?.photo?.id;
  if (photoId) {
    const got = await getPhoto(PORT, cookie, bookingId, photoId);
    check(
      got.status === 200 && got.contentType === "image/jpeg" && got.bytes[0] === 0xff && got.bytes[1] === 0xd8,
      `and is served: ${got.status}, ${got.contentType}, ${got.bytes.length} bytes`,
    );
  }
  await last.stop();
  const rows = await photoRows();
  check(rows.length === 1 && rows[0].id === photoId, `one visit_photos row, the whole upload's (${rows.length})`);
  return problems;
}

/** What the payment part needs of this script: its port, the server's env, launch and the database. */
const paymentOptions = (name, dataDir, databaseUrl) => ({
  name,
  port: PORT,
  env: serverEnv(dataDir, databaseUrl),
  launch,
  withDatabase: (fn) => withDatabase(dataDir, databaseUrl, fn),
});

const results = [];
const photoProblems = [];
let failed = false;
try {
  // PGlite, the default: a fresh data folder, read back with PGlite itself once the server is gone.
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-crash-pglite-"));
  cleanups.push(async () => fs.rmSync(pgliteDir, { recursive: true, force: true }));
  console.log(`PGlite in ${pgliteDir}`);
  results.push(await proveBackend("PGlite", pgliteDir, undefined, () => readPglite(pgliteDir)));
  for (const p of await provePhotoKill("PGlite", pgliteDir, undefined)) photoProblems.push(`PGlite photo: ${p}`);
  for (const p of await provePaymentKill(paymentOptions("PGlite", pgliteDir, undefined)))
    photoProblems.push(`PGlite payment: ${p}`);

  // PostgreSQL with fsync on (its durable default). Only the app process is killed.
  const postgres = await startPostgres();
  cleanups.push(async () => postgres.stop());
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "clearvent-crash-pg-"));
  cleanups.push(async () => fs.rmSync(outboxDir, { recursive: true, force: true }));
  console.log(`PostgreSQL ${postgres.version} on 127.0.0.1:${postgres.port}`);
  results.push(
    await proveBackend(`PostgreSQL ${postgres.version}`, outboxDir, postgres.url, () => readPostgres(postgres.url)),
  );
  for (const p of await provePhotoKill(`PostgreSQL ${postgres.version}`, outboxDir, postgres.url))
    photoProblems.push(`PostgreSQL photo: ${p}`);
  for (const p of await provePaymentKill(paymentOptions(`PostgreSQL ${postgres.version}`, outboxDir, postgres.url)))
    photoProblems.push(`PostgreSQL payment: ${p}`);
} catch (error) {
  console.error(`\nFAIL: ${error.stack ?? error}`);
  failed = true;
} finally {
  await proof.finish();
}

console.log(
  `\n${table([
    [
      "backend",
      "rounds",
      "acknowledged leads",
      "acknowledged bookings",
      "missing after restart",
      "owner notices sent",
      "unsent at a kill, sent after restart",
      "stored, never acknowledged",
    ],
    ...results.map((r) => [
      r.name,
      r.rounds,
      r.leads,
      r.bookings,
      r.missing,
      `${r.noticesSent} of ${r.leads}`,
      r.unsentAtKill,
      `${r.unackedLeads} leads, ${r.unackedBookings} bookings`,
    ]),
  ])}`,
);
for (const r of results) for (const p of r.problems) console.log(`FAIL ${r.name} ${p}`);
for (const p of photoProblems) console.log(`FAIL ${p}`);
failed ||= results.some((r) => r.problems.length > 0) || results.length < 2 || photoProblems.length > 0;
console.log(
  `\n${failed ? "FAIL" : "PASS"}: every acknowledged lead and booking ${failed ? "was NOT always" : "was"} found after SIGKILL and restart, ` +
    `with every acknowledged lead's owner notification ${failed ? "NOT always " : ""}sent, ` +
    `and a photo upload killed mid-body ${failed ? "checked (see FAIL lines)" : "left nothing behind"} ` +
    `(${proof.seconds()}s). Process-kill durability only; PGlite does not fsync, so an OS crash or power loss is not covered.`,
);
process.exit(failed ? 1 : 0);

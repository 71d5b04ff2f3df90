// A technician in a crew with jobs today, for the proofs and the bench. Written straight into the
// database as tests/support/visit-world.ts does: the proofs on PostgreSQL have no demo seed, and
// inviting a technician goes through an email. The accounts then sign in through better-auth as
// any account does, so the session, the role and the crew are the app's own from there on.
import crypto from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import sharp from "sharp";
import { TIME_SLOTS } from "./app.mjs";

export const CREW_PASSWORD = "Crew-Proof-Pass-2026";

/** "YYYY-MM-DD" now in the zone of the crews' area (bay-area), which decides the crew's "today". */
export const todayInArea = (timeZone = "America/Los_Angeles") =>
  new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());

/**
 * Makes a crew with one technician and `jobs` bookings of one customer on `date` at successive
 * start times, each in `status` (in_progress: photos may be taken). `query(sql, params)` runs
 * one statement and returns its rows: node-postgres's client and PGlite both fit.
 */
export async function createCrewWorld(query, { jobs = 1, status = "in_progress", date = todayInArea() } = {}) {
  const tag = crypto.randomUUID().slice(0, 8);
  const hash = await hashPassword(CREW_PASSWORD);
  const person = async (name, role) => {
    const id = crypto.randomUUID();
    const email = `${name.split(" ")[0].toLowerCase()}-${tag}@example.com`;
    await query('insert into "user" (id, name, email, email_verified, role) values ($1, $2, $3, true, $4)', [
      id,
      name,
      email,
      role,
    ]);
    await query(
      "insert into account (id, account_id, provider_id, user_id, password) values ($1, $2, 'credential', $2, $3)",
      [crypto.randomUUID(), id, hash],
    );
    await query("insert into profiles (user_id, full_name) values ($1, $2)", [id, name]);
    return { id, email, name };
  };
  const [crew] = await query("insert into crews (name, service_area) values ($1, 'bay-area') returning id", [
    `Proof crew ${tag}`,
  ]);
  const technician = await person("Tess Tech", "technician");
  await query("insert into crew_members (user_id, crew_id) values ($1, $2)", [technician.id, crew.id]);
  const customer = await person("Cara Customer", "customer");
  const bookingIds = [];
  for (let i = 0; i < jobs; i++) {
    const [row] = await query(
      `insert into bookings (user_id, service_type, appointment_date, appointment_time, address, bedrooms,
         bathrooms, square_feet, price_exact, status, crew_id, customer_phone, duration_minutes)
       values ($1, 'air_duct', $2, $3, $4, 3, 2, 1600, '299.00', $5, $6, '4155550100', 60) returning id`,
      [
        customer.id,
        date,
        TIME_SLOTS[i % TIME_SLOTS.length],
        `${2180 + i} Milvia St, Berkeley, CA 94704`,
        status,
        crew.id,
      ],
    );
    bookingIds.push(row.id);
  }
  return { technician, customer, crewId: crew.id, bookingIds };
}

/** Signs in with email and password and returns the session cookie ("name=value; ..."). */
export async function signIn(port, origin, email, password = CREW_PASSWORD) {
  const res = await fetch(`http://localhost:${port}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} on ${port} answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token")) throw new Error(`sign-in of ${email} set no session cookie`);
  return cookie;
}

/**
 * A phone-sized JPEG. Noise, because a flat picture compresses to a few KB: `noisy` makes one of
 * about 1.4 MB, a real photo's size, so an upload takes many TCP segments to arrive.
 */
export function testJpeg({ noisy = false, width = 1600, height = 1200 } = {}) {
  const create = { width, height, channels: 3, background: { r: 120, g: 110, b: 90 } };
  return sharp({ create: noisy ? { ...create, noise: { type: "gaussian", mean: 128, sigma: 50 } } : create })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** POSTs a photo as the raw body, as the crew's phone does; { status, json }. */
export async function uploadPhoto(port, origin, cookie, bookingId, bytes, kind = "before") {
  const res = await fetch(`http://localhost:${port}/api/crew/visits/${bookingId}/photos?kind=${kind}`, {
    method: "POST",
    headers: { "content-type": "image/jpeg", origin, cookie },
    body: bytes,
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json };
}

/** GETs a stored photo; { status, contentType, bytes }. */
export async function getPhoto(port, cookie, bookingId, photoId, size = "full") {
  const res = await fetch(`http://localhost:${port}/api/visits/${bookingId}/photos/${photoId}?size=${size}`, {
    headers: { cookie },
  });
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/**
 * Only staffed crews sell time, and a fresh database has no technician (the demo seed
 * never runs on PostgreSQL). Gives every crew of `area` without a member a technician, making
 * `crews` crews that work every day first when the area has none yet (a fresh database has none:
 * only the demo seed and the old areas' backfill make crews). Returns the crew count.
 */
export async function staffCrews(query, { area = "bay-area", crews = 1 } = {}) {
  let rows = await query("select id from crews where service_area = $1", [area]);
  if (rows.length === 0) {
    for (let i = 1; i <= crews; i++) {
      await query("insert into crews (name, service_area, weekdays) values ($1, $2, '1111111')", [`Crew ${i}`, area]);
    }
    rows = await query("select id from crews where service_area = $1", [area]);
  }
  const staffed = new Set((await query("select distinct crew_id from crew_members")).map((r) => r.crew_id));
  for (const { id: crewId } of rows) {
    if (staffed.has(crewId)) continue;
    const id = crypto.randomUUID();
    await query('insert into "user" (id, name, email, email_verified, role) values ($1, $2, $3, true, $4)', [
      id,
      "Staff Tech",
      `staff-${id.slice(0, 8)}@example.com`,
      "technician",
    ]);
    await query("insert into crew_members (user_id, crew_id) values ($1, $2)", [id, crewId]);
  }
  return rows.length;
}

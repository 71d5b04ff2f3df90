import "server-only";
import { randomUUID } from "node:crypto";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { and, eq, inArray, isNotNull, or } from "drizzle-orm";
import { site } from "@/content/site";
import { SERVICE_AREAS } from "@/domain/areas/service-areas";
import { exactPrice, type ServiceType } from "@/domain/pricing/pricing";
import { jobDurationMinutes } from "@/domain/scheduling/duration";
import { localDate } from "@/domain/scheduling/schedule";
import { insertDemoIdentity } from "@/server/business/business-identity";
import type { Db } from "@/server/db/client";
import { account, bookings, crewMembers, crews, profiles, session, user } from "@/server/db/schema";

// The demo accounts of the README (and the demo crews' day, for the technician's phone). Their passwords are published, so they exist only on the
// embedded database (a local trial or demo): written once, in the open that creates that database,
// and never again. On PostgreSQL nothing is seeded, and an account that can still sign in with a
// published password is disabled when the database is opened (see disablePublishedPasswords).

export const DEMO_CUSTOMER = {
  name: "Dana Demo",
  email: "demo@clearvent.example",
  password: "DemoPass123!",
  role: "customer",
} as const;

export const DEMO_ADMIN = {
  name: "Olivia Owner",
  email: "admin@clearvent.example",
  password: "AdminPass123!",
  role: "admin",
} as const;

export const DEMO_TECHNICIAN = {
  name: "Theo Tech",
  email: "tech@clearvent.example",
  password: "TechPass123!",
  role: "technician",
} as const;

const DEMO_ACCOUNTS = [DEMO_CUSTOMER, DEMO_ADMIN, DEMO_TECHNICIAN];
export const PUBLISHED_PASSWORDS: readonly string[] = DEMO_ACCOUNTS.map((a) => a.password);

/** The clock the caller gave, for rows whose columns would otherwise take the database's. */
const stamped = (now: Date) => ({ createdAt: now, updatedAt: now });

/**
 * Writes the demo accounts as better-auth's sign-up would (user, credential account with the
 * hashed password, profile), verified. Directly, not through better-auth: it runs while the
 * database is being opened, before auth can use it. Returns the emails written.
 */
export async function insertDemoAccounts(db: Db, now: Date = new Date()): Promise<string[]> {
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (demo) => ({ demo, id: randomUUID(), hash: await hashPassword(demo.password) })),
  );
  await db.transaction(async (tx) => {
    for (const { demo, id, hash } of rows) {
      await tx
        .insert(user)
        .values({ id, name: demo.name, email: demo.email, emailVerified: true, role: demo.role, ...stamped(now) });
      await tx
        .insert(account)
        .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash });
      await tx.insert(profiles).values({ userId: id, fullName: demo.name, ...stamped(now) });
    }
    const idOf = (email: string) => rows.find((r) => r.demo.email === email)?.id ?? "";
    await insertDemoCrews(tx, idOf(DEMO_TECHNICIAN.email), idOf(DEMO_CUSTOMER.email), now);
    // Every other metro of the demo has two crews, Monday to Friday, with nobody in them yet: the
    // owner's crews page shows what to staff, and the metro sells no time until someone is in one.
    await tx
      .insert(crews)
      .values(
        SERVICE_AREAS.filter((a) => a.id !== DEMO_CREW.serviceArea).flatMap((a) =>
          ["Crew 1", "Crew 2"].map((name) => ({ name, serviceArea: a.id, weekdays: "0111110" })),
        ),
      );
    // The demo business (today's ClearVent placeholders), marked demo: production, where nothing
    // is seeded, never shows it (decision 0035).
    await insertDemoIdentity(tx, now);
  });
  return rows.map((r) => r.demo.email);
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A fixed id, so the e2e specs can invite a technician to it (tests/e2e/fixtures.ts DEMO_CREW_ID). */
export const DEMO_CREW = {
  id: "00000000-0000-4000-8000-0000000c2e01",
  name: "Crew 1",
  serviceArea: "bay-area",
  phone: "(415) 555-0142",
} as const;

/** Customers of the demo day's other jobs: no password, so nobody signs in as them. */
const DEMO_JOB_CUSTOMERS = [
  { name: "Priya Patel", email: "priya.patel@clearvent.example", phone: "(510) 555-0161" },
  { name: "Marcus Lee", email: "marcus.lee@clearvent.example", phone: "(650) 555-0118" },
  { name: "June Park", email: "june.park@clearvent.example", phone: "(415) 555-0175" },
] as const;

/** Every address the demo seed writes an account for: their bookings are not real business. */
export const DEMO_SEED_EMAILS: readonly string[] = [
  ...DEMO_ACCOUNTS.map((a) => a.email),
  ...DEMO_JOB_CUSTOMERS.map((c) => c.email),
];

interface DemoJob {
  crew: 0 | 1;
  customer: number;
  time: string;
  serviceType: ServiceType;
  size: [bedrooms: number, bathrooms: number, squareFeet: number];
  address: [street: string, city: string, zip: string];
  notes: string | null;
}

// Today's jobs in the Bay Area (the seed's own run date in its zone): three for Crew 1, whose
// technician is the demo login, and one for Crew 2, which that technician must not see.
const DEMO_JOBS: DemoJob[] = [
  {
    crew: 0,
    customer: -1,
    time: "08:00",
    serviceType: "dryer_vent",
    size: [2, 1, 1100],
    address: ["2180 Milvia St", "Berkeley", "94704"],
    notes: "Dryer is in the garage; the side gate is unlocked.",
  },
  {
    crew: 0,
    customer: 0,
    time: "10:00",
    serviceType: "air_duct",
    size: [3, 2, 1800],
    address: ["415 Grand Ave", "Oakland", "94610"],
    notes: "Gate code 4512. Dog in the back yard: please use the front door.",
  },
  {
    crew: 0,
    customer: 1,
    time: "15:00",
    serviceType: "dryer_vent",
    size: [4, 3, 2400],
    address: ["88 Laurel St", "San Carlos", "94070"],
    notes: null,
  },
  {
    crew: 1,
    customer: 2,
    time: "09:00",
    serviceType: "air_duct",
    size: [2, 2, 1300],
    address: ["1200 Valencia St", "San Francisco", "94110"],
    notes: "Street parking only; the van fits on 23rd St.",
  },
];

/**
 * The demo day of the crew's phone: two Bay Area crews, the demo technician in Crew 1, and
 * confirmed jobs today for both crews, so `npm start` shows /crew with work on it at once. Crew
 * assignment on booking is built elsewhere; these rows name their crew directly.
 */
async function insertDemoCrews(db: Db | Tx, technicianId: string, demoCustomerId: string, now: Date) {
  const [crew1, crew2] = await db
    .insert(crews)
    .values([DEMO_CREW, { name: "Crew 2", serviceArea: DEMO_CREW.serviceArea, phone: "(415) 555-0143" }])
    .returning({ id: crews.id });
  if (!crew1 || !crew2) throw new Error("demo crews not written");
  await db.insert(crewMembers).values({ userId: technicianId, crewId: crew1.id });
  const customerIds: string[] = [];
  for (const c of DEMO_JOB_CUSTOMERS) {
    const id = randomUUID();
    await db.insert(user).values({ id, name: c.name, email: c.email, emailVerified: true, ...stamped(now) });
    await db.insert(profiles).values({ userId: id, fullName: c.name, phone: c.phone, ...stamped(now) });
    customerIds.push(id);
  }
  const today = localDate(now, site.timeZone);
  for (const job of DEMO_JOBS) {
    const [bedrooms, bathrooms, squareFeet] = job.size;
    const [street, city, zipCode] = job.address;
    await db.insert(bookings).values({
      userId: job.customer < 0 ? demoCustomerId : (customerIds[job.customer] ?? demoCustomerId),
      serviceType: job.serviceType,
      appointmentDate: today,
      appointmentTime: job.time,
      address: `${street}, ${city}, CA ${zipCode}`,
      city,
      state: "CA",
      zipCode,
      bedrooms,
      bathrooms,
      squareFeet,
      priceExact: exactPrice(job.serviceType, { bedrooms, bathrooms, squareFeet }).toFixed(2),
      durationMinutes: jobDurationMinutes(job.serviceType, squareFeet),
      status: "confirmed",
      notes: job.notes,
      customerPhone: job.customer < 0 ? "(510) 555-0100" : (DEMO_JOB_CUSTOMERS[job.customer]?.phone ?? null),
      serviceArea: DEMO_CREW.serviceArea,
      crewId: job.crew === 0 ? crew1.id : crew2.id,
      createdAt: now,
      updatedAt: now,
    });
  }
}

export interface DisabledAccount {
  email: string;
  role: string;
}

/**
 * Finds every account that still signs in with a password published in the README (the demo
 * accounts by their emails, and every admin whatever its email) by checking the password against
 * the stored hash, and disables it: its password sign-in is removed and its sessions end. The
 * account and everything it owns are kept. An account whose password was changed is left alone.
 */
export async function disablePublishedPasswords(db: Db): Promise<DisabledAccount[]> {
  const candidates = await db
    .select({ userId: user.id, email: user.email, role: user.role, hash: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(
      and(
        eq(account.providerId, "credential"),
        isNotNull(account.password),
        or(
          inArray(
            user.email,
            DEMO_ACCOUNTS.map((a) => a.email),
          ),
          eq(user.role, "admin"),
        ),
      ),
    );
  const disabled: DisabledAccount[] = [];
  for (const c of candidates) {
    let published = false;
    for (const password of PUBLISHED_PASSWORDS) {
      if (await verifyPassword({ hash: c.hash ?? "", password }).catch(() => false)) published = true;
    }
    if (!published) continue;
    await db.transaction(async (tx) => {
      await tx.delete(account).where(and(eq(account.userId, c.userId), eq(account.providerId, "credential")));
      await tx.delete(session).where(eq(session.userId, c.userId));
    });
    disabled.push({ email: c.email, role: c.role });
  }
  return disabled;
}

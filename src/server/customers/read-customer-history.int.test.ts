// The customer page's emails and texts: those to the account's address (or one merged into it),
// to one of its numbers, or about one of its visits, newest first; never the owner's own notices
// about its visits, never another customer's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages, profiles } from "@/server/db/schema";
import { addAdmin, addBooking, addCustomer } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { mergeCustomers } from "./merge-customers";
import { readCustomer } from "./read-customer";

let t: TestDb;
const NOW = new Date();
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const dayOf = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString().slice(0, 10);

const row = (kind: string, to: string, subject: string, minutes: number, patch: Record<string, unknown> = {}) => ({
  kind,
  to,
  subject,
  text: subject,
  channel: "email",
  createdAt: minutesAgo(minutes),
  ...patch,
});

beforeAll(async () => {
  t = await createTestDb();
  await addAdmin(t.db);
  await addCustomer(t.db, "cara", "Cara Diaz");
  await addCustomer(t.db, "dup", "Cara D");
  await addCustomer(t.db, "dan", "Dan Okafor");
  await t.db.insert(profiles).values({ userId: "cara", fullName: "Cara Diaz", phone: "(510) 555-0177" });
  const visit = await addBooking(t.db, { userId: "cara", appointmentDate: dayOf(3), customerPhone: "(510) 555-0177" });
  await t.db.insert(outboxMessages).values([
    row("booking-confirmation", "cara@example.com", "Visit requested", 300, { bookingId: visit.id }),
    // The owner's notice about her visit goes to the owner: not a message to her.
    row("booking-owner-notice", "admin@example.com", "New booking", 299, { bookingId: visit.id }),
    row("sms-booking-reminder", "+15105550177", "Reminder", 120, { channel: "sms" }),
    // Sent to the duplicate's address before the merge below.
    row("booking-reminder", "dup@example.com", "Your visit is in two days", 60),
    // An address the redaction job blanked, about her visit: still hers.
    row("visit-on-my-way", "", "On my way", 30, { bookingId: visit.id }),
    row("booking-confirmation", "dan@example.com", "Visit requested", 10),
  ]);
  const merged = await mergeCustomers(t.db, "owner", { keepId: "cara", mergeId: "dup" }, NOW);
  if (!merged.ok) throw new Error(merged.reason);
});
afterAll(() => t.close());

describe("the customer page's emails and texts", () => {
  it("lists hers newest first: by address, merged address, number and visit; not the owner's, not Dan's", async () => {
    const page = await readCustomer(t.db, "cara");
    expect(page?.messages.map((m) => [m.channel, m.subject])).toEqual([
      ["email", "On my way"],
      ["email", "Your visit is in two days"],
      ["sms", "Reminder"],
      ["email", "Visit requested"],
    ]);
    // The merged record's page still shows what went to its address.
    const dup = await readCustomer(t.db, "dup");
    expect(dup?.messages.map((m) => m.subject)).toEqual(["Your visit is in two days"]);
    expect(dup?.mergedInto).toMatchObject({ id: "cara", fromEmail: "dup@example.com" });
  });
});

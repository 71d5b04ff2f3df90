import { afterAll, beforeAll, expect, it } from "vitest";
import { businessIdentityInputSchema } from "@/domain/business/identity";
import { localDate } from "@/domain/scheduling/schedule";
import type { Booking } from "@/server/db/rows";
import { bookingConfirmationEmail } from "@/server/mail/booking-emails";
import { bookingInvite } from "@/server/mail/calendar";
import { receiveText } from "@/server/sms/receive-text";
import { warmEmailRenderer } from "../../../tests/support/cold-import";
import { calendarOf, parseMail } from "../../../tests/support/parse-mail";
import { addAdmin } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { saveBusinessIdentity } from "./business-identity";
import { followSiteContent, pageIdentity } from "./site-content";

// What a person reads carries the identity the owner saved, never the demo's: an email
// (its footer and text), the calendar file (parsed as a calendar reads it) and a text's answer.

warmEmailRenderer();

let t: TestDb;
const now = new Date();
const ORIGIN = "http://localhost:3000";
const peninsula = businessIdentityInputSchema.parse({
  name: "Peninsula Vent Care",
  phone: "650.321.4477",
  email: "office@peninsulavent.com",
  street: "200 Middlefield Rd",
  city: "Menlo Park",
  state: "CA",
  zip: "94025",
});
const DEMO_FACTS = /555-0134|\+14155550134|Example Street|ClearVent|clearvent\.example/;

beforeAll(async () => {
  t = await createTestDb();
  await addAdmin(t.db);
  await saveBusinessIdentity(t.db, "owner", peninsula, now);
  await followSiteContent(t.db, { force: true, loadOnly: true });
  expect(pageIdentity().brand).toBe("Peninsula Vent Care");
});
afterAll(() => t.close());

const day = localDate(new Date(now.getTime() + 7 * 86_400_000), "America/Los_Angeles");
const booking = {
  id: "1a2b3c4d-0000-4000-8000-000000000051",
  serviceType: "air_duct",
  appointmentDate: day,
  appointmentTime: "09:00",
  timeZone: "America/Los_Angeles",
  serviceArea: "bay-area",
  durationMinutes: 180,
  address: "12 Elm St, Palo Alto, CA 94301",
  customerPhone: "(650) 555-0100",
  status: "pending",
  priceExact: "409.00",
  isRecurring: false,
  recurringIntervalMonths: null,
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 2000,
  notes: null,
  sequence: 0,
  cancelReason: null,
  createdAt: now,
  updatedAt: now,
} as unknown as Booking;

it("an email's footer and text name the saved business and its phone", async () => {
  const mail = await parseMail(await bookingConfirmationEmail(booking, "cara@example.com", ORIGIN));
  const text = mail.text ?? "";
  expect(text).toContain("Peninsula Vent Care · (650) 321-4477");
  expect(mail.html || "").toContain("Peninsula Vent Care · (650) 321-4477");
  expect(text).not.toMatch(DEMO_FACTS);
});

it("the calendar file's organizer and title are the saved business", async () => {
  const { event } = calendarOf(await parseMail(await bookingConfirmationEmail(booking, "c@example.com", ORIGIN)));
  expect(String(event.summary)).toMatch(/ - Peninsula Vent Care$/);
  const organizer = event.organizer as unknown as { params: { CN: string }; val: string };
  expect(organizer.params.CN.replace(/^"|"$/g, "")).toBe("Peninsula Vent Care");
  expect(organizer.val.toLowerCase()).toBe("mailto:office@peninsulavent.com");
  expect(bookingInvite(booking, ORIGIN)).not.toMatch(DEMO_FACTS);
});

it("a text's answer names the saved business and its phone", async () => {
  const help = await receiveText(
    t.db,
    { from: "(650) 555-0100", body: "HELP" },
    { now, ownerEmail: "admin@example.com", origin: ORIGIN },
  );
  expect(help.answer).toContain("Peninsula Vent Care:");
  expect(help.answer).toContain("Call (650) 321-4477");
  expect(help.answer).not.toMatch(DEMO_FACTS);
});

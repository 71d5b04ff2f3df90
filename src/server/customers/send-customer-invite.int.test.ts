// The account invite on a real database: a customer without a password (made from a call or a
// lead) gets one emailed link that sets a password once through better-auth, and no longer after
// it expires; the page records who sent it and when, and lists the email among those sent.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { customerInvites, outboxMessages, user } from "@/server/db/schema";
import { INVITE_VALID_DAYS } from "@/server/technician/invite-technician";
import { parseOutboxMail } from "../../../tests/support/parse-mail";
import { addAdmin, addCustomer } from "../../../tests/support/records";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { mergeCustomers } from "./merge-customers";
import { readCustomer } from "./read-customer";
import { sendCustomerInvite } from "./send-customer-invite";

let t: TestDb;
// better-auth opens the app's database: this one.
vi.mock("@/server/db/client", () => ({ getDb: async () => t.db }));

const NOW = new Date();
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);

async function auth() {
  const { getAuth } = await import("@/server/auth");
  return getAuth();
}

/** The set-password link's token in the invite queued to `email` (the latest one). */
async function tokenSentTo(email: string) {
  const rows = await t.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.to, email))
    .orderBy(asc(outboxMessages.createdAt));
  const row = rows.filter((r) => r.kind === "customer-invite").at(-1);
  if (!row) throw new Error(`no invite to ${email}`);
  const mail = await parseOutboxMail(row);
  expect(mail.subject).toContain("Set your password");
  const link = new URL(mail.text?.match(/https?:\/\/\S+/)?.[0] ?? "");
  expect(link.pathname).toBe("/customer-login/reset");
  return link.searchParams.get("token") ?? "";
}

beforeAll(async () => {
  t = await createTestDb();
  await addAdmin(t.db);
  // Made from a phone call: an account with no password.
  await addCustomer(t.db, "cara", "Cara Diaz", false);
  await addCustomer(t.db, "lee", "Lee Late", false);
});
afterAll(() => t.close());

describe("sendCustomerInvite", () => {
  it("emails a link that sets a password once; the customer then signs in; the page records it", async () => {
    expect((await readCustomer(t.db, "cara"))?.hasPassword).toBe(false);
    const sent = await sendCustomerInvite(t.db, "owner", { customerId: "cara" }, NOW);
    expect(sent).toMatchObject({
      ok: true,
      invite: { sentAt: NOW, expiresAt: new Date(NOW.getTime() + INVITE_VALID_DAYS * 86_400_000) },
    });
    const token = await tokenSentTo("cara@example.com");

    const a = await auth();
    const password = "Cara-Sets-Pass-2026";
    await a.api.resetPassword({ body: { token, newPassword: password } });
    await expect(a.api.resetPassword({ body: { token, newPassword: "Another-Pass-2026" } })).rejects.toThrow(
      /invalid token/i,
    );
    const signedIn = await a.api.signInEmail({ body: { email: "cara@example.com", password } });
    expect(signedIn.user.id).toBe("cara");
    const [verified] = await t.db.select().from(user).where(eq(user.id, "cara"));
    expect(verified?.emailVerified).toBe(true);

    const page = await readCustomer(t.db, "cara");
    expect(page?.hasPassword).toBe(true);
    expect(page?.invites).toMatchObject([{ email: "cara@example.com", sentAt: NOW, sentBy: "Olivia Owner" }]);
    expect(page?.messages.map((m) => [m.kind, m.to])).toEqual([["customer-invite", "cara@example.com"]]);

    // Now that she has a password, another invite is refused: she signs in or resets it.
    expect(await sendCustomerInvite(t.db, "owner", { customerId: "cara" }, NOW)).toEqual({
      ok: false,
      reason: "invite-has-password",
    });
  });

  it("a second invite voids the first one's link", async () => {
    await addCustomer(t.db, "ray", "Ray Resent", false);
    expect((await sendCustomerInvite(t.db, "owner", { customerId: "ray" }, daysAgo(1))).ok).toBe(true);
    const first = await tokenSentTo("ray@example.com");
    expect((await sendCustomerInvite(t.db, "owner", { customerId: "ray" }, NOW)).ok).toBe(true);
    const second = await tokenSentTo("ray@example.com");
    expect(second).not.toBe(first);
    const a = await auth();
    await expect(a.api.resetPassword({ body: { token: first, newPassword: "Ray-First-Pass-2026" } })).rejects.toThrow(
      /invalid token/i,
    );
    await a.api.resetPassword({ body: { token: second, newPassword: "Ray-Second-Pass-2026" } });
    expect((await readCustomer(t.db, "ray"))?.invites).toHaveLength(2);
  });

  it("an expired link no longer sets a password", async () => {
    const sent = await sendCustomerInvite(t.db, "owner", { customerId: "lee" }, daysAgo(INVITE_VALID_DAYS + 1));
    expect(sent.ok).toBe(true);
    const token = await tokenSentTo("lee@example.com");
    await expect(
      (await auth()).api.resetPassword({ body: { token, newPassword: "Lee-Late-Pass-2026" } }),
    ).rejects.toThrow(/invalid token/i);
  });

  it("refuses an owner, an unknown id and a merged record, and records nothing", async () => {
    await addCustomer(t.db, "dup", "Dup Diaz", false);
    await addCustomer(t.db, "keep", "Keep Diaz", false);
    expect((await mergeCustomers(t.db, "owner", { keepId: "keep", mergeId: "dup" }, NOW)).ok).toBe(true);
    const before = (await t.db.select().from(customerInvites)).length;
    expect(await sendCustomerInvite(t.db, "owner", { customerId: "owner" }, NOW)).toEqual({
      ok: false,
      reason: "customer-not-found",
    });
    expect(await sendCustomerInvite(t.db, "owner", { customerId: "nobody" }, NOW)).toEqual({
      ok: false,
      reason: "customer-not-found",
    });
    expect(await sendCustomerInvite(t.db, "owner", { customerId: "dup" }, NOW)).toEqual({
      ok: false,
      reason: "customer-merged",
    });
    expect((await t.db.select().from(customerInvites)).length).toBe(before);
  });
});

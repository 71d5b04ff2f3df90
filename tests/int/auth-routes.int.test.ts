// better-auth's routes replayed as the attacks used them, through our route handler
// (src/app/api/auth/[...all]/route.ts) on a fresh database: text of the requester's choosing in an
// email we send to any address, and an account pre-hijacked by signing up a stranger's address.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { outboxMessages, user } from "@/server/db/schema";
import { parseOutboxMail } from "../support/parse-mail";
import { createTestDb, type TestDb } from "../support/test-db";

const state = vi.hoisted(() => ({ t: undefined as TestDb | undefined }));
vi.mock("@/server/db/client", () => ({ getDb: async () => state.t?.db }));
vi.mock("@/server/env", async (original) => {
  const real = ((await original()) as { env: Record<string, unknown> }).env;
  return {
    env: {
      ...real,
      SITE_URL: "http://localhost:3000",
      BETTER_AUTH_SECRET: "test-secret-test-secret-test-secret-1234",
      AUTH_RATE_LIMIT: false,
    },
  };
});

const { GET, POST } = await import("@/app/api/auth/[...all]/route");
const { GET: followShort } = await import("@/app/(site)/l/[code]/route");

/**
 * The long link a short one in an email stands for (account emails carry /l/<code>),
 * opened through the short link's own route, as a mail client's click would.
 */
async function followEmailLink(text: string | undefined): Promise<string> {
  const code = text?.match(/https?:\/\/\S+\/l\/([A-Za-z0-9_-]{16})(?=\s|$)/)?.[1];
  if (!code) throw new Error(`no short link in ${text}`);
  const res = await followShort(new Request(`http://localhost:3000/l/${code}`), {
    params: Promise.resolve({ code }),
  });
  expect(res.status).toBe(303);
  return new URL(res.headers.get("location") ?? "", "http://localhost:3000").toString();
}

beforeAll(async () => {
  state.t = await createTestDb();
});
afterAll(() => state.t?.close());

const db = () => {
  if (!state.t) throw new Error("no db");
  return state.t.db;
};

/** One browser: the cookies the server set on it, sent back with each request. */
function browser() {
  const cookies = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) cookies.delete(name);
      else cookies.set(name, value);
    }
    return res;
  };
  const headers = () => ({
    origin: "http://localhost:3000",
    cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
  });
  return {
    post: async (path: string, body: unknown) =>
      keep(
        await POST(
          new Request(`http://localhost:3000/api/auth${path}`, {
            method: "POST",
            headers: { ...headers(), "content-type": "application/json" },
            body: typeof body === "string" ? body : JSON.stringify(body),
          }),
        ),
      ),
    get: async (url: string) => keep(await GET(new Request(url, { headers: headers() }))),
    session: async () => {
      const res = await GET(new Request("http://localhost:3000/api/auth/get-session", { headers: headers() }));
      return (await res.json()) as { user: { id: string; email: string; emailVerified: boolean } } | null;
    },
  };
}

const mailsTo = (to: string) => db().select().from(outboxMessages).where(eq(outboxMessages.to, to));

/** The verification link of the newest verification email to `to`, read as a mail client reads it. */
async function verificationLink(to: string): Promise<string> {
  const rows = (await mailsTo(to)).filter((m) => m.kind === "account-verification");
  const row = rows.at(-1);
  if (!row) throw new Error(`no verification email to ${to}`);
  const mail = await parseOutboxMail(row);
  const link = (await followEmailLink(mail.text)).match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0];
  if (!link) throw new Error(`no verification link behind ${mail.text}`);
  return link;
}

const PHISH = "Sam\r\nACTION NEEDED: confirm card at http://pay.evil.example/x";

it("refuses a sign-up name with line breaks and a link, with a sentence, and emails nobody", async () => {
  const b = browser();
  for (const name of [PHISH, "Sam http://evil.example", "Sam\u202eevil", "Visit www.evil.example now"]) {
    const res = await b.post("/sign-up/email", { name, email: "target1@example.com", password: "copper kettle marsh" });
    expect(res.status, JSON.stringify(name)).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^[A-Z].*\.$/);
  }
  expect(await mailsTo("target1@example.com")).toEqual([]);
  expect(await db().select().from(user).where(eq(user.email, "target1@example.com"))).toEqual([]);
});

it("refuses the same name on update-user, and control characters in any auth body", async () => {
  const b = browser();
  const email = "renamer@example.com";
  expect((await b.post("/sign-up/email", { name: "Rene Amer", email, password: "copper kettle marsh" })).status).toBe(
    200,
  );
  const rename = await b.post("/update-user", { name: PHISH });
  expect(rename.status).toBe(400);
  expect(((await rename.json()) as { message: string }).message).toMatch(/one line/);
  expect((await b.post("/update-user", { name: "Rene http://evil.example" })).status).toBe(400);
  expect((await b.post("/update-user", { image: "http://evil.example/x.png" })).status).toBe(400);
  expect((await b.session())?.user).toMatchObject({ email });
  const [stored] = await db().select().from(user).where(eq(user.email, email));
  expect(stored).toMatchObject({ name: "Rene Amer", image: null });

  // A NUL or escape in a field no rule of ours names (a password, a return address) is refused too.
  for (const [path, body] of [
    ["/sign-in/email", { email, password: "copper kettle\u0000marsh" }],
    [
      "/sign-up/email",
      { name: "Al", email: "al@example.com", password: "copper kettle marsh", callbackURL: "/\u001b" },
    ],
    ["/request-password-reset", { email, redirectTo: "/customer-login/reset\u0007" }],
  ] as const) {
    const res = await b.post(path, body);
    expect(res.status, path).toBe(400);
    expect(((await res.json()) as { message: string }).message, path).toMatch(/control characters/);
  }
});

it("greets nobody by the typed name in the verification and reset emails", async () => {
  const b = browser();
  const email = "greeting@example.com";
  expect(
    (await b.post("/sign-up/email", { name: "Zebulon Quill", email, password: "copper kettle marsh" })).status,
  ).toBe(200);
  expect((await b.post("/request-password-reset", { email })).status).toBe(200);
  const rows = await mailsTo(email);
  expect(rows.map((r) => r.kind).sort()).toEqual(["account", "account-verification"]);
  for (const row of rows) {
    const mail = await parseOutboxMail(row);
    const text = `${mail.subject}\n${mail.text}`;
    expect(text).not.toMatch(/Zebulon|Quill/);
  }
});

it("a pre-hijacked account: the stranger's verification ends the attacker's session and password", async () => {
  const victim = "victim@example.com";
  const attacker = browser();
  expect(
    (await attacker.post("/sign-up/email", { name: "Vic Tim", email: victim, password: "attacker knows this" })).status,
  ).toBe(200);
  expect((await attacker.session())?.user.email).toBe(victim);

  // The mailbox owner opens the link in a browser that never signed in.
  const stranger = browser();
  const verified = await stranger.get(await verificationLink(victim));
  expect(verified.status).toBe(302);
  const [stored] = await db().select().from(user).where(eq(user.email, victim));
  expect(stored?.emailVerified).toBe(true);

  expect(await attacker.session(), "the attacker's session ended").toBeNull();
  const again = await browser().post("/sign-in/email", { email: victim, password: "attacker knows this" });
  expect(again.status, "the attacker's password no longer opens the account").toBe(401);
  expect(await stranger.session(), "no session before the owner chooses a password").toBeNull();

  // The link leads the owner to choose their own password, and that password is the one that works.
  const next = new URL(verified.headers.get("location") ?? "", "http://localhost:3000");
  expect(next.pathname).toBe("/customer-login/reset");
  const token = next.searchParams.get("token");
  expect(token).toBeTruthy();
  expect((await stranger.post("/reset-password", { token, newPassword: "owner chose this one" })).status).toBe(200);
  expect((await browser().post("/sign-in/email", { email: victim, password: "attacker knows this" })).status).toBe(401);
  const owner = browser();
  expect((await owner.post("/sign-in/email", { email: victim, password: "owner chose this one" })).status).toBe(200);
  expect((await owner.session())?.user).toMatchObject({ email: victim, emailVerified: true });
});

it("the browser that signed up verifies in one step and stays signed in (the one-sitting funnel)", async () => {
  const email = "funnel@example.com";
  const here = browser();
  expect((await here.post("/sign-up/email", { name: "Fay Nell", email, password: "copper kettle marsh" })).status).toBe(
    200,
  );
  const elsewhere = browser();
  expect((await elsewhere.post("/sign-in/email", { email, password: "copper kettle marsh" })).status).toBe(200);
  const link = new URL(await verificationLink(email));
  link.searchParams.set("callbackURL", "/customer-dashboard?verified=1");
  const res = await here.get(link.toString());
  expect(res.status).toBe(302);
  expect(res.headers.get("location")).toBe("/customer-dashboard?verified=1");
  expect((await here.session())?.user).toMatchObject({ email, emailVerified: true });
  expect(await elsewhere.session(), "any other session ends: only the verifying browser stays").toBeNull();
  expect((await browser().post("/sign-in/email", { email, password: "copper kettle marsh" })).status).toBe(200);
});

it("a password reset proves the mailbox: it verifies the email and ends every session", async () => {
  const email = "resetter@example.com";
  const attacker = browser();
  expect(
    (await attacker.post("/sign-up/email", { name: "Reese", email, password: "attacker knows this" })).status,
  ).toBe(200);
  const owner = browser();
  expect((await owner.post("/request-password-reset", { email })).status).toBe(200);
  const row = (await mailsTo(email)).find((m) => m.kind === "account");
  const mail = row && (await parseOutboxMail(row));
  // Short in the email, HTML with the text part kept.
  expect(mail?.text).toMatch(/\/l\/[A-Za-z0-9_-]{16}\b/);
  expect(mail?.html).toContain("Choose a new password");
  const token = new URL(await followEmailLink(mail?.text)).searchParams.get("token");
  expect(token).toBeTruthy();
  expect((await owner.post("/reset-password", { token, newPassword: "owner chose this one" })).status).toBe(200);
  expect(await attacker.session()).toBeNull();

  // The same email's link a second time (a forwarded or stolen email): the password it chose stays.
  const again = new URL(await followEmailLink(mail?.text)).searchParams.get("token");
  expect((await browser().post("/reset-password", { token: again, newPassword: "a thief's new one" })).status).toBe(
    400,
  );
  expect((await browser().post("/sign-in/email", { email, password: "a thief's new one" })).status).toBe(401);
  expect((await browser().post("/sign-in/email", { email, password: "owner chose this one" })).status).toBe(200);
  const [stored] = await db().select().from(user).where(eq(user.email, email));
  expect(stored?.emailVerified).toBe(true);
});

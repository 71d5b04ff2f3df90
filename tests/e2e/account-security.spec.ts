import type { APIRequestContext, Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import { expect, test } from "./fixtures";
import { findMail, uniqueEmail } from "./support";

// The account lifecycle and the sign-in page's return path, as a person and as an attacker meet
// them. (The limits on attempts and emails run on a server of their own: rate-limits.spec.ts.)

async function newApi(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL?: string,
) {
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL as string).origin } });
}

async function signUpApi(api: APIRequestContext, email: string, password: string) {
  const res = await api.post("/api/auth/sign-up/email", { data: { email, password, name: "Sam Secure" } });
  expect(res.status(), await res.text()).toBe(200);
}

async function sessionOf(api: APIRequestContext) {
  return (await (await api.get("/api/auth/get-session")).json()) as { user: { email: string } } | null;
}

async function signInPage(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test.describe("return path after sign-in", () => {
  test("next=/%09/evil.example signs in to the dashboard, not to another site", async ({ page }) => {
    const offsite: string[] = [];
    page.on("request", (r) => {
      if (!new URL(r.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/)) offsite.push(r.url());
    });
    await page.goto("/customer-login?next=/%09/evil.example");
    await signInPage(page, "demo@clearvent.example", "DemoPass123!");
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/customer-dashboard$/);
    expect(offsite).toEqual([]);
  });

  // Desktop project only: one width covers it.
  test("a signed-out owner on a console page with a filter lands on that page after signing in", {
    tag: "@desktop",
  }, async ({ page }) => {
    await page.goto("/admin/leads?q=smith");
    await expect(page).toHaveURL(/\/customer-login\?next=%2Fadmin%2Fleads%3Fq%3Dsmith$/);
    await signInPage(page, "admin@clearvent.example", "AdminPass123!");
    await expect(page).toHaveURL(/\/admin\/leads\?q=smith$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Leads/);
  });
});

test.describe("password rules and field limits", () => {
  test("the sign-up form shows the rules and refuses a common password before submit", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/auth/sign-up")) sent.push(r.url());
    });
    await page.goto("/customer-login");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toHaveAccessibleDescription(/At least 10 characters, and not a common password/);
    await page.getByLabel("Full name").fill("Pat Weak");
    await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("weak"));
    await password.fill("1234567890");
    // Pressed and released as a person does (about 150 ms apart). An error shown when the field
    // lost focus once pushed the button from under the pointer in between, and the click was lost.
    await page.getByRole("button", { name: "Create account" }).click({ delay: 150 });
    await expect(page.getByRole("alert").filter({ hasText: "common or leaked" })).toBeVisible();
    await expect(password).toHaveAccessibleDescription(/common or leaked passwords/);
    await expect(password).toBeFocused();
    expect(sent).toEqual([]);
  });

  // Desktop project only: an HTTP-level check runs once.
  test("the server refuses short, common and blank passwords and over-long fields", { tag: "@desktop" }, async ({
    playwright,
    baseURL,
  }) => {
    const api = await newApi(playwright, baseURL);
    const signUp = (data: object) => api.post("/api/auth/sign-up/email", { data });
    const base = { name: "Lee Long", email: uniqueEmail("limits"), password: "copper kettle marsh" };
    for (const [password, message] of [
      ["12345678", /at least 10/],
      ["password", /at least 10/],
      ["        ", /at least 10/],
      ["          ", /different characters/],
      ["password123", /common or leaked/],
    ] as const) {
      const res = await signUp({ ...base, email: uniqueEmail("weak"), password });
      expect(res.status(), JSON.stringify(password)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
    }
    for (const [field, value] of [
      ["name", "N".repeat(101)],
      ["email", `${"e".repeat(250)}@example.com`],
      ["password", "p4ss-".repeat(26)],
    ] as const) {
      const res = await signUp({ ...base, email: uniqueEmail("long"), [field]: value });
      expect(res.status(), `${field} over its limit`).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/at most/);
    }
    // A body of megabytes never reaches the auth library.
    expect((await signUp({ ...base, email: uniqueEmail("huge"), name: "N".repeat(2_000_000) })).status()).toBe(413);
    const signedUp = await signUp(base);
    expect(signedUp.status()).toBe(200);
    const rename = await api.post("/api/auth/update-user", { data: { name: "N".repeat(101) } });
    expect(rename.status()).toBe(400);
    await api.dispose();
  });
});

// Desktop project only: one width covers it.
test.describe("account lifecycle", { tag: "@desktop" }, () => {
  test("reset by email: the link sets a new password and ends every session", async ({ page, playwright, baseURL }) => {
    const email = uniqueEmail("reset");
    const other = await newApi(playwright, baseURL);
    await signUpApi(other, email, "Before-Reset-2026");
    expect(await sessionOf(other)).toMatchObject({ user: { email } });

    await page.goto("/customer-login");
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    await page.getByLabel("Email of your account").fill(email);
    await page.getByRole("button", { name: "Email me a reset link" }).click();
    await expect(page.getByRole("status")).toContainText(`If an account uses ${email}`);

    const mail = await simpleParser(await findMail((text) => text.includes(email) && /Reset your/.test(text)));
    // A short link (/l/<code>) that leads to the reset page with its token.
    const short = mail.text?.match(/https?:\/\/\S+\/l\/[A-Za-z0-9_-]{16}(?=\s|$)/m)?.[0];
    expect(short, mail.text).toBeTruthy();
    await page.goto(new URL(short as string).pathname);
    await expect(page).toHaveURL(/\/customer-login\/reset\?token=[A-Za-z0-9_-]+/);
    const link = page.url();
    await page.getByLabel("New password").fill("After-Reset-2026");
    await page.getByLabel("Confirm password").fill("After-Reset-2026");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("status")).toContainText("every device is signed out");

    expect(await sessionOf(other), "the other session ended").toBeNull();
    const fresh = await newApi(playwright, baseURL);
    const old = await fresh.post("/api/auth/sign-in/email", { data: { email, password: "Before-Reset-2026" } });
    expect(old.status()).toBe(401);
    const now = await fresh.post("/api/auth/sign-in/email", { data: { email, password: "After-Reset-2026" } });
    expect(now.status()).toBe(200);
    // The link works once.
    const again = await fresh.post("/api/auth/reset-password", {
      data: { token: new URL(link as string).searchParams.get("token"), newPassword: "Third-Reset-2026" },
    });
    expect(again.status()).toBe(400);
    await Promise.all([other.dispose(), fresh.dispose()]);
  });

  test("a verification link opened in another browser ends the sign-up's password and sessions", async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Someone signs up a stranger's address with a password they know and keeps the session.
    const email = uniqueEmail("prehijack");
    const attacker = await newApi(playwright, baseURL);
    await signUpApi(attacker, email, "Attacker-Knows-2026");
    expect(await sessionOf(attacker)).toMatchObject({ user: { email } });

    const mail = await simpleParser(await findMail((text) => text.includes(email) && /Verify your email/.test(text)));
    expect(mail.text, "the typed name is not in a message to an unproven address").not.toContain("Sam Secure");
    // A short link (/l/<code>), in an HTML email with the text part kept.
    const link = mail.text?.match(/https?:\/\/\S+\/l\/[A-Za-z0-9_-]{16}(?=\s|$)/m)?.[0];
    expect(link, mail.text).toBeTruthy();
    expect(mail.html || "", "the HTML part carries the same link").toContain(link as string);

    // The mailbox owner opens it in a browser that never signed in.
    await page.goto(new URL(link as string).pathname + new URL(link as string).search);
    await expect(page).toHaveURL(/\/customer-login\/reset\?token=[A-Za-z0-9_-]+&verified=1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your email is verified");
    expect(await sessionOf(attacker), "the attacker's session ended").toBeNull();
    const fresh = await newApi(playwright, baseURL);
    const old = await fresh.post("/api/auth/sign-in/email", { data: { email, password: "Attacker-Knows-2026" } });
    expect(old.status(), "the attacker's password no longer opens the account").toBe(401);

    await page.getByLabel("New password").fill("Owner-Chose-2026");
    await page.getByLabel("Confirm password").fill("Owner-Chose-2026");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByRole("status")).toContainText("every device is signed out");
    await page.getByRole("link", { name: "Sign in with your new password" }).click();
    await signInPage(page, email, "Owner-Chose-2026");
    await expect(page).toHaveURL(/\/customer-dashboard$/);
    await Promise.all([attacker.dispose(), fresh.dispose()]);
  });

  test("changing the password ends the other sessions, even when the client asks to keep them", async ({
    playwright,
    baseURL,
  }) => {
    const email = uniqueEmail("change");
    const here = await newApi(playwright, baseURL);
    const elsewhere = await newApi(playwright, baseURL);
    await signUpApi(here, email, "Change-Pass-2026");
    expect(
      (await elsewhere.post("/api/auth/sign-in/email", { data: { email, password: "Change-Pass-2026" } })).status(),
    ).toBe(200);
    const weak = await here.post("/api/auth/change-password", {
      data: { currentPassword: "Change-Pass-2026", newPassword: "1234567890" },
    });
    expect(weak.status()).toBe(400);
    const res = await here.post("/api/auth/change-password", {
      data: { currentPassword: "Change-Pass-2026", newPassword: "Changed-Pass-2027", revokeOtherSessions: false },
    });
    expect(res.status(), await res.text()).toBe(200);
    expect(await sessionOf(elsewhere), "the other device is signed out").toBeNull();
    expect(await sessionOf(here), "this device stays signed in").toMatchObject({ user: { email } });
    await Promise.all([here.dispose(), elsewhere.dispose()]);
  });

  test("the dashboard changes the password and signs out of all devices", async ({ page, playwright, baseURL }) => {
    const email = uniqueEmail("devices");
    const elsewhere = await newApi(playwright, baseURL);
    await signUpApi(elsewhere, email, "Devices-Pass-2026");
    await page.goto("/customer-login");
    await signInPage(page, email, "Devices-Pass-2026");
    await expect(page).toHaveURL(/\/customer-dashboard$/);

    await page.getByRole("tab", { name: "Profile" }).click();
    await page.getByLabel("Current password").fill("Devices-Pass-2026");
    await page.getByLabel("New password").fill("Devices-Pass-2027");
    await page.getByLabel("Confirm password").fill("Devices-Pass-2027");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Password changed" })).toBeVisible();
    expect(await sessionOf(elsewhere)).toBeNull();

    expect(
      (await elsewhere.post("/api/auth/sign-in/email", { data: { email, password: "Devices-Pass-2027" } })).status(),
    ).toBe(200);
    await page.getByRole("button", { name: "Sign out of all devices" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await sessionOf(elsewhere), "the other device is signed out too").toBeNull();
    await page.goto("/customer-dashboard");
    await expect(page).toHaveURL(/\/customer-login/);
    await elsewhere.dispose();
  });
});

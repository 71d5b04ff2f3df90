import { signUp } from "../../scripts/proof/app.mjs";
import { startPostgres, type ThrowawayPostgres } from "../../scripts/proof/postgres.mjs";
import { type E2eServer, startE2eServer } from "../support/e2e-server";
import { expect, expectAccessible, test } from "./fixtures";
import { uniqueEmail } from "./support";

// A database outage as the owner would meet it: the server runs on PostgreSQL, the database goes
// away, and signed-in pages and JSON routes must answer as designed (the site's error page with
// ways forward; JSON with a message), never Next's bare default page. Process-level: it runs once,
// in the desktop project (playwright.config.ts).
test.describe.configure({ mode: "serial" });

const PORT = 3230;
const ORIGIN = `http://localhost:${PORT}`;
let pg: ThrowawayPostgres;
let app: E2eServer;
let cookie: string;
const name = "Outage Olivia Quill";
const email = uniqueEmail("outage");

test.beforeAll(async () => {
  test.setTimeout(120_000);
  pg = await startPostgres({ fsync: false });
  app = await startE2eServer({
    port: PORT,
    env: {
      DATABASE_URL: pg.url,
      BETTER_AUTH_SECRET: "outage-test-secret-0123456789abcdef0123",
      AUTH_RATE_LIMIT: "off",
      LOG_LEVEL: "info",
    },
  });
  try {
    cookie = await signUp(PORT, ORIGIN, { email, name, password: "Outage-Pass-2026!" });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${app.output()}`);
  }
  pg.stop();
});

test.afterAll(async () => {
  await app?.stop();
  pg?.stop();
});

test("signed-in pages show the site's error page with a way forward when the database is down", async ({
  page,
  context,
}) => {
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [cookieName, ...rest] = pair.split("=");
      return { name: cookieName ?? "", value: rest.join("="), domain: "localhost", path: "/" };
    }),
  );
  // Next logs the failed render to the browser console in production only as a digest.
  page.on("console", () => {});
  for (const path of [
    "/customer-dashboard",
    "/book-service?service=air_duct&address=1+Main+St&bedrooms=3&bathrooms=2&sqft=1800&price=300",
  ]) {
    await page.goto(`${ORIGIN}${path}`);
    const error = page.getByTestId("error-page");
    await expect(error).toBeVisible();
    await expect(error.getByRole("heading", { name: "Something went wrong on our side" })).toBeVisible();
    await expect(error.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(error.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    // On PostgreSQL nobody has set the business up (decision 0035): no phone to offer, never the demo's.
    await expect(error.getByRole("link", { name: /^Call / })).toHaveCount(0);
    await expect(error).not.toContainText("555-0134");
    // The site's header stays, so the visitor keeps the navigation.
    await expect(page.getByRole("banner")).toBeVisible();
    await expectAccessible(page);
  }
});

test("the server's log names no customer while the database is down", async () => {
  expect(app.output()).not.toContain(email);
  expect(app.output()).not.toContain(name);
});

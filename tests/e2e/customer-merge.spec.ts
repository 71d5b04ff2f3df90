import { randomBytes } from "node:crypto";
import { CUSTOMER_PASSWORD, expect, expectAccessible, signUpCustomer, test } from "./fixtures";
import { dryerVentVisit } from "./support";

// A caller booked online twice under two addresses. The owner opens the record
// to keep, finds the duplicate, reads the preview (what moves, what is kept), merges; the visit
// is now on the kept record, and the duplicate's page says where it went. At 390 and 1280 px.

test("the owner merges a duplicate customer after reading the preview", async ({
  admin: { page: owner },
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  // A name and a street of this run's own (the e2e database keeps earlier runs' customers).
  const tag = randomBytes(4)
    .toString("hex")
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)] ?? "x");
  const name = `Mara ${tag}`;
  const street = `${100 + Math.floor(Math.random() * 900)} Twice Lane ${tag}`;
  const origin = new URL(baseURL ?? "").origin;

  // The record kept: signed up, nothing booked yet.
  const keptContext = await browser.newContext({ baseURL, extraHTTPHeaders: { origin } });
  const kept = await signUpCustomer(keptContext.request, name);
  await keptContext.close();
  // The duplicate: the same person, another address, one visit booked.
  const dupContext = await browser.newContext({ baseURL, extraHTTPHeaders: { origin } });
  const dup = await signUpCustomer(dupContext.request, name);
  const address = { street, unit: "", city: "Berkeley", state: "CA", zip: "94704" };
  const open = await dupContext.request.post("/api/bookings/availability", {
    data: { serviceType: "dryer_vent", squareFeet: 0, address },
  });
  expect(open.status()).toBe(200);
  const { days } = (await open.json()) as { days: { date: string; starts: string[] }[] };
  const day = days.find((d) => d.starts.length > 0);
  if (!day) throw new Error("no open time in the Bay Area");
  const booked = await dupContext.request.post("/api/bookings", {
    data: dryerVentVisit(address, day.date, day.starts[0] ?? ""),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  await dupContext.close();

  await owner.goto(`/admin/customers/${kept.id}`);
  await expect(owner.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(owner.getByTestId("customer-visit")).toHaveCount(0);
  await owner.getByLabel("Find the duplicate").fill(dup.email);
  await owner
    .getByRole("list", { name: "Customers to merge" })
    .getByRole("button", { name: `Preview merge of ${name}` })
    .click();

  const preview = owner.getByTestId("merge-preview");
  await expect(preview.getByRole("heading", { name: `Merge ${name} (${dup.email}) into ${name}` })).toBeVisible();
  const moves = preview.getByRole("list", { name: "What moves" });
  await expect(moves.getByRole("listitem").filter({ hasText: "visits: 1" })).toHaveCount(1);
  await expect(moves.getByRole("listitem").filter({ hasText: "addresses: 1" })).toHaveCount(1);
  await expect(preview.getByRole("list", { name: "What is kept" })).toContainText(
    `Email ${kept.email} is kept for sign-in; ${dup.email} stays on the merge record and can no longer sign in.`,
  );
  // Nothing has moved yet: the preview only reads.
  await expect(owner.getByTestId("customer-visit")).toHaveCount(0);
  await expectAccessible(owner);
  await owner.screenshot({ path: testInfo.outputPath("merge-preview.png"), fullPage: true });

  await preview.getByRole("button", { name: `Merge into ${name}` }).click();
  await expect(owner.getByRole("status").filter({ hasText: `${name} was merged into ${name}.` })).toBeVisible();
  // The duplicate's visit is on the kept record now, and the merge is recorded on it.
  await expect(owner.getByTestId("customer-visit").filter({ hasText: street })).toHaveCount(1);
  const record = owner.getByTestId("customer-merge");
  await expect(record).toHaveCount(1);
  await expect(record).toContainText(dup.email);
  await expect(record).toContainText("Olivia Owner");
  await expect(record).toContainText("visits: 1");
  await expectAccessible(owner);

  // The duplicate's page says where it went, with a link back.
  await record.getByRole("link", { name }).click();
  const banner = owner.getByTestId("merged-into");
  await expect(banner).toContainText("Merged into");
  await expect(owner.getByLabel("Find the duplicate")).toHaveCount(0);
  await expectAccessible(owner);
  await owner.screenshot({ path: testInfo.outputPath("merged-into.png"), fullPage: true });
  await banner.getByRole("link", { name }).click();
  await expect(owner).toHaveURL(new RegExp(`/admin/customers/${kept.id}$`));

  // The duplicate's address and password no longer sign in.
  const signIn = await owner.request.fetch("/api/auth/sign-in/email", {
    method: "POST",
    headers: { origin },
    data: { email: dup.email, password: CUSTOMER_PASSWORD },
  });
  expect(signIn.status()).toBe(401);
});

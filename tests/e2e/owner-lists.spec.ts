import { expect, expectAccessible, test } from "./fixtures";
import { uniqueEmail } from "./support";

// The owner's lists page by cursor: "Older" and "Newer" are plain links carrying the
// list's filters, and a page link we did not make shows the first page, never an error.
test("the owner follows Older and Newer on a searched leads list", async ({
  admin: { page },
  customer: { page: customer },
  isMobile,
}) => {
  test.setTimeout(90_000);
  const tag = `Pagetest${isMobile ? "m" : "d"}${Math.floor(Math.random() * 90_000 + 10_000)}`;
  const areaCode = isMobile ? "510" : "415";
  // 52 leads under one name: a page of 50, then 2.
  for (let batch = 0; batch < 52; batch += 13) {
    await Promise.all(
      Array.from({ length: 13 }, async (_, i) => {
        const n = batch + i;
        const res = await customer.request.post("/api/leads", {
          data: {
            fullName: `${tag} Lead ${String(n).padStart(2, "0")}`,
            phone: `${areaCode}555${5000 + n}`,
            email: uniqueEmail(`page-${n}`),
            serviceType: "air_duct",
            bedrooms: 2,
            bathrooms: 1,
            squareFeet: 1200,
            address: "2180 Milvia St, Berkeley, CA 94704",
          },
        });
        expect(res.status(), await res.text()).toBe(201);
      }),
    );
  }

  await page.goto(`/admin/leads?q=${tag}`);
  const rows = page.getByTestId("lead-row");
  const names = () => rows.getByRole("link", { name: new RegExp(`^${tag} Lead`) }).allTextContents();
  await expect(rows).toHaveCount(50);
  const firstPage = await names();
  await expect(page.getByRole("navigation", { name: "Lead pages" }).getByRole("link", { name: "Newer" })).toHaveCount(
    0,
  );
  await page.getByRole("navigation", { name: "Lead pages" }).getByRole("link", { name: "Older" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${tag}.*older=`));
  await expect(rows).toHaveCount(2);
  const secondPage = await names();
  // Every lead once, none on both pages.
  expect(new Set([...firstPage, ...secondPage]).size).toBe(52);
  await expect(page.getByRole("navigation", { name: "Lead pages" }).getByRole("link", { name: "Older" })).toHaveCount(
    0,
  );
  await expectAccessible(page);
  await page.getByRole("link", { name: "Newer" }).click();
  await expect(rows).toHaveCount(50);
  expect(await names()).toEqual(firstPage);

  // A page link we did not make: the newest page, said so, never an error.
  const res = await page.goto(`/admin/leads?q=${tag}&older=2026-01-01T00:00:00Z_not-ours`);
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId("bad-page-link")).toBeVisible();
  await expect(rows).toHaveCount(50);
  for (const path of ["/admin/bookings?older=x", "/admin/money?newer=%00"]) {
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
});

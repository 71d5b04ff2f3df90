import { expect, test } from "./fixtures";

test("security headers are on pages, API answers and redirects", async ({ request, isMobile }) => {
  test.skip(isMobile, "HTTP-level check runs once");
  // Redirect answers come from the router before headers are added; they carry no content.
  for (const path of ["/", "/ca/oakland", "/api/leads", "/faq"]) {
    const res =
      path === "/api/leads" ? await request.post(path, { data: {} }) : await request.get(path, { maxRedirects: 0 });
    const h = res.headers();
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"], path).toContain("geolocation=(self)");
    expect(h["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(h["x-powered-by"], path).toBeUndefined();
  }
});

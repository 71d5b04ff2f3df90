import fc from "fast-check";
import { expect, test } from "./fixtures";

// Thousands of generated bodies at every public form and API route: never a 5xx, every
// rejection a 4xx with a message.
test.skip(({ isMobile }) => isMobile, "HTTP-level fuzzing runs once");

const junk = fc.oneof(
  fc.anything(),
  fc.string({ maxLength: 20_000 }),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
);

const leadLike = fc.record(
  {
    fullName: junk,
    phone: junk,
    email: junk,
    serviceType: fc.oneof(junk, fc.constantFrom("standard", "deep", "move_out")),
    bedrooms: junk,
    bathrooms: junk,
    squareFeet: junk,
    address: junk,
    pricingExact: junk,
    extra: junk,
  },
  { requiredKeys: [] },
);

const ROUTES: [string, fc.Arbitrary<unknown>][] = [
  ["/api/leads", fc.oneof(leadLike, junk)],
  [
    "/api/sessions",
    fc.oneof(fc.record({ sessionId: junk, latitude: junk, address: junk }, { requiredKeys: [] }), junk),
  ],
  ["/api/newsletter", fc.oneof(fc.record({ email: junk, source: junk }, { requiredKeys: [] }), junk)],
  [
    "/api/events",
    fc.oneof(fc.record({ events: fc.array(fc.record({ name: junk, props: junk }), { maxLength: 60 }) }), junk),
  ],
  [
    "/api/bookings",
    fc.oneof(
      fc.record({ serviceType: junk, appointmentDate: junk, appointmentTime: junk, idempotencyKey: junk }),
      junk,
    ),
  ],
  ["/api/profile", junk],
  ["/api/leads/00000000-0000-4000-8000-000000000000/estimate", junk],
];

for (const [route, arbitrary] of ROUTES) {
  test(`fuzz ${route}`, async ({ request }) => {
    test.setTimeout(120_000);
    const samples = fc.sample(arbitrary, { numRuns: 400, seed: 20261121 });
    for (const body of samples) {
      let data: string;
      try {
        data = JSON.stringify(body) ?? "null";
      } catch {
        data = String(body);
      }
      const method = route === "/api/profile" ? "patch" : "post";
      const res = await request[method](route, { data, headers: { "content-type": "application/json" } });
      const status = res.status();
      expect(status, `${route} <- ${data.slice(0, 120)}`).toBeGreaterThanOrEqual(400);
      expect(status, `${route} <- ${data.slice(0, 120)}`).toBeLessThan(500);
      const json = await res.json().catch(() => null);
      expect(json?.error, `${route} message`).toBeTruthy();
    }
  });
}

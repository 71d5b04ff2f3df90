import { describe, expect, it } from "vitest";
import { cities, getCityBySlug, getService } from "../../content/lookups";
import { cityFaqs, cityServiceFaqs } from "./city-faqs";

describe("cityFaqs", () => {
  it("gives five FAQs that name five of the city's neighbourhoods", () => {
    const oakland = getCityBySlug("oakland");
    if (!oakland) throw new Error("oakland missing");
    const faqs = cityFaqs(oakland);
    expect(faqs).toHaveLength(5);
    for (const hood of oakland.neighborhoods.slice(0, 5)) expect(faqs[0]?.question).toContain(hood);
    expect(faqs[1]?.answer).toBe(oakland.regulations.description);
  });

  it("never leaves a blank answer for any city", () => {
    for (const city of cities) for (const faq of cityFaqs(city)) expect(faq.answer.length).toBeGreaterThan(40);
  });
});

it("cityServiceFaqs gives three city-specific questions", () => {
  const chicago = getCityBySlug("chicago");
  const service = getService("dryer-vent-cleaning");
  if (!chicago || !service) throw new Error("content missing");
  const faqs = cityServiceFaqs(chicago, service);
  expect(faqs).toHaveLength(3);
  expect(faqs[0]?.answer).toContain(service.averageDuration);
  expect(faqs[2]?.question).toContain(chicago.landmarks[0]);
});

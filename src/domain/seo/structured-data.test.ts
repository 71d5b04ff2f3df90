import { expect, it } from "vitest";
import { breadcrumbJsonLd, businessJsonLd, faqJsonLd, serializeJsonLd } from "./structured-data";

it("describes the business as an HVACBusiness without ratings", () => {
  const ld = businessJsonLd("https://clearvent.example", ["Oakland"]);
  expect(ld["@type"]).toBe("HVACBusiness");
  expect(ld.areaServed).toEqual([{ "@type": "City", name: "Oakland" }]);
  expect(JSON.stringify(ld)).not.toMatch(/aggregateRating|review/i);
});

it("numbers breadcrumbs with absolute URLs", () => {
  const ld = breadcrumbJsonLd("https://clearvent.example", [
    { label: "Home", url: "/" },
    { label: "Oakland", url: "/ca/oakland" },
  ]);
  expect(ld.itemListElement).toEqual([
    { "@type": "ListItem", position: 1, name: "Home", item: "https://clearvent.example/" },
    { "@type": "ListItem", position: 2, name: "Oakland", item: "https://clearvent.example/ca/oakland" },
  ]);
});

it("builds FAQPage entities and escapes script-breaking text", () => {
  const ld = faqJsonLd([{ question: "Q?", answer: "</script><b>" }]);
  expect(ld.mainEntity).toHaveLength(1);
  expect(serializeJsonLd(ld)).not.toContain("</script>");
});

// What a person reads is short and in words: the estimate's reference is one a
// customer can read out (no id, no price table), and the owner's booking notice names the area.
import { expect, it } from "vitest";
import type { Lead } from "@/server/db/rows";
import { warmEmailRenderer } from "../../../tests/support/cold-import";
import { parseMail } from "../../../tests/support/parse-mail";
import { estimateEmail } from "./lead-emails";
import { sampleBooking, sampleLead } from "./samples";
import { ownerFacts } from "./templates/owner-notices";

warmEmailRenderer();

it("the estimate's reference is short: no id, no price table", async () => {
  const mail = await parseMail(
    (await estimateEmail(sampleLead as Lead, "http://localhost:3000/book-service?quote=x")) as never,
  );
  for (const part of [mail.text ?? "", mail.html || ""]) {
    expect(part).toContain("Estimate reference: E-2B3C-4D5E");
    expect(part).not.toContain(sampleLead.id);
    expect(part).not.toMatch(/price table \d/i);
  }
});

it("the owner's booking notice names the area, not its code", () => {
  const facts = ownerFacts(
    { ...sampleBooking, serviceArea: "bay-area" },
    { name: "Ann", email: "ann@example.com" },
    "http://localhost:3000",
  ).join("\n");
  expect(facts).toContain("SF Bay Area");
  expect(facts).not.toContain("bay-area)");
});

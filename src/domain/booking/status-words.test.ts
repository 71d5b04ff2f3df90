import { describe, expect, it } from "vitest";
import { STATUS_LABELS } from "./partition";
import { CUSTOMER_STATUS, customerStatus, STATUS_NEXT, statusNext } from "./status-words";

describe("booking status words", () => {
  it("names every state once for the customer, with what happens next", () => {
    for (const s of Object.keys(STATUS_LABELS)) {
      expect(CUSTOMER_STATUS[s as keyof typeof CUSTOMER_STATUS]).toBeTruthy();
      expect(STATUS_NEXT[s as keyof typeof STATUS_NEXT]).toBeTruthy();
    }
    expect(new Set(Object.values(CUSTOMER_STATUS)).size).toBe(Object.keys(STATUS_LABELS).length);
  });

  it("never calls an unconfirmed booking confirmed", () => {
    expect(customerStatus("pending")).toBe("Requested");
    expect(statusNext("pending")).not.toMatch(/\bconfirmed\b/i);
    expect(customerStatus("unknown")).toBe("unknown");
  });
});

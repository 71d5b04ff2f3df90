import { expect, it } from "vitest";
import { createSessionId, SESSION_ID_PATTERN } from "./session-id";

it("builds a prefixed, timestamped, random session id", () => {
  const id = createSessionId(1795249456302, "k3j9x0abcd");
  expect(id).toBe("sess_1795249456302_k3j9x0abcd");
  expect(id).toMatch(SESSION_ID_PATTERN);
});

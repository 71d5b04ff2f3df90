import { describe, expect, it } from "vitest";
import { classifyReply } from "./keywords";

describe("classifyReply", () => {
  it("knows STOP and its synonyms however they are typed", () => {
    for (const w of [
      "STOP",
      "stop",
      " Stop ",
      "STOP.",
      "stop all",
      "Unsubscribe",
      "cancel",
      "END",
      "quit",
      "opt-out",
      "revoke",
    ])
      expect(classifyReply(w), w).toBe("stop");
  });
  it("knows START, HELP and leaves the rest as a message", () => {
    expect(classifyReply("start")).toBe("start");
    expect(classifyReply("Unstop")).toBe("start");
    expect(classifyReply("help")).toBe("help");
    expect(classifyReply("INFO")).toBe("help");
    expect(classifyReply("Please stop by at 3")).toBe("other");
    expect(classifyReply("can you come earlier?")).toBe("other");
    expect(classifyReply("")).toBe("other");
  });
});

// What the owner console reports of the outbox: each state counted, and what keeps failing listed.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS } from "@/domain/outbox/outbox";
import { failingMessages, outboxCounts } from "@/server/admin/outbox-report";
import { outboxMessages } from "@/server/db/schema";
import { enqueueMail } from "./enqueue";
import { message, NOW, setUpOutbox, t } from "./outbox-int-setup";

setUpOutbox();

describe("the owner console's view", () => {
  it("counts each state and lists what keeps failing: retried at least once, or given up", async () => {
    const fine = await enqueueMail(t.db, "lead-owner-notice", message(1), {}, NOW);
    const onceFailed = await enqueueMail(t.db, "lead-estimate", message(2), {}, NOW);
    const twiceFailed = await enqueueMail(t.db, "booking-confirmation", message(3), {}, NOW);
    const gaveUp = await enqueueMail(t.db, "newsletter-confirm", message(4), {}, NOW);
    await t.db.update(outboxMessages).set({ status: "sent", attempts: 1 }).where(eq(outboxMessages.id, fine));
    await t.db.update(outboxMessages).set({ attempts: 1 }).where(eq(outboxMessages.id, onceFailed));
    await t.db
      .update(outboxMessages)
      .set({ attempts: 2, lastError: "Error: timeout" })
      .where(eq(outboxMessages.id, twiceFailed));
    await t.db
      .update(outboxMessages)
      .set({ status: "failed", attempts: MAX_ATTEMPTS })
      .where(eq(outboxMessages.id, gaveUp));
    expect(await outboxCounts(t.db, NOW)).toEqual({ queued: 2, sending: 0, sent: 1, failed: 1, failing: 2 });
    const listed = await failingMessages(t.db);
    expect(listed.map((m) => m.id).sort()).toEqual([twiceFailed, gaveUp].sort());
    expect(listed.find((m) => m.id === twiceFailed)).toMatchObject({
      kind: "booking-confirmation",
      lastError: "Error: timeout",
    });
  });
});

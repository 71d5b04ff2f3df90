import { describe, expect, it } from "vitest";
import { CUSTOMER_MOVE_REASONS } from "@/domain/booking/move-reasons";
import { addDaysToDate } from "@/domain/insights/metrics";
import { appointmentStart, canChangeBooking } from "@/domain/scheduling/schedule";
import { TIME_ZONE } from "./history";
import { historyMove } from "./moves";
import { seededRandom } from "./random";

const CUSTOMER_IDS: string[] = CUSTOMER_MOVE_REASONS.map((r) => r.id);

describe("a history booking's move", () => {
  it("follows the rules of who may move what, for any booking", () => {
    const r = seededRandom(11);
    const byWho = { customer: 0, owner: 0 };
    for (let i = 0; i < 2000; i++) {
      const createdDay = addDaysToDate("2026-03-02", r.int(0, 200));
      const date = addDaysToDate(createdDay, r.int(1, 20));
      const time = `${String(r.int(8, 14)).padStart(2, "0")}:00`;
      const movedAt = new Date(appointmentStart(createdDay, "08:00", TIME_ZONE).getTime() + r.int(0, 15 * 60) * 60_000);
      const b = { id: r.uuid(), date, time, durationMinutes: r.int(60, 240), customerId: "c", createdDay, movedAt };
      const move = historyMove(b, "owner");
      if (!move) continue;
      const from = appointmentStart(move.from_date as string, move.from_time as string, TIME_ZONE);
      const to = appointmentStart(date, time, TIME_ZONE);
      expect(from.getTime()).toBeGreaterThan(movedAt.getTime());
      expect(move.from_date).not.toBe(date);
      expect(move.moved_at).toBe(movedAt.toISOString());
      expect(historyMove(b, "owner")).toEqual(move);
      byWho[move.moved_by as "customer" | "owner"]++;
      if (move.moved_by === "customer") {
        expect(canChangeBooking(from, movedAt) && canChangeBooking(to, movedAt)).toBe(true);
        expect(move.changed_by).toBe("c");
        if (move.reason !== null) expect(CUSTOMER_IDS).toContain(move.reason);
      } else expect(move.changed_by).toBe("owner");
    }
    expect(byWho.customer).toBeGreaterThan(byWho.owner);
    expect(byWho.owner).toBeGreaterThan(0);
  });
});

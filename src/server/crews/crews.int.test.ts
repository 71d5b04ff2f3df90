import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crewActionSchema } from "@/domain/scheduling/crew-input";
import { user } from "@/server/db/schema";
import { addAdmin, okOrThrow } from "../../../tests/support/records";
import { areaCrews } from "../../../tests/support/staff";
import { createTestDb, type TestDb } from "../../../tests/support/test-db";
import { addCrewMember } from "./add-crew-member";
import { changeCrews } from "./change-crews";
import { listCrews } from "./list-crews";

let t: TestDb;
// Friday 2026-11-20 10:00 Pacific.
const NOW = new Date("2026-11-20T18:00:00Z");
const OPTIONS = { now: NOW };
const act = (action: unknown) => changeCrews(t.db, "owner", crewActionSchema.parse(action), OPTIONS);

beforeAll(async () => {
  t = await createTestDb();
  await addAdmin(t.db);
  await t.db.insert(user).values({ id: "sam", name: "Sam Tech", email: "sam@example.com", role: "technician" });
  // The area's crews as the backfill migration left them: two, nobody in them yet.
  await areaCrews(t.db, "bay-area", 2);
});
afterAll(() => t.close());

describe("the owner's crews page", () => {
  it("lists an area's crews with members and time off, in name order", async () => {
    const made = okOrThrow(
      await act({ action: "create", name: "Crew 10", area: "bay-area", weekdays: "0111110", phone: "(510) 555-0100" }),
    );
    expect(await act({ action: "create", name: "Crew 10", area: "bay-area", weekdays: "0111110" })).toEqual({
      ok: false,
      reason: "crew-name-taken",
    });
    expect(await addCrewMember(t.db, made.crew.id, "sam")).toEqual({ ok: true });
    expect(await addCrewMember(t.db, made.crew.id, "nobody")).toEqual({ ok: false, reason: "user-not-found" });
    okOrThrow(await act({ action: "off", id: made.crew.id, date: "2026-12-01", fromTime: "13:00", reason: "Dentist" }));
    const { crews } = await listCrews(t.db, "bay-area", OPTIONS);
    expect(crews.map((c) => [c.name, c.phone, c.members.map((m) => m.email)])).toEqual([
      ["Crew 1", null, []],
      ["Crew 2", null, []],
      ["Crew 10", "(510) 555-0100", ["sam@example.com"]],
    ]);
    expect(crews[2]?.timeOff.map((o) => [o.date, o.fromTime, o.toTime, o.reason])).toEqual([
      ["2026-12-01", "13:00", null, "Dentist"],
    ]);
  });

  it("refuses bad input with a sentence: a name with a link or a line break, no weekday, a bad phone", () => {
    const bad = (patch: Record<string, unknown>) =>
      crewActionSchema.safeParse({ action: "create", name: "Crew 3", area: "bay-area", weekdays: "0111110", ...patch })
        .error?.issues[0]?.message;
    expect(bad({ name: "Crew\nCall 555" })).toBe("Please keep this on one line.");
    expect(bad({ name: "see evil.example" })).toBe("Please leave web and email addresses out of this field.");
    expect(bad({ name: "x".repeat(61) })).toBe("Keep the crew's name under 60 characters.");
    expect(bad({ weekdays: "0000000" })).toBe("Choose at least one weekday (or make the crew inactive).");
    expect(bad({ weekdays: "01111102" })).toBe("Choose the weekdays the crew works.");
    expect(bad({ phone: "call me" })).toBe("Write the phone number with digits, e.g. (510) 555-0100.");
    expect(bad({ area: "atlantis" })).toBe("Choose one of the service areas.");
  });
});

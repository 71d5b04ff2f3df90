import { describe, expect, it } from "vitest";
import {
  changedDriveFields,
  DEFAULT_DRIVE_SETTINGS,
  drivePolicyOf,
  driveSettingsSchema,
  readDriveSettings,
  tileUrlProblem,
} from "./drive-settings";
import { DEFAULT_DRIVE, driveMinutes } from "./drive-time";

const ok = { speedKmh: 30, minimumMinutes: 15, roadFactor: 1.4, tileUrl: "" };
const issues = (input: unknown) => {
  const r = driveSettingsSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the owner's drive settings", () => {
  it("take figures within the limits, as typed in a form, and an empty tile address is off", () => {
    expect(driveSettingsSchema.parse({ ...ok, speedKmh: "30", roadFactor: "1.337" })).toEqual({
      speedKmh: 30,
      minimumMinutes: 15,
      roadFactor: 1.34,
      tileUrl: null,
    });
  });

  it("refuse figures no van drives, with the field and a sentence", () => {
    expect(issues({ ...ok, speedKmh: 5 })).toEqual(["speedKmh: The average speed is at least 10 km/h."]);
    expect(issues({ ...ok, speedKmh: 101 })).toEqual(["speedKmh: The average speed is at most 100 km/h."]);
    expect(issues({ ...ok, speedKmh: 30.5 })).toEqual(["speedKmh: Write the average speed as a whole number."]);
    expect(issues({ ...ok, minimumMinutes: -1 })).toHaveLength(1);
    expect(issues({ ...ok, minimumMinutes: 121 })).toHaveLength(1);
    expect(issues({ ...ok, roadFactor: 0.9 })).toEqual(["roadFactor: The road factor is at least 1."]);
    expect(issues({ ...ok, roadFactor: 2.5 })).toHaveLength(1);
    expect(issues({ ...ok, speedKmh: "fast" })).toHaveLength(1);
    expect(issues({ ...ok, extra: 1 })).toHaveLength(1);
  });

  it("take only an https tile address with {z}, {x} and {y}", () => {
    const good = "https://tile.example.org/{z}/{x}/{y}.png";
    expect(tileUrlProblem(good)).toBeNull();
    expect(driveSettingsSchema.parse({ ...ok, tileUrl: ` ${good} ` }).tileUrl).toBe(good);
    expect(tileUrlProblem("http://tile.example.org/{z}/{x}/{y}.png")).toMatch(/https/);
    expect(tileUrlProblem("https://tile.example.org/{z}/{x}.png")).toMatch(/\{y\}/);
    expect(tileUrlProblem('https://tile.example.org/{z}/{x}/{y}.png"onload=')).toMatch(/characters/);
    expect(tileUrlProblem("https://me:pw@tile.example.org/{z}/{x}/{y}")).toMatch(/user name/);
    expect(tileUrlProblem("https://localhost/{z}/{x}/{y}")).toMatch(/host name/);
    expect(issues({ ...ok, tileUrl: `${good}${"a".repeat(300)}` })).toHaveLength(1);
  });

  it("read back as the defaults when missing or unreadable", () => {
    expect(readDriveSettings(null)).toEqual(DEFAULT_DRIVE_SETTINGS);
    expect(readDriveSettings({ speedKmh: 1 })).toEqual(DEFAULT_DRIVE_SETTINGS);
    expect(readDriveSettings({ ...ok, tileUrl: null })).toEqual({ ...ok, tileUrl: null });
    expect(drivePolicyOf(DEFAULT_DRIVE_SETTINGS)).toEqual(DEFAULT_DRIVE);
  });

  it("give the policy drive time is planned with: half the speed, longer drives", () => {
    const sf = { lat: 37.7749, lng: -122.4194 };
    const oakland = { lat: 37.8044, lng: -122.2712 };
    const slow = drivePolicyOf({ ...DEFAULT_DRIVE_SETTINGS, speedKmh: 20 });
    expect(driveMinutes(sf, oakland, slow)).toBeGreaterThan(driveMinutes(sf, oakland, DEFAULT_DRIVE));
    const floor = drivePolicyOf({ ...DEFAULT_DRIVE_SETTINGS, minimumMinutes: 30 });
    expect(driveMinutes(sf, sf, floor)).toBe(30);
  });

  it("name what changed for the history", () => {
    const after = { ...DEFAULT_DRIVE_SETTINGS, speedKmh: 30, tileUrl: "https://t.example.org/{z}/{x}/{y}" };
    expect(changedDriveFields(DEFAULT_DRIVE_SETTINGS, after)).toEqual([
      { field: "speedKmh", shown: "30" },
      { field: "tileUrl", shown: "https://t.example.org/{z}/{x}/{y}" },
    ]);
    expect(changedDriveFields(after, { ...after, tileUrl: null })).toEqual([{ field: "tileUrl", shown: "off" }]);
    expect(changedDriveFields(after, after)).toEqual([]);
  });
});

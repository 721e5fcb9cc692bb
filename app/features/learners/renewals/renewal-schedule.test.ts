import { describe, expect, it } from "vitest";
import { londonToday } from "#app/shared/dates";
import {
  furthestReminderAhead,
  refresherFirstAid,
  reminderDays,
  reminderDue,
  renewalCourseSlug,
  type ReminderStage,
} from "./renewal-schedule";

describe("reminderDays: 90 and 30 days before first aid expires, 6 months before an SIA licence does", () => {
  it("first aid", () => {
    expect(reminderDays("first-aid", "2029-12-04")).toEqual([
      { stage: "first-aid-90-days", sendOn: "2029-09-05" },
      { stage: "first-aid-30-days", sendOn: "2029-11-04" },
    ]);
  });
  it("an SIA licence (31 August less 6 months is the end of February)", () => {
    expect(reminderDays("sia-licence", "2030-08-31")).toEqual([
      { stage: "sia-licence-6-months", sendOn: "2030-02-28" },
    ]);
  });
});

// The controlled clock: "today" is the London date of a fixed instant, as the daily sweep reads it.
const on = (instant: string) => londonToday(new Date(instant));

describe("reminderDue: the latest reminder whose day has come, none after the expiry", () => {
  it.each<[string, "first-aid" | "sia-licence", string, string, ReminderStage | undefined]>([
    ["first aid, the day before the 90-day reminder", "first-aid", "2029-12-04", on("2029-09-04T12:00:00Z"), undefined],
    [
      "first aid, the 90-day reminder's day",
      "first-aid",
      "2029-12-04",
      on("2029-09-05T08:00:00Z"),
      "first-aid-90-days",
    ],
    // 23:30 UTC on 4 September is 00:30 on 5 September in London (summer time).
    [
      "first aid, just after midnight in London",
      "first-aid",
      "2029-12-04",
      on("2029-09-04T23:30:00Z"),
      "first-aid-90-days",
    ],
    [
      "first aid, between the two (a late consent)",
      "first-aid",
      "2029-12-04",
      on("2029-10-20T12:00:00Z"),
      "first-aid-90-days",
    ],
    [
      "first aid, the 30-day reminder's day",
      "first-aid",
      "2029-12-04",
      on("2029-11-04T12:00:00Z"),
      "first-aid-30-days",
    ],
    ["first aid, its last day", "first-aid", "2029-12-04", on("2029-12-03T12:00:00Z"), "first-aid-30-days"],
    ["first aid, expired", "first-aid", "2029-12-04", on("2029-12-04T12:00:00Z"), undefined],
    ["SIA, a day before 6 months", "sia-licence", "2030-06-15", on("2029-12-14T12:00:00Z"), undefined],
    ["SIA, 6 months before", "sia-licence", "2030-06-15", on("2029-12-15T12:00:00Z"), "sia-licence-6-months"],
    ["SIA, a month before", "sia-licence", "2030-06-15", on("2030-05-15T12:00:00Z"), "sia-licence-6-months"],
    ["SIA, expired", "sia-licence", "2030-06-15", on("2030-06-16T12:00:00Z"), undefined],
  ])("%s", (_, kind, expiresOn, today, stage) => {
    expect(reminderDue(kind, expiresOn, today)).toBe(stage);
  });

  it.each<[string, string, ReminderStage | undefined]>([
    ["a refresher passed a day before the reminder's day: reminded", "2029-12-14", "sia-licence-6-months"],
    ["a refresher passed on the reminder's day: not reminded", "2029-12-15", undefined],
    ["a refresher passed inside the 6 months: not reminded", "2030-03-01", undefined],
  ])("%s", (_, achievedOn, stage) => {
    expect(reminderDue("sia-licence", "2030-06-15", "2030-04-01", achievedOn)).toBe(stage);
  });
});

describe("furthestReminderAhead: the sweep's horizon", () => {
  it("is 6 months (longer than 90 days)", () => {
    expect(furthestReminderAhead("2026-11-29")).toBe("2027-05-29");
  });
});

describe("refresherFirstAid: first aid with 12 months left on a refresher taken by the licence's expiry", () => {
  it.each<[string, string | null, ReturnType<typeof refresherFirstAid>]>([
    ["exactly 12 months left then", "2031-06-15", { status: "enough" }],
    ["a day short", "2031-06-14", { status: "too-short", expiresOn: "2031-06-14", neededUntil: "2031-06-15" }],
    ["none known", null, { status: "unknown", neededUntil: "2031-06-15" }],
  ])("%s", (_, firstAid, expected) => {
    expect(refresherFirstAid("2030-06-15", firstAid)).toEqual(expected);
  });
});

describe("renewalCourseSlug: the course whose next dates a reminder links to", () => {
  it.each<[string, "first-aid" | "sia-licence", string, string[], string]>([
    ["first aid: its own course", "first-aid", "efaw", ["efaw", "top-up-efaw"], "efaw"],
    [
      "SIA: the refresher when the academy runs one",
      "sia-licence",
      "door-supervisor",
      ["door-supervisor", "top-up-door-supervisor"],
      "top-up-door-supervisor",
    ],
    ["SIA: its own course otherwise", "sia-licence", "cctv-pss", ["cctv-pss", "top-up-door-supervisor"], "cctv-pss"],
  ])("%s", (_, kind, slug, active, expected) => {
    expect(renewalCourseSlug(kind, slug, active)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { joiningInstructionsAtOnce, messagesDue, type ScheduledBooking } from "./message-schedule";

// A course starting Monday 15 March 2027 (GMT) and one starting Monday 14 June 2027 (BST, London = UTC+1).
const winter: ScheduledBooking = {
  startDate: "2027-03-15",
  balanceDueDate: "2027-03-08",
  confirmedAt: new Date("2027-01-10T12:00:00Z"),
  owed: 14_900,
};
const at = (iso: string) => new Date(iso);

describe("messagesDue", () => {
  it.each([
    ["S−14 before 09:00: nothing yet", winter, "2027-03-01T08:59:00Z", []],
    ["S−14 at 09:00: the first reminder", winter, "2027-03-01T09:00:00Z", ["balance-reminder-first"]],
    ["S−14 late in the day: still the first reminder", winter, "2027-03-01T23:30:00Z", ["balance-reminder-first"]],
    ["S−13: nothing", winter, "2027-03-02T10:00:00Z", []],
    ["S−9: the last reminder", winter, "2027-03-06T09:01:00Z", ["balance-reminder-last"]],
    [
      "S−7: due today and the joining instructions",
      winter,
      "2027-03-08T09:00:00Z",
      ["balance-due-today", "joining-instructions"],
    ],
    [
      "S−6: overdue (joining instructions stay due until sent)",
      winter,
      "2027-03-09T09:00:00Z",
      ["balance-overdue", "joining-instructions"],
    ],
    ["S−1: see you tomorrow", winter, "2027-03-14T09:00:00Z", ["joining-instructions", "see-you-tomorrow"]],
    ["S: the joining instructions only", winter, "2027-03-15T07:00:00Z", ["joining-instructions"]],
    ["after S: nothing", winter, "2027-03-16T09:00:00Z", []],
    ["paid in full: no balance message", { ...winter, owed: 0 }, "2027-03-01T09:00:00Z", []],
    [
      "no due date (paid in full at booking): no balance message",
      { ...winter, balanceDueDate: null },
      "2027-03-08T09:00:00Z",
      ["joining-instructions"],
    ],
    [
      "booked after S−14 09:00: no first reminder",
      { ...winter, confirmedAt: at("2027-03-01T09:30:00Z") },
      "2027-03-01T10:00:00Z",
      [],
    ],
    [
      "booked on S−3: joining instructions at once",
      { ...winter, confirmedAt: at("2027-03-12T15:00:00Z") },
      "2027-03-12T15:00:30Z",
      ["joining-instructions"],
    ],
    [
      "booked on S−1 after 09:00: no see-you-tomorrow",
      { ...winter, confirmedAt: at("2027-03-14T12:00:00Z") },
      "2027-03-14T12:01:00Z",
      ["joining-instructions"],
    ],
    [
      "an extended due date moves the balance messages",
      { ...winter, balanceDueDate: "2027-03-12" },
      "2027-03-12T09:00:00Z",
      ["balance-due-today", "joining-instructions"],
    ],
    [
      "summer: 09:00 London is 08:00 UTC",
      { ...winter, startDate: "2027-06-14", balanceDueDate: "2027-06-07" },
      "2027-05-31T08:00:00Z",
      ["balance-reminder-first"],
    ],
    [
      "summer: 07:59 UTC is before 09:00 London",
      { ...winter, startDate: "2027-06-14", balanceDueDate: "2027-06-07" },
      "2027-05-31T07:59:00Z",
      [],
    ],
  ] as const)("%s", (_, booking, now, expected) => {
    expect(messagesDue(booking, at(now))).toEqual(expected);
  });
});

describe("joiningInstructionsAtOnce", () => {
  it.each([
    ["2027-03-08T08:59:00Z", false],
    ["2027-03-08T09:00:00Z", true],
    ["2027-03-01T12:00:00Z", false],
  ])("at %s for a course starting 15 March: %s", (now, expected) => {
    expect(joiningInstructionsAtOnce("2027-03-15", at(now))).toBe(expected);
  });
});

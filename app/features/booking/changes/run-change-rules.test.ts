// Issue 21, H2 and M8, decision 020: what staff are told before they change or cancel a date people are booked on, and
// what the change does to each booking, as pure rules.
import { describe, expect, it } from "vitest";
import { dateChangeRefusal } from "./date-change";
import {
  academyChangeOpen,
  balanceDueAfterDaysChange,
  cancelDateLines,
  cancelThroughActionMessage,
  confirmDaysChangeMessage,
  newDaysText,
  editImpact,
  sameDays,
} from "./run-change-rules";

describe("editImpact", () => {
  const before = ["2030-03-04", "2030-03-05"];
  it.each([
    ["the same days, learners booked", before, { learners: 2, holds: 0 }, false, false],
    ["the same days listed in another order", ["2030-03-05", "2030-03-04"], { learners: 2, holds: 0 }, false, false],
    ["new days, nobody booked", ["2030-03-11", "2030-03-12"], { learners: 0, holds: 0 }, true, false],
    ["new days, a learner booked", ["2030-03-11", "2030-03-12"], { learners: 1, holds: 0 }, true, true],
    ["new days, only a seat held", ["2030-03-11", "2030-03-12"], { learners: 0, holds: 1 }, true, true],
    ["a day added", ["2030-03-04", "2030-03-05", "2030-03-06"], { learners: 1, holds: 0 }, true, true],
  ])("%s", (_name, after, people, changesDays, needsConfirmation) => {
    const impact = editImpact({ before, after }, people);
    expect(impact).toMatchObject({ changesDays, needsConfirmation, ...people });
    expect(impact.lines.length > 0).toBe(needsConfirmation);
  });

  it("says how many are booked and what happens to them, as the 409 does", () => {
    const impact = editImpact(
      { before: ["2030-03-04", "2030-03-05"], after: ["2030-03-11", "2030-03-12"] },
      { learners: 2, holds: 1 },
    );
    expect(impact.lines).toEqual([
      "New days: 11 to 12 March 2030 (were 4 to 5 March 2030).",
      "2 learners booked: each will be e-mailed the new dates with an updated calendar file and offered a free move to another date or a full refund.",
      "1 seat held awaiting payment: its customer is e-mailed the new dates before paying, and offered the same once booked.",
    ]);
    expect(confirmDaysChangeMessage(impact)).toMatch(/a full refund\. 1 seat held .* Confirm the change to save it\.$/);
  });
});

describe("newDaysText", () => {
  it.each([
    [["2030-03-04"], ["2030-03-11"], "11 March 2030 (were 4 March 2030)"],
    [["2030-03-04", "2030-03-05"], ["2030-03-11", "2030-03-12"], "11 to 12 March 2030 (were 4 to 5 March 2030)"],
    // A middle day moved: the spans read the same, so the days are listed.
    [
      ["2030-03-04", "2030-03-05", "2030-03-07"],
      ["2030-03-04", "2030-03-06", "2030-03-07"],
      "4 March 2030, 6 March 2030, 7 March 2030 (were 4 March 2030, 5 March 2030, 7 March 2030)",
    ],
  ])("%j to %j", (before, after, text) => {
    expect(newDaysText(before, after)).toBe(text);
  });
  it("compares days, not their order", () => {
    expect(sameDays(["2030-03-05", "2030-03-04"], ["2030-03-04", "2030-03-05"])).toBe(true);
    expect(sameDays(["2030-03-04"], ["2030-03-04", "2030-03-05"])).toBe(false);
  });
});

describe("cancelDateLines", () => {
  it.each([
    [
      "learners, a hold and people waiting",
      { learners: 1, holds: 1, waiting: 2 },
      [
        "1 learner booked: they are e-mailed within a minute and offered a new date of the course at no extra cost or a full refund of everything paid, deposit included; whoever has not chosen by the first day is refunded in full.",
        "1 seat held awaiting payment: if paid, that customer is offered the same choice.",
        "2 people on the waiting list are told the date is cancelled, with the course's next dates, and the list is closed.",
        "The date comes off the website at once. This cannot be undone.",
      ],
    ],
    [
      "nobody",
      { learners: 0, holds: 0, waiting: 0 },
      [
        "Nobody is booked on this date.",
        "Its waiting list is closed.",
        "The date comes off the website at once. This cannot be undone.",
      ],
    ],
  ])("%s", (_name, people, lines) => {
    expect(cancelDateLines(people)).toEqual(lines);
  });

  it("points an edit that sets Cancelled to the action, naming who is on the date", () => {
    expect(cancelThroughActionMessage({ learners: 2, holds: 0, waiting: 1 })).toBe(
      "This date has 2 learners booked, 1 person waiting: use 'Cancel date' so everyone is told what happens.",
    );
  });
});

describe("balanceDueAfterDaysChange", () => {
  it.each([
    ["no balance due date", null, "2030-03-04", "2030-03-18", "2030-01-01", null],
    ["the default S−7 follows the new first day", "2030-02-25", "2030-03-04", "2030-03-18", "2030-01-01", "2030-03-11"],
    ["earlier: S−7 never before today", "2030-02-25", "2030-03-04", "2030-02-20", "2030-02-18", "2030-02-18"],
    ["a date staff set by hand stays", "2030-02-01", "2030-03-04", "2030-03-18", "2030-01-01", "2030-02-01"],
    ["unless it falls after the new first day", "2030-03-01", "2030-03-04", "2030-02-27", "2030-01-01", "2030-02-20"],
  ])("%s", (_name, balanceDueDate, oldFirstDay, newFirstDay, today, expected) => {
    expect(balanceDueAfterDaysChange({ balanceDueDate, oldFirstDay, newFirstDay, today })).toBe(expected);
  });
});

describe("a booking the academy changed", () => {
  const today = "2030-03-01";
  it.each([
    ["confirmed, before the start", { status: "confirmed", startDate: "2030-03-04", academyChanged: true }, true],
    ["not changed by the academy", { status: "confirmed", startDate: "2030-03-04", academyChanged: false }, false],
    ["the course has started", { status: "confirmed", startDate: "2030-03-01", academyChanged: true }, false],
    ["cancelled", { status: "cancelled", startDate: "2030-03-04", academyChanged: true }, false],
  ])("has a free move or full refund open: %s", (_name, booking, open) => {
    expect(academyChangeOpen(booking, today)).toBe(open);
  });

  it.each([
    ["3 days before the start, changed once already", { academyChanged: true, dateChangedAt: new Date() }, undefined],
    [
      "the same without the academy's change",
      { academyChanged: false, dateChangedAt: null },
      "Dates can be changed up to 8 days before the course starts: please call us.",
    ],
  ])("may move: %s", (_name, booking, refusal) => {
    expect(dateChangeRefusal({ status: "confirmed", startDate: "2030-03-04", ...booking }, today)).toBe(refusal);
  });
});

import { describe, expect, it } from "vitest";
import {
  addressCapRefusal,
  confirmDeadline,
  daytimeHoldEnd,
  joinRefusal,
  offerExpiry,
  offerHoldHours,
} from "./waitlist-rules";

const start = new Date("2027-03-10T09:00:00Z");
const hoursBefore = (hours: number) => new Date(start.getTime() - hours * 3_600_000);

describe("offerHoldHours", () => {
  it.each([
    [30 * 24, 24],
    [7 * 24, 24],
    [7 * 24 - 1, 12],
    [48, 12],
    [47.5, 3],
    [24, 3],
    [23.9, null],
    [0, null],
    [-5, null],
  ])("%s hours before the start: %s", (hours, expected) => {
    expect(offerHoldHours(start, hoursBefore(hours))).toBe(expected);
  });
});

describe("daytimeHoldEnd (issue 21, M3: no hold lapses between 20:00 and 08:00 London)", () => {
  it.each([
    ["16:05 held 12 hours: 04:05 becomes 10:00 that morning", "2026-11-27T04:05:00Z", "2026-11-27T10:00:00Z"],
    ["21:30 becomes 10:00 the next morning", "2026-11-27T21:30:00Z", "2026-11-28T10:00:00Z"],
    ["midnight becomes 10:00 that morning", "2026-11-28T00:00:00Z", "2026-11-28T10:00:00Z"],
    ["07:59 becomes 10:00", "2026-11-27T07:59:00Z", "2026-11-27T10:00:00Z"],
    ["08:00 stays", "2026-11-27T08:00:00Z", "2026-11-27T08:00:00Z"],
    ["midday stays", "2026-11-27T12:00:00Z", "2026-11-27T12:00:00Z"],
    ["20:00 stays", "2026-11-27T20:00:00Z", "2026-11-27T20:00:00Z"],
    ["20:00 and a second becomes 10:00 the next morning", "2026-11-27T20:00:01Z", "2026-11-28T10:00:00Z"],
    ["31 December 23:00 becomes 10:00 on New Year's Day", "2026-12-31T23:00:00Z", "2027-01-01T10:00:00Z"],
    // Summer time: London is an hour ahead of UTC.
    ["summer 19:30 stays", "2027-06-15T18:30:00Z", "2027-06-15T18:30:00Z"],
    ["summer 20:30 becomes 10:00 BST the next morning", "2027-06-15T19:30:00Z", "2027-06-16T09:00:00Z"],
    ["summer 07:30 becomes 10:00 BST", "2027-06-16T06:30:00Z", "2027-06-16T09:00:00Z"],
    ["summer 07:30 UTC is 08:30 BST and stays", "2027-06-16T07:30:00Z", "2027-06-16T07:30:00Z"],
    // The clocks go forward at 01:00 GMT on 28 March 2027 and back at 02:00 BST on 31 October 2027.
    ["the Saturday night before the clocks go forward: 10:00 BST", "2027-03-27T21:00:00Z", "2027-03-28T09:00:00Z"],
    ["00:30 GMT the night the clocks go forward: 10:00 BST", "2027-03-28T00:30:00Z", "2027-03-28T09:00:00Z"],
    ["03:30 BST the night the clocks go forward: 10:00 BST", "2027-03-28T02:30:00Z", "2027-03-28T09:00:00Z"],
    ["the Saturday night before the clocks go back: 10:00 GMT", "2027-10-30T19:30:00Z", "2027-10-31T10:00:00Z"],
    ["the first 01:30 (BST) the night the clocks go back: 10:00 GMT", "2027-10-31T00:30:00Z", "2027-10-31T10:00:00Z"],
    ["the second 01:30 (GMT) the night the clocks go back: 10:00 GMT", "2027-10-31T01:30:00Z", "2027-10-31T10:00:00Z"],
    ["the Sunday evening after the clocks went back: 20:00 GMT stays", "2027-10-31T20:00:00Z", "2027-10-31T20:00:00Z"],
  ])("%s", (_, end, expected) => {
    expect(daytimeHoldEnd(new Date(end)).toISOString()).toBe(new Date(expected).toISOString());
  });
});

describe("offerExpiry", () => {
  it("ends the hold after its window when that is in the day", () => {
    // Made at 05:00 on 6 March, 100 hours before the start: held 12 hours, until 17:00.
    expect(offerExpiry(start, hoursBefore(100))).toEqual(hoursBefore(88));
  });
  it("moves a window ending in the night to 10:00 (the walkthrough: made at 16:05, 5 days away, held 12 hours)", () => {
    const courseStart = new Date("2026-12-01T09:00:00Z");
    expect(offerExpiry(courseStart, new Date("2026-11-26T16:05:00Z"))).toEqual(new Date("2026-11-27T10:00:00Z"));
  });
  it("moves a 12-hour window made at 14:00 (ending 02:00) to 10:00 the next day", () => {
    expect(offerExpiry(start, hoursBefore(115))).toEqual(new Date("2027-03-06T10:00:00Z"));
  });
  it("is null when offers have stopped", () => {
    expect(offerExpiry(start, hoursBefore(10))).toBeNull();
  });
});

describe("joinRefusal", () => {
  it.each([
    ["a full date", { status: "active", seatsLeft: 0, started: false }, undefined],
    ["a date staff marked full", { status: "full", seatsLeft: 0, started: false }, undefined],
    [
      "a date with seats",
      { status: "active", seatsLeft: 2, started: false },
      "This date still has seats: you can book it now.",
    ],
    [
      "a cancelled date",
      { status: "cancelled", seatsLeft: 0, started: false },
      "This date has been cancelled. Please choose another date.",
    ],
    [
      "a started date",
      { status: "active", seatsLeft: 0, started: true },
      "This date has already started. Please choose another date.",
    ],
  ])("%s", (_, date, expected) => {
    expect(joinRefusal(date)).toBe(expected);
  });
});

describe("confirmDeadline", () => {
  it("is 24 hours after joining", () => {
    expect(confirmDeadline(hoursBefore(30))).toEqual(hoursBefore(6));
  });
});

describe("addressCapRefusal", () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [5, true],
  ])("with %s live entries from the address: refused %s", (live, refused) => {
    expect(addressCapRefusal(live) !== undefined).toBe(refused);
  });
});

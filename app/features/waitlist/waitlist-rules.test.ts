import { describe, expect, it } from "vitest";
import { addressCapRefusal, confirmDeadline, joinRefusal, offerExpiry, offerHoldHours } from "./waitlist-rules";

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

describe("offerExpiry", () => {
  it("ends the hold after its window", () => {
    expect(offerExpiry(start, hoursBefore(100))).toEqual(hoursBefore(88));
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

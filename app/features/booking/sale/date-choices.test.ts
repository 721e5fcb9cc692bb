import { describe, expect, it } from "vitest";
import { seatsLeftLabel, toDateChoices } from "./date-choices";

const TODAY = "2026-11-22";
const COURSE_PRICE = 30_000;

const instance = (
  id: string,
  startDate: string,
  extra: Partial<{ status: string; maxSeats: number; bookedSeats: number; price: number; location: string }> = {},
) => ({
  id,
  startDate,
  location: "Oxford",
  maxSeats: 16,
  bookedSeats: 0,
  status: "active",
  price: 32_000,
  ...extra,
});
const availableDate = (
  id: string,
  date: string,
  extra: Partial<{ status: string; maxSeats: number; bookedSeats: number; location: string }> = {},
) => ({
  id,
  date,
  location: "Reading",
  maxSeats: 12,
  bookedSeats: 0,
  status: "active",
  ...extra,
});

describe("toDateChoices", () => {
  it.each([
    {
      name: "merges instances and available dates, soonest first",
      instances: [instance("i1", "2026-12-07"), instance("i2", "2026-11-30")],
      dates: [availableDate("d1", "2026-12-01"), availableDate("d2", "2026-11-23")],
      expected: ["d2", "i2", "d1", "i1"],
    },
    {
      name: "offers a date starting today but not one that has passed",
      instances: [instance("i1", "2026-11-21"), instance("i2", TODAY)],
      dates: [availableDate("d1", "2026-11-01"), availableDate("d2", TODAY)],
      expected: ["i2", "d2"],
    },
    {
      name: "drops anything not active",
      instances: [instance("i1", "2026-12-01", { status: "cancelled" }), instance("i2", "2026-12-02")],
      dates: [
        availableDate("d1", "2026-12-03", { status: "full" }),
        availableDate("d2", "2026-12-04", { status: "cancelled" }),
      ],
      expected: ["i2"],
    },
    {
      name: "drops dates with no seat left, keeps the last seat",
      instances: [instance("i1", "2026-12-01", { bookedSeats: 16 }), instance("i2", "2026-12-02", { bookedSeats: 15 })],
      dates: [
        availableDate("d1", "2026-12-03", { bookedSeats: 14 }),
        availableDate("d2", "2026-12-04", { bookedSeats: 11 }),
      ],
      expected: ["i2", "d2"],
    },
    { name: "is empty when nothing is bookable", instances: [], dates: [], expected: [] },
  ])("$name", ({ instances, dates, expected }) => {
    expect(toDateChoices(instances, dates, COURSE_PRICE, TODAY).map((choice) => choice.id)).toEqual(expected);
  });

  it("prices an instance at its own price and an available date at the course price", () => {
    const choices = toDateChoices(
      [instance("i1", "2026-12-01", { price: 27_500, location: "Reading", bookedSeats: 13 })],
      [availableDate("d1", "2026-12-02", { location: "Oxford", bookedSeats: 4 })],
      COURSE_PRICE,
      TODAY,
    );
    expect(choices).toEqual([
      { id: "i1", kind: "instance", date: "2026-12-01", location: "Reading", price: 27_500, seatsLeft: 3 },
      { id: "d1", kind: "available-date", date: "2026-12-02", location: "Oxford", price: COURSE_PRICE, seatsLeft: 8 },
    ]);
  });
});

describe("seatsLeftLabel", () => {
  it.each([
    [1, "1 seat left"],
    [2, "2 seats left"],
    [12, "12 seats left"],
  ])("%i → %s", (seats, label) => {
    expect(seatsLeftLabel(seats)).toBe(label);
  });
});

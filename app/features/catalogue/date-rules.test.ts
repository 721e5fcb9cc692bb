import { describe, expect, it } from "vitest";
import { bookableDates, isFullyBooked, seatsLeftOf, upcomingCourseDates } from "./date-rules";

const TODAY = "2026-11-22";
const date = (d: string, extra: Partial<{ status: string; maxSeats: number; bookedSeats: number }> = {}) => ({
  date: d,
  status: "active",
  maxSeats: 12,
  bookedSeats: 0,
  ...extra,
});

describe("seats", () => {
  it.each([
    [12, 0, 12, false],
    [12, 11, 1, false],
    [12, 12, 0, true],
    [12, 15, 0, true],
    [0, 0, 0, true],
  ])("max %i, booked %i → %i left, full: %s", (maxSeats, bookedSeats, left, full) => {
    expect(seatsLeftOf({ maxSeats, bookedSeats })).toBe(left);
    expect(isFullyBooked({ maxSeats, bookedSeats })).toBe(full);
  });
});

describe("bookableDates", () => {
  it("keeps active, future dates with a seat left, soonest first", () => {
    const dates = [
      date("2026-12-10"),
      date("2026-11-21"), // yesterday: past
      date("2026-11-22"), // today
      date("2026-12-01", { status: "cancelled" }),
      date("2026-12-02", { status: "full" }),
      date("2026-11-30", { bookedSeats: 12 }),
      date("2026-11-25", { bookedSeats: 11 }),
    ];
    expect(bookableDates(dates, TODAY).map((d) => d.date)).toEqual(["2026-11-22", "2026-11-25", "2026-12-10"]);
  });
});

describe("upcomingCourseDates", () => {
  it("keeps full dates (shown as Fully Booked) but never past or inactive ones", () => {
    const dates = [
      date("2026-12-10"),
      date("2026-11-20"),
      date("2026-11-21"),
      date("2026-11-30", { bookedSeats: 12 }),
      date("2026-12-01", { status: "cancelled" }),
    ];
    expect(upcomingCourseDates(dates, TODAY).map((d) => d.date)).toEqual(["2026-11-30", "2026-12-10"]);
  });
});

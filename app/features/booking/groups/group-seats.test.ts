import { describe, expect, it } from "vitest";
import { FULLY_BOOKED_MESSAGE, seatsRefusal } from "./group-seats";

describe("seatsRefusal: all the seats or none (issue 24)", () => {
  it.each([
    [5, 1, undefined],
    [5, 5, undefined],
    [3, 4, "Only 3 seats are left on this date"],
    [1, 2, "Only 1 seat is left on this date"],
    [0, 1, FULLY_BOOKED_MESSAGE],
    [0, 6, FULLY_BOOKED_MESSAGE],
    [-2, 1, FULLY_BOOKED_MESSAGE],
  ])("%i left, %i wanted: %s", (left, wanted, refusal) => expect(seatsRefusal(left, wanted)).toBe(refusal));
});

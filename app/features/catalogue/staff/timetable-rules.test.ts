import { describe, expect, it } from "vitest";
import { capacityErrors, type CapacityCheck } from "./timetable-rules";

describe("capacityErrors", () => {
  const base: CapacityCheck = { maxSeats: 10, offlineSeats: 2, previousOfflineSeats: 2, onlineSeats: 5 };
  it.each<[string, Partial<CapacityCheck>, ReturnType<typeof capacityErrors>]>([
    ["room to spare", {}, undefined],
    ["exactly full", { maxSeats: 7 }, undefined],
    ["max below taken", { maxSeats: 6 }, { maxSeats: ["Max seats cannot be below the 7 seats already taken"] }],
    [
      "one seat taken",
      { maxSeats: 0, offlineSeats: 0, previousOfflineSeats: 0, onlineSeats: 1 },
      {
        maxSeats: ["Max seats cannot be below the 1 seat already taken"],
      },
    ],
    [
      "offline seats raised past capacity",
      { offlineSeats: 6 },
      {
        maxSeats: ["Max seats cannot be below the 11 seats already taken"],
        bookedSeats: ["Only 5 seats can be booked offline"],
      },
    ],
    ["offline seats lowered", { maxSeats: 5, offlineSeats: 0 }, undefined],
    [
      "holds alone overflow a lowered max",
      { maxSeats: 4, offlineSeats: 0, previousOfflineSeats: 0 },
      {
        maxSeats: ["Max seats cannot be below the 5 seats already taken"],
      },
    ],
  ])("%s", (_name, change, expected) => {
    expect(capacityErrors({ ...base, ...change })).toEqual(expected);
  });
});

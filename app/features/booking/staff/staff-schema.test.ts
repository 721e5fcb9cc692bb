import { expect, it } from "vitest";
import { BOOKING_STATUSES as STORED_BOOKING_STATUSES } from "#db/schema";
import { BOOKING_STATUSES } from "./staff-schema";

it("knows the same booking statuses as the database", () => {
  expect(BOOKING_STATUSES).toEqual(STORED_BOOKING_STATUSES);
});

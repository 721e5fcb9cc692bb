// What the waiting-list page says first, as it follows the booking and the date (issue 21, L13, L14).
import { describe, expect, it } from "vitest";
import { headline, statusShown } from "./waitlist-view";

describe("statusShown", () => {
  const confirmedAt = new Date("2026-11-26T16:10:00Z");
  it.each([
    ["an offer whose seat is paid", "offered", { status: "confirmed", confirmedAt }, "booked"],
    ["a lapsed offer paid a moment late", "expired", { status: "confirmed", confirmedAt }, "booked"],
    ["a booked seat later cancelled", "booked", { status: "cancelled", confirmedAt }, "booked"],
    ["an offer not yet paid", "offered", { status: "pending", confirmedAt: null }, "offered"],
    ["a hold staff cancelled unpaid", "offered", { status: "cancelled", confirmedAt: null }, "offered"],
    ["someone waiting", "waiting", null, "waiting"],
  ] as const)("%s reads %s", (_, entry, booking, shown) => expect(statusShown(entry, booking)).toBe(shown));
});

describe("headline", () => {
  const on = { status: "confirmed", cancelledBy: null } as const;
  it.each([
    [{ status: "booked", booking: on, dateCancelled: false }, "You have booked your seat."],
    [{ status: "booked", booking: on, dateCancelled: true }, /^We are sorry: we have had to cancel this date\./],
    [
      { status: "booked", booking: { status: "cancelled", cancelledBy: null }, dateCancelled: true },
      /^We cancelled this date, so your booking is cancelled\./,
    ],
    [
      { status: "booked", booking: { status: "cancelled", cancelledBy: "academy" }, dateCancelled: false },
      /^We cancelled this date, so your booking is cancelled\./,
    ],
    [
      { status: "booked", booking: { status: "cancelled", cancelledBy: "customer" }, dateCancelled: false },
      "Your booking is cancelled.",
    ],
    [
      { status: "waiting", booking: null, dateCancelled: true },
      "This date has been cancelled: its waiting list is closed.",
    ],
    [
      { status: "closed", booking: null, dateCancelled: true },
      "This date has been cancelled: its waiting list is closed.",
    ],
    [{ status: "closed", booking: null, dateCancelled: false }, "This date has started: its waiting list is closed."],
    [{ status: "offered", booking: null, dateCancelled: false }, "A seat is being held for you."],
  ] as const)("%o: %s", (view, words) => expect(headline({ confirmed: true, ...view })).toMatch(words));
});

// Erasure is refused while a seat is still to be attended or money is still to move (issue 23, decision 025).
import { describe, expect, it } from "vitest";
import { erasureRefusal, type ErasureSeat } from "./erasure-refusal";

const TODAY = "2026-11-29";

const seat = (overrides: Partial<ErasureSeat> = {}): ErasureSeat => ({
  reference: "TV-ABCD2345",
  status: "confirmed",
  lastDay: "2026-11-28",
  owed: 0,
  refundDue: false,
  ...overrides,
});

describe("when a person may be erased", () => {
  it.each<[string, ErasureSeat[]]>([
    ["nobody's seats at all (enquiries or a waiting list only)", []],
    ["a paid course that ended yesterday", [seat()]],
    [
      "a cancelled booking of a course still to come, its refund paid",
      [seat({ status: "cancelled", lastDay: "2027-01-10" })],
    ],
    ["an expired hold", [seat({ status: "expired", lastDay: "2027-01-10" })]],
    ["a cancelled booking whose price was never paid", [seat({ status: "cancelled", owed: 12_000 })]],
    ["a place booked offline whose course has ended", [seat({ reference: null, status: "offline" })]],
  ])("allowed: %s", (_case, seats) => {
    expect(erasureRefusal(seats, TODAY)).toBeNull();
  });

  it.each<[string, ErasureSeat, RegExp]>([
    [
      "a course that ends today",
      seat({ lastDay: TODAY }),
      /TV-ABCD2345's course has not finished \(last day 29 November 2026\)/,
    ],
    ["a course still to come", seat({ lastDay: "2027-03-04" }), /course has not finished \(last day 4 March 2027\)/],
    [
      "a held seat waiting for payment",
      seat({ status: "pending", lastDay: "2027-03-04" }),
      /TV-ABCD2345 is waiting for payment/,
    ],
    ["a held seat whose course has passed", seat({ status: "pending", owed: 20_000 }), /is waiting for payment\. /],
    ["a balance still owed after the course", seat({ owed: 14_950 }), /TV-ABCD2345 still owes £149\.50/],
    ["a refund still to pay back", seat({ status: "cancelled", refundDue: true }), /has a refund still to pay back/],
    [
      "a place booked offline on a date to come",
      seat({ reference: null, status: "offline", lastDay: TODAY }),
      /A place booked offline's course has not finished/,
    ],
  ])("refused: %s", (_case, refused, why) => {
    const message = erasureRefusal([seat(), refused], TODAY);
    expect(message).toMatch(/^This person cannot be erased yet: /);
    expect(message).toMatch(why);
    expect(message).toMatch(/Erase them once their courses have finished and their money is settled\.$/);
  });

  it("names every reason, each booking by its reference", () => {
    const message = erasureRefusal(
      [
        seat({ reference: "TV-AAAA2222", lastDay: "2027-01-05", owed: 10_000 }),
        seat({ reference: "TV-BBBB3333", refundDue: true }),
      ],
      TODAY,
    );
    expect(message).toBe(
      "This person cannot be erased yet: Booking TV-AAAA2222's course has not finished (last day 5 January 2027); " +
        "booking TV-AAAA2222 still owes £100; booking TV-BBBB3333 has a refund still to pay back. " +
        "Erase them once their courses have finished and their money is settled.",
    );
  });
});

import { describe, expect, it } from "vitest";
import { BOOKING_STATUSES, type BookingStatus } from "#db/schema";
import { moneyStateOf, nextStatus, TRANSITIONS, type Transition } from "./booking-lifecycle";

// Every (status, transition) pair: where it leads, or that it is refused.
const EXPECTED: Record<Transition, Partial<Record<BookingStatus, BookingStatus>>> = {
  confirm: { pending: "confirmed", expired: "confirmed" },
  expireHold: { pending: "expired" },
  replaceHold: { pending: "expired" },
  declineOffer: { pending: "expired" },
  cancelLatePayment: { pending: "cancelled", expired: "cancelled" },
  cancelByCustomer: { confirmed: "cancelled" },
  cancelByAcademy: { confirmed: "cancelled" },
  cancelByStaff: { pending: "cancelled", confirmed: "cancelled" },
  releaseUnpaid: { confirmed: "cancelled" },
};

describe("booking life cycle", () => {
  const pairs = (Object.keys(TRANSITIONS) as Transition[]).flatMap((transition) =>
    BOOKING_STATUSES.map((from) => [transition, from, EXPECTED[transition][from]] as const),
  );

  it.each(pairs)("%s from %s", (transition, from, to) => {
    const result = nextStatus(from, transition);
    if (to) expect(result).toEqual({ ok: true, to });
    else expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/\.$/) });
  });

  it("refuses with the reason staff see", () => {
    expect(nextStatus("cancelled", "cancelByStaff")).toEqual({
      ok: false,
      reason: "This booking is already cancelled.",
    });
    expect(nextStatus("expired", "cancelByStaff")).toEqual({
      ok: false,
      reason: "This booking has expired: it holds no seat to release.",
    });
    expect(nextStatus("cancelled", "confirm")).toEqual({ ok: false, reason: "This booking is already cancelled." });
  });
});

describe("money state", () => {
  it.each([
    [{ totalPrice: 24900, paymentAmount: 10000, amountHeld: 0 }, "unpaid"],
    [{ totalPrice: 24900, paymentAmount: 10000, amountHeld: 10000 }, "deposit paid"],
    [{ totalPrice: 24900, paymentAmount: 10000, amountHeld: 15000 }, "part paid"],
    [{ totalPrice: 24900, paymentAmount: 10000, amountHeld: 24900 }, "paid in full"],
    [{ totalPrice: 9900, paymentAmount: 9900, amountHeld: 9900 }, "paid in full"],
    // Paid in full, then moved to a £149 date: the £100 refund on its way is not held, so the booking is paid in full
    // at its new price, not part-paid beyond it.
    [{ totalPrice: 14900, paymentAmount: 24900, amountHeld: 14900 }, "paid in full"],
  ] as const)("%o is %s", (booking, state) => {
    expect(moneyStateOf(booking)).toBe(state);
  });
});

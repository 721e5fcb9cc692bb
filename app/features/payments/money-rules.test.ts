import { describe, expect, it } from "vitest";
import {
  heldOf,
  heldRefundRefusal,
  overpaidOf,
  refundableOf,
  refundRoomOf,
  settledOf,
  splitArrival,
  type LedgerRow,
} from "./money-rules";

const pay = (id: string, amount: number, state = "succeeded", kind = "full"): LedgerRow & { id: string } => ({
  id,
  kind,
  amount,
  state,
});
const refund = (id: string, of: string, amount: number, state: string): LedgerRow & { id: string } => ({
  id,
  kind: "refund",
  amount,
  state,
  refundOf: of,
});

describe("heldOf: what a booking holds", () => {
  it.each([
    ["nothing paid", [], 0],
    ["a settled payment", [pay("p", 24900)], 24900],
    ["an open attempt holds nothing", [pay("p", 24900, "pending")], 0],
    ["a cancelled attempt holds nothing", [pay("p", 24900, "canceled")], 0],
    ["a pending refund is already gone", [pay("p", 24900), refund("r", "p", 10000, "pending")], 14900],
    ["a settled refund is gone", [pay("p", 24900), refund("r", "p", 10000, "succeeded")], 14900],
    [
      "a failed refund gives the money back to the booking",
      [pay("p", 24900), refund("r", "p", 10000, "failed")],
      24900,
    ],
    ["a cancelled refund does too", [pay("p", 24900), refund("r", "p", 10000, "canceled")], 24900],
    [
      "deposit, staff payment, two refunds",
      [
        pay("d", 10000, "succeeded", "deposit"),
        pay("m", 19900, "succeeded", "manual"),
        refund("r1", "m", 10000, "pending"),
        refund("r2", "d", 5000, "succeeded"),
      ],
      14900,
    ],
  ] as const)("%s", (_case, ledger, held) => {
    expect(heldOf(ledger)).toBe(held);
  });

  it("differs from the settled figure exactly by the refunds still on their way", () => {
    const ledger = [pay("p", 24900), refund("r", "p", 10000, "pending")];
    expect(settledOf(ledger)).toBe(24900);
    expect(heldOf(ledger)).toBe(14900);
  });
});

describe("refundRoomOf: what one payment can still give back", () => {
  const card = pay("p", 24900);
  it.each([
    ["untouched", [card], undefined, 24900],
    ["less a pending refund", [card, refund("r", "p", 10000, "pending")], undefined, 14900],
    ["less a paid refund", [card, refund("r", "p", 24900, "succeeded")], undefined, 0],
    ["a failed refund claims nothing", [card, refund("r", "p", 24900, "failed")], undefined, 24900],
    // Retrying the failed refund r1 after staff refunded the same money again (r2): nothing is left for r1.
    [
      "retry after staff refunded again",
      [card, refund("r1", "p", 24900, "failed"), refund("r2", "p", 24900, "succeeded")],
      "r1",
      0,
    ],
    ["the retried refund itself is left out", [card, refund("r1", "p", 24900, "failed")], "r1", 24900],
    [
      "other refunds on other payments do not count",
      [card, pay("q", 5000), refund("r", "q", 5000, "pending")],
      undefined,
      24900,
    ],
  ] as const)("%s", (_case, ledger, except, room) => {
    expect(refundRoomOf(card, ledger, except)).toBe(room);
  });

  it("an unsettled payment has nothing to give back", () => {
    expect(refundRoomOf(pay("p", 100, "pending"), [])).toBe(0);
  });
});

describe("overpaidOf and splitArrival", () => {
  it.each([
    [24900, 24900, 0],
    [39800, 24900, 14900],
    [10000, 24900, 0],
  ])("settled %i on a price of %i is overpaid by %i", (settled, totalPrice, overpaid) => {
    expect(overpaidOf({ settled, totalPrice })).toBe(overpaid);
  });

  it.each([
    // The £149 balance arrives when £149 is still owed: all kept.
    [14900, 14900, 14900, 0],
    // It arrives after staff took the £149 by transfer: nothing owed, all goes back.
    [14900, 0, 0, 14900],
    // Part owed: the rest goes back.
    [14900, 10000, 10000, 4900],
    // A booking that may take nothing (cancelled): all back.
    [24900, -5000, 0, 24900],
  ])("%i arriving with room for %i: keep %i, give back %i", (amount, room, keep, excess) => {
    expect(splitArrival(amount, room)).toEqual({ keep, excess });
  });
});

describe("refundableOf", () => {
  const paid = (amount: number, kind = "full") => ({ kind, amount, state: "succeeded" });
  const refund = (amount: number, state: string) => ({ kind: "refund", amount, state });
  it.each([
    ["nothing paid", [], 0],
    ["a payment", [paid(24_900)], 24_900],
    ["a deposit and a balance", [paid(10_000, "deposit"), paid(14_900, "balance")], 24_900],
    ["a failed or open attempt counts for nothing", [{ kind: "full", amount: 24_900, state: "failed" }], 0],
    ["a refund paid back", [paid(24_900), refund(12_450, "succeeded")], 12_450],
    ["a refund still pending is already claimed", [paid(24_900), refund(12_450, "pending")], 12_450],
    ["a failed refund gives the money back to claim", [paid(24_900), refund(12_450, "failed")], 24_900],
    ["all of it refunded", [paid(10_000, "manual"), refund(10_000, "succeeded")], 0],
  ])("%s", (_name, ledger, expected) => {
    expect(refundableOf(ledger)).toBe(expected);
  });
});

describe("heldRefundRefusal", () => {
  it.each([
    [{ status: "cancelled", refundable: 24_900 }, 24_900, undefined],
    [{ status: "expired", refundable: 24_900 }, 1, undefined],
    [
      { status: "cancelled", refundable: 24_900 },
      24_901,
      "The refund cannot be more than the £249 this booking still holds.",
    ],
    [{ status: "cancelled", refundable: 0 }, 1, "This booking holds no money to refund."],
    [
      { status: "confirmed", refundable: 24_900 },
      100,
      "Only a cancelled booking's money can be refunded here: cancel the booking to refund it.",
    ],
    [
      { status: "pending", refundable: 0 },
      100,
      "Only a cancelled booking's money can be refunded here: cancel the booking to refund it.",
    ],
  ])("%o, %i pence → %s", (booking, amount, expected) => {
    expect(heldRefundRefusal(booking, amount)).toBe(expected);
  });
});

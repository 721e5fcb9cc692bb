// The operations of the money-and-seats model test (issue 19): every customer, staff, webhook-like and sweep action
// that moves money or seats, each with its weight, issued at random by the clients of ./model-clients.ts. This file
// is the one weighted table, so the weights are read against each other; each operation is a few lines in the file of
// its family (./customer-operations.ts, ./staff-operations.ts, ./waitlist-operations.ts, ./sweep-operations.ts) that
// name the requests a customer or a member of staff would make. The table's order is part of a seed's run: a seed
// recorded in docs/bench.md replays only while the rows stay in this order.
import {
  book,
  bookBundle,
  customerCancel,
  customerDateChange,
  customerRead,
  payDeclined,
  payLatest,
  replacedHoldPaidLate,
  replayOldSecret,
  startBalance,
  startFirstPayment,
} from "./customer-operations";
import type { Client, KnownBooking } from "./model-clients";
import {
  cheaperMoveThenCancel,
  oldTabAfterStaffPayment,
  staffCancel,
  staffMarkPaidBack,
  staffMove,
  staffRecordPayment,
  staffRefundHeld,
  staffReleaseSeat,
  staffRetryRefund,
} from "./staff-operations";
import { expireHold, runSweeps } from "./sweep-operations";
import {
  offerThenCancelHold,
  staffOfferSeat,
  waitlistAccept,
  waitlistConfirm,
  waitlistJoin,
} from "./waitlist-operations";

// Each operation picks its target with the client's PRNG; one with nothing to act on is counted as "skip".
export type Operation = { name: string; weight: number; sqlOnly?: boolean; run: (client: Client) => Promise<void> };

/**
 * An operation on one booking the clients know (see `pickBooking`: `wanted` is the status it aims at, `filter` the
 * bookings it can act on at all); counted as "skip" when there is none.
 */
function onBooking(
  name: string,
  weight: number,
  pick: { wanted?: KnownBooking["status"]; filter?: (booking: KnownBooking) => boolean },
  act: (client: Client, booking: KnownBooking, op: string) => Promise<void>,
): Operation {
  return {
    name,
    weight,
    async run(client) {
      const booking = client.pickBooking(pick.filter, pick.wanted);
      if (!booking) return client.skip(name);
      await act(client, booking, name);
    },
  };
}

const withSecret = { filter: (known: KnownBooking) => known.secrets.length > 0 };
const confirmed = { wanted: "confirmed" } as const;
const confirmedDeposit = { wanted: "confirmed", filter: (known: KnownBooking) => known.deposit } as const;

export const OPERATIONS: Operation[] = [
  { name: "book-bundle", weight: 3, run: bookBundle },
  { name: "book-deposit", weight: 9, run: (client) => book(client, "book-deposit", "deposit") },
  { name: "book-full", weight: 6, run: (client) => book(client, "book-full", "full") },
  onBooking("start-first-payment", 4, { wanted: "pending" }, startFirstPayment),
  onBooking("pay-latest", 6, withSecret, payLatest),
  onBooking("pay-declined", 2, withSecret, payDeclined),
  onBooking("replay-old-secret", 5, withSecret, replayOldSecret),
  onBooking("start-balance", 6, confirmed, startBalance),
  onBooking("customer-cancel", 3, confirmed, customerCancel),
  onBooking("customer-date-change", 3, confirmed, customerDateChange),
  onBooking("staff-move", 3, confirmed, staffMove),
  onBooking("staff-cancel", 3, confirmed, staffCancel),
  onBooking("staff-record-payment", 4, confirmed, staffRecordPayment),
  onBooking("staff-refund-held", 3, { wanted: "cancelled" }, staffRefundHeld),
  { name: "staff-retry-refund", weight: 2, run: staffRetryRefund },
  { name: "staff-mark-paid-back", weight: 3, run: staffMarkPaidBack },
  onBooking("staff-release-seat", 2, confirmed, staffReleaseSeat),
  { name: "waitlist-join", weight: 3, run: waitlistJoin },
  { name: "waitlist-confirm", weight: 3, run: waitlistConfirm },
  { name: "staff-offer-seat", weight: 2, run: staffOfferSeat },
  { name: "waitlist-accept", weight: 3, run: waitlistAccept },
  onBooking("old-tab-after-staff-payment", 2, confirmedDeposit, oldTabAfterStaffPayment),
  onBooking("cheaper-move-then-cancel", 2, confirmedDeposit, cheaperMoveThenCancel),
  { name: "replaced-hold-paid-late", weight: 2, run: replacedHoldPaidLate },
  { name: "offer-then-cancel-hold", weight: 1, run: offerThenCancelHold },
  { name: "expire-hold", weight: 3, sqlOnly: true, run: expireHold },
  { name: "run-sweeps", weight: 2, sqlOnly: true, run: runSweeps },
  onBooking("customer-read", 2, {}, customerRead),
];

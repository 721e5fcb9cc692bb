// Money that moves outside the card provider (decision 017): payments staff record, and refunds staff pay back
// themselves, carry this provider name. Isomorphic: the staff screens read it too.
export const BY_HAND = "manual";

/** A refund waiting for staff to pay it back themselves. */
export const waitsForStaff = (payment: { kind: string; state: string; provider: string }) =>
  payment.kind === "refund" && payment.state === "pending" && payment.provider === BY_HAND;

/**
 * Why a day staff give for money recorded by hand cannot be the day it arrived (issue 21, M10: a transfer that came
 * Monday and is keyed in Thursday): not after today, and not before the booking was made. Days are London dates.
 */
export function receivedOnRefusal(receivedOn: string, when: { today: string; bookedOn: string }): string | undefined {
  if (receivedOn > when.today) return "The money cannot have arrived after today";
  if (receivedOn < when.bookedOn) return "The money cannot have arrived before the booking was made";
  return undefined;
}

// Money that moves outside the card provider (decision 017): payments staff record, and refunds staff pay back
// themselves, carry this provider name. Isomorphic: the staff screens read it too.
export const BY_HAND = "manual";

/** A refund waiting for staff to pay it back themselves. */
export const waitsForStaff = (payment: { kind: string; state: string; provider: string }) =>
  payment.kind === "refund" && payment.state === "pending" && payment.provider === BY_HAND;

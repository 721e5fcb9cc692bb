// Changing a group after the sale (issue 24, decision 027): the pure rules. Releasing some learners refunds each one's
// share of what the booking holds by the one refund policy (booking-policy.ts), the learners who stay keeping their
// discounted seat price; an invoiced booking's released seats are credited (a credit note) rather than refunded, and
// only money paid beyond what is still owed goes back. An approved business may substitute a learner up to
// REFUND_POLICY.substitutionLastDays before the first day.
import { daysBetween } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { refundFor, REFUND_POLICY, type CancellationCase, type RefundQuote } from "../booking-policy";

export type SeatedLearner = { id: string; fullName: string; price: number };

export type ReleaseCase = {
  /** How the booking is paid: by card (a deposit or in full) or by invoice. */
  billing: "deposit" | "full" | "invoice";
  /** Pence the booking holds (the ledger: paid less refunds pending or paid back). */
  held: number;
  /** The booking's price now: its seated learners' prices plus what earlier releases kept. */
  totalPrice: number;
  /** The learners still in their seats, in seat order. */
  seated: readonly SeatedLearner[];
  /** The ids of the learners to release: some of `seated`, never all. */
  releasing: readonly string[];
  policy: Omit<CancellationCase, "paymentType" | "amountPaid">;
};

export type LearnerRelease = {
  id: string;
  fullName: string;
  /** Pence of what the booking holds that paid for this seat (by card), or the seat's price (by invoice). */
  share: number;
  /** What the policy returns of that share: a refund by card, a credit by invoice. */
  quote: RefundQuote;
  /** What the academy keeps of the seat's share. */
  kept: number;
};

export type ReleaseMoney = {
  learners: LearnerRelease[];
  /** Pence to refund (card: the learners' refunds; invoice: what was paid beyond what is still owed). */
  refund: number;
  /** Pence to credit against the invoice (invoice only). */
  credit: number;
  /** The booking's price after the release: the seats kept, and what the academy keeps of the released ones. */
  totalAfter: number;
  /** One sentence for the customer, the refund rows and the history. */
  reason: string;
};

/**
 * Each seated learner's share of the money paying for seats: what the booking holds less what earlier releases kept,
 * split by seat price (rounded down, so the shares never add up to more than is held).
 */
export function seatShares(held: number, totalPrice: number, seated: readonly SeatedLearner[]): Map<string, number> {
  const seatedSum = seated.reduce((sum, learner) => sum + learner.price, 0);
  const forSeats = Math.max(0, held - Math.max(0, totalPrice - seatedSum));
  const shares = new Map<string, number>();
  for (const learner of seated) {
    shares.set(learner.id, seatedSum > 0 ? Math.floor((Math.min(forSeats, seatedSum) * learner.price) / seatedSum) : 0);
  }
  return shares;
}

/** What releasing these learners refunds or credits, by the one policy applied to each learner's share. */
export function releaseMoney(input: ReleaseCase): ReleaseMoney {
  const shares = seatShares(input.held, input.totalPrice, input.seated);
  const releasing = input.seated.filter((learner) => input.releasing.includes(learner.id));
  const invoiced = input.billing === "invoice";
  const learners = releasing.map((learner): LearnerRelease => {
    // By invoice the seat's price is what is owed for it: the policy says how much of it is no longer owed.
    const share = invoiced ? learner.price : shares.get(learner.id)!;
    const quote = refundFor({
      ...input.policy,
      paymentType: input.billing === "deposit" ? "deposit" : "full",
      amountPaid: share,
    });
    return { id: learner.id, fullName: learner.fullName, share, quote, kept: share - quote.amount };
  });
  const returned = learners.reduce((sum, learner) => sum + learner.quote.amount, 0);
  // Card: the seat's unpaid part is no longer owed either; what the academy keeps stays in the price.
  const totalAfter =
    input.totalPrice -
    releasing.reduce((sum, learner) => sum + learner.price, 0) +
    learners.reduce((sum, learner) => sum + learner.kept, 0);
  const refund = invoiced ? Math.max(0, input.held - totalAfter) : returned;
  const each = learners.map((learner) => `${learner.fullName}: ${learner.quote.reason}`).join("; ");
  const reason = invoiced
    ? `${each}${returned > 0 ? `; ${formatPoundsExact(returned)} credited against the invoice` : ""}${refund > 0 ? `; ${formatPoundsExact(refund)} paid beyond what is now owed is refunded` : ""}`
    : each;
  return { learners, refund, credit: invoiced ? returned : 0, totalAfter, reason };
}

/** Why these learners cannot be released, or undefined when they can. */
export function releaseRefusal(
  booking: { status: string; startDate: string; seated: readonly Pick<SeatedLearner, "id">[] },
  releasing: readonly string[],
  today: string,
): string | undefined {
  if (booking.status !== "confirmed") return "Only a confirmed booking's learners can be cancelled.";
  if (booking.startDate <= today) return "The course has started: please call us about your booking.";
  if (releasing.length === 0) return "Choose at least one learner to cancel.";
  const ids = new Set(booking.seated.map((learner) => learner.id));
  if (releasing.some((id) => !ids.has(id))) {
    return "One of those learners is no longer on this booking: please reload the page.";
  }
  if (new Set(releasing).size >= ids.size) {
    return "To cancel every learner, cancel the whole booking.";
  }
  return undefined;
}

/** Why a learner cannot be substituted now, or undefined when they can (London dates). */
export function substitutionRefusal(
  booking: { status: string; startDate: string; organisationApproved: boolean },
  today: string,
): string | undefined {
  if (!booking.organisationApproved) {
    return "Only a booking made on an approved business account can substitute a learner.";
  }
  if (booking.status !== "confirmed") return "Only a confirmed booking's learners can be substituted.";
  const before = daysBetween(today, booking.startDate);
  if (before < REFUND_POLICY.substitutionLastDays) {
    return `A learner can be substituted up to ${REFUND_POLICY.substitutionLastDays} days before the course starts: please call us.`;
  }
  return undefined;
}

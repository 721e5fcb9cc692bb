// When a person may not be erased yet (issue 23, decision 025): erasing their details while a seat is still theirs
// to attend, money is still to come from them or to go back to them, would leave the office unable to reach them
// about it. Once every seat has finished and the money is settled, only accounting figures are left to keep.
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";

export type ErasureSeat = {
  /** The booking's reference, or null for a place booked offline. */
  reference: string | null;
  status: "pending" | "confirmed" | "expired" | "cancelled" | "offline";
  /** The course's last day (London). */
  lastDay: string;
  /** Pence the booking still owes (nothing once cancelled or expired). */
  owed: number;
  /** A payment that must go back: flagged for a refund, or a refund not yet paid back. */
  refundDue: boolean;
};

const nameOf = (seat: ErasureSeat) => (seat.reference ? `booking ${seat.reference}` : "a place booked offline");

/** Why this seat keeps the person, or nothing. */
function seatReasons(seat: ErasureSeat, today: string): string[] {
  const reasons: string[] = [];
  const name = nameOf(seat);
  if (seat.status === "pending") reasons.push(`${name} is waiting for payment`);
  else if ((seat.status === "confirmed" || seat.status === "offline") && seat.lastDay >= today)
    reasons.push(`${name}'s course has not finished (last day ${formatDate(seat.lastDay)})`);
  // A held seat's money is its first payment, said above; a cancelled or expired booking owes nothing.
  if (seat.owed > 0 && seat.status === "confirmed") reasons.push(`${name} still owes ${formatPoundsExact(seat.owed)}`);
  if (seat.refundDue) reasons.push(`${name} has a refund still to pay back`);
  return reasons;
}

/** The message staff read when the person may not be erased on `today`, or null when they may. */
export function erasureRefusal(seats: readonly ErasureSeat[], today: string): string | null {
  const reasons = seats.flatMap((seat) => seatReasons(seat, today));
  if (reasons.length === 0) return null;
  const [first, ...rest] = reasons;
  const said = [first!.charAt(0).toUpperCase() + first!.slice(1), ...rest].join("; ");
  return `This person cannot be erased yet: ${said}. Erase them once their courses have finished and their money is settled.`;
}

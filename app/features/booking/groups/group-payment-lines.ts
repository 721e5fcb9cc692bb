// What the payment page says of a group (issue 24): its learners at the seat's price, the group discount and the
// total, as lines of the payment's own answer (create-payment-intent's `lines`), which /payment already prints: the
// page has no bytes of its script budget left to work them out itself.
import { formatPoundsExact } from "#app/shared/money";
import type { BookingPageGroup } from "../booking-page/booking-page-view";

export type GroupPaymentLine = { label: string; amount: number };

/** The lines for a group's seats still held; `total` is the booking's price (the sum of their seat prices). */
export function groupPaymentLines(group: BookingPageGroup, total: number): GroupPaymentLine[] {
  const held = group.learners.filter((learner) => !learner.released).length;
  if (held < 2) return [];
  const discount = group.discount?.amount ?? 0;
  const unitPrice = (total + discount) / held;
  return [
    { label: `${held} learners at ${formatPoundsExact(unitPrice)}`, amount: total + discount },
    ...(group.discount ? [{ label: `Group discount (${group.discount.percent}%)`, amount: -discount }] : []),
    { label: "Total", amount: total },
  ];
}

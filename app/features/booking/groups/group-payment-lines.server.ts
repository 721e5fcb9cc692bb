import type { Executor } from "#db/db.server";
import { groupOfBooking } from "./group-learners.server";
import { groupPaymentLines, type GroupPaymentLine } from "./group-payment-lines";

/** The payment page's lines for a booking of several learners (issue 24); none for a booking of one. */
export async function groupPaymentLinesOf(
  db: Executor,
  booking: { id: string; totalPrice: number },
): Promise<GroupPaymentLine[]> {
  const group = await groupOfBooking(db, booking);
  return group ? groupPaymentLines(group, booking.totalPrice) : [];
}

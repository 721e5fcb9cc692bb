// Accepting a waiting-list offer on a course that needs a first aid certificate (issue 23): the learner declares their
// certificate before the held seat's page (and its payment) opens, checked by the booking dialog's rule against the
// date's first day, stored on the seat's learner with the same timeline line as an online booking's.
import type { Database } from "#db/db.server";
import { getBookingSummary } from "#app/features/booking/booking-summary.server";
import { addBookingEvent } from "#app/features/booking/life-cycle/booking-lifecycle.server";
import { firstAidAtBooking, firstAidEventText } from "#app/features/booking/sale/first-aid-at-booking";
import type { FirstAidAnswer } from "#app/features/booking/schema";
import { declareFirstAidOfBooking } from "#app/features/learners/learner-records.server";

/**
 * Checks and stores the answer of someone accepting the seat held by `bookingId`; refused with 400 as at booking. An
 * offer accepted again (the page opened a second time) needs no second answer, but one sent is checked and kept.
 */
export async function firstAidOnAccepting(
  db: Database,
  bookingId: string,
  answer: FirstAidAnswer | undefined,
  today: string,
): Promise<void> {
  const held = (await getBookingSummary(db, { id: bookingId }))!;
  if (!answer && held.firstAid) return;
  const firstAid = firstAidAtBooking(held, answer, held.startDate, today);
  if (!firstAid) return;
  await db.transaction(async (tx) => {
    await declareFirstAidOfBooking(tx, bookingId, firstAid.declaration);
    await addBookingEvent(tx, bookingId, {
      kind: "first-aid-declared",
      text: firstAidEventText(firstAid),
      actor: "customer",
    });
  });
}

// The seat a waiting-list offer holds (issue 14): a pending booking in the waiting person's name, priced as a booking
// made today would be.
import { eq } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings, courses, type Booking } from "#db/schema";
import { addDays, formatLondonMoment, londonToday } from "#app/shared/dates";
import { HttpError } from "#app/shared/http-error";
import { formatPoundsExact } from "#app/shared/money";
import { addLearnerForBooking } from "#app/features/learners/learner-records.server";
import type { BookableDate } from "../bookable-date.server";
import { addBookingEvent } from "../life-cycle/booking-lifecycle.server";
import { newBookingPlace } from "./booking-place.server";
import { amountDueNow, computePaymentOptions } from "./payment-rules";

/**
 * Holds a seat on a date (already locked, with a seat checked free by the caller) for someone offered it from the
 * waiting list (issue 14): a pending booking in their name until `holdUntil`, priced as a booking made today would
 * be (deposit where the rules allow one), outside the caps on holds and the fast refusal of full dates.
 */
export async function holdSeatForWaitingPerson(
  tx: Executor,
  date: BookableDate,
  person: { fullName: string; email: string; phone: string },
  holdUntil: Date,
  today = londonToday(),
): Promise<Booking> {
  const [course] = await tx.select().from(courses).where(eq(courses.id, date.courseId));
  if (!course) throw new HttpError(500, "The date's course is missing.");
  const price = date.price ?? course.price;
  const paymentType = computePaymentOptions(price, date.startDate, today).options.includes("deposit")
    ? "deposit"
    : "full";
  const amount = amountDueNow(price, paymentType);
  const [booking] = await tx
    .insert(bookings)
    .values({
      ...newBookingPlace(course.id, date),
      // Address and postcode are asked when they pay: the waiting list takes a name, an e-mail and a phone number.
      userDetails: { ...person, address: "", postcode: "", notes: "" },
      paymentType,
      paymentAmount: amount,
      totalPrice: price,
      balanceDueDate: paymentType === "deposit" ? addDays(date.startDate, -7) : null,
      status: "pending",
      holdExpiresAt: holdUntil,
    })
    .returning();
  await addLearnerForBooking(tx, booking!);
  await addBookingEvent(tx, booking!.id, {
    kind: "created",
    text: `Seat held from the waiting list until ${formatLondonMoment(holdUntil)}: ${paymentType === "deposit" ? "deposit" : "full payment"} of ${formatPoundsExact(amount)} to pay`,
  });
  return booking!;
}

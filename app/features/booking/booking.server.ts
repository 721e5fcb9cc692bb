// Creating a booking: the server recomputes the price and holds a seat under
// a row lock, so a seat is never sold twice and the browser never sets a price.
import { randomBytes } from "node:crypto";
import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Database, Executor } from "../../../db/db.server";
import { availableDates, bookings, courseInstances, courses, leads, type Booking } from "../../../db/schema";
import { addDays, londonToday } from "~/shared/dates";
import { badRequest, conflict, HttpError } from "~/shared/http-error";
import { amountDueNow, computePaymentOptions, FULL_PAYMENT_WINDOW_DAYS } from "./payment-rules";
import type { CreateBookingRequest } from "./schema";

/** How long an unpaid booking holds its seat. */
export const HOLD_MINUTES = 15;

export type BookableDate = {
  kind: "instance" | "available-date";
  id: string;
  courseId: string;
  startDate: string;
  location: string;
  status: string;
  maxSeats: number;
  offlineSeats: number;
  /** The instance's own price, if it has one. */
  price: number | null;
};

/** Locks the date's row for the rest of the transaction and returns it. */
export async function lockBookableDate(
  tx: Executor,
  ref: { instanceId?: string | null; availableDateId?: string | null },
): Promise<BookableDate | undefined> {
  if (ref.instanceId) {
    const [row] = await tx.select().from(courseInstances).where(eq(courseInstances.id, ref.instanceId)).for("update");
    return (
      row && {
        kind: "instance",
        id: row.id,
        courseId: row.courseId,
        startDate: row.startDate,
        location: row.location,
        status: row.status,
        maxSeats: row.maxSeats,
        offlineSeats: row.bookedSeats,
        price: row.price,
      }
    );
  }
  if (!ref.availableDateId) return undefined;
  const [row] = await tx.select().from(availableDates).where(eq(availableDates.id, ref.availableDateId)).for("update");
  return (
    row && {
      kind: "available-date",
      id: row.id,
      courseId: row.courseId,
      startDate: row.date,
      location: row.location,
      status: row.status,
      maxSeats: row.maxSeats,
      offlineSeats: row.bookedSeats,
      price: null,
    }
  );
}

/**
 * The one definition of a booking that takes a seat (decision 003): confirmed,
 * or pending with a hold that has not expired. An expired hold never counts,
 * whether or not anything has marked it expired yet.
 */
export const takesASeat = or(
  eq(bookings.status, "confirmed"),
  and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, sql`now()`)),
)!;

/** Seats taken on a date right now: offline, confirmed, and unexpired holds (decision 003). */
export async function countSeatsTaken(tx: Executor, date: BookableDate, excludeBookingId?: string): Promise<number> {
  const column = date.kind === "instance" ? bookings.instanceId : bookings.availableDateId;
  const [row] = await tx
    .select({ online: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(eq(column, date.id), takesASeat, excludeBookingId ? sql`${bookings.id} <> ${excludeBookingId}` : undefined),
    );
  return date.offlineSeats + (row?.online ?? 0);
}

// No 0/O or 1/I/L: references are read out over the phone.
const REFERENCE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export function generateReference(): string {
  const bytes = randomBytes(8);
  return "TV-" + Array.from(bytes, (b) => REFERENCE_ALPHABET[b % REFERENCE_ALPHABET.length]).join("");
}

export const FULLY_BOOKED_MESSAGE = "This date is fully booked";

export type CreatedBooking = Pick<
  Booking,
  | "id"
  | "reference"
  | "accessToken"
  | "paymentType"
  | "paymentAmount"
  | "totalPrice"
  | "balanceDue"
  | "balanceDueDate"
  | "status"
  | "holdExpiresAt"
>;

export async function createBooking(
  db: Database,
  input: CreateBookingRequest,
  options: { today?: string } = {},
): Promise<CreatedBooking> {
  const today = options.today ?? londonToday();
  return db.transaction(async (tx) => {
    const [course] = await tx.select().from(courses).where(eq(courses.id, input.courseId));
    if (!course || !course.isActive) {
      throw badRequest("This course is not available for booking.", { courseId: ["This course is not available"] });
    }
    const date = await lockBookableDate(tx, input);
    const dateField = input.instanceId ? "instanceId" : "availableDateId";
    if (!date) throw badRequest("The chosen date does not exist.", { [dateField]: ["Please choose a date"] });
    if (date.courseId !== course.id) {
      throw badRequest("The chosen date is not a date of this course.", { [dateField]: ["Please choose a date"] });
    }
    if (date.startDate < today) throw badRequest("This date has already passed. Please choose another date.");
    if (date.status === "cancelled") throw badRequest("This date has been cancelled. Please choose another date.");
    if (date.status !== "active") throw conflict(FULLY_BOOKED_MESSAGE);

    const price = date.price ?? course.price;
    const { options: allowed } = computePaymentOptions(price, date.startDate, today);
    if (!allowed.includes(input.paymentType)) {
      throw badRequest(
        `A deposit is not available for this date: full payment is required (courses starting within ${FULL_PAYMENT_WINDOW_DAYS} days or priced at £150 or less).`,
        { paymentType: ["Full payment is required for this date"] },
      );
    }
    const amount = amountDueNow(price, input.paymentType);
    if (input.paymentAmount !== amount) {
      throw badRequest("The amount to pay has changed. Please review your booking and try again.", {
        paymentAmount: ["The amount does not match the price of this course"],
      });
    }

    if ((await countSeatsTaken(tx, date)) >= date.maxSeats) throw conflict(FULLY_BOOKED_MESSAGE);

    const leadId = input.leadId ? await linkLead(tx, input.leadId) : null;
    const [booking] = await tx
      .insert(bookings)
      .values({
        reference: generateReference(),
        accessToken: randomBytes(24).toString("base64url"),
        courseId: course.id,
        availableDateId: date.kind === "available-date" ? date.id : null,
        instanceId: date.kind === "instance" ? date.id : null,
        leadId,
        userDetails: input.userDetails,
        paymentType: input.paymentType,
        paymentAmount: amount,
        totalPrice: price,
        balanceDue: price - amount,
        balanceDueDate: input.paymentType === "deposit" ? addDays(date.startDate, -7) : null,
        status: "pending",
        holdExpiresAt: sql.raw(`now() + interval '${HOLD_MINUTES} minutes'`) as unknown as Date,
      })
      .returning();
    if (!booking) throw new HttpError(500, "The booking could not be saved.");
    return booking;
  });
}

async function linkLead(tx: Executor, leadId: string): Promise<string | null> {
  const [lead] = await tx
    .update(leads)
    .set({ bookingStage: "payment" })
    .where(eq(leads.id, leadId))
    .returning({ id: leads.id });
  return lead?.id ?? null;
}

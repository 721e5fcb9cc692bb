// Bookings staff make for a phone or walk-in customer (issue 21, M6; decision 021). The seat is taken under the
// date's lock exactly as an online booking's is (decision 003), never over the seats, nor from someone waiting; the
// price is the one pricing rule's. Paid by a card link (a hold until a stated time, paid on the customer's booking
// page: the waiting-list offer's machinery), recorded by hand through the ledger, left owing with a due date, or on an
// approved business's account with its invoice, as its contact may online (issue 24).
import { and, asc, eq, gte } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { availableDates, bookings, courseInstances, courses, type Booking } from "#db/schema";
import { recordAudit, type StaffActor } from "#app/features/audit/audit.server";
import { recordManualPayment } from "#app/features/payments/ledger.server";
import { issueReceipt } from "#app/features/documents/issue-receipt.server";
import { addLearnerForBooking } from "#app/features/learners/learner-records.server";
import { londonInstant } from "#app/shared/london-clock";
import { addDays, formatDate, formatLondonMoment, londonToday } from "#app/shared/dates";
import { badRequest, conflict, HttpError } from "#app/shared/http-error";
import { formatPoundsExact } from "#app/shared/money";
import type { SiteInfo } from "#app/shared/site-info";
import { paymentLinkEmail } from "#app/features/email/templates/payment-link-email";
import {
  availableDateNaming,
  countSeatsSpokenFor,
  countSeatsTaken,
  instanceNaming,
  lockBookableDate,
  seatsTakenSql,
  type BookableDate,
} from "../bookable-date.server";
import { getBookingSummary } from "../booking-summary.server";
import { addBookingEvent } from "../life-cycle/booking-lifecycle.server";
import {
  messageBookingOf,
  messageSiteOf,
  queueConfirmation,
  queueCustomerEmail,
} from "../life-cycle/booking-messages.server";
import { FULLY_BOOKED_MESSAGE, hashBookingRequest } from "../sale/booking.server";
import { newBookingPlace } from "../sale/booking-place.server";
import { releaseHoldsOfEmail } from "../sale/hold-limits.server";
import { amountDueNow, computePaymentOptions } from "../sale/payment-rules";
import { firstAidAtBooking, firstAidEventText } from "../sale/first-aid-at-booking";
import {
  byHandRefusal,
  cardLinkHoldUntil,
  dueDateRefusal,
  staffBookingTerms,
  TOO_SOON_FOR_CARD_LINK,
  type StaffBookingTerms,
} from "./new-booking-rules";
import {
  STAFF_FIRST_AID_MESSAGES,
  type StaffBookingCreated,
  type StaffBookingDate,
  type StaffBookingInput,
} from "./new-booking-schema";
import type { CreateBookingRequest } from "../schema";
import { seatsRefusal } from "../groups/group-seats";
import { GROUP_BOOKING_MESSAGES } from "../groups/group-booking-rules";
import { addGroupLearners } from "../groups/group-learners.server";
import { confirmOnAccount, onAccountValues, type AccountCheck } from "../sale/invoice-booking.server";
import { staffAccountCheck } from "./new-booking-account.server";

export const SEATS_OWED_TO_WAITING_LIST =
  "Every free seat on this date is owed to someone on its waiting list: offer it from the waiting list instead.";
export const REQUEST_KEY_REUSED = "This form was already used for a different booking. Reload the page to start again.";

const CHANNEL_WORDS = { phone: "on the phone", "walk-in": "at the desk" } as const;

/** The course's dates staff may book now: open, from today, with a seat free as the public counts it. */
export async function staffBookingDates(
  db: Executor,
  courseId: string,
  today = londonToday(),
): Promise<StaffBookingDate[]> {
  const [course] = await db.select({ price: courses.price }).from(courses).where(eq(courses.id, courseId));
  if (!course) return [];
  const instances = await db
    .select({
      ...instanceNaming,
      maxSeats: courseInstances.maxSeats,
      taken: seatsTakenSql("instance"),
      price: courseInstances.price,
    })
    .from(courseInstances)
    .where(
      and(
        eq(courseInstances.courseId, courseId),
        eq(courseInstances.status, "active"),
        gte(courseInstances.startDate, today),
      ),
    )
    .orderBy(asc(courseInstances.startDate));
  const dates = await db
    .select({
      ...availableDateNaming,
      maxSeats: availableDates.maxSeats,
      taken: seatsTakenSql("available-date"),
    })
    .from(availableDates)
    .where(
      and(eq(availableDates.courseId, courseId), eq(availableDates.status, "active"), gte(availableDates.date, today)),
    )
    .orderBy(asc(availableDates.date));
  return [
    ...instances.map((row) => ({ ...row, kind: "instance" as const, price: row.price ?? course.price })),
    ...dates.map((row) => ({ ...row, kind: "available-date" as const, price: course.price })),
  ]
    .map((row) => ({
      kind: row.kind,
      id: row.id,
      startDate: row.startDate,
      location: row.location,
      seatsLeft: Math.max(0, row.maxSeats - row.taken),
      price: row.price,
      payment: computePaymentOptions(row.price, row.startDate, today),
      dueNow: { deposit: amountDueNow(row.price, "deposit"), full: amountDueNow(row.price, "full") },
      depositBalanceDueDate: addDays(row.startDate, -7),
    }))
    .filter((row) => row.seatsLeft > 0 && row.price > 0)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** The course's first moment on this date: its first day at its start time, London. */
async function firstMomentOf(tx: Executor, date: BookableDate): Promise<Date> {
  const table = date.kind === "instance" ? courseInstances : availableDates;
  const [row] = await tx.select({ startTime: table.startTime }).from(table).where(eq(table.id, date.id));
  return londonInstant(date.startDate, row!.startTime);
}

/** The booking made with this form's key: the same request gets it back, another request is refused. */
async function bookingOfRequest(tx: Executor, input: StaffBookingInput): Promise<Booking | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.idempotencyKey, input.requestKey));
  if (row && row.idempotencyRequestHash !== requestHash(input)) throw new HttpError(422, REQUEST_KEY_REUSED);
  return row;
}

// The online request's digest canonicalises any object: the same form sent again has the same digest.
const requestHash = (input: StaffBookingInput) => hashBookingRequest(input as unknown as CreateBookingRequest);

const created = (booking: Booking): StaffBookingCreated => ({
  id: booking.id,
  reference: booking.reference,
  status: booking.status === "pending" ? "pending" : "confirmed",
});

/**
 * Books a seat (or a group's seats, issue 24, with `percent` = GROUP_DISCOUNT_PERCENT) for a phone or walk-in
 * customer; a form sent twice books once.
 */
export async function createStaffBooking(
  db: Database,
  input: StaffBookingInput,
  staff: StaffActor & { id: string },
  site: SiteInfo,
  now = new Date(),
  percent = 0,
): Promise<StaffBookingCreated> {
  const earlier = await bookingOfRequest(db, input);
  if (earlier) return created(earlier);
  try {
    return await db.transaction(async (tx) => created(await bookForCustomer(tx, input, { staff, site, now, percent })));
  } catch (error) {
    // A twin of this request (the same key) committed first on another date's lock: the unique index kept them apart.
    const twin = await bookingOfRequest(db, input);
    if (twin) return created(twin);
    throw error;
  }
}

async function bookForCustomer(
  tx: Executor,
  input: StaffBookingInput,
  { staff, site, now, percent }: { staff: StaffActor & { id: string }; site: SiteInfo; now: Date; percent: number },
): Promise<Booking> {
  const today = londonToday(now);
  const seats = input.learners?.length ?? 1;
  // As online (issue 24): a group's learners each declare their first aid certificate on their own page.
  if (seats > 1 && input.firstAid) {
    throw badRequest(GROUP_BOOKING_MESSAGES.firstAid, { firstAid: [GROUP_BOOKING_MESSAGES.firstAid] });
  }
  const [course] = await tx.select().from(courses).where(eq(courses.id, input.courseId));
  if (!course || !course.isActive) {
    throw badRequest("This course is not available for booking.", { courseId: ["This course is not available"] });
  }
  const date = await lockBookableDate(tx, input);
  if (!date) throw badRequest("The chosen date does not exist.", { instanceId: ["Please choose a date"] });
  const twin = await bookingOfRequest(tx, input);
  if (twin) return twin;
  if (date.courseId !== course.id) {
    throw badRequest("The chosen date is not a date of this course.", { instanceId: ["Please choose a date"] });
  }
  if (date.startDate < today) throw badRequest("This date has already passed. Please choose another date.");
  if (date.status === "cancelled") throw badRequest("This date has been cancelled. Please choose another date.");
  if (date.status !== "active") throw conflict(FULLY_BOOKED_MESSAGE);

  const terms = staffBookingTerms({
    price: date.price ?? course.price,
    startDate: date.startDate,
    today,
    paymentType: input.paymentType,
    how: input.how,
    dueDate: input.dueDate,
    seats,
    percent,
  });
  if ("refusal" in terms) throw badRequest(terms.refusal, terms.fieldErrors);
  if (input.how === "owing") {
    const refusal = dueDateRefusal(input.dueDate!, today, date.startDate);
    if (refusal) throw badRequest(refusal, { dueDate: [refusal] });
  }
  if (input.how === "by-hand") {
    const refusal = byHandRefusal({ amount: input.amount!, receivedOn: input.receivedOn!, today, terms });
    if (refusal) throw badRequest("Please check the payment received.", refusal);
  }
  const holdUntil =
    input.how === "card-link" ? cardLinkHoldUntil(now, await firstMomentOf(tx, date), input.holdHours!) : undefined;
  if (input.how === "card-link" && !holdUntil) throw conflict(TOO_SOON_FOR_CARD_LINK);

  // The customer's own unpaid attempt on this date gives way, as a new online attempt's would (decision 008).
  await releaseHoldsOfEmail(tx, date, input.userDetails.email);
  const seatsLeft = date.maxSeats - (await countSeatsSpokenFor(tx, date));
  if (seatsLeft < seats) {
    // All the seats or none (issue 24); seats free but owed to people waiting are theirs to be offered.
    const free = date.maxSeats - (await countSeatsTaken(tx, date));
    throw conflict(free >= seats ? SEATS_OWED_TO_WAITING_LIST : seatsRefusal(free, seats)!);
  }
  // The online booking's rule, against this date's first day (issue 23): staff give what the learner declares.
  const firstAid =
    seats > 1 ? undefined : firstAidAtBooking(course, input.firstAid, date.startDate, today, STAFF_FIRST_AID_MESSAGES);
  // On account (issue 24): judged once the seats are known to be free, as online, under the account's row lock.
  const account =
    input.how === "account" ? await staffAccountCheck(tx, input, { total: terms.totalPrice, today, site }) : undefined;

  const [booking] = await tx
    .insert(bookings)
    .values({
      ...newBookingPlace(course.id, date),
      userDetails: { ...input.userDetails, notes: input.userDetails.notes ?? "" },
      paymentType: account ? "invoice" : terms.paymentType,
      paymentAmount: terms.paymentAmount,
      totalPrice: terms.totalPrice,
      seats,
      balanceDueDate: terms.balanceDueDate,
      status: holdUntil ? "pending" : "confirmed",
      holdExpiresAt: holdUntil ?? null,
      confirmedAt: holdUntil ? null : now,
      channel: input.channel,
      createdBy: staff.id,
      idempotencyKey: input.requestKey,
      idempotencyRequestHash: requestHash(input),
      ...(account && onAccountValues(account, now)),
    })
    .returning();
  if (!booking) throw new HttpError(500, "The booking could not be saved.");
  if (input.learners && seats > 1) {
    await addGroupLearners(tx, booking, input.learners, terms.totalPrice / seats);
  } else {
    const seat = input.learners
      ? { id: booking.id, userDetails: { ...booking.userDetails, ...input.learners[0] } }
      : booking;
    await addLearnerForBooking(tx, seat, { firstAid: firstAid?.declaration, price: terms.totalPrice });
  }
  await addBookingEvent(tx, booking.id, {
    kind: "created",
    text: `Booked by staff ${CHANNEL_WORDS[input.channel]}: ${createdText(input, terms, holdUntil, account)}`,
    actor: staff.username,
  });
  if (firstAid) {
    await addBookingEvent(tx, booking.id, {
      kind: "first-aid-declared",
      text: firstAidEventText(firstAid),
      actor: staff.username,
    });
  }
  if (input.how === "by-hand") {
    // Its receipt is issued with it (issue 24).
    await issueReceipt(tx, await recordFirstPaymentByHand(tx, booking.id, input, staff), site);
  }
  // On account: its invoice issued and noted, then the same confirmation as online.
  if (account) await confirmOnAccount(tx, booking, account, { site, today, actor: staff.username });
  else if (holdUntil) await queuePaymentLink(tx, booking, holdUntil, site);
  else await queueConfirmation(tx, booking.id, site, now);
  await recordAudit(tx, staff, {
    action: "booking.create",
    recordType: "booking",
    recordId: booking.id,
    summary: `Booked ${booking.reference} for ${input.userDetails.fullName} ${CHANNEL_WORDS[input.channel]} (${ROUTE_WORDS[input.how]})`,
    after: {
      reference: booking.reference,
      channel: input.channel,
      course: course.title,
      startDate: date.startDate,
      paymentType: booking.paymentType,
      totalPrice: terms.totalPrice,
      seats,
      how: input.how,
      status: booking.status,
      holdExpiresAt: holdUntil?.toISOString() ?? null,
      balanceDueDate: terms.balanceDueDate,
      ...(input.how === "by-hand" && { amount: input.amount, method: input.method, receivedOn: input.receivedOn }),
      ...(account && { organisationId: account.organisation.id, purchaseOrder: account.purchaseOrder }),
    },
  });
  return booking;
}

const ROUTE_WORDS = {
  "card-link": "card link",
  "by-hand": "paid by hand",
  owing: "left owing",
  account: "on account",
} as const;

/** The timeline's line for a booking staff made: what is to pay, and how. */
function createdText(
  input: StaffBookingInput,
  terms: StaffBookingTerms,
  holdUntil: Date | undefined,
  account: AccountCheck | undefined,
): string {
  if (account) {
    return `on the account of ${account.organisation.name}, ${formatPoundsExact(terms.totalPrice)} to pay by invoice, confirmed`;
  }
  const kind = terms.paymentType === "deposit" ? "deposit" : "full payment";
  if (holdUntil) {
    return `${kind} of ${formatPoundsExact(terms.paymentAmount)} to pay by the card link e-mailed to the customer, seat held until ${formatLondonMoment(holdUntil)}`;
  }
  if (input.how === "by-hand") {
    return `${formatPoundsExact(input.amount!)} received by ${input.method} on ${formatDate(input.receivedOn!)} (${kind})`;
  }
  return `${formatPoundsExact(terms.totalPrice)} left owing, due by ${formatDate(terms.balanceDueDate!)}`;
}

/** The money staff took, as a ledger row with the day it arrived (payment.received_on). */
async function recordFirstPaymentByHand(
  tx: Executor,
  bookingId: string,
  input: StaffBookingInput,
  staff: StaffActor & { id: string },
): Promise<string> {
  // The day it arrived goes in with the row, so the money journal's trigger counts it on that day too.
  const row = await recordManualPayment(tx, {
    bookingId,
    amount: input.amount!,
    method: input.method!,
    note: input.note ?? null,
    recordedBy: staff.id,
    receivedOn: input.receivedOn!,
  });
  await addBookingEvent(tx, bookingId, {
    kind: "payment",
    text: `${formatPoundsExact(input.amount!)} recorded by staff (${input.method}), received on ${formatDate(input.receivedOn!)}${input.note ? `: ${input.note}` : ""}`,
    actor: staff.username,
  });
  return row.id;
}

/** The card link: the customer's booking page, where they pay the first payment while the seat is held. */
async function queuePaymentLink(tx: Executor, booking: Booking, holdUntil: Date, site: SiteInfo): Promise<void> {
  const summary = (await getBookingSummary(tx, { id: booking.id }))!;
  const email = await paymentLinkEmail(messageBookingOf(summary, site), messageSiteOf(site), {
    amount: booking.paymentAmount,
    paymentType: booking.paymentType === "deposit" ? "deposit" : "full",
    until: formatLondonMoment(holdUntil),
  });
  await queueCustomerEmail(tx, summary, "payment-link", email, "Card payment link");
}

// Creating a booking: the server recomputes the price and holds a seat under
// a row lock, so a seat is never sold twice and the browser never sets a price.
import { createHash, randomUUID } from "node:crypto";
import { newBookingPlace } from "./booking-place.server";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings, courses, leads, type Booking } from "#db/schema";
import { addDays, londonToday } from "#app/shared/dates";
import { badRequest, conflict, HttpError } from "#app/shared/http-error";
import {
  checkHoldsOfAddress,
  holdLimitOn,
  lockHoldAddress,
  releaseHoldsOfEmail,
  type HoldLimit,
} from "./hold-limits.server";
import { computePaymentOptions, FULL_PAYMENT_WINDOW_DAYS } from "./payment-rules";
import type { CreateBookingRequest } from "../schema";
import { BookingGate, type ChangeSignal } from "./booking-gate.server";
import { dateKeyOf, isVisiblyFull, readSeatsSnapshot } from "./visibly-full.server";
import { countSeatsSpokenFor } from "../bookable-date.server";
import { addBookingEvent, addBookingEvents } from "../life-cycle/booking-lifecycle.server";
import { createBookingLink } from "../life-cycle/booking-links.server";
import { formatPoundsExact } from "#app/shared/money";
import { addLearnerForBooking } from "#app/features/learners/learner-records.server";
import { firstAidAtBooking, firstAidEventText } from "./first-aid-at-booking";
import { bundledWith, firstAidBookingLine, lockRequestDates } from "./first-aid-bundle.server";
import { FIRST_AID_BUNDLE_MESSAGES } from "./first-aid-bundle";
import { groupAmountDueNow, groupPrice } from "../groups/group-pricing";
import { FULLY_BOOKED_MESSAGE, seatsRefusal } from "../groups/group-seats";
import { addGroupLearners } from "../groups/group-learners.server";
import { GROUP_BOOKING_MESSAGES } from "../groups/group-booking-rules";
import {
  accountForRequest,
  confirmOnAccount,
  onAccountValues,
  paysByInvoice,
  type InvoiceBooker,
} from "./invoice-booking.server";

/** How long an unpaid booking holds its seat. */
export const HOLD_MINUTES = 15;

export { FULLY_BOOKED_MESSAGE };

export type CreatedBooking = Pick<
  Booking,
  "id" | "reference" | "paymentType" | "paymentAmount" | "totalPrice" | "balanceDueDate" | "status" | "holdExpiresAt"
> & {
  /** The secret of a new link to the booking's page: given to this caller only, stored only as a hash. */
  accessToken: string;
};

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  "This Idempotency-Key was already used for a different booking request. Use a new key for a new booking.";

export type CreateBookingOptions = {
  today?: string;
  idempotencyKey?: string;
  /**
   * The client address key (as the rate limits key it: IPv4, or IPv6 /56) and the most live holds and held seats it
   * may have (decision 008, issue 24); without them, or with 0, no cap applies.
   */
  holdLimit?: HoldLimit;
  /** GROUP_DISCOUNT_PERCENT (issue 24): off each seat of a booking of 5 or more learners; absent, no discount. */
  groupDiscountPercent?: number;
  /** The catalogue cache's change signal (decision 007): a read of a full date is kept until something changes. */
  changes?: ChangeSignal;
  /**
   * Paying by invoice (issue 24): the contact the request's account cookie names, if any, and the site for the
   * invoice and the confirmation. A request with paymentType 'invoice' and no contact is refused (403).
   */
  onAccount?: InvoiceBooker;
};

type Held = { booking: Booking; bundled?: Booking; replayed: boolean };

/**
 * Creates a booking (and, for a first-aid bundle, its EFAW booking: decision 026), or, when the request carries an
 * idempotency key already used for the same request, returns the booking made then (`replayed`), so a retry never
 * holds a second seat. The same key with a different request is refused with 422 (decision 003). A new attempt by the
 * same e-mail address on the same date replaces its earlier unpaid hold, and one client address holds at most
 * `holdLimit.max` unpaid seats (decision 008). Paying by invoice, it is confirmed on the account at once (issue 24).
 */
export async function createBooking(
  db: Database,
  input: CreateBookingRequest,
  options: CreateBookingOptions = {},
): Promise<{ booking: CreatedBooking; bundled?: CreatedBooking; replayed: boolean }> {
  const { booking, bundled, replayed } = await holdASeat(db, input, options);
  // A retry with the same key gets a link of its own: the first answer's token was never stored.
  return {
    booking: { ...booking, accessToken: await createBookingLink(db, booking.id) },
    ...(bundled && { bundled: { ...bundled, accessToken: await createBookingLink(db, bundled.id) } }),
    replayed,
  };
}

async function holdASeat(db: Database, input: CreateBookingRequest, options: CreateBookingOptions): Promise<Held> {
  const today = options.today ?? londonToday();
  const idempotency = options.idempotencyKey
    ? { key: options.idempotencyKey, requestHash: hashBookingRequest(input) }
    : undefined;
  const holdLimit = holdLimitOn(options.holdLimit) ? options.holdLimit : undefined;
  // A retry after the first attempt committed gets its booking back, full date or not.
  const committed = idempotency && (await bookingForKey(db, idempotency));
  if (committed) return replayOf(db, committed);
  // The booking rush (issue 11): a date already full for all to see is refused without queueing for its lock.
  const book = () =>
    db.transaction(async (tx) => {
      // The address's lock first, then the date's, in every transaction that takes both (decision 008).
      if (holdLimit) await lockHoldAddress(tx, holdLimit.address);
      // A retry whose first attempt committed since the look-up above.
      const earlier = idempotency && (await bookingForKey(tx, idempotency));
      if (earlier) return replayOf(tx, earlier);
      return bookSeat(tx, input, {
        today,
        idempotency,
        holdLimit,
        percent: options.groupDiscountPercent ?? 0,
        onAccount: options.onAccount,
      });
    });
  try {
    return await gateOf(db, options.changes).pass(dateKeyOf(input), {
      read: () => readSeatsSnapshot(db, input),
      // Only a date with no seat left at all: a group that may fit, or may be told how many are left, takes the lock.
      isFull: (snapshot) => isVisiblyFull(snapshot, input, today),
      refusal: () => conflict(FULLY_BOOKED_MESSAGE),
      book,
    });
  } catch (error) {
    // A twin with the same key committed while this one ran (it booked another
    // date, so the date's lock did not keep them apart): the unique index did.
    if (!idempotency || !isIdempotencyKeyConflict(error)) throw error;
    const earlier = await bookingForKey(db, idempotency);
    if (!earlier) throw error;
    return replayOf(db, earlier);
  }
}

/** The answer to a retry: the booking made then, with its EFAW booking when it was a bundle (one key covers both). */
async function replayOf(tx: Executor, booking: Booking): Promise<Held> {
  return { booking, bundled: await bundledWith(tx, booking), replayed: true };
}

type Idempotency = { key: string; requestHash: string };

// One gate per process and database: per change signal (the app's catalogue cache), else per database handle.
const gates = new WeakMap<object, BookingGate>();
function gateOf(db: Database, changes: ChangeSignal | undefined): BookingGate {
  const owner = changes ?? db;
  let gate = gates.get(owner);
  if (!gate) {
    gate = new BookingGate({ changes });
    gates.set(owner, gate);
  }
  return gate;
}

/** The booking made with this key, if any; the same key with another request is a client error. */
async function bookingForKey(tx: Executor, idempotency: Idempotency): Promise<Booking | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.idempotencyKey, idempotency.key));
  if (row && row.idempotencyRequestHash !== idempotency.requestHash) {
    throw new HttpError(422, IDEMPOTENCY_KEY_REUSED_MESSAGE);
  }
  return row;
}

/** A stable digest of the validated request: keys sorted, absent and null alike. */
export function hashBookingRequest(input: CreateBookingRequest): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([, item]) => item !== undefined && item !== null)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, item]) => [key, canonical(item)]),
      );
    }
    return value;
  };
  return createHash("sha256")
    .update(JSON.stringify(canonical(input)))
    .digest("base64url");
}

function isIdempotencyKeyConflict(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 3) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code === "23505") return constraint === "booking_idempotency_key_unique";
  return isIdempotencyKeyConflict((error as { cause?: unknown }).cause, depth + 1);
}

type BookSeatContext = {
  today: string;
  idempotency: Idempotency | undefined;
  holdLimit: HoldLimit | undefined;
  /** GROUP_DISCOUNT_PERCENT. */
  percent: number;
  onAccount: InvoiceBooker | undefined;
};

/** Checks the request against the date under its row lock and holds its seats: all of them or none (issue 24). */
async function bookSeat(
  tx: Executor,
  input: CreateBookingRequest,
  { today, idempotency, holdLimit, percent, onAccount }: BookSeatContext,
): Promise<Held> {
  const [course] = await tx.select().from(courses).where(eq(courses.id, input.courseId));
  if (!course || !course.isActive) {
    throw badRequest("This course is not available for booking.", { courseId: ["This course is not available"] });
  }
  const { date, firstAidDate } = await lockRequestDates(tx, input);
  const dateField = input.instanceId ? "instanceId" : "availableDateId";
  if (!date) throw badRequest("The chosen date does not exist.", { [dateField]: ["Please choose a date"] });
  // A twin with the same key that held this lock until it committed: its booking is this one's answer.
  const twin = idempotency && (await bookingForKey(tx, idempotency));
  if (twin) return replayOf(tx, twin);
  if (date.courseId !== course.id) {
    throw badRequest("The chosen date is not a date of this course.", { [dateField]: ["Please choose a date"] });
  }
  if (date.startDate < today) throw badRequest("This date has already passed. Please choose another date.");
  if (date.status === "cancelled") throw badRequest("This date has been cancelled. Please choose another date.");
  if (date.status !== "active") throw conflict(FULLY_BOOKED_MESSAGE);

  const group = input.learners;
  const seats = group?.length ?? 1;
  // A group's learners each declare on their own page (issue 24); the bundle is one learner's two courses.
  if (seats > 1 && input.firstAidBundle) {
    throw badRequest(GROUP_BOOKING_MESSAGES.bundle, { firstAidBundle: [GROUP_BOOKING_MESSAGES.bundle] });
  }
  if (seats > 1 && input.firstAid) {
    throw badRequest(GROUP_BOOKING_MESSAGES.firstAid, { firstAid: [GROUP_BOOKING_MESSAGES.firstAid] });
  }

  const onInvoice = paysByInvoice(input);
  const price = date.price ?? course.price;
  // The deposit rule is the date's own price's (one seat, undiscounted); the group's price is per seat. On account,
  // always the full price (issue 24): the invoice is for all of it.
  const { options: allowed } = computePaymentOptions(price, date.startDate, today);
  if (!onInvoice && !allowed.includes(input.paymentType as "deposit" | "full")) {
    throw badRequest(
      `A deposit is not available for this date: full payment is required (courses starting within ${FULL_PAYMENT_WINDOW_DAYS} days or priced at £150 or less).`,
      { paymentType: ["Full payment is required for this date"] },
    );
  }
  const priced = groupPrice(price, seats, percent);
  const amount = groupAmountDueNow(priced, input.paymentType);
  if (input.paymentAmount !== amount) {
    throw badRequest("The amount to pay has changed. Please review your booking and try again.", {
      paymentAmount: ["The amount does not match the price of this course"],
    });
  }

  // The EFAW date booked with it (decision 026): one the first-aid step lists, priced here.
  const efaw = input.firstAidBundle
    ? await firstAidBookingLine(tx, firstAidDate, date.startDate, input.paymentType, today)
    : undefined;

  // The customer's earlier unpaid hold on this date gives way to this attempt: it neither keeps a second seat nor
  // counts against the address's cap (decision 008). Undone with the rest if this attempt is refused.
  await releaseHoldsOfEmail(tx, date, input.userDetails.email);
  if (efaw) await releaseHoldsOfEmail(tx, efaw.date, input.userDetails.email);
  // A booking on account is confirmed at once: it holds nothing unpaid against the address's cap.
  if (holdLimit && !onInvoice) {
    await checkHoldsOfAddress(tx, holdLimit, { holds: efaw ? 2 : 1, seats: seats + (efaw ? 1 : 0) });
  }
  const short = seatsRefusal(date.maxSeats - (await countSeatsSpokenFor(tx, date)), seats);
  if (short) throw conflict(short);
  if (efaw && (await countSeatsSpokenFor(tx, efaw.date)) >= efaw.date.maxSeats) {
    throw conflict(FIRST_AID_BUNDLE_MESSAGES.full, { firstAidBundle: [FIRST_AID_BUNDLE_MESSAGES.full] });
  }
  // Checked against this date's first day, today in London (issue 23): the browser's verdict is never sent. After the
  // seats, so a full date says so whatever was declared.
  const firstAid = seats > 1 ? undefined : firstAidAtBooking(course, input.firstAid, date.startDate, today);
  if (efaw && !firstAid) {
    throw badRequest(FIRST_AID_BUNDLE_MESSAGES.notNeeded, { firstAidBundle: [FIRST_AID_BUNDLE_MESSAGES.notNeeded] });
  }
  if (efaw && firstAid?.verdict.status === "meets") {
    throw badRequest(FIRST_AID_BUNDLE_MESSAGES.meets, { firstAidBundle: [FIRST_AID_BUNDLE_MESSAGES.meets] });
  }
  // On account (issue 24): judged once its seats are known to be free, so a full date says so whatever the account.
  const account = await accountForRequest(tx, input, onAccount, { total: priced.total, today });
  // Both bookings of a bundle carry the course booking's id (decision 026).
  const checkoutId = efaw ? randomUUID() : null;

  const leadId = input.leadId ? await linkLead(tx, input.leadId, input.userDetails.email) : null;
  const [booking] = await tx
    .insert(bookings)
    .values({
      ...newBookingPlace(course.id, date),
      ...(checkoutId ? { id: checkoutId, checkoutId } : {}),
      leadId,
      userDetails: input.userDetails,
      paymentType: input.paymentType,
      paymentAmount: amount,
      totalPrice: priced.total,
      seats,
      balanceDueDate: input.paymentType === "deposit" ? addDays(date.startDate, -7) : null,
      status: "pending",
      holdExpiresAt: sql.raw(`now() + interval '${HOLD_MINUTES} minutes'`) as unknown as Date,
      idempotencyKey: idempotency?.key ?? null,
      idempotencyRequestHash: idempotency?.requestHash ?? null,
      // Kept only while the cap is on: it is personal data (decision 008).
      holdAddress: holdLimit?.address ?? null,
      ...(account && onAccountValues(account)),
    })
    .returning();
  if (!booking) throw new HttpError(500, "The booking could not be saved.");
  if (group && seats > 1) {
    await addGroupLearners(tx, booking, group, priced.seatPrice);
  } else {
    // One seat: the payer's, or the one learner named for it, with today's declaration and consent.
    const seat = group ? { id: booking.id, userDetails: { ...booking.userDetails, ...group[0] } } : booking;
    await addLearnerForBooking(tx, seat, {
      firstAid: firstAid?.declaration,
      remindersConsent: input.remindersConsent === true,
      price: priced.seatPrice,
    });
  }
  await addBookingEvents(tx, booking.id, [
    {
      kind: "created",
      text: account
        ? `Booked online on account: ${formatPoundsExact(amount)} to pay by invoice, ${seatsText(priced)} confirmed`
        : `Booked online: ${input.paymentType === "deposit" ? "deposit" : "full payment"} of ${formatPoundsExact(amount)} to pay, ${seatsHeldText(priced)} for ${HOLD_MINUTES} minutes`,
      actor: "customer",
    },
    ...(firstAid
      ? [{ kind: "first-aid-declared", text: firstAidEventText(firstAid), actor: "customer" as const }]
      : []),
  ]);
  if (account) await confirmOnAccount(tx, booking, account, { site: onAccount!.site, today });
  if (!efaw) return { booking, replayed: false };
  const [bundled] = await tx
    .insert(bookings)
    .values({
      ...newBookingPlace(efaw.courseId, efaw.date),
      checkoutId,
      userDetails: input.userDetails,
      paymentType: efaw.paymentType,
      paymentAmount: efaw.amount,
      totalPrice: efaw.price,
      balanceDueDate: efaw.paymentType === "deposit" ? addDays(efaw.date.startDate, -7) : null,
      status: "pending",
      holdExpiresAt: booking.holdExpiresAt,
      holdAddress: holdLimit?.address ?? null,
    })
    .returning();
  if (!bundled) throw new HttpError(500, "The booking could not be saved.");
  await addLearnerForBooking(tx, bundled, { remindersConsent: input.remindersConsent === true });
  await addBookingEvent(tx, bundled.id, {
    kind: "created",
    text: `Booked online: ${efaw.paymentType === "deposit" ? "deposit" : "full payment"} of ${formatPoundsExact(efaw.amount)} to pay, seat held for ${HOLD_MINUTES} minutes`,
    actor: "customer",
  });
  for (const [one, other] of [
    [booking, bundled],
    [bundled, booking],
  ] as const) {
    await addBookingEvent(tx, one.id, {
      kind: "bundled",
      text: `Booked with ${other.reference} in one payment (first aid course for the same learner)`,
      actor: "customer",
    });
  }
  return { booking, bundled, replayed: false };
}

/** "seat held", or for a group "5 seats held (10% group discount, £224.10 a seat)". */
function seatsHeldText(priced: ReturnType<typeof groupPrice>): string {
  return seatsText(priced).replace(/seats?/, "$& held");
}

/** "seat", or for a group "5 seats (10% group discount, £224.10 a seat)". */
function seatsText(priced: ReturnType<typeof groupPrice>): string {
  if (priced.seats === 1) return "seat";
  const discount = priced.percent > 0 ? `${priced.percent}% group discount, ` : "";
  return `${priced.seats} seats (${discount}${formatPoundsExact(priced.seatPrice)} a seat)`;
}

/**
 * Links the lead saved at the details step, only when it was saved with the booking's own e-mail address (any case):
 * a lead id is no proof of whose it is (security review F17). Otherwise the booking is made without the link.
 */
async function linkLead(tx: Executor, leadId: string, email: string): Promise<string | null> {
  const [lead] = await tx
    .update(leads)
    .set({ bookingStage: "payment" })
    .where(and(eq(leads.id, leadId), sql`lower(${leads.email}) = ${email.toLowerCase()}`))
    .returning({ id: leads.id });
  return lead?.id ?? null;
}

// The waiting list (issue 14): joining a full date, confirming one's e-mail address, seeing one's place, declining an
// offer, leaving. Every change is made under the date's row lock (decision 003), the same lock a booking and an offer
// take, so a place in line, a freed seat and an offer are always judged on one state.
//
// Issue 19 (security review N4, N5): joining only asks. The entry is in line (counted as a seat spoken for, offered
// seats) once its address is confirmed from the link in the first e-mail, and it queues by the moment it was
// confirmed, not the moment it was asked for: a real person confirming at once is not put behind requests nobody
// confirmed for a day. One client address has at most 2 live entries on a date.
import { and, asc, count, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { availableDates, bookings, courseInstances, courses, waitlistEntries, type WaitlistEntry } from "#db/schema";
import { countSeatsSpokenFor, lockBookableDate, type BookableDate } from "#app/features/booking/bookable-date.server";
import { applyTransition } from "#app/features/booking/life-cycle/booking-lifecycle.server";
import { createBookingLink } from "#app/features/booking/life-cycle/booking-links.server";
import { messageSiteOf } from "#app/features/booking/life-cycle/booking-messages.server";
import { enqueueEmail } from "#app/features/email/outbox.server";
import { amountHeldOf } from "#app/features/payments/ledger.server";
import type { MessageWaitlistEntry } from "#app/features/email/templates/message-data";
import { waitlistConfirmEmail } from "#app/features/email/templates/waitlist-emails";
import { formatLondonMoment, londonToday } from "#app/shared/dates";
import { badRequest, conflict, HttpError, notFound } from "#app/shared/http-error";
import type { SiteInfo } from "#app/shared/site-info";
import { entryIdOfToken, WAITLIST_TOKEN_PLACEHOLDER, waitlistKind } from "./waitlist-links.server";
import { addressCapRefusal, confirmDeadline, joinRefusal } from "./waitlist-rules";
import type { JoinWaitlist } from "./schema";
import type { FirstAidAnswer } from "#app/features/booking/schema";
import type { PreselectedDate } from "#app/features/booking/sale/booking-selection";
import { getBookingSummary } from "#app/features/booking/booking-summary.server";
import { firstAidOnAccepting } from "./offer-first-aid.server";
import { statusShown, type WaitlistView } from "./waitlist-view";

export type DateRef = { instanceId?: string | null; availableDateId?: string | null };

export const ALREADY_WAITING = "You are already on the waiting list for this date.";
export const ALREADY_ASKED =
  "We have already e-mailed you a link to confirm your place on this date's waiting list. Please check your inbox " +
  "(and spam folder).";

const dateColumnOf = (date: Pick<BookableDate, "kind">) =>
  date.kind === "instance" ? waitlistEntries.instanceId : waitlistEntries.availableDateId;
const entryDateRef = (entry: Pick<WaitlistEntry, "instanceId" | "availableDateId">): DateRef => ({
  instanceId: entry.instanceId,
  availableDateId: entry.availableDateId,
});

/** The order of the line: by when each person confirmed (issue 19), then by id. */
export const lineOrder = [asc(waitlistEntries.confirmedAt), asc(waitlistEntries.id)] as const;

/** 1 for the next in line; counted among those in line (waiting and confirmed). 0 for an unconfirmed entry. */
export async function positionOf(db: Executor, entry: WaitlistEntry): Promise<number> {
  if (!entry.confirmedAt) return 0;
  const column = entry.instanceId ? waitlistEntries.instanceId : waitlistEntries.availableDateId;
  const [row] = await db
    .select({ ahead: count() })
    .from(waitlistEntries)
    .where(
      and(
        eq(column, (entry.instanceId ?? entry.availableDateId)!),
        eq(waitlistEntries.status, "waiting"),
        isNotNull(waitlistEntries.confirmedAt),
        or(
          lt(waitlistEntries.confirmedAt, entry.confirmedAt),
          and(eq(waitlistEntries.confirmedAt, entry.confirmedAt), lt(waitlistEntries.id, entry.id)),
        ),
      ),
    );
  return (row?.ahead ?? 0) + 1;
}

/** What a waiting-list message says of its entry; links are minted when the message is sent. */
export async function messageEntryOf(
  db: Executor,
  entry: WaitlistEntry,
  site: SiteInfo,
): Promise<MessageWaitlistEntry> {
  const [course] = await db
    .select({ title: courses.title, slug: courses.slug })
    .from(courses)
    .where(eq(courses.id, entry.courseId));
  return {
    fullName: entry.fullName,
    courseTitle: course!.title,
    startDate: await startDateOf(db, entry),
    position: await positionOf(db, entry),
    waitlistUrl: `${site.url}/waiting-list/${WAITLIST_TOKEN_PLACEHOLDER}`,
    courseUrl: `${site.url}/courses/${course!.slug}`,
  };
}

async function startDateOf(db: Executor, entry: Pick<WaitlistEntry, "instanceId" | "availableDateId">) {
  return (await dateOfEntry(db, entry)).startDate;
}

/** The entry's date: its first day, and whether the academy cancelled it. */
async function dateOfEntry(db: Executor, entry: Pick<WaitlistEntry, "instanceId" | "availableDateId">) {
  if (entry.instanceId) {
    const [row] = await db
      .select({ startDate: courseInstances.startDate, status: courseInstances.status })
      .from(courseInstances)
      .where(eq(courseInstances.id, entry.instanceId));
    return row!;
  }
  const [row] = await db
    .select({ startDate: availableDates.date, status: availableDates.status })
    .from(availableDates)
    .where(eq(availableDates.id, entry.availableDateId!));
  return row!;
}

/** The booking an offer made for the entry, as it stands now; null before an offer. */
async function bookingOfEntry(db: Executor, entry: Pick<WaitlistEntry, "bookingId">) {
  if (!entry.bookingId) return null;
  const [row] = await db
    .select({ status: bookings.status, confirmedAt: bookings.confirmedAt, cancelledBy: bookings.cancelledBy })
    .from(bookings)
    .where(eq(bookings.id, entry.bookingId));
  return row ?? null;
}

/**
 * Someone asks to join a full date's waiting list: an unconfirmed entry, and an e-mail with the link that confirms it
 * (and later shows their place). `clientAddress` is the request's address as the rate limits count it.
 */
export async function joinWaitlist(
  db: Database,
  input: JoinWaitlist,
  site: SiteInfo,
  clientAddress: string,
  today = londonToday(),
): Promise<{ confirmBy: string }> {
  return db.transaction(async (tx) => {
    const date = await lockBookableDate(tx, input);
    if (!date) throw badRequest("The chosen date does not exist.", { availableDateId: ["Please choose a date"] });
    const [course] = await tx.select({ isActive: courses.isActive }).from(courses).where(eq(courses.id, date.courseId));
    if (!course?.isActive) throw badRequest("This course is not available for booking.");
    const refusal = joinRefusal({
      status: date.status,
      seatsLeft: date.maxSeats - (await countSeatsSpokenFor(tx, date)),
      started: date.startDate <= today,
    });
    if (refusal) throw conflict(refusal);
    const live = and(eq(dateColumnOf(date), date.id), inArray(waitlistEntries.status, ["waiting", "offered"]));
    const emailKey = input.email.toLowerCase();
    const [already] = await tx
      .select({ confirmedAt: waitlistEntries.confirmedAt })
      .from(waitlistEntries)
      .where(and(live, eq(waitlistEntries.emailKey, emailKey)));
    // Sending the confirmation again would let anyone mail the address as often as they like: it is not resent.
    if (already) throw conflict(already.confirmedAt ? ALREADY_WAITING : ALREADY_ASKED);
    // Counted under the date's lock, so two requests at once cannot both be the second.
    const [fromAddress] = await tx
      .select({ live: count() })
      .from(waitlistEntries)
      .where(and(live, eq(waitlistEntries.clientAddress, clientAddress)));
    const capped = addressCapRefusal(fromAddress?.live ?? 0);
    if (capped) throw new HttpError(429, capped);
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({
        courseId: date.courseId,
        instanceId: date.kind === "instance" ? date.id : null,
        availableDateId: date.kind === "available-date" ? date.id : null,
        fullName: input.fullName,
        email: input.email,
        emailKey,
        phone: input.phone,
        clientAddress,
      })
      .returning();
    const confirmBy = formatLondonMoment(confirmDeadline(entry!.joinedAt));
    const message = await messageEntryOf(tx, entry!, site);
    await enqueueEmail(tx, {
      kind: waitlistKind("joined", entry!.id),
      to: entry!.email,
      ...(await waitlistConfirmEmail(message, messageSiteOf(site), confirmBy)),
    });
    return { confirmBy };
  });
}

async function entryOfToken(db: Executor, token: string): Promise<WaitlistEntry> {
  const id = await entryIdOfToken(db, token);
  const [entry] = id ? await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)) : [];
  if (!entry) throw notFound("Waiting-list entry not found");
  return entry;
}

/**
 * The entry's own page: where they stand, and the held booking's page when a seat is offered. It follows the booking
 * (issue 21, L13, L14): booked the moment the held seat is paid, not at the next sweep, and cancelled when it is.
 */
export async function waitlistView(db: Executor, token: string): Promise<WaitlistView> {
  const entry = await entryOfToken(db, token);
  const [course] = await db
    .select({ title: courses.title, slug: courses.slug })
    .from(courses)
    .where(eq(courses.id, entry.courseId));
  const date = await dateOfEntry(db, entry);
  const booking = await bookingOfEntry(db, entry);
  const status = statusShown(entry.status, booking);
  const offer =
    status === "offered" && entry.bookingId && entry.offerExpiresAt
      ? { until: formatLondonMoment(entry.offerExpiresAt), firstAidFor: await firstAidToAsk(db, entry) }
      : null;
  return {
    status,
    confirmed: entry.confirmedAt !== null,
    confirmBy:
      entry.status === "waiting" && !entry.confirmedAt ? formatLondonMoment(confirmDeadline(entry.joinedAt)) : null,
    fullName: entry.fullName,
    courseTitle: course!.title,
    courseSlug: course!.slug,
    startDate: date.startDate,
    position: entry.status === "waiting" && entry.confirmedAt ? await positionOf(db, entry) : null,
    offer,
    dateCancelled: date.status === "cancelled",
    booking:
      status === "booked" && booking ? { status: booking.status, cancelledBy: booking.cancelledBy ?? null } : null,
  };
}

/** The held seat's date while its course needs a first aid declaration not yet given (issue 23); null otherwise. */
async function firstAidToAsk(db: Executor, entry: WaitlistEntry): Promise<PreselectedDate | null> {
  const held = await getBookingSummary(db, { id: entry.bookingId! });
  if (!held?.needsFirstAidCertificate || held.firstAid) return null;
  return {
    id: (entry.instanceId ?? entry.availableDateId)!,
    kind: entry.instanceId ? "instance" : "available-date",
    date: held.startDate,
    ...(held.endDate && { lastDay: held.endDate }),
    location: held.location,
    price: held.totalPrice,
  };
}

/**
 * 'Confirm my place' on the entry's page (a POST: a mail scanner opening the e-mail's link confirms nothing). The
 * entry joins the line at the moment of confirming. Confirming twice is no error.
 */
export async function confirmByToken(db: Database, token: string, now = new Date()): Promise<void> {
  const { id } = await entryOfToken(db, token);
  await db.transaction(async (tx) => {
    const [first] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
    await lockBookableDate(tx, entryDateRef(first!));
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).for("no key update");
    if (entry!.confirmedAt) return;
    if (entry!.status !== "waiting" || now >= confirmDeadline(entry!.joinedAt)) {
      throw conflict(
        "This request to join the waiting list was not confirmed in time, or has ended. Please join again from the " +
          "course page.",
      );
    }
    await tx.update(waitlistEntries).set({ confirmedAt: now }).where(eq(waitlistEntries.id, id));
  });
}

/**
 * The page of the booking holding a seat for them, asked for by 'Book your seat' (with the first aid declaration on
 * a course that needs one, issue 23), or, once they booked, of that booking ('Open your booking', issue 21). Only a
 * link's hash is kept, so each ask makes a new link; viewing the waiting-list page (or a mail scanner fetching it)
 * makes none.
 */
export async function heldBookingPath(
  db: Database,
  token: string,
  firstAid?: FirstAidAnswer,
  today = londonToday(),
): Promise<string> {
  const entry = await entryOfToken(db, token);
  const status = statusShown(entry.status, await bookingOfEntry(db, entry));
  if ((status !== "offered" && status !== "booked") || !entry.bookingId) {
    throw conflict("No seat is being held for you now.");
  }
  // Accepting the offer: on a course that needs a first aid certificate, the declaration comes first (issue 23).
  if (status === "offered") await firstAidOnAccepting(db, entry.bookingId, firstAid, today);
  return `/my-booking/${await createBookingLink(db, entry.bookingId)}`;
}

/**
 * Ends a live entry: 'removed' (they left, or staff took them off) or 'declined' (they turned an offer down). An
 * offered seat goes back at once (its held booking expires); the next sweep offers it to the next in line.
 */
export async function endEntry(
  db: Database,
  entryId: string,
  to: "removed" | "declined",
  actor: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [first] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (!first) throw notFound("Waiting-list entry not found");
    await lockBookableDate(tx, entryDateRef(first));
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)).for("no key update");
    if (to === "declined" && entry!.status !== "offered") throw conflict("There is no offer to decline.");
    if (entry!.status !== "waiting" && entry!.status !== "offered") {
      throw conflict("This place on the waiting list has already ended.");
    }
    if (entry!.status === "offered" && entry!.bookingId) {
      const [hold] = await tx
        .select({ id: bookings.id, status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, entry!.bookingId))
        .for("no key update");
      // Paid (issue 21, L13): the seat is theirs, whatever the page they pressed 'Decline' on still showed.
      if (hold?.status === "confirmed" || (hold && (await amountHeldOf(tx, hold.id)) > 0)) {
        throw conflict("This seat has already been booked.");
      }
      if (hold?.status === "pending") {
        await applyTransition(tx, hold, "declineOffer", {
          text: to === "declined" ? "Offer declined: the seat goes to the next person" : "Offer withdrawn by staff",
          actor,
        });
      }
    }
    await tx.update(waitlistEntries).set({ status: to }).where(eq(waitlistEntries.id, entryId));
  });
}

export async function leaveByToken(db: Database, token: string): Promise<void> {
  await endEntry(db, (await entryOfToken(db, token)).id, "removed", "customer");
}

export async function declineByToken(db: Database, token: string): Promise<void> {
  await endEntry(db, (await entryOfToken(db, token)).id, "declined", "customer");
}

/** Every entry of a date for the staff list: the line first (by confirmation), then those never confirmed. */
export function entriesOf(db: Executor, date: Pick<BookableDate, "kind" | "id">) {
  return db
    .select()
    .from(waitlistEntries)
    .where(eq(dateColumnOf(date), date.id))
    .orderBy(
      sql`${waitlistEntries.confirmedAt} asc nulls last`,
      asc(waitlistEntries.joinedAt),
      asc(waitlistEntries.id),
    );
}

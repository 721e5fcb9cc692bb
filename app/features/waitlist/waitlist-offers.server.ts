// Offering freed seats to the waiting list (issue 14). A minute sweep re-derives everything from the data: offers
// that were paid become 'booked', lapsed ones 'expired', requests to join nobody confirmed in time 'expired' (issue
// 19), dates that have started close their lists (each person told once of the course's next dates), and every free
// seat of a date with people in line is held for the next in line (confirmed entries only, by confirmation time).
// Each date is handled under its row lock, so two processes (or a sweep and staff's 'offer now') never offer one seat
// twice, and a run repeated after a crash finds nothing left to do.
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import {
  availableDates,
  bookingEvents,
  bookings,
  courseInstances,
  courses,
  emailOutbox,
  waitlistEntries,
  type WaitlistEntry,
} from "#db/schema";
import { countSeatsTaken, lockBookableDate, type BookableDate } from "#app/features/booking/bookable-date.server";
import { holdSeatForWaitingPerson } from "#app/features/booking/sale/waiting-list-hold.server";
import { expireHolds } from "#app/features/booking/life-cycle/booking-lifecycle.server";
import { BOOKING_TOKEN_PLACEHOLDER } from "#app/features/booking/life-cycle/booking-links.server";
import { messageSiteOf, queueCustomerEmail } from "#app/features/booking/life-cycle/booking-messages.server";
import { enqueueEmail } from "#app/features/email/outbox.server";
import {
  waitlistClosedEmail,
  waitlistLapsedEmail,
  waitlistOfferEmail,
} from "#app/features/email/templates/waitlist-emails";
import type { JobHandler, Sweep } from "#app/features/jobs/job-runner.server";
import { londonClock, londonInstant } from "#app/shared/london-clock";
import { formatLondonMoment } from "#app/shared/dates";
import { conflict, notFound } from "#app/shared/http-error";
import type { SiteInfo } from "#app/shared/site-info";
import { lineOrder, messageEntryOf, type DateRef } from "./waitlist.server";
import { waitlistKind } from "./waitlist-links.server";
import { ENTRY_RULES, offerExpiry } from "./waitlist-rules";

export const WAITLIST_SWEEP: Sweep = { kind: "waiting-list", every: "minute" };

/** The course's first moment on this date: its first day at its start time, London. */
async function firstMomentOf(tx: Executor, date: BookableDate): Promise<Date> {
  const [row] =
    date.kind === "instance"
      ? await tx
          .select({ startTime: courseInstances.startTime })
          .from(courseInstances)
          .where(eq(courseInstances.id, date.id))
      : await tx
          .select({ startTime: availableDates.startTime })
          .from(availableDates)
          .where(eq(availableDates.id, date.id));
  return londonInstant(date.startDate, row!.startTime);
}

/** Holds a seat for this entry (the caller holds the date's lock and has checked a seat is free) and e-mails it. */
async function offerTo(tx: Executor, date: BookableDate, entry: WaitlistEntry, until: Date, site: SiteInfo, now: Date) {
  const hold = await holdSeatForWaitingPerson(tx, date, entry, until, londonClock(now).date);
  const [offered] = await tx
    .update(waitlistEntries)
    .set({ status: "offered", offeredAt: now, offerExpiresAt: until, bookingId: hold.id })
    .where(and(eq(waitlistEntries.id, entry.id), eq(waitlistEntries.status, "waiting")))
    .returning();
  const message = await messageEntryOf(tx, offered!, site);
  const [course] = await tx
    .select({ needsFirstAidCertificate: courses.needsFirstAidCertificate })
    .from(courses)
    .where(eq(courses.id, hold.courseId));
  const email = await waitlistOfferEmail(message, messageSiteOf(site), {
    amount: hold.paymentAmount,
    paymentType: hold.paymentType === "deposit" ? "deposit" : "full",
    until: formatLondonMoment(until),
    // Where the course needs a first aid certificate, accepting asks for it first (issue 23): the waiting-list page
    // does, and only then opens the held seat's page.
    bookingUrl: course!.needsFirstAidCertificate
      ? message.waitlistUrl
      : `${site.url}/my-booking/${BOOKING_TOKEN_PLACEHOLDER}`,
  });
  await queueCustomerEmail(
    tx,
    { id: hold.id, userDetails: hold.userDetails },
    waitlistKind("offer", entry.id),
    email,
    "Waiting-list offer",
  );
}

/** Offers every free seat of a locked date to those waiting, first in line first; returns how many were offered. */
async function offerFreeSeats(tx: Executor, date: BookableDate, now: Date, site: SiteInfo): Promise<number> {
  if (date.waitlistPaused || date.status === "cancelled") return 0;
  const until = offerExpiry(await firstMomentOf(tx, date), now);
  if (!until) return 0;
  let free = date.maxSeats - (await countSeatsTaken(tx, date));
  let offered = 0;
  while (free > 0) {
    const [next] = await tx
      .select()
      .from(waitlistEntries)
      .where(and(dateIs(date), inLine))
      .orderBy(...lineOrder)
      .limit(1);
    if (!next) break;
    await offerTo(tx, date, next, until, site, now);
    free--;
    offered++;
  }
  return offered;
}

/** Waiting with a confirmed address: in line for a seat (issue 19). */
const inLine = and(eq(waitlistEntries.status, "waiting"), isNotNull(waitlistEntries.confirmedAt));

const dateIs = (date: Pick<BookableDate, "kind" | "id">) =>
  eq(date.kind === "instance" ? waitlistEntries.instanceId : waitlistEntries.availableDateId, date.id);

/** Staff's 'offer now': this person, ahead of the line, if a seat is free and there is still time. */
export async function offerNow(db: Database, entryId: string, site: SiteInfo, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [first] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (!first) throw notFound("Waiting-list entry not found");
    const date = (await lockBookableDate(tx, first))!;
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
    if (entry!.status !== "waiting") throw conflict("Only someone still waiting can be offered a seat.");
    if (!entry!.confirmedAt) throw conflict("This person has not confirmed their e-mail address yet.");
    if (date.maxSeats - (await countSeatsTaken(tx, date)) <= 0) {
      throw conflict("No seat is free on this date: raise its seats first.");
    }
    const until = offerExpiry(await firstMomentOf(tx, date), now);
    if (!until) throw conflict("It is too late to offer a seat: the course starts within 24 hours.");
    await offerTo(tx, date, entry!, until, site, now);
  });
}

/** The sweep's steps, in order; each is safe to repeat. */
export function waitlistSweepHandler(site: SiteInfo): JobHandler {
  return async ({ db, now }) => {
    await markBooked(db);
    await expireLapsedOffers(db, now, site);
    await tellOffersLapsedElsewhere(db, now, site);
    await expireUnconfirmed(db, now);
    await closeStartedDates(db, now, site);
    await offerFreedSeats(db, now, site);
  };
}

/** Offers paid for (even a moment after they lapsed) are 'booked'. */
async function markBooked(db: Database) {
  await db
    .update(waitlistEntries)
    .set({ status: "booked" })
    .where(
      and(
        inArray(waitlistEntries.status, ["offered", "expired"]),
        isNotNull(waitlistEntries.bookingId),
        inArray(
          waitlistEntries.bookingId,
          db.select({ id: bookings.id }).from(bookings).where(eq(bookings.status, "confirmed")),
        ),
      ),
    );
}

/**
 * Offers whose time has run out unpaid: 'expired', and their held booking lapses with them (by the sweep's clock, so
 * the seat is free for the next in line in the same run). The person is told the seat has gone on.
 */
async function expireLapsedOffers(db: Database, now: Date, site: SiteInfo) {
  const lapsed = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, "offered"), lte(waitlistEntries.offerExpiresAt, now)));
  for (const entry of lapsed) {
    await db.transaction(async (tx) => {
      await lockBookableDate(tx, entry);
      const [expired] = await tx
        .update(waitlistEntries)
        .set({ status: "expired" })
        .where(
          and(
            eq(waitlistEntries.id, entry.id),
            eq(waitlistEntries.status, "offered"),
            sql`not exists (select 1 from ${bookings} where ${bookings.id} = ${waitlistEntries.bookingId} and ${bookings.status} = 'confirmed')`,
          ),
        )
        .returning();
      if (!expired) return;
      if (expired.bookingId) await expireHolds(tx, eq(bookings.id, expired.bookingId), "expireHold");
      await queueLapsedEmail(tx, expired, site);
    });
  }
}

async function queueLapsedEmail(tx: Executor, entry: WaitlistEntry, site: SiteInfo) {
  const message = await messageEntryOf(tx, entry, site);
  await enqueueEmail(tx, {
    kind: waitlistKind("lapsed", entry.id),
    to: entry.email,
    ...(await waitlistLapsedEmail(message, messageSiteOf(site), formatLondonMoment(entry.offerExpiresAt!))),
  });
}

/**
 * Offers the bookings' own hold sweep expired first (issue 19, D6: the entry leaves 'offered' in the transaction that
 * expires its hold, booking-lifecycle.server.ts) are told the seat has gone on, as if this sweep had got there first.
 * Only a hold that ran its full time (expired by 'expireHold'): one staff cancelled, the person replaced with a
 * booking of their own, or paid for after all tells them nothing. Looks back a day, so the search stays small.
 */
async function tellOffersLapsedElsewhere(db: Database, now: Date, site: SiteInfo) {
  const lapsedKind = sql`'waitlist-lapsed:' || ${waitlistEntries.id}`;
  const untold = await db
    .select({ entry: waitlistEntries })
    .from(waitlistEntries)
    .innerJoin(bookings, eq(bookings.id, waitlistEntries.bookingId))
    .where(
      and(
        eq(waitlistEntries.status, "expired"),
        lte(waitlistEntries.offerExpiresAt, now),
        gt(waitlistEntries.offerExpiresAt, new Date(now.getTime() - 24 * 3_600_000)),
        eq(bookings.status, "expired"),
        sql`exists (select 1 from ${bookingEvents} where ${bookingEvents.bookingId} = ${bookings.id} and ${bookingEvents.kind} = 'expireHold')`,
        sql`not exists (select 1 from ${emailOutbox} where ${emailOutbox.kind} = ${lapsedKind})`,
      ),
    );
  for (const { entry } of untold) await db.transaction((tx) => queueLapsedEmail(tx, entry, site));
}

/** Requests to join that nobody confirmed in time leave the list, silently: nobody asked us to write to them. */
async function expireUnconfirmed(db: Database, now: Date) {
  const deadline = new Date(now.getTime() - ENTRY_RULES.confirmWithinHours * 3_600_000);
  await db
    .update(waitlistEntries)
    .set({ status: "expired" })
    .where(
      and(
        eq(waitlistEntries.status, "waiting"),
        isNull(waitlistEntries.confirmedAt),
        lte(waitlistEntries.joinedAt, deadline),
      ),
    );
}

/**
 * Dates that have started, or that the academy cancelled, close their lists; each person still waiting is told once
 * of the course's next dates.
 */
async function closeStartedDates(db: Database, now: Date, site: SiteInfo) {
  const today = londonClock(now).date;
  const startDate = sql<string>`coalesce(${courseInstances.startDate}, ${availableDates.date})`;
  const dateStatus = sql<string>`coalesce(${courseInstances.status}, ${availableDates.status})`;
  const started = await db
    .select({ id: waitlistEntries.id, cancelled: sql<boolean>`${dateStatus} = 'cancelled'` })
    .from(waitlistEntries)
    .leftJoin(courseInstances, eq(courseInstances.id, waitlistEntries.instanceId))
    .leftJoin(availableDates, eq(availableDates.id, waitlistEntries.availableDateId))
    .where(and(eq(waitlistEntries.status, "waiting"), or(lte(startDate, today), eq(dateStatus, "cancelled"))));
  for (const { id, cancelled } of started) {
    await db.transaction(async (tx) => {
      // Only the process that moves the entry to 'closed' tells them.
      const [closed] = await tx
        .update(waitlistEntries)
        .set({ status: "closed" })
        .where(and(eq(waitlistEntries.id, id), eq(waitlistEntries.status, "waiting")))
        .returning();
      // Someone who never confirmed is not told: nobody asked us to write to them (issue 19).
      if (!closed?.confirmedAt) return;
      const message = await messageEntryOf(tx, closed, site);
      await enqueueEmail(tx, {
        kind: waitlistKind("closed", closed.id),
        to: closed.email,
        ...(await waitlistClosedEmail(
          message,
          messageSiteOf(site),
          await nextDatesOf(tx, closed.courseId, today),
          cancelled ? "cancelled" : "started",
        )),
      });
    });
  }
}

/** The course's next open dates (up to five), for people whose date has gone. */
async function nextDatesOf(db: Executor, courseId: string, today: string): Promise<string[]> {
  const instances = await db
    .select({ date: courseInstances.startDate })
    .from(courseInstances)
    .where(
      and(
        eq(courseInstances.courseId, courseId),
        gt(courseInstances.startDate, today),
        eq(courseInstances.status, "active"),
      ),
    );
  const dates = await db
    .select({ date: availableDates.date })
    .from(availableDates)
    .where(
      and(eq(availableDates.courseId, courseId), gt(availableDates.date, today), eq(availableDates.status, "active")),
    );
  return [...instances, ...dates]
    .map((row) => row.date)
    .sort()
    .slice(0, 5);
}

/** Every date with someone waiting: its free seats offered, one transaction per date under its lock. */
async function offerFreedSeats(db: Database, now: Date, site: SiteInfo) {
  const dates = await db
    .selectDistinct({ instanceId: waitlistEntries.instanceId, availableDateId: waitlistEntries.availableDateId })
    .from(waitlistEntries)
    .where(inLine);
  for (const ref of dates as DateRef[]) {
    await db.transaction(async (tx) => {
      const date = await lockBookableDate(tx, ref);
      if (date) await offerFreeSeats(tx, date, now, site);
    });
  }
}

// Two staff lists (issue 13): money owed (every confirmed booking with a balance, due or overdue, with totals), and
// a course date's roster (its learners, phones, what each has paid and owes, whether joining instructions went; since
// issue 21 also the places booked offline, and the date's seats as the public counts them).
import { and, asc, eq, gt, inArray, like, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings, courses, emailOutbox, venues } from "#db/schema";
import { addressLineOf, venueFactsOf } from "#app/features/catalogue/venue-facts";
import { venueColumns } from "#app/features/catalogue/venue-columns.server";
import { londonToday } from "#app/shared/dates";
import { notFound } from "#app/shared/http-error";
import { amountHeldSql, amountPaidSql } from "#app/features/payments/ledger.server";
import { overpaidOf } from "#app/features/payments/money-rules";
import { firstDaySql, withCourseAndDates } from "../booking-dates.server";
import { countWaiting, dateKindColumns, listBothKinds, seatsSum, seatsTakenSql } from "../bookable-date.server";
import { offlinePlacesOf } from "./offline-places.server";
import type { MoneyOwed, Roster, RosterDate, RosterQuery } from "./staff-schema";

// What each booking holds (issue 19): a refund on its way is not money the academy has.
const paid = amountHeldSql();

export async function moneyOwed(db: Executor, today = londonToday()): Promise<MoneyOwed> {
  const rows = await withCourseAndDates(
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        userDetails: bookings.userDetails,
        courseTitle: courses.title,
        startDate: firstDaySql,
        balanceDueDate: bookings.balanceDueDate,
        totalPrice: bookings.totalPrice,
        amountPaid: paid,
      })
      .from(bookings)
      .$dynamic(),
  )
    .where(and(eq(bookings.status, "confirmed"), gt(bookings.totalPrice, paid)))
    .orderBy(asc(bookings.balanceDueDate), asc(bookings.reference));
  const lines = rows.map((row) => {
    const owed = row.totalPrice - row.amountPaid;
    const due = row.balanceDueDate;
    return {
      id: row.id,
      reference: row.reference,
      customerName: row.userDetails.fullName,
      customerPhone: row.userDetails.phone,
      courseTitle: row.courseTitle,
      startDate: row.startDate,
      balanceDueDate: due,
      amountPaid: row.amountPaid,
      owed,
      state: !due || due > today ? ("due" as const) : due === today ? ("due today" as const) : ("overdue" as const),
    };
  });
  const sum = (state?: string) =>
    lines.filter((line) => !state || line.state === state).reduce((total, line) => total + line.owed, 0);
  return {
    bookings: lines,
    totals: { count: lines.length, owed: sum(), overdue: sum("overdue") },
    overpaid: await overpaidBookings(db),
  };
}

/** Bookings holding, in settled money, more than their price: until the refund of the excess arrives. */
async function overpaidBookings(db: Executor): Promise<MoneyOwed["overpaid"]> {
  const settled = amountPaidSql();
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      userDetails: bookings.userDetails,
      courseTitle: courses.title,
      totalPrice: bookings.totalPrice,
      amountPaid: settled,
      refundPending: sql<number>`(select coalesce(sum(pending_refund.amount), 0)::int from payment as pending_refund where pending_refund.booking_id = "booking"."id" and pending_refund.kind = 'refund' and pending_refund.state = 'pending')`,
    })
    .from(bookings)
    .innerJoin(courses, eq(courses.id, bookings.courseId))
    .where(gt(settled, bookings.totalPrice))
    .orderBy(asc(bookings.reference));
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    customerName: row.userDetails.fullName,
    courseTitle: row.courseTitle,
    totalPrice: row.totalPrice,
    amountPaid: row.amountPaid,
    overpaid: overpaidOf({ settled: row.amountPaid, totalPrice: row.totalPrice }),
    refundPending: row.refundPending,
  }));
}

// The venue the date picks (issue 21), for the roster's header: its name, and its address unless it is the academy's.

function rosterPlaceOf(date: {
  location: string;
  venueAddress: string | null;
  venue: Parameters<typeof venueFactsOf>[0];
}): Pick<Roster, "location" | "venueAddress"> {
  const facts = venueFactsOf(date.venue, {
    location: date.location,
    venueAddress: date.venueAddress,
    venueDirections: null,
  });
  const academy = facts.address === null && !facts.addressToFollow;
  return { location: facts.name, venueAddress: academy ? null : addressLineOf(facts, "") };
}

export async function roster(db: Executor, query: RosterQuery): Promise<Roster> {
  const kind = query.instanceId ? ("instance" as const) : ("available-date" as const);
  const { table, naming, bookingColumn } = dateKindColumns(kind);
  const [date] = await db
    .select({
      ...naming,
      venueAddress: table.venueAddress,
      venue: venueColumns,
      courseId: courses.id,
      courseTitle: courses.title,
      maxSeats: table.maxSeats,
      offline: table.bookedSeats,
      taken: seatsTakenSql(kind),
    })
    .from(table)
    .innerJoin(courses, eq(courses.id, table.courseId))
    .leftJoin(venues, eq(venues.id, table.venueId))
    .where(eq(table.id, query.instanceId || query.availableDateId!));
  if (!date) throw notFound("Course date not found");
  const learners = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      userDetails: bookings.userDetails,
      totalPrice: bookings.totalPrice,
      seats: bookings.seats,
      amountPaid: paid,
    })
    .from(bookings)
    .where(and(eq(bookingColumn, date.id), eq(bookings.status, "confirmed")))
    .orderBy(sql`lower(${bookings.userDetails}->>'fullName')`);
  const sent = learners.length
    ? await db
        .select({ bookingId: emailOutbox.bookingId })
        .from(emailOutbox)
        .where(
          and(
            inArray(
              emailOutbox.bookingId,
              learners.map((learner) => learner.id),
            ),
            like(emailOutbox.kind, `joining-instructions:${date.startDate}`),
            eq(emailOutbox.status, "sent"),
          ),
        )
    : [];
  const instructed = new Set(sent.map((row) => row.bookingId));
  const ref = { kind, id: date.id };
  const [{ held } = { held: 0 }] = await db
    .select({ held: seatsSum })
    .from(bookings)
    .where(and(eq(bookingColumn, date.id), eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, sql`now()`)));
  return {
    offlinePlaces: await offlinePlacesOf(db, ref),
    // The public's figures (seatsTakenSql): what the course page says is left, the people waiting counted in.
    seats: {
      max: date.maxSeats,
      // A group booking holds several seats (issue 24).
      online: learners.reduce((sum, learner) => sum + learner.seats, 0),
      held,
      offline: date.offline,
      waiting: await countWaiting(db, ref),
      left: Math.max(0, date.maxSeats - date.taken),
    },
    courseId: date.courseId,
    courseTitle: date.courseTitle,
    startDate: date.startDate,
    ...rosterPlaceOf(date),
    learners: learners.map((learner) => ({
      id: learner.id,
      reference: learner.reference,
      name: learner.userDetails.fullName,
      phone: learner.userDetails.phone,
      email: learner.userDetails.email,
      amountPaid: learner.amountPaid,
      owed: Math.max(0, learner.totalPrice - learner.amountPaid),
      joiningInstructionsSent: instructed.has(learner.id),
      seats: learner.seats,
    })),
  };
}

/** Course dates from today on (both kinds), for choosing a roster; each with its confirmed learners and offline places. */
export async function rosterDates(db: Executor, today = londonToday()): Promise<RosterDate[]> {
  return listBothKinds(({ table, naming, firstDay, bookingColumn }) =>
    db
      .select({
        ...naming,
        courseTitle: courses.title,
        // Everyone on the roster (issue 21): confirmed online learners and the places booked offline.
        learners: sql<number>`((select coalesce(sum(learner.seats), 0)::int from booking as learner where learner.${sql.identifier(bookingColumn.name)} = ${table.id} and learner.status = 'confirmed') + ${table.bookedSeats})::int`,
      })
      .from(table)
      .innerJoin(courses, eq(courses.id, table.courseId))
      .where(sql`${firstDay} >= ${today}`),
  );
}

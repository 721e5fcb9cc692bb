// Two staff lists (issue 13): money owed (every confirmed booking with a balance, due or overdue, with totals), and
// a course date's roster (its learners, phones, what each has paid and owes, whether joining instructions went).
import { and, asc, eq, gt, inArray, like, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { availableDates, bookings, courseInstances, courses, emailOutbox } from "#db/schema";
import { londonToday } from "#app/shared/dates";
import { notFound } from "#app/shared/http-error";
import { amountHeldSql, amountPaidSql } from "#app/features/payments/ledger.server";
import { overpaidOf } from "#app/features/payments/money-rules";
import { firstDaySql } from "../booking-dates.server";
import type { MoneyOwed, Roster, RosterDate, RosterQuery } from "./staff-schema";

// What each booking holds (issue 19): a refund on its way is not money the academy has.
const paid = amountHeldSql();

export async function moneyOwed(db: Executor, today = londonToday()): Promise<MoneyOwed> {
  const rows = await db
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
    .innerJoin(courses, eq(courses.id, bookings.courseId))
    .leftJoin(courseInstances, eq(courseInstances.id, bookings.instanceId))
    .leftJoin(availableDates, eq(availableDates.id, bookings.availableDateId))
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

export async function roster(db: Executor, query: RosterQuery): Promise<Roster> {
  const date = query.instanceId
    ? (
        await db
          .select({
            id: courseInstances.id,
            startDate: courseInstances.startDate,
            location: courseInstances.location,
            courseTitle: courses.title,
          })
          .from(courseInstances)
          .innerJoin(courses, eq(courses.id, courseInstances.courseId))
          .where(eq(courseInstances.id, query.instanceId))
      )[0]
    : (
        await db
          .select({
            id: availableDates.id,
            startDate: availableDates.date,
            location: availableDates.location,
            courseTitle: courses.title,
          })
          .from(availableDates)
          .innerJoin(courses, eq(courses.id, availableDates.courseId))
          .where(eq(availableDates.id, query.availableDateId!))
      )[0];
  if (!date) throw notFound("Course date not found");
  const learners = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      userDetails: bookings.userDetails,
      totalPrice: bookings.totalPrice,
      amountPaid: paid,
    })
    .from(bookings)
    .where(
      and(
        eq(query.instanceId ? bookings.instanceId : bookings.availableDateId, date.id),
        eq(bookings.status, "confirmed"),
      ),
    )
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
  return {
    courseTitle: date.courseTitle,
    startDate: date.startDate,
    location: date.location,
    learners: learners.map((learner) => ({
      id: learner.id,
      reference: learner.reference,
      name: learner.userDetails.fullName,
      phone: learner.userDetails.phone,
      email: learner.userDetails.email,
      amountPaid: learner.amountPaid,
      owed: Math.max(0, learner.totalPrice - learner.amountPaid),
      joiningInstructionsSent: instructed.has(learner.id),
    })),
  };
}

/** Course dates from today on (both kinds), for choosing a roster; each with its confirmed learners. */
export async function rosterDates(db: Executor, today = londonToday()): Promise<RosterDate[]> {
  const confirmedOn = (
    column: typeof bookings.instanceId | typeof bookings.availableDateId,
    id: typeof courseInstances.id | typeof availableDates.id,
  ) =>
    sql<number>`(select count(*)::int from booking as learner where learner.${sql.identifier(column.name)} = ${id} and learner.status = 'confirmed')`;
  const instances = await db
    .select({
      id: courseInstances.id,
      startDate: courseInstances.startDate,
      location: courseInstances.location,
      courseTitle: courses.title,
      learners: confirmedOn(bookings.instanceId, courseInstances.id),
    })
    .from(courseInstances)
    .innerJoin(courses, eq(courses.id, courseInstances.courseId))
    .where(sql`${courseInstances.startDate} >= ${today}`);
  const dates = await db
    .select({
      id: availableDates.id,
      startDate: availableDates.date,
      location: availableDates.location,
      courseTitle: courses.title,
      learners: confirmedOn(bookings.availableDateId, availableDates.id),
    })
    .from(availableDates)
    .innerJoin(courses, eq(courses.id, availableDates.courseId))
    .where(sql`${availableDates.date} >= ${today}`);
  return [
    ...instances.map((row) => ({ ...row, kind: "instanceId" as const })),
    ...dates.map((row) => ({ ...row, kind: "availableDateId" as const })),
  ].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.courseTitle.localeCompare(b.courseTitle));
}

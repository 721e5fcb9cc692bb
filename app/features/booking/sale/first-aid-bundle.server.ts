// The first-aid bundle in the booking's transaction (issue 23, decision 026): the course date and the EFAW date are
// locked in one order (by id), so two bundles, or a bundle and a booking of either date, never wait for each other's
// second lock; the EFAW date is checked and priced here, under its lock.
import { eq } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings, courses, type Booking } from "#db/schema";
import { FIRST_AID_COURSE_SLUG } from "#app/features/catalogue/first-aid-dates.server";
import { HttpError } from "#app/shared/http-error";
import type { CreateBookingRequest } from "../schema";
import { dateKindColumns, daysOfDateRow, lockBookableDate, type BookableDate } from "../bookable-date.server";
import { firstAidBundleRefusal, firstAidLine, type BundleLine, type FirstAidDateFacts } from "./first-aid-bundle";

type DateRef = { instanceId?: string | null; availableDateId?: string | null };
const refOf = (bundle: NonNullable<CreateBookingRequest["firstAidBundle"]>): DateRef =>
  bundle.kind === "instance" ? { instanceId: bundle.id } : { availableDateId: bundle.id };
const idOf = (ref: DateRef) => (ref.instanceId || ref.availableDateId)!.toLowerCase();

/** Locks the request's date, and its EFAW date when it names one, lowest id first. */
export async function lockRequestDates(
  tx: Executor,
  input: CreateBookingRequest,
): Promise<{ date: BookableDate | undefined; firstAidDate: BookableDate | undefined }> {
  if (!input.firstAidBundle) return { date: await lockBookableDate(tx, input), firstAidDate: undefined };
  const efaw = refOf(input.firstAidBundle);
  if (idOf(efaw) === idOf(input)) return { date: await lockBookableDate(tx, input), firstAidDate: undefined };
  if (idOf(input) < idOf(efaw)) {
    const date = await lockBookableDate(tx, input);
    return { date, firstAidDate: await lockBookableDate(tx, efaw) };
  }
  const firstAidDate = await lockBookableDate(tx, efaw);
  return { date: await lockBookableDate(tx, input), firstAidDate };
}

/** The locked EFAW date's course, price and last day, as the bundle's rules read them. */
async function factsOf(
  tx: Executor,
  date: BookableDate,
): Promise<FirstAidDateFacts & { price: number; courseId: string }> {
  const { table } = dateKindColumns(date.kind);
  const [found] = await tx
    .select({
      row: table,
      slug: courses.slug,
      isActive: courses.isActive,
      price: courses.price,
      durationDays: courses.durationDays,
    })
    .from(table)
    .innerJoin(courses, eq(courses.id, table.courseId))
    .where(eq(table.id, date.id));
  if (!found) throw new HttpError(500, "The first aid date's course is missing.");
  const days = daysOfDateRow(found.row, found.durationDays);
  return {
    isFirstAidCourse: found.slug === FIRST_AID_COURSE_SLUG && found.isActive,
    status: date.status,
    startDate: date.startDate,
    lastDay: days.at(-1) ?? date.startDate,
    price: date.price ?? found.price,
    courseId: date.courseId,
  };
}

/**
 * The EFAW date (locked) checked against the course's first day, and the EFAW booking's payment; refused with 400
 * (not a date the first-aid step lists) or 409 (full by staff's word; its seats are counted by the caller).
 */
export async function firstAidBookingLine(
  tx: Executor,
  firstAidDate: BookableDate | undefined,
  courseFirstDay: string,
  paymentType: CreateBookingRequest["paymentType"],
  today: string,
): Promise<BundleLine & { date: BookableDate; courseId: string }> {
  const facts = firstAidDate && (await factsOf(tx, firstAidDate));
  const refusal = firstAidBundleRefusal(facts, courseFirstDay, today);
  if (refusal) {
    throw new HttpError(refusal.status, refusal.message, { firstAidBundle: [refusal.message] });
  }
  return {
    // Never 'invoice': a bundle is paid by card (the booking refuses it on account before this).
    ...firstAidLine(facts!.price, facts!.startDate, paymentType === "deposit" ? "deposit" : "full", today),
    date: firstAidDate!,
    courseId: facts!.courseId,
  };
}

/** The other booking of a bundle, if this booking is one of two. */
export async function bundledWith(tx: Executor, booking: Pick<Booking, "id" | "checkoutId">) {
  if (!booking.checkoutId) return undefined;
  const rows = await tx.select().from(bookings).where(eq(bookings.checkoutId, booking.checkoutId));
  return rows.find((row) => row.id !== booking.id);
}

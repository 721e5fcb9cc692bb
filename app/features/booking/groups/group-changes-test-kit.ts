// Test scenes for changing a group after the sale (issue 24): a confirmed group on a date some days away, paid by card
// (in full or deposits) or by invoice on a business account, its learners one a seat with their own page links.
import { asc, eq } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings, learners, organisations, type OrganisationStatus } from "#db/schema";
import { issueInvoice } from "#app/features/documents/issue-invoice.server";
import { addDays, londonToday } from "#app/shared/dates";
import type { SiteInfo } from "#app/shared/site-info";
import { insertAvailableDate, insertBooking, insertCourse } from "#test/support/factories";
import { createLearnerLink } from "./learner-links.server";

export const COURSE_PRICE = 24_900;
/** A seat's price with the 10% group discount. */
export const GROUP_SEAT = 22_410;

export async function insertOrganisation(db: Executor, status: OrganisationStatus = "approved") {
  const [row] = await db
    .insert(organisations)
    .values({
      name: "Acme Door Services Ltd",
      billingAddress: "4 Station Road, Reading",
      billingPostcode: "RG1 1LX",
      billingEmail: "accounts@acme.example",
      status,
      creditLimit: 1_000_000,
    })
    .returning();
  return row!;
}

export async function groupScene(
  db: Executor,
  site: SiteInfo,
  options: {
    seats?: number;
    daysAway?: number;
    billing?: "full" | "deposit" | "invoice";
    /** Pence paid (by card); default everything for 'full', £100 a seat for 'deposit', nothing for 'invoice'. */
    paid?: number;
    bookedDaysAgo?: number;
    organisation?: OrganisationStatus | null;
    maxSeats?: number;
  } = {},
) {
  const seats = options.seats ?? 5;
  const billing = options.billing ?? "full";
  const seatPrice = seats >= 5 ? GROUP_SEAT : COURSE_PRICE;
  const totalPrice = seatPrice * seats;
  const course = await insertCourse(db, { title: "SIA Door Supervisor", price: COURSE_PRICE });
  const date = await insertAvailableDate(db, {
    courseId: course.id,
    date: addDays(londonToday(), options.daysAway ?? 30),
    maxSeats: options.maxSeats ?? 16,
  });
  const organisationStatus =
    options.organisation === undefined && billing === "invoice" ? "approved" : options.organisation;
  const organisation = organisationStatus ? await insertOrganisation(db, organisationStatus) : null;
  const paid = options.paid ?? (billing === "full" ? totalPrice : billing === "deposit" ? 10_000 * seats : 0);
  const booking = await insertBooking(db, {
    courseId: course.id,
    availableDateId: date.id,
    status: "confirmed",
    seats,
    paymentType: billing,
    paymentAmount: billing === "deposit" ? 10_000 * seats : totalPrice,
    totalPrice,
    organisationId: organisation?.id ?? null,
    createdAt: new Date(Date.now() - (options.bookedDaysAgo ?? 30) * 86_400_000),
    paid,
  });
  const rows = await db
    .insert(learners)
    .values(
      Array.from({ length: seats }, (_, i) => ({
        bookingId: booking.id,
        fullName: i === 0 ? "Sam Taylor" : `Learner ${i + 1}`,
        email: i === 0 ? "sam@example.com" : `learner${i + 1}@example.com`,
        price: seatPrice,
        position: i + 1,
      })),
    )
    .returning();
  const links = new Map<number, string>();
  for (const row of rows) links.set(row.position, await createLearnerLink(db, row.id));
  const invoice = billing === "invoice" ? await issueInvoice(db, booking.id, { site }) : null;
  return { course, date, organisation, booking, seatPrice, totalPrice, links, invoice };
}

/** The booking's row now. */
export async function bookingNow(db: Executor, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

/** The booking's learner rows, in seat order (current and past). */
export function learnersNow(db: Executor, bookingId: string) {
  return db
    .select()
    .from(learners)
    .where(eq(learners.bookingId, bookingId))
    .orderBy(asc(learners.position), asc(learners.createdAt));
}

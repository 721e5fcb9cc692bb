// A course with dates at the distances the payment rules care about.
import { eq } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { availableDates, bookings } from "#db/schema";
import { postJson, type TestApp } from "./test-app";
import { addDays, londonToday } from "#app/shared/dates";
import { insertAvailableDate, insertCourse, insertInstance } from "./factories";
import { REFUND_JOB, refundJobHandler } from "#app/features/payments/refunds.server";
import { startJobRunner } from "#app/features/jobs/job-runner.server";
import type { PaymentProvider } from "#app/features/payments/payment-provider";
import { createLogger } from "#server/logger";
import { CERTIFICATE_THAT_MEETS, customer } from "./customer";

export { CERTIFICATE_THAT_MEETS, customer };

export async function bookingScene(db: Executor) {
  const today = londonToday();
  const course = await insertCourse(db, { slug: "door-supervisor", title: "SIA Door Supervisor", price: 24_900 });
  const cheap = await insertCourse(db, { slug: "efaw", title: "EFAW", price: 9_500, durationDays: 1 });
  const farDate = await insertAvailableDate(db, { courseId: course.id, date: addDays(today, 30), maxSeats: 12 });
  const soonDate = await insertAvailableDate(db, { courseId: course.id, date: addDays(today, 5) });
  const cheapDate = await insertAvailableDate(db, { courseId: cheap.id, date: addDays(today, 30) });
  const instance = await insertInstance(db, {
    courseId: course.id,
    startDate: addDays(today, 21),
    price: 22_000,
    days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  });
  return { today, course, cheap, farDate, soonDate, cheapDate, instance };
}

export type BookingScene = Awaited<ReturnType<typeof bookingScene>>;

/** A full-fee booking of the scene's far date made through the API, waiting for its payment. */
export async function createPendingBooking(app: TestApp, scene: BookingScene): Promise<{ id: string }> {
  const response = await postJson(app, "/api/bookings", {
    courseId: scene.course.id,
    availableDateId: scene.farDate.id,
    userDetails: customer,
    paymentType: "full",
    paymentAmount: 24_900,
  });
  return (await response.json()) as { id: string };
}

/** Pays a started card payment through the test provider's card form endpoint (4242…: succeeds). */
export const payWithTestCard = (app: TestApp, clientSecret: string, cardNumber = "4242 4242 4242 4242") =>
  postJson(app, "/api/test-payments/confirm", { clientSecret, cardNumber, expiry: "12 / 34", cvc: "123" });

/** A booking made and paid by test card through the API, as a customer would: its id, token and reference. */
export async function bookAndPayThroughApi(
  app: TestApp,
  booking: {
    courseId: string;
    date: { instanceId: string } | { availableDateId: string };
    paymentType: "deposit" | "full";
    paymentAmount: number;
    userDetails?: typeof customer;
  },
): Promise<{ id: string; accessToken: string; reference: string }> {
  const response = await postJson(app, "/api/bookings", {
    courseId: booking.courseId,
    ...booking.date,
    userDetails: booking.userDetails ?? customer,
    paymentType: booking.paymentType,
    paymentAmount: booking.paymentAmount,
    // What the booking dialog sends on a course that needs a first aid certificate (issue 23); others ignore it.
    firstAid: CERTIFICATE_THAT_MEETS(),
  });
  if (response.status !== 201) throw new Error(`Booking refused: ${response.status} ${await response.text()}`);
  const created = (await response.json()) as { id: string; accessToken: string; reference: string };
  const intent = (await (await postJson(app, "/api/create-payment-intent", { bookingId: created.id })).json()) as {
    clientSecret: string;
  };
  const paid = await payWithTestCard(app, intent.clientSecret);
  if (paid.status !== 200) throw new Error(`Payment refused: ${paid.status} ${await paid.text()}`);
  return created;
}

/**
 * A new course (£249 unless `course` says otherwise) with one date `daysAway` days from today, and a learner who
 * booked it and paid in full by test card through the API (or `deposit` pence, when given).
 */
export async function paidLearnerOnNewDate(
  app: TestApp,
  options: { course?: Parameters<typeof insertCourse>[1]; daysAway?: number; maxSeats?: number; deposit?: number } = {},
) {
  const db = app.ctx.db;
  const course = await insertCourse(db, { price: 24_900, ...options.course });
  const date = await insertAvailableDate(db, {
    courseId: course.id,
    date: addDays(londonToday(), options.daysAway ?? 10),
    ...(options.maxSeats === undefined ? {} : { maxSeats: options.maxSeats }),
  });
  const booking = await bookAndPayThroughApi(app, {
    courseId: course.id,
    date: { availableDateId: date.id },
    paymentType: options.deposit === undefined ? "full" : "deposit",
    paymentAmount: options.deposit ?? course.price,
  });
  return { course, date, booking };
}

/** Moves a date's first day to `day` (say, two days ago, so that its course has started). */
export async function moveDateTo(db: Executor, availableDateId: string, day: string) {
  await db.update(availableDates).set({ date: day }).where(eq(availableDates.id, availableDateId));
}

/** Backdates a booking's creation by `days` (30: outside the 14-day cooling-off period). */
export async function bookedDaysAgo(db: Executor, bookingId: string, days: number) {
  await db
    .update(bookings)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(bookings.id, bookingId));
}

/** Runs the refund jobs that are due once, as the server's job runner would, through `provider` (the app's own). */
export function runRefundJobs(app: TestApp, provider: PaymentProvider = app.ctx.payments) {
  return startJobRunner({
    db: app.ctx.db,
    logger: createLogger("silent"),
    handlers: { [REFUND_JOB]: refundJobHandler(provider, app.ctx.site) },
    autoStart: false,
  }).runOnce();
}

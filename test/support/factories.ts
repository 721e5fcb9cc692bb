// Test data with sensible defaults, and a signed-in admin; pass only what a test is about.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import {
  availableDates,
  bookings,
  courseInstances,
  courses,
  leads,
  offlinePlaces,
  payments,
  posts,
  type NewAvailableDate,
  type NewCourse,
  type NewCourseInstance,
  type NewPost,
  venues,
  waitlistEntries,
} from "#db/schema";
import { HOLD_MINUTES } from "#app/features/booking/sale/booking.server";
import { createBookingLink } from "#app/features/booking/life-cycle/booking-links.server";
import { insertUser, logIn, sameSite } from "./staff";
import type { TestApp } from "./test-app";

/** A short random suffix for slugs, e-mail addresses and names that must not collide. */
export const unique = () => randomBytes(4).toString("hex");

export async function insertCourse(db: Executor, overrides: Partial<NewCourse> = {}) {
  const id = unique();
  const [course] = await db
    .insert(courses)
    .values({
      slug: `course-${id}`,
      title: `Course ${id}`,
      description: "A course for tests.",
      durationDays: 2,
      price: 20_000,
      ...overrides,
    })
    .returning();
  return course!;
}

/** A venue (issue 21); `{ isAcademy: true }` for the academy's own premises, whose address is the settings'. */
export async function insertVenue(db: Executor, overrides: Partial<typeof venues.$inferInsert> = {}) {
  const [row] = await db
    .insert(venues)
    .values({
      name: `Venue ${unique()}`,
      address: overrides.isAcademy ? "" : "Unit 4, Station Road, Reading RG1 1AA",
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertAvailableDate(
  db: Executor,
  overrides: Partial<NewAvailableDate> & Pick<NewAvailableDate, "courseId" | "date">,
) {
  const [row] = await db.insert(availableDates).values(overrides).returning();
  await placesFor(db, { availableDateId: row!.id }, row!.bookedSeats);
  return row!;
}

export async function insertInstance(
  db: Executor,
  overrides: Partial<NewCourseInstance> & Pick<NewCourseInstance, "courseId" | "startDate">,
) {
  const [row] = await db
    .insert(courseInstances)
    .values({ location: "Oxford", days: ["Mon"], ...overrides })
    .returning();
  await placesFor(db, { instanceId: row!.id }, row!.bookedSeats);
  return row!;
}

/** Seats booked offline are places (issue 21): one unnamed place a seat, as the staff forms and the seed make them. */
async function placesFor(db: Executor, date: { instanceId: string } | { availableDateId: string }, seats: number) {
  if (seats > 0) await db.insert(offlinePlaces).values(Array.from({ length: seats }, () => date));
}

let bookingCounter = 0;

/**
 * A booking row as the booking service would leave it; pass the date or instance and the state. A pending booking
 * holds its seat for HOLD_MINUTES, as a new booking does, unless the test gives its own holdExpiresAt.
 */
export async function insertBooking(
  db: Executor,
  {
    paid,
    ...overrides
  }: Partial<typeof bookings.$inferInsert> &
    Pick<typeof bookings.$inferInsert, "courseId"> & {
      /** Pence the ledger holds as paid by card; a confirmed booking has paid its first payment unless told. */
      paid?: number;
    },
) {
  bookingCounter += 1;
  const pending = (overrides.status ?? "pending") === "pending" && overrides.holdExpiresAt === undefined;
  // Timed by the database, as the booking service times a real hold.
  const hold = pending ? { holdExpiresAt: sql`now() + make_interval(mins => ${HOLD_MINUTES})` } : {};
  const [row] = await db
    .insert(bookings)
    .values({
      reference: `TEST${bookingCounter}${unique()}`,
      userDetails: {
        fullName: "Sam Taylor",
        email: "sam@example.com",
        phone: "07700900123",
        address: "1 High Street, Oxford",
        postcode: "OX1 1AA",
      },
      paymentType: "full",
      paymentAmount: 20_000,
      totalPrice: 20_000,
      ...hold,
      ...overrides,
    })
    .returning();
  const booking = row!;
  const amount = paid ?? (booking.status === "confirmed" ? booking.paymentAmount : 0);
  if (amount > 0) {
    const first = Math.min(amount, booking.paymentAmount);
    const kind = booking.paymentType === "deposit" ? ("deposit" as const) : ("full" as const);
    const rows = [
      { kind, amount: first },
      ...(amount > first ? [{ kind: "balance" as const, amount: amount - first }] : []),
    ];
    await db.insert(payments).values(
      rows.map((payment) => ({
        ...payment,
        bookingId: booking.id,
        provider: "test",
        state: "succeeded" as const,
        settledAt: sql`now()` as unknown as Date,
      })),
    );
  }
  return { ...booking, accessToken: await createBookingLink(db, booking.id) };
}

/** A confirmed booking of a £249 course with its £100 deposit paid and the rest still to pay. */
export function insertDepositPaidBooking(db: Executor, overrides: Parameters<typeof insertBooking>[1]) {
  return insertBooking(db, {
    status: "confirmed",
    paymentType: "deposit",
    paymentAmount: 10_000,
    totalPrice: 24_900,
    ...overrides,
  });
}

/** Someone on a date's waiting list, who confirmed their address (only they are told of a free seat: issue 19). */
export async function insertWaitingPerson(
  db: Executor,
  entry: Partial<typeof waitlistEntries.$inferInsert> & Pick<typeof waitlistEntries.$inferInsert, "courseId">,
) {
  await db.insert(waitlistEntries).values({
    fullName: "Wendy Waiting",
    email: "wendy@example.com",
    emailKey: "wendy@example.com",
    phone: "07700 900789",
    confirmedAt: new Date(),
    ...entry,
  });
}

export async function insertLead(db: Executor, overrides: Partial<typeof leads.$inferInsert> = {}) {
  const [row] = await db
    .insert(leads)
    .values({
      source: "contact",
      firstName: "Jo",
      lastName: "Bloggs",
      fullName: "Jo Bloggs",
      email: `jo.${unique()}@example.com`,
      phone: "07700 900456",
      message: "Subject: general\n\nWhen is the next course?",
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertPost(db: Executor, overrides: Partial<NewPost> = {}) {
  const slug = overrides.slug ?? `post-${unique()}`;
  const [row] = await db
    .insert(posts)
    .values({ slug, title: `Post ${slug}`, content: "<p>Body</p>", author: "Academy", ...overrides })
    .returning();
  return row!;
}

export type AdminClient = {
  cookie: string;
  /** A same-site request with the admin's cookie; the body is sent as JSON. */
  send(method: string, path: string, body?: unknown): Promise<Response>;
  /** A GET that must answer 200, else it throws with the answer; its JSON body. */
  get<T = unknown>(path: string): Promise<T>;
  /** A POST that must answer 200, else it throws with the answer; its JSON body. */
  post<T = unknown>(path: string, body: unknown): Promise<T>;
};

/** A real admin user, logged in through the real login route. */
export async function signInAdmin(app: TestApp, role = "admin"): Promise<AdminClient> {
  const { username } = await insertUser(app.ctx.db, { username: `admin${unique()}`, role });
  const cookie = await logIn(app, username);
  const send = (method: string, path: string, body?: unknown) =>
    app.fetch(`/api/admin${path}`, {
      method,
      headers: sameSite(app, cookie),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const bodyOf200 = async <T>(method: string, path: string, body?: unknown) => {
    const response = await send(method, path, body);
    if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    cookie,
    send,
    get: <T>(path: string) => bodyOf200<T>("GET", path),
    post: <T>(path: string, body: unknown) => bodyOf200<T>("POST", path, body),
  };
}

/** The body of a 400 answer. */
export async function fieldErrorsOf(response: Response): Promise<Record<string, string[]>> {
  if (response.status !== 400) throw new Error(`expected 400, got ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors;
}

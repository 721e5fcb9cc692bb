// The site's JSON API as the browser tests call it: as a visitor, or as the e2e admin (signed in once per file).
import { afterAll, expect, inject } from "vitest";
import { addMonths, londonToday } from "#app/shared/dates";

// e2e/global-setup.ts starts the server with this admin password; the username is the default.
export const ADMIN = { username: "admin", password: "e2e-admin-password-0123" };
const baseURL = () => inject("baseURL");
let cookie: Promise<string> | undefined;

/**
 * The e2e admin's session cookie ('academy.sid=…'). Logins are rate limited (10 per 15 minutes per address and
 * username): a file's tests share one session, made once through the real login route.
 */
export function adminCookie(): Promise<string> {
  cookie ??= (async () => {
    const login = await fetch(`${baseURL()}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: baseURL() },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    return login.headers
      .getSetCookie()
      .find((value) => value.startsWith("academy.sid="))!
      .split(";")[0]!;
  })();
  return cookie;
}

export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  as: "admin" | "visitor" = "admin",
): Promise<T> {
  const response = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      Origin: baseURL(),
      ...(as === "admin" && { Cookie: await adminCookie() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status} ${response.ok ? "" : await response.clone().text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

/** Books as a visitor and pays with the test card that succeeds, as the payment page would. */
export async function bookAndPay(booking: {
  courseId: string;
  availableDateId: string;
  paymentType: "deposit" | "full";
  paymentAmount: number;
  fullName: string;
  email: string;
}): Promise<{ id: string; reference: string; accessToken: string }> {
  const { fullName, email, ...choice } = booking;
  const created = await api<{ id: string; reference: string; accessToken: string }>(
    "POST",
    "/bookings",
    {
      ...choice,
      userDetails: { fullName, email, phone: "07700 900456", address: "5 Mill Road, Oxford", postcode: "OX4 1AA" },
      // What the booking dialog sends on a course that needs a first aid certificate (issue 23); others ignore it.
      firstAid: { qualification: "efaw", issuedBy: "St John Ambulance", issuedOn: addMonths(londonToday(), -3) },
    },
    "visitor",
  );
  await payWithTestCard(created.id);
  return created;
}

/** Books the date as a visitor for `learner`, paying its whole `price` (pence) with the test card that succeeds. */
export const bookAndPayInFull = (
  date: { courseId: string; availableDateId: string; price: number },
  learner: { fullName: string; email: string },
) =>
  bookAndPay({
    courseId: date.courseId,
    availableDateId: date.availableDateId,
    paymentType: "full",
    paymentAmount: date.price,
    ...learner,
  });

/** Hal books and pays in full for a date's one seat (a £249 course), so the date is full. */
export const takeTheOnlySeat = (courseId: string, availableDateId: string) =>
  bookAndPayInFull(
    { courseId, availableDateId, price: 24_900 },
    { fullName: "Hal Holder", email: `hal.${unique()}@example.com` },
  );

/** Wendy asks, as a visitor, to join the date's waiting list at `email` (she has still to confirm her address). */
export const joinWaitingList = (availableDateId: string, email: string) =>
  api("POST", "/waiting-list", { availableDateId, fullName: "Wendy Waiting", email, phone: "07700 900789" }, "visitor");

/**
 * Books a seat on the date for each of these first names, one after the other, each paid in full with the test card:
 * the learner is "{first} {surname}" at {first}.{suffix}@example.com.
 */
export async function bookPaidInFull(
  seat: { courseId: string; availableDateId: string; price: number },
  learners: { firstNames: string[]; surname: string; suffix: string },
) {
  const booked = [];
  for (const first of learners.firstNames) {
    const learner = {
      courseId: seat.courseId,
      availableDateId: seat.availableDateId,
      paymentType: "full" as const,
      paymentAmount: seat.price,
      fullName: `${first} ${learners.surname}`,
      email: `${first.toLowerCase()}.${learners.suffix}@example.com`,
    };
    booked.push({ ...learner, ...(await bookAndPay(learner)) });
  }
  return booked;
}

/** Pays a held booking in full with the test card that succeeds, as the payment page would. */
export async function payWithTestCard(bookingId: string): Promise<void> {
  const intent = await api<{ clientSecret: string }>("POST", "/create-payment-intent", { bookingId }, "visitor");
  await api(
    "POST",
    "/test-payments/confirm",
    { clientSecret: intent.clientSecret, cardNumber: "4242424242424242", expiry: "12/40", cvc: "123" },
    "visitor",
  );
}

/** Six random letters or digits, for slugs, titles and e-mail addresses that must not collide. */
export const unique = () => Math.random().toString(36).slice(2, 8);

/**
 * Makes courses through the staff API for one test file; after the file they are made inactive, so their dates leave
 * the public site and the files that follow see it as it was. Call once, at the top of the file.
 */
export function coursesOfThisFile() {
  const made: { id: string; body: Record<string, unknown> }[] = [];
  afterAll(async () => {
    for (const course of made) await api("PUT", `/admin/courses/${course.id}`, { ...course.body, isActive: false });
  });
  return async function createCourse<T extends { id: string }>(body: Record<string, unknown>): Promise<T> {
    const course = await api<T>("POST", "/admin/courses", body);
    made.push({ id: course.id, body });
    return course;
  };
}

/** A £249 course that needs a first aid certificate (issue 23), its slug and title made unique; `fields` add or replace. */
export function firstAidCourseBody(slug: string, title: string, fields: Record<string, unknown> = {}) {
  return {
    slug: `${slug}-${unique()}`,
    title: `${title} ${unique()}`,
    durationDays: 2,
    price: 24_900,
    needsFirstAidCertificate: true,
    ...fields,
  };
}

/** Adds an available date to a course through the staff API (its date, and any other field the staff form has). */
export function addDate(courseId: string, fields: { date: string } & Record<string, unknown>) {
  return api<{ id: string }>("POST", "/admin/available-dates", { courseId, ...fields });
}

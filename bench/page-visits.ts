// What a visit to each bench page needs before the browser opens it. Most
// pages need nothing; the booking flow's pages show only with the browser's
// saved data (SPEC §3 bookingData, bookingInfo) or a real booking, made here
// through the public API as a visitor's earlier steps would have made them.
import { randomUUID } from "node:crypto";
import {
  bookingDataFor,
  courseDatesOf,
  type CourseDate,
  BOOKING_DATA_KEY,
} from "#app/features/catalogue/course-detail/course-dates";
import type { PublicCourse } from "#app/features/catalogue/catalogue.server";
import type { PublicAvailableDate, PublicInstance } from "#app/features/catalogue/schedule-types";
import { BOOKING_INFO_KEY } from "#app/features/booking/sale/booking-storage-keys";
import {
  bookingInfoFrom,
  bookingRequestFor,
  bookingSuccessPath,
  checkoutPayment,
  type CreatedBookingResponse,
} from "#app/features/booking/sale/booking-flow";
import { addDays, addMonths, londonToday } from "#app/shared/dates";
import { loopbackAddress, postJsonFrom } from "#test/support/loopback-client";
import { linkInMail } from "./mail-links";
import { groupAmountDueNow, groupPrice } from "#app/features/booking/groups/group-pricing";
import { unsubscribeKey, unsubscribeToken } from "#app/features/learners/renewals/unsubscribe-token.server";
import { BENCH_ADMIN_PASSWORD, SHARED_SESSION_SECRET } from "./server";

export type Visit = {
  url: string;
  /** The page the visit must end on: a page that redirects elsewhere (no saved booking) measured the wrong page. */
  path: string;
  /** Local storage of the site's origin when the page opens; whatever else was stored is cleared first. */
  localStorage: Record<string, string>;
  /** Run after the visit: leaves no unpaid hold behind to block seats or the per-address hold limit. */
  done: () => Promise<void>;
};

const COURSE_SLUG = "door-supervisor";
const nothing = async () => {};

/**
 * The visit to `path`: its URL, its saved data, and any booking it needs, made now. The token pages
 * (/my-booking/:token, /waiting-list/:token) need the site's mail folder, where their links arrive.
 */
export async function prepareVisit(baseURL: string, path: string, mailDir?: string): Promise<Visit> {
  const url = new URL(path, baseURL).href;
  switch (path) {
    case "/my-booking/:token": {
      // A paid booking's confirmation e-mail links to its page, as a customer opens it.
      const booking = await createBooking(baseURL);
      await payFor(baseURL, booking.info.bookingId);
      const link = await linkInMail(needMail(mailDir, path), booking.email, /\/my-booking\/[\w-]+/);
      return tokenVisit(baseURL, link);
    }
    case "/my-booking/learner/:token": {
      // A paid group booking of two (issue 24): the second learner's joining e-mail links to their own page.
      const { learnerEmail, bookingId } = await createGroupBooking(baseURL);
      await payFor(baseURL, bookingId);
      const link = await linkInMail(needMail(mailDir, path), learnerEmail, /\/my-booking\/learner\/[\w-]+/);
      return tokenVisit(baseURL, link);
    }
    case "/waiting-list/:token": {
      // A full date's waiting list, joined as a visitor joins it; the entry's page is linked from the e-mail. Every
      // run joins the same full date, each as another visitor (its own e-mail and address: one connection may take
      // two places on a date's list), so the course page the api section measures next carries one date more than
      // the seed's, not one per run.
      const email = visitorEmail("bench-waitlist");
      const date = await fullDateShown(baseURL);
      const joined = await postJsonFrom(
        loopbackAddress(visitor),
        new URL("/api/waiting-list", baseURL).href,
        { ...VISITOR, email, availableDateId: date },
        { Origin: baseURL },
      );
      if (joined.status !== 201)
        throw new Error(`bench: joining the waiting list answered ${joined.status}: ${joined.body}`);
      const link = await linkInMail(needMail(mailDir, path), email, /\/waiting-list\/[\w-]+/);
      return tokenVisit(baseURL, link);
    }
    case `/courses/${COURSE_SLUG}`: {
      // The course page at its heaviest: a full date shows 'Join the waiting list', whose code loads with the page.
      await fullDateShown(baseURL);
      return { url, path, localStorage: {}, done: nothing };
    }
    case "/checkout": {
      const { course, date } = await bookableDate(baseURL);
      const data = bookingDataFor(course, date);
      // As the course page sends a visitor: the date in the address and the booking saved in the browser.
      const named = new URL(`/checkout?date=${encodeURIComponent(date.id)}`, baseURL).href;
      return { url: named, path, localStorage: { [BOOKING_DATA_KEY]: JSON.stringify(data) }, done: nothing };
    }
    case "/payment": {
      const booking = await createBooking(baseURL);
      return {
        url,
        path,
        localStorage: { [BOOKING_INFO_KEY]: JSON.stringify(booking.info) },
        done: () => payFor(baseURL, booking.info.bookingId),
      };
    }
    case "/booking-success": {
      const booking = await createBooking(baseURL);
      await payFor(baseURL, booking.info.bookingId);
      return {
        url: new URL(bookingSuccessPath(booking.info.accessToken), baseURL).href,
        path,
        localStorage: {},
        done: nothing,
      };
    }
    case "/business-accounts/sign-in/:token": {
      // A business account's contact (issue 24): applied as an employer applies, approved through the staff API, and
      // the sign-in link e-mailed on asking, opened as the contact opens it (the page asks; nothing is spent).
      const email = visitorEmail("bench-account");
      const visitorAddress = loopbackAddress(visitor);
      const applied = await postJsonFrom(
        visitorAddress,
        new URL("/api/business-accounts", baseURL).href,
        {
          companyName: "Bench Guarding Ltd",
          billingAddress: "1 High Street, Oxford",
          billingPostcode: "OX1 1AA",
          billingEmail: email,
          phone: VISITOR.phone,
          fullName: VISITOR.fullName,
          email,
        },
        { Origin: baseURL },
      );
      if (applied.status !== 201) throw new Error(`bench: applying answered ${applied.status}: ${applied.body}`);
      const { id } = JSON.parse(applied.body) as { id: string };
      const approved = await fetch(new URL(`/api/admin/organisations/${id}/approve`, baseURL), {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: baseURL, Cookie: await adminCookie(baseURL) },
        body: JSON.stringify({ creditLimit: 500_000 }),
      });
      if (!approved.ok) throw new Error(`bench: approving answered ${approved.status}: ${await approved.text()}`);
      await postJsonFrom(
        visitorAddress,
        new URL("/api/business-accounts/sign-in", baseURL).href,
        { email },
        { Origin: baseURL },
      );
      const link = await linkInMail(needMail(mailDir, path), email, /\/business-accounts\/sign-in\/[\w-]+/);
      return tokenVisit(baseURL, link);
    }
    case "/unsubscribe/:token": {
      // A renewal reminder's link, signed as the site signs it (the bench site's SESSION_SECRET); opening it asks.
      const key = unsubscribeKey({ SESSION_SECRET: SHARED_SESSION_SECRET, dataDir: "" });
      return tokenVisit(baseURL, `/unsubscribe/${unsubscribeToken(randomUUID(), key)}`);
    }
    default:
      return { url, path, localStorage: {}, done: nothing };
  }
}

async function api<T>(baseURL: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(new URL(path, baseURL), {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "Content-Type": "application/json", Origin: baseURL },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(
      `bench: ${body === undefined ? "GET" : "POST"} ${path} answered ${response.status}: ${await response.text()}`,
    );
  }
  return (await response.json()) as T;
}

/**
 * The course's legacy date with the most seats left (or the one named), the kind the course page sends to /checkout.
 * Five runs of every page book more seats than the seed's dates hold: when none has `seats` left, staff add a date.
 */
async function bookableDate(
  baseURL: string,
  availableDateId?: string,
  seats = 1,
): Promise<{ course: PublicCourse; date: CourseDate }> {
  const course = await api<PublicCourse>(baseURL, `/api/courses/slug/${COURSE_SLUG}`);
  const [instances, availableDates] = await Promise.all([
    api<PublicInstance[]>(baseURL, `/api/courses/${course.id}/instances`),
    api<PublicAvailableDate[]>(baseURL, `/api/courses/${course.id}/available-dates`),
  ]);
  const dates = courseDatesOf(course, instances, availableDates, londonToday()).filter(
    (date) =>
      date.kind === "available-date" && date.seatsLeft >= seats && (!availableDateId || date.id === availableDateId),
  );
  const date = dates.sort((a, b) => b.seatsLeft - a.seatsLeft)[0];
  if (date) return { course, date };
  if (availableDateId) throw new Error(`bench: the date ${availableDateId} has no ${seats} seats left to book`);
  return bookableDate(baseURL, await addDate(baseURL, course.id, 16), seats);
}

let visitor = 0;

/** Each visitor its own e-mail: one e-mail holds one unpaid seat per date, and finds its own mail. */
function visitorEmail(prefix: string): string {
  visitor++;
  return `${prefix}-${Date.now()}-${visitor}@example.com`;
}

const VISITOR = { fullName: "Bench Visitor", phone: "07700 900000" };

function needMail(mailDir: string | undefined, path: string): string {
  if (!mailDir) throw new Error(`bench: ${path} needs the site's e-mails, and this site has no mail folder`);
  return mailDir;
}

function tokenVisit(baseURL: string, link: string): Visit {
  const url = new URL(link, baseURL);
  return { url: url.href, path: url.pathname, localStorage: {}, done: nothing };
}

/**
 * A door-supervisor date of one seat, made through the admin API as staff would (a 60-day date of its own, so the
 * seed's dates keep their seats), its seat booked and paid for by a visitor: a full date, whose list one can join.
 */
const fullDates = new Map<string, Promise<string>>();

/** One full date per server, made on the first visit that needs one on show. */
function fullDateShown(baseURL: string): Promise<string> {
  let date = fullDates.get(baseURL);
  if (!date) {
    date = fullDate(baseURL);
    fullDates.set(baseURL, date);
  }
  return date;
}

/** The bench admin's session cookie, signed in through the real login route. */
async function adminCookie(baseURL: string): Promise<string> {
  const login = await fetch(new URL("/api/auth/login", baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseURL },
    body: JSON.stringify({ username: "admin", password: BENCH_ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`bench: admin login answered ${login.status}`);
  return login.headers.get("set-cookie")!.split(";")[0]!;
}

async function fullDate(baseURL: string): Promise<string> {
  const course = await api<PublicCourse>(baseURL, `/api/courses/slug/${COURSE_SLUG}`);
  const id = await addDate(baseURL, course.id, 1);
  const booking = await createBooking(baseURL, id);
  await payFor(baseURL, booking.info.bookingId);
  return id;
}

/** A date of `maxSeats` seats 60-odd days away, added through the admin API as staff would; its id. */
async function addDate(baseURL: string, courseId: string, maxSeats: number): Promise<string> {
  const created = await fetch(new URL("/api/admin/available-dates", baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseURL, Cookie: await adminCookie(baseURL) },
    body: JSON.stringify({
      courseId,
      date: addDays(londonToday(), 60 + visitor++),
      maxSeats,
      location: "Oxford",
      status: "active",
    }),
  });
  if (!created.ok) throw new Error(`bench: creating a date answered ${created.status}: ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
}

/** A pending booking, as /checkout makes it, and the bookingInfo /checkout saves for /payment. */
async function createBooking(baseURL: string, availableDateId?: string) {
  const { course, date } = await bookableDate(baseURL, availableDateId);
  const details = {
    ...VISITOR,
    email: visitorEmail("bench-page"),
    address: "1 High Street, Oxford",
    postcode: "OX1 1AA",
  };
  const bookedDate = { id: date.id, kind: date.kind, date: date.date, location: date.location, price: date.price };
  const { paymentType } = checkoutPayment(date.price, date.date, londonToday());
  const created = await api<CreatedBookingResponse>(baseURL, "/api/bookings", {
    ...bookingRequestFor({ courseId: course.id, date: bookedDate, details, paymentType }),
    // door-supervisor needs a first aid certificate (issue 23): the declaration the booking dialog sends.
    firstAid: { qualification: "efaw", issuedBy: "St John Ambulance", issuedOn: addMonths(londonToday(), -3) },
  });
  const info = bookingInfoFrom(created, {
    course,
    date: bookedDate,
    details,
  });
  return { info, email: details.email };
}

/** A pending booking of two learners, the payer and a colleague, priced as the booking dialog prices it. */
async function createGroupBooking(baseURL: string): Promise<{ bookingId: string; learnerEmail: string }> {
  const { course, date } = await bookableDate(baseURL, undefined, 2);
  const details = {
    ...VISITOR,
    email: visitorEmail("bench-payer"),
    address: "1 High Street, Oxford",
    postcode: "OX1 1AA",
  };
  const learnerEmail = visitorEmail("bench-learner");
  const { paymentType } = checkoutPayment(date.price, date.date, londonToday());
  const created = await api<CreatedBookingResponse>(baseURL, "/api/bookings", {
    ...bookingRequestFor({ courseId: course.id, date, details, paymentType }),
    learners: [
      { fullName: details.fullName, email: details.email },
      { fullName: "Alex Learner", email: learnerEmail },
    ],
    paymentAmount: groupAmountDueNow(groupPrice(date.price, 2, 0), paymentType),
  });
  return { bookingId: created.id, learnerEmail };
}

/** Pays for the booking with the built-in test provider's good card, as a visitor on /payment would. */
async function payFor(baseURL: string, bookingId: string): Promise<void> {
  const { clientSecret } = await api<{ clientSecret: string }>(baseURL, "/api/create-payment-intent", { bookingId });
  await api(baseURL, "/api/test-payments/confirm", {
    clientSecret,
    cardNumber: "4242424242424242",
    expiry: "12 / 34",
    cvc: "123",
  });
}

// The steps every /checkout and /payment browser test starts from (booking.e2e.ts, payment-pages.e2e.ts): a course's
// legacy dates read through the API, a seat held as another visitor would, /checkout opened as the course page leaves
// it, and what the browser has saved. The customer's details are typed with the booking dialog's fillDetails: /checkout
// has the same fields.
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { BOOKING_DATA_KEY, BOOKING_INFO_KEY, type BookingData } from "#app/features/booking/sale/booking-storage";
import type { PublicCourse } from "#app/features/catalogue/catalogue.server";
import {
  bookingDataFor,
  courseDatesOf,
  depositAppliesTo,
  type CourseDate,
} from "#app/features/catalogue/course-detail/course-dates";
import type { PublicAvailableDate, PublicInstance } from "#app/features/catalogue/schedule-types";
import { londonToday } from "#app/shared/dates";
import { CERTIFICATE_THAT_MEETS, customer } from "#test/support/customer";

async function api<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(`${inject("baseURL")}${path}`, {
    ...init,
    headers: init?.body ? { "Content-Type": "application/json" } : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
export const postApi = <T>(path: string, body: unknown) => api<T>(path, { method: "POST", body: JSON.stringify(body) });

/** A course and its legacy (available) dates as the course page shows them, straight from the API. */
export async function legacyDates(slug: string) {
  const { body: course } = await api<PublicCourse>(`/api/courses/slug/${slug}`);
  const [{ body: instances }, { body: availableDates }] = await Promise.all([
    api<PublicInstance[]>(`/api/courses/${course.id}/instances`),
    api<PublicAvailableDate[]>(`/api/courses/${course.id}/available-dates`),
  ]);
  const today = londonToday();
  const dates = courseDatesOf(course, instances, availableDates, today).filter((d) => d.kind === "available-date");
  return { course, dates, today };
}

/** Seats left on a legacy date now (holds count as taken). */
export async function seatsLeft(courseId: string, dateId: string): Promise<number> {
  const { body } = await api<PublicAvailableDate[]>(`/api/courses/${courseId}/available-dates`);
  return body.find((d) => d.id === dateId)?.seatsLeft ?? 0;
}

/** Books a seat through the API, as another visitor would (the hold counts as taken). */
export async function holdSeat(course: PublicCourse, date: CourseDate, today: string) {
  const paymentType = depositAppliesTo(date, today) ? "deposit" : "full";
  const { status, body } = await postApi<{ id: string; accessToken: string }>("/api/bookings", {
    courseId: course.id,
    availableDateId: date.id,
    userDetails: { ...customer, email: `other-${Math.random().toString(36).slice(2)}@example.com` },
    paymentType,
    paymentAmount: paymentType === "deposit" ? 10_000 : date.price,
    // A course that needs a first aid certificate takes the learner's declaration (issue 23); others ignore it.
    firstAid: CERTIFICATE_THAT_MEETS(),
  });
  expect(status).toBe(201);
  return body;
}

/** Opens /checkout with this course and date saved, as the course page would leave them. */
export async function openCheckout(page: Page, course: PublicCourse, date: CourseDate) {
  const data: BookingData = bookingDataFor(course, date);
  await page.goto("/about");
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [BOOKING_DATA_KEY, JSON.stringify(data)],
  );
  await page.goto("/checkout");
  await page.getByRole("button", { name: /^Proceed to Payment/ }).waitFor();
}

export const storedItems = (page: Page) =>
  page.evaluate(
    ([dataKey, infoKey]) => [window.localStorage.getItem(dataKey!), window.localStorage.getItem(infoKey!)],
    [BOOKING_DATA_KEY, BOOKING_INFO_KEY],
  );

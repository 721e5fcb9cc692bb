// Tests of the first-aid bundle (decision 026): a course that needs a first aid certificate (£249) with a date 40
// days away, the academy's EFAW course (£95, one day) with a date 20 days away, and a learner with no certificate.
import type { Executor } from "#db/db.server";
import { addDays, londonToday } from "#app/shared/dates";
import { customer } from "./booking-fixtures";
import { insertAvailableDate, insertCourse } from "./factories";
import { postJson, type TestApp } from "./test-app";

export const COURSE_PRICE = 24_900;
export const EFAW_PRICE = 9_500;

export async function bundleScene(db: Executor, seats: { course?: number; efaw?: number } = {}) {
  const firstDay = addDays(londonToday(), 40);
  const course = await insertCourse(db, {
    title: "SIA Door Supervisor",
    price: COURSE_PRICE,
    needsFirstAidCertificate: true,
  });
  const date = await insertAvailableDate(db, { courseId: course.id, date: firstDay, maxSeats: seats.course ?? 12 });
  const efawCourse = await insertCourse(db, {
    slug: "efaw",
    title: "Emergency First Aid at Work",
    price: EFAW_PRICE,
    durationDays: 1,
  });
  const efawDate = await insertAvailableDate(db, {
    courseId: efawCourse.id,
    date: addDays(londonToday(), 20),
    maxSeats: seats.efaw ?? 12,
  });
  return { course, date, efawCourse, efawDate, firstDay };
}
export type BundleScene = Awaited<ReturnType<typeof bundleScene>>;

/** What the booking dialog sends for a learner with no certificate who books the EFAW date too. */
export function bundleRequest(scene: BundleScene, overrides: Record<string, unknown> = {}) {
  return {
    courseId: scene.course.id,
    availableDateId: scene.date.id,
    userDetails: customer,
    paymentType: "full",
    paymentAmount: COURSE_PRICE,
    firstAid: { qualification: "none", acknowledged: true },
    firstAidBundle: { kind: "available-date", id: scene.efawDate.id },
    ...overrides,
  };
}

/** Books a fresh bundle scene's course and EFAW date in one POST /api/bookings; its answer is a BundleAnswer. */
export async function postBundleBooking(app: TestApp) {
  return postJson(app, "/api/bookings", bundleRequest(await bundleScene(app.ctx.db)));
}

/** The answer of POST /api/bookings for a bundle. */
export type BundleAnswer = {
  id: string;
  reference: string;
  accessToken: string;
  paymentType: string;
  paymentAmount: number;
  payNow: number;
  firstAidBooking: { id: string; reference: string; accessToken: string; paymentType: string; paymentAmount: number };
};

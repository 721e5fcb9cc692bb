// The course page's data, made once on the server for both ways the page gets it: the loader of a full page load and
// GET /api/courses/slug/:slug/page on client-side navigation. The dates are merged and filtered here, so that code
// stays out of the page's script and a navigation costs one request, not a course then its dates. And what /checkout
// shows of a date booked from the course page, when the server is asked for it.
import { z } from "zod";
import type { CatalogueReads } from "../catalogue-reads.server";
import { bookingDataFor, courseDatesOf, type BookingData } from "./course-dates";
import type { CourseDetailData } from "./course-detail-page";
import { heroImageFor } from "./hero-image";

export async function coursePageData(
  catalogue: CatalogueReads,
  slug: string,
  today: string,
): Promise<CourseDetailData> {
  const { faqs, ...course } = (await catalogue.courseBySlug(slug)).value;
  const [instances, availableDates] = await Promise.all([
    catalogue.instances(course.id, today),
    catalogue.availableDates(course.id, today),
  ]);
  return {
    course,
    faqs,
    dates: courseDatesOf(course, instances.value, availableDates.value, today),
    today,
    heroImage: heroImageFor(course.title),
  };
}

const dateId = z.uuid();

/**
 * What /checkout shows for `/checkout?date=<id>` on a full page load: the same BookingData the course page saves in
 * the browser (bookingDataFor), from the database as it is now, so the summary is in the server's HTML rather than
 * drawn after the scripts run. Null for anything but an upcoming available date of an active course.
 */
export async function checkoutBookingFor(
  catalogue: CatalogueReads,
  id: string | null,
  today: string,
): Promise<BookingData | null> {
  const parsed = dateId.safeParse(id);
  if (!parsed.success) return null;
  const available = (await catalogue.availableDates(undefined, today)).value.find((date) => date.id === parsed.data);
  if (!available) return null;
  const course = (await catalogue.courseById(available.courseId)).value;
  const [date] = courseDatesOf(course, [], [available], today);
  return date ? bookingDataFor(course, date) : null;
}

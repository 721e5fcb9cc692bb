// Courses as staff manage them: inactive ones included (SPEC §2 /admin Courses).
import { asc, count, eq } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings, courses, type Course } from "#db/schema";
import { conflict, notFound } from "#app/shared/http-error";
import { COURSE_SLUG_TAKEN, type AdminCourse, type CourseInput } from "../staff-schema";
import { isForeignKeyViolation } from "#app/shared/staff/route-helpers.server";
import { uniqueSlug } from "#app/shared/staff/unique-slug.server";
import { storedRow, type CollectionStore } from "#app/shared/staff/collection-routes.server";

export const COURSE_HAS_BOOKINGS = "This course has bookings. Deactivate it instead.";
const courseNotFound = () => notFound("Course not found");
const slug = uniqueSlug(courses, COURSE_SLUG_TAKEN);

const toAdminCourse = ({ createdAt, updatedAt, ...course }: Course): AdminCourse => ({
  ...course,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
});

/** Every course in catalogue order (the order staff created them), as the public list orders them. */
export async function listAllCourses(db: Executor): Promise<AdminCourse[]> {
  const rows = await db.select().from(courses).orderBy(asc(courses.createdAt), asc(courses.title));
  return rows.map(toAdminCourse);
}

export async function createCourse(db: Database, input: CourseInput): Promise<AdminCourse> {
  await slug.assertFree(db, input.slug);
  const [row] = await slug.guard(() => db.insert(courses).values(input).returning());
  return toAdminCourse(row!);
}

export async function updateCourse(db: Database, id: string, input: CourseInput): Promise<AdminCourse> {
  await slug.assertFree(db, input.slug, id);
  const [row] = await slug.guard(() => db.update(courses).set(input).where(eq(courses.id, id)).returning());
  if (!row) throw courseNotFound();
  return toAdminCourse(row);
}

/**
 * Deletes a course with its instances and available dates (the foreign keys
 * cascade). A course any booking names stays: the booking is a customer's
 * record, so staff deactivate the course instead.
 */
export async function deleteCourse(db: Database, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      // The row lock makes a booking being written for this course finish (or wait) before we count.
      const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).for("no key update");
      if (!course) throw courseNotFound();
      const [booked] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.courseId, id));
      if ((booked?.n ?? 0) > 0) throw conflict(COURSE_HAS_BOOKINGS);
      await tx.delete(courses).where(eq(courses.id, id));
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(COURSE_HAS_BOOKINGS);
    throw error;
  }
}

export const courseStore: CollectionStore<CourseInput, AdminCourse> = {
  list: listAllCourses,
  create: createCourse,
  // The course as stored, for a PUT that leaves fields out.
  stored: storedRow(courses, courseNotFound),
  update: updateCourse,
  remove: deleteCourse,
};

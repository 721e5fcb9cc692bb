// Catalogue reads shared by the page loaders and the /api/courses handlers.
import { and, asc, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "#db/db.server";
import { courses, type Course } from "#db/schema";
import { notFound } from "#app/shared/http-error";

/**
 * The public course shape: the row without bookkeeping timestamps. Its joining-instruction flags are public (issue 21,
 * L4): the course page, the booking dialog and /checkout say what to bring from them, as the e-mails do.
 */
export type PublicCourse = Omit<Course, "createdAt" | "updatedAt">;

const publicColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  description: courses.description,
  durationDays: courses.durationDays,
  price: courses.price,
  prerequisites: courses.prerequisites,
  includes: courses.includes,
  tags: courses.tags,
  awardingBody: courses.awardingBody,
  syllabus: courses.syllabus,
  assessmentMethod: courses.assessmentMethod,
  isActive: courses.isActive,
  siaLicenceLinked: courses.siaLicenceLinked,
  needsFirstAidCertificate: courses.needsFirstAidCertificate,
};

/** Active courses in catalogue order (the order staff created them). */
export async function listActiveCourses(db: Executor): Promise<PublicCourse[]> {
  return db
    .select(publicColumns)
    .from(courses)
    .where(eq(courses.isActive, true))
    .orderBy(asc(courses.createdAt), asc(courses.title));
}

const courseNotFound = () => notFound("Course not found");

/** The active course `match` finds; 404 when there is none (inactive courses are hidden from the public). */
async function activeCourse(db: Executor, match: SQL): Promise<PublicCourse> {
  const [course] = await db
    .select(publicColumns)
    .from(courses)
    .where(and(match, eq(courses.isActive, true)));
  if (!course) throw courseNotFound();
  return course;
}

export async function getActiveCourseById(db: Executor, id: string): Promise<PublicCourse> {
  if (!z.uuid().safeParse(id).success) throw courseNotFound();
  return activeCourse(db, eq(courses.id, id));
}

export async function getActiveCourseBySlug(db: Executor, slug: string): Promise<PublicCourse> {
  if (!/^[a-z0-9-]{1,200}$/.test(slug)) throw courseNotFound();
  return activeCourse(db, eq(courses.slug, slug));
}

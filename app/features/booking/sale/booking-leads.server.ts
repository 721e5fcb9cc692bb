import { and, eq } from "drizzle-orm";
import type { Database } from "#db/db.server";
import { availableDates, courseInstances, courses, leads } from "#db/schema";
import { badRequest } from "#app/shared/http-error";
import type { BookingLeadRequest } from "../schema";

/** Saves the visitor's details when they reach the payment step (SPEC §4), source 'booking'. */
export async function createBookingLead(db: Database, input: BookingLeadRequest): Promise<{ leadId: string }> {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, input.selectedCourseId), eq(courses.isActive, true)));
  if (!course) {
    throw badRequest("This course is not available for booking.", { selectedCourseId: ["Please choose a course"] });
  }
  const [instance] = await db
    .select({ id: courseInstances.id })
    .from(courseInstances)
    .where(and(eq(courseInstances.id, input.selectedCourseDateId), eq(courseInstances.courseId, course.id)));
  const [date] = instance
    ? []
    : await db
        .select({ id: availableDates.id })
        .from(availableDates)
        .where(and(eq(availableDates.id, input.selectedCourseDateId), eq(availableDates.courseId, course.id)));
  if (!instance && !date) {
    throw badRequest("The chosen date is not a date of this course.", {
      selectedCourseDateId: ["Please choose a date"],
    });
  }
  const [lead] = await db
    .insert(leads)
    .values({
      source: "booking",
      email: input.email,
      fullName: input.fullName,
      phone: input.phone,
      address: input.address,
      postcode: input.postcode,
      message: input.notes || null,
      selectedCourseId: course.id,
      selectedCourseDateId: input.selectedCourseDateId,
      bookingStage: "details",
    })
    .returning({ id: leads.id });
  return { leadId: lead!.id };
}

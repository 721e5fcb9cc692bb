import type { AdminCourse, CourseFormValues } from "../staff-schema";

/** SPEC §5 course form defaults: duration 1, price 0, active, empty lists. */
export const EMPTY_COURSE_FORM: CourseFormValues = {
  title: "",
  slug: "",
  description: "",
  durationDays: 1,
  price: 0,
  awardingBody: "",
  assessmentMethod: "",
  includes: [],
  prerequisites: [],
  tags: [],
  syllabus: [],
  isActive: true,
};

export const COURSE_FORM_FIELDS = Object.keys(EMPTY_COURSE_FORM) as (keyof CourseFormValues)[];

/** The edit dialog starts from the course as stored (SPEC §2: 'the same fields pre-filled'). */
export function courseToForm(course: AdminCourse): CourseFormValues {
  return {
    title: course.title,
    slug: course.slug,
    description: course.description,
    durationDays: course.durationDays,
    price: course.price,
    awardingBody: course.awardingBody ?? "",
    assessmentMethod: course.assessmentMethod ?? "",
    includes: [...course.includes],
    prerequisites: [...course.prerequisites],
    tags: [...course.tags],
    syllabus: course.syllabus.map((topic) => ({ topic: topic.topic, content: [...topic.content] })),
    isActive: course.isActive,
  };
}

import type { AdminCourse, CourseFormValues } from "../staff-schema";
import { formValuesFrom } from "#app/shared/staff/form-values-from";

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
  siaLicenceLinked: false,
  needsFirstAidCertificate: false,
};

export const COURSE_FORM_FIELDS = Object.keys(EMPTY_COURSE_FORM) as (keyof CourseFormValues)[];

/** The edit dialog starts from the course as stored (SPEC §2: 'the same fields pre-filled'). */
export const courseToForm = (course: AdminCourse): CourseFormValues => formValuesFrom(EMPTY_COURSE_FORM, course);

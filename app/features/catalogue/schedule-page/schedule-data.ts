// What the /schedule page needs, the same whether the server loader or the
// browser (from /api) fetched it.
import type { PublicCourse } from "../catalogue.server";
import type { PublicInstance } from "../schedule-types";

/** Enough of a course to name it in the filter and describe it to search engines (its price and length too). */
export type ScheduleCourse = Pick<PublicCourse, "id" | "slug" | "title" | "description" | "price" | "durationDays">;

export type ScheduleData = {
  courses: ScheduleCourse[];
  instances: PublicInstance[];
  /** London's calendar date when the data was read: nothing before it is shown. */
  today: string;
};

export function toScheduleCourse({
  id,
  slug,
  title,
  description,
  price,
  durationDays,
}: ScheduleCourse): ScheduleCourse {
  return { id, slug, title, description, price, durationDays };
}

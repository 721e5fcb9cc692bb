// schema.org description of the timetable: each course with its dates, so
// search engines can show upcoming dates and prices.
import { itemListJsonLd } from "#app/shared/json-ld.server";
import { courseJsonLd, type JsonLdSite } from "../course-json-ld.server";
import type { ScheduleData } from "./schedule-data";

export function scheduleJsonLd(data: ScheduleData, site: JsonLdSite): Record<string, unknown> {
  const upcoming = data.instances.filter((instance) => instance.startDate >= data.today);
  const courses = data.courses.filter((course) => upcoming.some((instance) => instance.courseId === course.id));
  return itemListJsonLd(
    "Course schedule",
    courses.map((course) =>
      courseJsonLd(
        course,
        upcoming.filter((instance) => instance.courseId === course.id),
        site,
      ),
    ),
  );
}

// schema.org description of the timetable: each course with its dates, so
// search engines can show upcoming dates and prices.
import { decimalPounds } from "~/shared/money";
import { courseListJsonLd } from "~/shared/seo";
import type { ScheduleData } from "./schedule-data";

export function scheduleJsonLd(data: ScheduleData, origin: string): Record<string, unknown> {
  const upcoming = data.instances.filter((instance) => instance.startDate >= data.today);
  const courses = data.courses.filter((course) => upcoming.some((instance) => instance.courseId === course.id));
  return courseListJsonLd(origin, "Course schedule", courses, (course) => ({
    hasCourseInstance: upcoming
      .filter((instance) => instance.courseId === course.id)
      .map((instance) => ({
        "@type": "CourseInstance",
        courseMode: "Onsite",
        startDate: instance.startDate,
        ...(instance.endDate ? { endDate: instance.endDate } : {}),
        location: { "@type": "Place", name: instance.location, address: instance.location },
        offers: {
          "@type": "Offer",
          price: decimalPounds(instance.price),
          priceCurrency: "GBP",
          availability: `https://schema.org/${instance.seatsLeft > 0 ? "InStock" : "SoldOut"}`,
          url: `${origin}/courses/${course.slug}#dates`,
        },
      })),
  }));
}

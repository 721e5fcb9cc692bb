import { describe, expect, it } from "vitest";
import type { PublicCourse } from "#app/features/catalogue/catalogue.server";
import { featuredCourses } from "./featured";

const course = (n: number): PublicCourse => ({
  id: `id-${n}`,
  slug: `course-${n}`,
  title: `Course ${n}`,
  description: "A course",
  durationDays: 2,
  price: 10_000 * n,
  prerequisites: [],
  includes: ["Workbook"],
  tags: [],
  awardingBody: "Awarding body",
  syllabus: [{ topic: "Topic", content: ["Line"] }],
  assessmentMethod: "Exam",
  isActive: true,
  siaLicenceLinked: false,
  needsFirstAidCertificate: false,
});
const catalogue = (count: number) => Array.from({ length: count }, (_, i) => course(i + 1));

describe("featuredCourses", () => {
  it.each([
    [0, []],
    [5, ["course-1", "course-2", "course-3", "course-4", "course-5"]],
    [6, ["course-1", "course-2", "course-3", "course-4", "course-5", "course-6"]],
    [9, ["course-1", "course-2", "course-3", "course-4", "course-5", "course-6"]],
  ])("of %i courses keeps the first six, in catalogue order", (count, slugs) => {
    expect(featuredCourses(catalogue(count)).map((c) => c.slug)).toEqual(slugs);
  });

  it("drops what the cards and the booking dialog do not use", () => {
    const [featured] = featuredCourses(catalogue(1));
    expect(Object.keys(featured ?? {}).sort()).toEqual(
      [
        "description",
        "durationDays",
        "id",
        "includes",
        "prerequisites",
        "price",
        "slug",
        "tags",
        "title",
        // The booking dialog asks for a first aid certificate on a course that needs one (issue 23).
        "needsFirstAidCertificate",
      ].sort(),
    );
  });
});

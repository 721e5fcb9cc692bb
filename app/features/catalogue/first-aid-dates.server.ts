// The academy's first aid dates a learner can take before a course that needs a certificate (issue 23): offered in the
// booking dialog when a learner's certificate will not have 12 months left on the first day (or they have none).
import { z } from "zod";
import { firstAidDatesBefore } from "#app/features/learners/first-aid-rule";
import { HttpError } from "#app/shared/http-error";
import { parseInput } from "#app/shared/validation";
import type { CatalogueReads } from "./catalogue-reads.server";

/** The academy's Emergency First Aid at Work course (the seed's slug): the certificate the SIA courses ask for. */
export const FIRST_AID_COURSE_SLUG = "efaw";

/** GET /api/first-aid-dates?before=YYYY-MM-DD: the first day of the course the learner is booking. */
export const FirstAidDatesQuerySchema = z.object({ before: z.iso.date("Please give the course's first day") });

/** A first aid date, with the address of its card on the first aid course's page (its Book button). */
export type FirstAidDate = {
  id: string;
  kind: "instance" | "available-date";
  date: string;
  lastDay: string;
  location: string;
  seatsLeft: number;
  /** Pence: what the first aid course costs on this date, to book it with the course (decision 026). */
  price: number;
  href: string;
};

/** Bookable first aid dates that finish before `before`, soonest first; none when the academy has no such course. */
export async function firstAidDatesFor(reads: CatalogueReads, query: unknown, today: string): Promise<FirstAidDate[]> {
  const { before } = parseInput(FirstAidDatesQuerySchema, query);
  let course: { id: string; price: number };
  try {
    course = (await reads.courseBySlug(FIRST_AID_COURSE_SLUG)).value;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return [];
    throw error;
  }
  const [instances, dates] = await Promise.all([
    reads.instances(course.id, today),
    reads.availableDates(course.id, today),
  ]);
  const candidates = [
    ...instances.value.map((run) => ({
      kind: "instance" as const,
      id: run.id,
      date: run.startDate,
      lastDay: run.courseDays.at(-1) ?? run.endDate ?? run.startDate,
      location: run.location,
      seatsLeft: run.seatsLeft,
      status: run.status,
      price: run.price,
    })),
    ...dates.value.map((day) => ({
      kind: "available-date" as const,
      id: day.id,
      date: day.date,
      lastDay: day.courseDays.at(-1) ?? day.date,
      location: day.location,
      seatsLeft: day.seatsLeft,
      status: day.status,
      price: course.price,
    })),
  ];
  return firstAidDatesBefore(candidates, before, today).map(({ status: _status, ...date }) => ({
    ...date,
    // The date's card on the course page (course-dates-grid.tsx names its heading so), with its Book button.
    href: `/courses/${FIRST_AID_COURSE_SLUG}#date-${date.kind}-${date.id}`,
  }));
}

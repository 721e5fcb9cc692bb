// GET /api/first-aid-dates (issue 23): the academy's EFAW dates a learner can take before a course that needs a first
// aid certificate, each with the address of its card on the EFAW course page.
import { beforeEach, describe, expect, it } from "vitest";
import { insertAvailableDate, insertCourse, insertInstance } from "#test/support/factories";
import { setUpTestApp } from "#test/support/app-fixture";
import { addDays, londonToday } from "#app/shared/dates";

const site = setUpTestApp();
const db = () => site.app.ctx.db;
const today = londonToday();
const firstDay = addDays(today, 30);

const datesBefore = async (before: string) => {
  const response = await site.app.fetch(`/api/first-aid-dates?before=${before}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; date: string; lastDay: string; href: string }[];
};

describe("GET /api/first-aid-dates", () => {
  let efaw: { id: string };
  beforeEach(async () => {
    efaw = await insertCourse(db(), {
      slug: "efaw",
      title: "Emergency First Aid at Work (EFAW)",
      durationDays: 1,
      price: 9_500,
    });
  });

  it("lists the EFAW dates with a seat left that finish before the course starts, soonest first", async () => {
    const later = await insertInstance(db(), {
      courseId: efaw.id,
      startDate: addDays(today, 20),
      maxSeats: 12,
      price: 8_500,
    });
    const sooner = await insertAvailableDate(db(), { courseId: efaw.id, date: addDays(today, 10), maxSeats: 12 });
    // Starts before but ends on the first day: the certificate would not be in hand.
    await insertInstance(db(), {
      courseId: efaw.id,
      startDate: addDays(today, 28),
      endDate: firstDay,
      courseDays: [addDays(today, 28), firstDay],
      maxSeats: 12,
    });
    await insertInstance(db(), { courseId: efaw.id, startDate: addDays(today, 40), maxSeats: 12 });
    await insertInstance(db(), { courseId: efaw.id, startDate: addDays(today, 12), maxSeats: 2, bookedSeats: 2 });
    await insertInstance(db(), { courseId: efaw.id, startDate: addDays(today, 14), status: "cancelled" });
    // Another course's date is not a first aid date.
    const other = await insertCourse(db(), { slug: "cctv" });
    await insertInstance(db(), { courseId: other.id, startDate: addDays(today, 5), maxSeats: 12 });

    expect(await datesBefore(firstDay)).toEqual([
      expect.objectContaining({
        id: sooner.id,
        kind: "available-date",
        date: addDays(today, 10),
        href: `/courses/efaw#date-available-date-${sooner.id}`,
        price: 9_500,
      }),
      expect.objectContaining({
        id: later.id,
        kind: "instance",
        date: addDays(today, 20),
        href: `/courses/efaw#date-instance-${later.id}`,
        // Its own price: what the bundle charges for it (decision 026).
        price: 8_500,
      }),
    ]);
  });

  it("answers an empty list when none finishes in time", async () => {
    await insertInstance(db(), { courseId: efaw.id, startDate: addDays(today, 3), maxSeats: 12 });
    expect(await datesBefore(addDays(today, 3))).toEqual([]);
  });

  it("refuses a request without the course's first day", async () => {
    expect((await site.app.fetch("/api/first-aid-dates?before=soon")).status).toBe(400);
  });
});

describe("GET /api/first-aid-dates without a first aid course", () => {
  it("answers an empty list", async () => {
    expect(await datesBefore(firstDay)).toEqual([]);
  });
});

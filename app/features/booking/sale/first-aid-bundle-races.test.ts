// First-aid bundles racing for seats (decision 026) on PostgreSQL, where the requests really overlap (PGlite runs
// transactions one at a time, so only this run can catch a missing lock or a lock order that deadlocks): bundles over
// two course dates and two EFAW dates in every combination, with plain bookings of the EFAW dates among them. No
// date is oversold, nothing deadlocks, and every bundle holds both its seats or neither.
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availableDates, bookings } from "#db/schema";
import { addDays, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer } from "#test/support/booking-fixtures";
import { insertAvailableDate } from "#test/support/factories";
import { loopbackAddress, postJsonFrom } from "#test/support/loopback-client";
import { bundleRequest, bundleScene, EFAW_PRICE } from "#test/support/first-aid-bundle-scene";

const site = setUpTestApp();
const ATTEMPTS = 60;

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("concurrent first-aid bundles on PostgreSQL", () => {
  it("sell each date's seats at most once, and every bundle whole or not at all", async () => {
    const db = site.app.ctx.db;
    const scene = await bundleScene(db, { course: 6, efaw: 4 });
    const secondCourseDate = await insertAvailableDate(db, {
      courseId: scene.course.id,
      date: addDays(londonToday(), 41),
      maxSeats: 6,
    });
    const secondEfawDate = await insertAvailableDate(db, {
      courseId: scene.efawCourse.id,
      date: addDays(londonToday(), 19),
      maxSeats: 4,
    });
    const courseDates = [scene.date.id, secondCourseDate.id];
    const efawDates = [scene.efawDate.id, secondEfawDate.id];
    const statuses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => {
        const userDetails = { ...customer, email: `learner${i}@example.com` };
        const efaw = efawDates[Math.floor(i / 2) % 2]!;
        // Every fifth visitor books an EFAW date alone, against the bundles.
        const body =
          i % 5 === 4
            ? {
                courseId: scene.efawCourse.id,
                availableDateId: efaw,
                userDetails,
                paymentType: "full",
                paymentAmount: EFAW_PRICE,
              }
            : bundleRequest(scene, {
                availableDateId: courseDates[i % 2],
                firstAidBundle: { kind: "available-date", id: efaw },
                userDetails,
              });
        return postJsonFrom(loopbackAddress(i), `${site.app.url}/api/bookings`, body).then(
          (response) => response.status,
        );
      }),
    );
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);

    const held = await db
      .select()
      .from(bookings)
      .where(inArray(bookings.availableDateId, [...courseDates, ...efawDates]));
    const dates = await db
      .select()
      .from(availableDates)
      .where(inArray(availableDates.id, [...courseDates, ...efawDates]));
    for (const date of dates) {
      const taken = held.filter((booking) => booking.availableDateId === date.id).length;
      expect(taken).toBeLessThanOrEqual(date.maxSeats);
    }
    // Every EFAW seat is sold (there were more visitors than seats), and each bundle holds exactly its two.
    expect(held.filter((booking) => efawDates.includes(booking.availableDateId!))).toHaveLength(8);
    const bundles = new Map<string, typeof held>();
    for (const booking of held.filter((row) => row.checkoutId)) {
      bundles.set(booking.checkoutId!, [...(bundles.get(booking.checkoutId!) ?? []), booking]);
    }
    for (const pair of bundles.values()) {
      expect(pair).toHaveLength(2);
      expect(pair.filter((booking) => courseDates.includes(booking.availableDateId!))).toHaveLength(1);
    }
    const created = statuses.filter((status) => status === 201).length;
    expect(held).toHaveLength(created + bundles.size);
  });
});

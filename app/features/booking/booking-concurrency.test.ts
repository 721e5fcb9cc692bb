import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings } from "../../../db/schema";
import { startApiProcess } from "../../../test/support/api-process";
import { customer } from "../../../test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "../../../test/support/factories";
import { startTestApp, type TestApp } from "../../../test/support/test-app";
import { getTestDatabaseUrl, useTestDatabase } from "../../../test/support/test-database";
import { addDays, londonToday } from "~/shared/dates";

const ATTEMPTS = 200;
const SEATS = 5;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(() => useTestDatabase());

async function fiveSeatDate() {
  const course = await insertCourse(app.ctx.db, { price: 24_900 });
  const date = await insertAvailableDate(app.ctx.db, {
    courseId: course.id,
    date: addDays(londonToday(), 30),
    maxSeats: SEATS,
  });
  return { course, date };
}

function attempt(baseUrl: string, courseId: string, availableDateId: string, i: number) {
  return fetch(`${baseUrl}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      courseId,
      availableDateId,
      userDetails: { ...customer, email: `buyer${i}@example.com` },
      paymentType: "full",
      paymentAmount: 24_900,
    }),
  }).then((response) => response.status);
}

async function heldSeats(availableDateId: string) {
  return (await app.ctx.db.select().from(bookings).where(eq(bookings.availableDateId, availableDateId))).length;
}

describe(`${ATTEMPTS} concurrent bookings for a date with ${SEATS} seats`, () => {
  it("sell exactly 5 seats through one server", async () => {
    const { course, date } = await fiveSeatDate();
    const statuses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => attempt(app.url, course.id, date.id, i)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(SEATS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(ATTEMPTS - SEATS);
    expect(await heldSeats(date.id)).toBe(SEATS);
  });

  // PGlite lives inside one process, so two processes can only share a PostgreSQL server.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "sell exactly 5 seats through two server processes sharing one PostgreSQL",
    async () => {
      const url = (await getTestDatabaseUrl())!;
      const second = await startApiProcess(url);
      try {
        const { course, date } = await fiveSeatDate();
        const statuses = await Promise.all(
          Array.from({ length: ATTEMPTS }, (_, i) =>
            attempt(i % 2 === 0 ? app.url : second.url, course.id, date.id, i),
          ),
        );
        expect(statuses.filter((s) => s === 201)).toHaveLength(SEATS);
        expect(statuses.filter((s) => s === 409)).toHaveLength(ATTEMPTS - SEATS);
        expect(await heldSeats(date.id)).toBe(SEATS);
      } finally {
        await second.stop();
      }
    },
  );
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "#db/schema";
import { startApiProcess } from "#test/support/api-process";
import { customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { loopbackAddress, postJsonFrom } from "#test/support/loopback-client";
import { getTestDatabaseUrl } from "#test/support/test-database";
import { addDays, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";

const ATTEMPTS = 200;
const SEATS = 5;
// The production default (decision 008): 200 visitors on 200 addresses hold one seat each at most, so it never bites.
const HOLDS_CAPPED = { MAX_HOLDS_PER_ADDRESS: "3" };

const site = setUpTestApp({ start: { env: HOLDS_CAPPED } });

async function fiveSeatDate() {
  const course = await insertCourse(site.app.ctx.db, { price: 24_900 });
  const date = await insertAvailableDate(site.app.ctx.db, {
    courseId: course.id,
    date: addDays(londonToday(), 30),
    maxSeats: SEATS,
  });
  return { course, date };
}

/** Visitor i: a connection of its own, from an address of its own (issue 11), with an e-mail of its own. */
function attempt(baseUrl: string, courseId: string, availableDateId: string, i: number) {
  return postJsonFrom(loopbackAddress(i), `${baseUrl}/api/bookings`, {
    courseId,
    availableDateId,
    userDetails: { ...customer, email: `buyer${i}@example.com` },
    paymentType: "full",
    paymentAmount: 24_900,
  }).then((response) => response.status);
}

async function heldSeats(availableDateId: string) {
  return (await site.app.ctx.db.select().from(bookings).where(eq(bookings.availableDateId, availableDateId))).length;
}

describe(`${ATTEMPTS} concurrent bookings from ${ATTEMPTS} addresses for a date with ${SEATS} seats`, () => {
  it("sell exactly 5 seats through one server", async () => {
    const { course, date } = await fiveSeatDate();
    const statuses = await Promise.all(
      Array.from({ length: ATTEMPTS }, (_, i) => attempt(site.app.url, course.id, date.id, i)),
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
      const second = await startApiProcess(url, HOLDS_CAPPED);
      try {
        const { course, date } = await fiveSeatDate();
        const statuses = await Promise.all(
          Array.from({ length: ATTEMPTS }, (_, i) =>
            attempt(i % 2 === 0 ? site.app.url : second.url, course.id, date.id, i),
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

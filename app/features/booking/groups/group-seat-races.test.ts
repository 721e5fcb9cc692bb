// Groups under pressure (issue 24): the cap on unpaid seats per address counts a group's seats (both databases),
// and 200 visitors booking groups of 1 to 6 at once on PostgreSQL never sell more than the date's seats and fill it
// exactly when demand allows. PGlite runs requests one at a time, so the race runs on PostgreSQL only.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "#db/schema";
import { addDays, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { loopbackAddress, postJsonFrom } from "#test/support/loopback-client";
import { heldSeatsLimitMessage } from "../sale/hold-limits.server";
import { groupPrice } from "./group-pricing";

const PRICE = 24_900;
const PERCENT = 10;
const MAX_HELD_SEATS = 6;
const site = setUpTestApp({
  start: { env: { MAX_HELD_SEATS_PER_ADDRESS: String(MAX_HELD_SEATS), GROUP_DISCOUNT_PERCENT: String(PERCENT) } },
});
const db = () => site.app.ctx.db;

async function dateWith(maxSeats: number) {
  const course = await insertCourse(db(), { price: PRICE });
  const date = await insertAvailableDate(db(), { courseId: course.id, date: addDays(londonToday(), 30), maxSeats });
  return { course, date };
}

/** Visitor `i` (an address of its own unless `from` says) books `seats` learners on the date. */
function bookGroupFrom(
  scene: Awaited<ReturnType<typeof dateWith>>,
  i: number,
  seats: number,
  from = loopbackAddress(i),
) {
  return postJsonFrom(from, `${site.app.url}/api/bookings`, {
    courseId: scene.course.id,
    availableDateId: scene.date.id,
    userDetails: { ...customer, email: `payer${i}@example.com` },
    paymentType: "full",
    paymentAmount: groupPrice(PRICE, seats, PERCENT).total,
    ...(seats > 1 && {
      learners: Array.from({ length: seats }, (_, n) => ({
        fullName: `Learner ${i}-${n + 1}`,
        email: `learner${i}-${n + 1}@example.com`,
      })),
    }),
  });
}

const seatsHeld = async (availableDateId: string) =>
  (await db().select({ seats: bookings.seats }).from(bookings).where(eq(bookings.availableDateId, availableDateId)))
    .map((row) => row.seats)
    .reduce((sum, seats) => sum + seats, 0);

describe("MAX_HELD_SEATS_PER_ADDRESS counts a group's seats", () => {
  it("refuses a hold that would take one address past the cap, with 429, and allows what fits", async () => {
    const scene = await dateWith(20);
    const from = loopbackAddress(1);
    expect((await bookGroupFrom(scene, 1, 4, from)).status).toBe(201);
    const refused = await bookGroupFrom(scene, 2, 3, from);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).message).toBe(
      heldSeatsLimitMessage(4, MAX_HELD_SEATS, Number(refused.headers["retry-after"])),
    );
    expect((await bookGroupFrom(scene, 3, 2, from)).status).toBe(201);
    // Another address has a cap of its own.
    expect((await bookGroupFrom(scene, 4, 6, loopbackAddress(2))).status).toBe(201);
    expect(await seatsHeld(scene.date.id)).toBe(12);
  });
});

describe("200 visitors booking groups of 1 to 6 at once", () => {
  const ATTEMPTS = 200;
  const SEATS = 23;

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    `never sell more than ${SEATS} seats, all or none per group, and turn away only groups that do not fit`,
    async () => {
      const scene = await dateWith(SEATS);
      const sizes = Array.from({ length: ATTEMPTS }, (_, i) => (i % 6) + 1);
      const answers = await Promise.all(sizes.map((seats, i) => bookGroupFrom(scene, i + 10, seats)));
      const sold = answers
        .map((answer, i) => (answer.status === 201 ? sizes[i]! : 0))
        .reduce((sum, seats) => sum + seats, 0);
      expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
      expect(sold).toBeLessThanOrEqual(SEATS);
      expect(await seatsHeld(scene.date.id)).toBe(sold);
      // Seats left only fall while the holds last, so a group refused then would not fit now either: nothing that
      // fits was turned away, and each refusal said how many were left, fewer than it asked for.
      const left = SEATS - sold;
      for (const [i, answer] of answers.entries()) {
        if (answer.status !== 409) continue;
        expect(sizes[i]!).toBeGreaterThan(left);
        const { message } = JSON.parse(answer.body) as { message: string };
        const said = /^Only (\d+) seats? (is|are) left on this date$/.exec(message);
        if (said) expect(Number(said[1])).toBeLessThan(sizes[i]!);
        else expect(message).toBe("This date is fully booked");
      }
      // What is left, single seats take: the date fills exactly.
      for (let n = 0; n < left; n++) expect((await bookGroupFrom(scene, 1000 + n, 1)).status).toBe(201);
      expect((await bookGroupFrom(scene, 2000, 1)).status).toBe(409);
      expect(await seatsHeld(scene.date.id)).toBe(SEATS);
    },
  );
});

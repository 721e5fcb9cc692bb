// Staff book a group by phone (issue 24): POST /api/admin/bookings with learners takes their seats under the date's
// lock all or none, priced by the group rule (GROUP_DISCOUNT_PERCENT from the settings), one learner row per seat.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, learners } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { addDays, londonToday } from "#app/shared/dates";
import type { StaffBookingCreated } from "../staff/new-booking-schema";
import { groupPrice } from "./group-pricing";
import { onlySeatsLeftMessage } from "./group-seats";
import { roster } from "../staff/money-and-roster.server";
import { staffBookingLeftOwing } from "../booking-test-kit";

const site = setUpTestApp({ admin: true, start: { env: { GROUP_DISCOUNT_PERCENT: "10" } } });
const db = () => site.app.ctx.db;

const learnersOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ fullName: `Phone Learner ${i + 1}`, email: `phone${i + 1}@example.com` }));

async function groupByPhone(seats: number, maxSeats: number) {
  const course = await insertCourse(db(), { price: 24_900 });
  const date = await insertAvailableDate(db(), { courseId: course.id, date: addDays(londonToday(), 30), maxSeats });
  const response = await staffBookingLeftOwing(site.admin, {
    courseId: course.id,
    availableDateId: date.id,
    userDetails: { ...customer, email: "office@example.com" },
    dueDate: addDays(londonToday(), 10),
    learners: learnersOf(seats),
  });
  return { response, date };
}

describe("a group booked by staff", () => {
  it("takes 5 seats at the discounted price, one learner a seat", async () => {
    const { response, date } = await groupByPhone(5, 8);
    expect(response.status).toBe(201);
    const made = (await response.json()) as StaffBookingCreated;
    const [row] = await db().select().from(bookings).where(eq(bookings.id, made.id));
    const priced = groupPrice(24_900, 5, 10);
    expect(row).toMatchObject({ seats: 5, totalPrice: priced.total, status: "confirmed" });
    const rows = await db().select().from(learners).where(eq(learners.bookingId, made.id));
    expect(rows.map((learner) => [learner.position, learner.price]).sort()).toEqual(
      [1, 2, 3, 4, 5].map((position) => [position, priced.seatPrice]),
    );
    // The date's roster counts the group's five seats.
    const list = await roster(db(), { availableDateId: date.id });
    expect(list.learners.map((learner) => learner.seats)).toEqual([5]);
    expect(list.seats).toMatchObject({ online: 5, left: 3 });
  });

  it("refuses more learners than seats left, and books nothing", async () => {
    const { response } = await groupByPhone(4, 3);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(onlySeatsLeftMessage(3));
    expect(await db().select().from(bookings)).toEqual([]);
  });
});

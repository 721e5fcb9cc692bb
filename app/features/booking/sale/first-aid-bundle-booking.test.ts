// Booking a course and an EFAW date together (issue 23, decision 026): two ordinary bookings made in one transaction,
// both seats or neither, the EFAW date and both prices checked on the server.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { availableDates, bookingEvents, bookings, learners } from "#db/schema";
import { addDays, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { CERTIFICATE_THAT_MEETS, customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { FIRST_AID_BUNDLE_MESSAGES as SAY } from "./first-aid-bundle";
import {
  bundleRequest,
  bundleScene,
  COURSE_PRICE,
  EFAW_PRICE,
  type BundleAnswer,
  type BundleScene,
} from "#test/support/first-aid-bundle-scene";
import { FULLY_BOOKED_MESSAGE } from "./booking.server";

const site = setUpTestApp();
const db = () => site.app.ctx.db;
let scene: BundleScene;
beforeEach(async () => {
  scene = await bundleScene(db());
});

const book = (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  site.app.fetch("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(bundleRequest(scene, overrides)),
  });
const allBookings = () => db().select().from(bookings);
const refusal = async (response: Response) =>
  (await response.json()) as { message: string; fieldErrors?: Record<string, string[]> };

/** Takes `seats` of a date's seats as places sold offline. */
const fill = (dateId: string, seats: number) =>
  db().update(availableDates).set({ bookedSeats: seats }).where(eq(availableDates.id, dateId));

describe("POST /api/bookings with an EFAW date (the first-aid bundle)", () => {
  it("holds both seats in one request: two ordinary bookings, linked, each priced on the server", async () => {
    const response = await book();
    expect(response.status).toBe(201);
    const answer = (await response.json()) as BundleAnswer;
    expect(answer.paymentAmount).toBe(COURSE_PRICE);
    expect(answer.firstAidBooking).toMatchObject({ paymentType: "full", paymentAmount: EFAW_PRICE });
    expect(answer.payNow).toBe(COURSE_PRICE + EFAW_PRICE);
    expect(answer.firstAidBooking.reference).not.toBe(answer.reference);

    const [course, efaw] = [
      (await db().select().from(bookings).where(eq(bookings.id, answer.id)))[0]!,
      (await db().select().from(bookings).where(eq(bookings.id, answer.firstAidBooking.id)))[0]!,
    ];
    expect(course).toMatchObject({ status: "pending", availableDateId: scene.date.id, checkoutId: course.id });
    expect(efaw).toMatchObject({
      status: "pending",
      courseId: scene.efawCourse.id,
      availableDateId: scene.efawDate.id,
      checkoutId: course.id,
      totalPrice: EFAW_PRICE,
      paymentType: "full",
    });
    expect(efaw.holdExpiresAt).toEqual(course.holdExpiresAt);
    // Each is its own booking: its own learner and timeline.
    const learnerRows = await db().select().from(learners);
    expect(learnerRows.map((row) => row.bookingId).sort()).toEqual([course.id, efaw.id].sort());
    const efawEvents = await db()
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, efaw.id))
      .orderBy(bookingEvents.seq);
    expect(efawEvents.map((event) => event.kind)).toEqual(["created", "bundled"]);
  });

  it("applies a deposit to the course only: the EFAW price offers none", async () => {
    const answer = (await (await book({ paymentType: "deposit", paymentAmount: 10_000 })).json()) as BundleAnswer;
    expect(answer.paymentAmount).toBe(10_000);
    expect(answer.firstAidBooking).toMatchObject({ paymentType: "full", paymentAmount: EFAW_PRICE });
    expect(answer.payNow).toBe(10_000 + EFAW_PRICE);
  });

  it("at the last seat of the course date, taken: 409 and neither booking is written", async () => {
    await fill(scene.date.id, 12);
    const response = await book();
    expect(response.status).toBe(409);
    expect((await refusal(response)).message).toBe(FULLY_BOOKED_MESSAGE);
    expect(await allBookings()).toEqual([]);
  });

  it("at the last seat of the EFAW date, taken: 409 and neither booking is written", async () => {
    await fill(scene.efawDate.id, 12);
    const response = await book();
    expect(response.status).toBe(409);
    expect(await refusal(response)).toEqual({ message: SAY.full, fieldErrors: { firstAidBundle: [SAY.full] } });
    expect(await allBookings()).toEqual([]);
  });

  it("with one seat left on each date, both are taken", async () => {
    await fill(scene.date.id, 11);
    await fill(scene.efawDate.id, 11);
    expect((await book()).status).toBe(201);
    expect(await allBookings()).toHaveLength(2);
    expect((await book({ userDetails: { ...customer, email: "second@example.com" } })).status).toBe(409);
    expect(await allBookings()).toHaveLength(2);
  });

  it("replays both bookings for the same Idempotency-Key, and refuses the key with another EFAW date", async () => {
    const key = "1b4e28ba-2fa1-41d2-883f-0016d3cca427";
    const first = (await (await book({}, { "Idempotency-Key": key })).json()) as BundleAnswer;
    const again = await book({}, { "Idempotency-Key": key });
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    const replayed = (await again.json()) as BundleAnswer;
    expect(replayed.id).toBe(first.id);
    expect(replayed.firstAidBooking.id).toBe(first.firstAidBooking.id);
    expect(replayed.payNow).toBe(first.payNow);
    const other = await insertAvailableDate(db(), {
      courseId: scene.efawCourse.id,
      date: addDays(londonToday(), 21),
    });
    const changed = await book(
      { firstAidBundle: { kind: "available-date", id: other.id } },
      { "Idempotency-Key": key },
    );
    expect(changed.status).toBe(422);
    expect(await allBookings()).toHaveLength(2);
  });

  it.each([
    ["an EFAW date that finishes on the course's first day", "tooLate"],
    ["a date of another course", "notFirstAid"],
    ["a date that does not exist", "notFirstAid"],
    ["a cancelled EFAW date", "cancelled"],
    ["a certificate that meets the rule", "meets"],
    ["a course that needs no certificate", "notNeeded"],
  ] as const)("refuses %s with 400 and writes nothing", async (what, message) => {
    let overrides: Record<string, unknown> = {};
    if (what.startsWith("an EFAW date that finishes")) {
      const late = await insertAvailableDate(db(), { courseId: scene.efawCourse.id, date: scene.firstDay });
      overrides = { firstAidBundle: { kind: "available-date", id: late.id } };
    } else if (what.startsWith("a date of another")) {
      const other = await insertCourse(db(), { price: 9_500 });
      const otherDate = await insertAvailableDate(db(), { courseId: other.id, date: addDays(londonToday(), 20) });
      overrides = { firstAidBundle: { kind: "available-date", id: otherDate.id } };
    } else if (what.startsWith("a date that does not")) {
      overrides = { firstAidBundle: { kind: "instance", id: scene.efawDate.id } };
    } else if (what.startsWith("a cancelled")) {
      await db().update(availableDates).set({ status: "cancelled" }).where(eq(availableDates.id, scene.efawDate.id));
    } else if (what.startsWith("a certificate")) {
      overrides = { firstAid: CERTIFICATE_THAT_MEETS() };
    } else {
      const plain = await insertCourse(db(), { price: COURSE_PRICE });
      const plainDate = await insertAvailableDate(db(), { courseId: plain.id, date: scene.firstDay });
      overrides = { courseId: plain.id, availableDateId: plainDate.id };
    }
    const response = await book(overrides);
    expect(response.status).toBe(400);
    expect(await refusal(response)).toEqual({ message: SAY[message], fieldErrors: { firstAidBundle: [SAY[message]] } });
    expect(await allBookings()).toEqual([]);
  });

  it("refuses a malformed EFAW choice with 400 from the shared schema", async () => {
    const response = await book({ firstAidBundle: { kind: "weekend", id: "not-a-uuid" } });
    expect(response.status).toBe(400);
    expect(Object.keys((await refusal(response)).fieldErrors ?? {}).sort()).toEqual([
      "firstAidBundle.id",
      "firstAidBundle.kind",
    ]);
    expect(await allBookings()).toEqual([]);
  });
});

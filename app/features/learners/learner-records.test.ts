// Every seat has its learner (issue 23, decision 025), written in the seat's own transaction: an online booking's, a
// staff booking's and a free retake's learner is its customer, a place booked offline has one while it is named. A
// booking refused, or failing once its learner is written, leaves neither behind. learnersOfDate lists a date's
// learners, online and offline, without cancelled bookings.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, learners, offlinePlaces, FIRST_AID_QUALIFICATION_KEYS } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer, moveDateTo, paidLearnerOnNewDate } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertBooking, insertCourse, insertInstance } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { addDays, londonToday } from "#app/shared/dates";
import { addLearnerForBooking, learnersOfDate, matchOfflinePlaceLearner } from "./learner-records.server";
import { FIRST_AID_QUALIFICATIONS } from "./regulations";

const site = setUpTestApp({ admin: true });
const today = londonToday();
const db = () => site.app.ctx.db;

async function scene(maxSeats = 12) {
  const course = await insertCourse(db(), { title: "SIA Door Supervisor", price: 24_900 });
  const date = await insertAvailableDate(db(), { courseId: course.id, date: addDays(today, 30), maxSeats });
  return { course, date };
}

const priya = { ...customer, fullName: "Priya Shah", email: "priya.shah@example.com" };

const bookOnline = (courseId: string, availableDateId: string, userDetails = priya) =>
  postJson(site.app, "/api/bookings", {
    courseId,
    availableDateId,
    userDetails,
    paymentType: "full",
    paymentAmount: 24_900,
  });

const bookByPhone = (courseId: string, availableDateId: string, userDetails = priya) =>
  site.admin.send("POST", "/bookings", {
    requestKey: randomUUID(),
    courseId,
    availableDateId,
    userDetails,
    channel: "phone",
    paymentType: "deposit",
    how: "card-link",
    holdHours: 48,
  });

const learnersOfBooking = (bookingId: string) =>
  db()
    .select({ fullName: learners.fullName, email: learners.email })
    .from(learners)
    .where(eq(learners.bookingId, bookingId));

const counts = async () => ({ bookings: await db().$count(bookings), learners: await db().$count(learners) });

/** Makes writing a learner with this name fail, as a fault after the seat's row is written would. */
async function withLearnerWritesFailingFor(fullName: string, run: () => Promise<void>) {
  await db().execute(
    sql.raw(`alter table learner add constraint learner_test_fault check (full_name <> '${fullName}') not valid`),
  );
  try {
    await run();
  } finally {
    await db().execute(sql`alter table learner drop constraint learner_test_fault`);
  }
}

describe("a booking's learner", () => {
  it.each([
    ["online", bookOnline],
    ["by staff", bookByPhone],
  ])("is written with a booking made %s: one learner, the customer", async (_how, book) => {
    const { course, date } = await scene();
    const response = await book(course.id, date.id);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await learnersOfBooking(id)).toEqual([{ fullName: "Priya Shah", email: "priya.shah@example.com" }]);
  });

  it.each([
    ["online", bookOnline],
    ["by staff", bookByPhone],
  ])("is not written when a booking made %s is refused", async (_how, book) => {
    const { course, date } = await scene(0);
    expect((await book(course.id, date.id)).status).toBe(409);
    expect(await counts()).toEqual({ bookings: 0, learners: 0 });
  });

  it.each([
    ["online", bookOnline],
    ["by staff", bookByPhone],
  ])("takes the booking with it when it cannot be written (%s): no half-written seat", async (_how, book) => {
    const { course, date } = await scene();
    await withLearnerWritesFailingFor("Fault Case", async () => {
      expect((await book(course.id, date.id, { ...priya, fullName: "Fault Case" })).status).toBe(500);
    });
    expect(await counts()).toEqual({ bookings: 0, learners: 0 });
  });

  it("is the same person on a free retake, with what they told us on the original booking", async () => {
    const { course, date, booking } = await paidLearnerOnNewDate(site.app);
    await db().update(learners).set({ dateOfBirth: "1990-05-17" }).where(eq(learners.bookingId, booking.id));
    await moveDateTo(db(), date.id, addDays(today, -2));
    const later = await insertAvailableDate(db(), { courseId: course.id, date: addDays(today, 20) });
    expect((await site.admin.send("POST", `/bookings/${booking.id}/result`, { result: "not-passed" })).status).toBe(
      200,
    );

    const response = await site.admin.send("POST", `/bookings/${booking.id}/retake`, {
      availableDateId: later.id,
      channel: "phone",
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [retakeLearner] = await db().select().from(learners).where(eq(learners.bookingId, id));
    expect(retakeLearner).toMatchObject({
      fullName: customer.fullName,
      email: customer.email,
      dateOfBirth: "1990-05-17",
    });
    expect(await counts()).toEqual({ bookings: 2, learners: 2 });
  });
});

describe("a place booked offline's learner", () => {
  const placeLearners = async (placeId: string) =>
    db()
      .select({ fullName: learners.fullName, email: learners.email })
      .from(learners)
      .where(eq(learners.offlinePlaceId, placeId));

  it("exists while the place has a name, follows its renaming, and goes with the place", async () => {
    const { date } = await scene();
    const add = async (body: unknown) => {
      const response = await site.admin.send("POST", `/dates/date/${date.id}/offline-places`, body);
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const unnamed = await add({ phone: "07700 900000" });
    const named = await add({ fullName: "Jo Bloggs", email: "jo@example.com" });
    expect(await placeLearners(unnamed)).toEqual([]);
    expect(await placeLearners(named)).toEqual([{ fullName: "Jo Bloggs", email: "jo@example.com" }]);

    const change = (id: string, body: unknown) => site.admin.send("PUT", `/offline-places/${id}`, body);
    expect((await change(named, { fullName: "Joanne Bloggs" })).status).toBe(200);
    expect(await placeLearners(named)).toEqual([{ fullName: "Joanne Bloggs", email: null }]);
    expect((await change(unnamed, { fullName: "Lee Smith" })).status).toBe(200);
    expect(await placeLearners(unnamed)).toEqual([{ fullName: "Lee Smith", email: null }]);
    expect((await change(unnamed, { phone: "07700 900000" })).status).toBe(200);
    expect(await placeLearners(unnamed)).toEqual([]);

    expect((await site.admin.send("DELETE", `/offline-places/${named}`)).status).toBe(204);
    expect(await counts()).toEqual({ bookings: 0, learners: 0 });
  });
});

describe("learnersOfDate", () => {
  it.each(["available-date", "instance"] as const)(
    "lists a date's confirmed online learners and named offline places by name (%s)",
    async (kind) => {
      const course = await insertCourse(db());
      const makeDate = () =>
        kind === "instance"
          ? insertInstance(db(), { courseId: course.id, startDate: addDays(today, 30) })
          : insertAvailableDate(db(), { courseId: course.id, date: addDays(today, 30) });
      const date = await makeDate();
      const elsewhere = await makeDate();
      const column = kind === "instance" ? "instanceId" : "availableDateId";
      const book = async (fullName: string, status: "confirmed" | "cancelled" | "pending", on = date.id) => {
        const booking = await insertBooking(db(), {
          courseId: course.id,
          [column]: on,
          status,
          userDetails: { ...customer, fullName },
        });
        await addLearnerForBooking(db(), booking);
      };
      const place = async (fullName: string | null) => {
        const [row] = await db()
          .insert(offlinePlaces)
          .values({ [column]: date.id, fullName })
          .returning();
        await matchOfflinePlaceLearner(db(), row!);
      };
      await book("zoe Adams", "confirmed");
      await book("Cancelled Carl", "cancelled");
      await book("Other Date Olga", "confirmed", elsewhere.id);
      await book("Alex Reid", "confirmed");
      await place("Jo Bloggs");
      await place(null);

      const listed = await learnersOfDate(db(), { kind, id: date.id });
      expect(listed.map((learner) => [learner.fullName, learner.offlinePlaceId ? "offline" : "online"])).toEqual([
        ["Alex Reid", "online"],
        ["Jo Bloggs", "offline"],
        ["zoe Adams", "online"],
      ]);
    },
  );
});

it("the learner table takes the first aid qualifications regulations.ts lists, and no others", () => {
  expect([...FIRST_AID_QUALIFICATION_KEYS].sort()).toEqual(Object.keys(FIRST_AID_QUALIFICATIONS).sort());
});

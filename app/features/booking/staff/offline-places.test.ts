// Names for every seat (issue 21, M9): seats booked offline are places staff name, add and remove on the date's page;
// booked_seats stays their number; the date and run forms' 'Seats booked offline' adds or removes unnamed places only;
// the roster lists everyone, with counts that agree with the public 'seats left'. Before, the roster listed online
// learners only (a date with 14 seats sold offline read '0 learners').
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, availableDates, courseInstances, offlinePlaces, venues } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { bookAndPayThroughApi } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertBooking, insertCourse, insertInstance } from "#test/support/factories";
import { getTestDatabaseUrl } from "#test/support/test-database";
import { addDays, londonToday } from "#app/shared/dates";
import type { Roster, RosterDate } from "./staff-schema";
import type { OfflinePlaceView } from "./offline-places-schema";

const site = setUpTestApp({ admin: true });
const today = londonToday();
const db = () => site.app.ctx.db;

async function scene(date: { maxSeats?: number; bookedSeats?: number } = {}) {
  const course = await insertCourse(db(), { title: "SIA Door Supervisor", price: 24_900 });
  const day = await insertAvailableDate(db(), {
    courseId: course.id,
    date: addDays(today, 20),
    maxSeats: 6,
    bookedSeats: 2,
    ...date,
  });
  return { course, day };
}

const rosterOf = (id: string) => site.admin.get<Roster>(`/roster?availableDateId=${id}`);
const addPlace = (id: string, body: unknown) => site.admin.send("POST", `/dates/date/${id}/offline-places`, body);
const bookedSeatsOf = async (id: string) =>
  (await db().select().from(availableDates).where(eq(availableDates.id, id)))[0]!.bookedSeats;
async function publicSeatsLeft(courseId: string, id: string): Promise<number> {
  const response = await site.app.fetch(`/api/courses/${courseId}/available-dates`);
  const dates = (await response.json()) as { id: string; seatsLeft: number }[];
  return dates.find((date) => date.id === id)!.seatsLeft;
}

describe("places booked offline", () => {
  it("are named, added and removed, booked_seats following, and the roster lists everyone with the public's count", async () => {
    const { course, day } = await scene();
    const online = await bookAndPayThroughApi(site.app, {
      courseId: course.id,
      date: { availableDateId: day.id },
      paymentType: "full",
      paymentAmount: 24_900,
    });
    await insertBooking(db(), { courseId: course.id, availableDateId: day.id, status: "pending" });

    let roster = await rosterOf(day.id);
    expect(roster.learners.map((learner) => learner.id)).toEqual([online.id]);
    expect(roster.offlinePlaces).toHaveLength(2);
    expect(roster.offlinePlaces.every((place) => place.fullName === null)).toBe(true);
    expect(roster.seats).toEqual({ max: 6, online: 1, held: 1, offline: 2, waiting: 0, left: 2 });
    expect(roster.seats.left).toBe(await publicSeatsLeft(course.id, day.id));

    const [first] = roster.offlinePlaces;
    const named = await site.admin.send("PUT", `/offline-places/${first!.id}`, {
      fullName: "Dev Patel",
      email: "dev@example.com",
      phone: "07700 900321",
      note: "Invoice 1042",
    });
    expect(named.status).toBe(200);
    const added = await addPlace(day.id, { fullName: "Amy Chen", email: "", phone: "", note: "" });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ fullName: "Amy Chen", email: null });
    expect(await bookedSeatsOf(day.id)).toBe(3);

    roster = await rosterOf(day.id);
    expect(roster.offlinePlaces.map((place) => place.fullName)).toEqual(["Dev Patel", null, "Amy Chen"]);
    expect(roster.seats).toMatchObject({ offline: 3, left: 1 });
    expect(roster.seats.left).toBe(await publicSeatsLeft(course.id, day.id));
    const dates = await site.admin.get<RosterDate[]>("/roster/dates");
    expect(dates.find((date) => date.id === day.id)!.learners).toBe(4);

    const unnamed = roster.offlinePlaces.find((place) => place.fullName === null)!;
    expect((await site.admin.send("DELETE", `/offline-places/${unnamed.id}`)).status).toBe(204);
    expect(await bookedSeatsOf(day.id)).toBe(2);
    expect(await publicSeatsLeft(course.id, day.id)).toBe(2);

    const actions = (await db().select().from(auditLog)).map((row) => row.action).sort();
    expect(actions).toEqual(["offline-place.add", "offline-place.remove", "offline-place.update"]);
  });

  it("are refused beyond the date's seats with 409, and a bad e-mail with 400", async () => {
    const { day } = await scene({ maxSeats: 2, bookedSeats: 2 });
    const full = await addPlace(day.id, { fullName: "One Too Many" });
    expect(full.status).toBe(409);
    expect((await full.json()).message).toBe("This date is fully booked: raise its seats before adding a place.");
    const roster = await rosterOf(day.id);
    const bad = await site.admin.send("PUT", `/offline-places/${roster.offlinePlaces[0]!.id}`, {
      email: "not-an-email",
    });
    expect(bad.status).toBe(400);
    expect(await bookedSeatsOf(day.id)).toBe(2);
  });

  it("answer 404 for a place or date that does not exist", async () => {
    const nobody = "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11";
    expect((await site.admin.send("PUT", `/offline-places/${nobody}`, {})).status).toBe(404);
    expect((await site.admin.send("DELETE", `/offline-places/${nobody}`)).status).toBe(404);
    expect((await addPlace(nobody, {})).status).toBe(404);
    expect((await site.admin.send("POST", `/dates/other/${nobody}/offline-places`, {})).status).toBe(404);
  });
});

describe("the forms' 'Seats booked offline' number", () => {
  // The forms name a venue (issue 21): the academy's own.
  beforeEach(async () => {
    await db().insert(venues).values({ name: "Oxford", isAcademy: true }).onConflictDoNothing();
  });

  it("makes that many unnamed places for a new date, adds them when raised, and removes only unnamed ones", async () => {
    const course = await insertCourse(db(), { price: 24_900 });
    const created = await site.admin.send("POST", "/available-dates", {
      courseId: course.id,
      date: addDays(today, 30),
      maxSeats: 10,
      bookedSeats: 3,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await rosterOf(id)).offlinePlaces).toHaveLength(3);

    expect((await site.admin.send("PUT", `/available-dates/${id}`, { bookedSeats: 5 })).status).toBe(200);
    let places = (await rosterOf(id)).offlinePlaces;
    expect(places).toHaveLength(5);
    await site.admin.send("PUT", `/offline-places/${places[0]!.id}`, { fullName: "Dev Patel" });
    await site.admin.send("PUT", `/offline-places/${places[1]!.id}`, { note: "Paid by invoice" });

    expect((await site.admin.send("PUT", `/available-dates/${id}`, { bookedSeats: 2 })).status).toBe(200);
    places = (await rosterOf(id)).offlinePlaces;
    expect(places.map((place) => place.fullName ?? place.note)).toEqual(["Dev Patel", "Paid by invoice"]);

    const refused = await site.admin.send("PUT", `/available-dates/${id}`, { bookedSeats: 1 });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      "2 of this date's places booked offline have names or details: keep at least 2 seats booked offline, or remove those places on the date's page first.",
    );
    expect(await bookedSeatsOf(id)).toBe(2);
    expect(await db().select().from(offlinePlaces).where(eq(offlinePlaces.availableDateId, id))).toHaveLength(2);
  });

  it("works the same for a run, whose roster counts agree with the public's", async () => {
    const course = await insertCourse(db(), { price: 24_900 });
    const run = await insertInstance(db(), { courseId: course.id, startDate: addDays(today, 21), maxSeats: 16 });
    const response = await site.admin.send("PUT", `/course-instances/${run.id}`, { bookedSeats: 14 });
    expect(response.status, await response.clone().text()).toBe(200);
    const [row] = await db().select().from(courseInstances).where(eq(courseInstances.id, run.id));
    expect(row!.bookedSeats).toBe(14);
    const roster = await site.admin.get<Roster>(`/roster?instanceId=${run.id}`);
    expect(roster.offlinePlaces).toHaveLength(14);
    const listed = (await (await site.app.fetch(`/api/courses/${course.id}/instances`)).json()) as {
      id: string;
      seatsLeft: number;
    }[];
    expect(roster.seats.left).toBe(2);
    expect(listed.find((instance) => instance.id === run.id)!.seatsLeft).toBe(roster.seats.left);
  });
});

describe.runIf(await getTestDatabaseUrl())("places added at once (PostgreSQL)", () => {
  it("never take more seats than the date has", async () => {
    const { day } = await scene({ maxSeats: 5, bookedSeats: 2 });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => addPlace(day.id, { fullName: `Learner ${i}` }).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await bookedSeatsOf(day.id)).toBe(5);
    const places: OfflinePlaceView[] = (await rosterOf(day.id)).offlinePlaces;
    expect(places).toHaveLength(5);
  });
});

// Venues are records staff keep once (issue 21, H1): /api/admin/venues adds, lists, changes and deletes them, each
// change with its audit row, and a venue any date or run picks cannot be deleted.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, availableDates, courseInstances, venues } from "#db/schema";
import { fieldErrorsOf, insertAvailableDate, insertCourse, insertInstance, insertVenue } from "#test/support/factories";
import { setUpTestApp } from "#test/support/app-fixture";
import type { AdminVenue } from "./venue-schema";
import { answerOf } from "#test/support/answer";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

const auditOf = (recordId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, "venue"), eq(auditLog.recordId, recordId)));

const reading = {
  name: "Reading",
  address: "Reading Training Rooms, 10 Station Road, Reading RG1 1LG",
  directions: "Second floor; the lift is on the left.",
  mapUrl: "https://maps.example.com/reading",
};

describe("POST and GET /api/admin/venues", () => {
  it("adds a venue, logs who did it, and lists it with how many dates use it", async () => {
    const response = await site.admin.send("POST", "/venues", reading);
    expect(response.status).toBe(201);
    const created = (await response.json()) as AdminVenue;
    expect(created).toMatchObject({ ...reading, isAcademy: false, uses: 0, needsAddress: false });

    const course = await insertCourse(db());
    await insertAvailableDate(db(), { courseId: course.id, date: "2030-05-01", venueId: created.id });
    await insertInstance(db(), { courseId: course.id, startDate: "2030-06-03", venueId: created.id });
    const oxford = await insertVenue(db(), { name: "Oxford", isAcademy: true });
    const list = await site.admin.get<AdminVenue[]>("/venues");
    expect(list.map((venue) => [venue.name, venue.uses])).toEqual([
      ["Oxford", 0],
      ["Reading", 2],
    ]);
    expect(list[0]).toMatchObject({ id: oxford.id, isAcademy: true, needsAddress: false });

    const [logged] = await auditOf(created.id);
    expect(logged).toMatchObject({ action: "venue.create", summary: "Added venue Reading" });
    expect(logged!.actor).toMatch(/^admin/);
  });

  it("keeps no address for the academy's own premises: the settings give it", async () => {
    const response = await site.admin.send("POST", "/venues", { name: "Oxford", address: "typed", isAcademy: true });
    expect(await response.json()).toMatchObject({ address: "", isAcademy: true, needsAddress: false });
  });

  it("marks a venue that is not the academy's and has no address", async () => {
    const response = await site.admin.send("POST", "/venues", { name: "Swindon" });
    expect(await response.json()).toMatchObject({ address: "", needsAddress: true });
  });

  it.each([
    ["no name", { name: " " }, "name", "Name is required"],
    [
      "a map link that is not https",
      { mapUrl: "javascript:alert(1)" },
      "mapUrl",
      "Please enter a web address starting with https://",
    ],
    ["a name already taken, in any case", { name: "READING" }, "name", "A venue with this name already exists"],
    [
      "a second academy venue",
      { name: "Cowley", isAcademy: true },
      "isAcademy",
      "Oxford is already the academy's own premises",
    ],
  ])("refuses %s with a message on the field", async (_, change, field, message) => {
    await insertVenue(db(), { name: "Reading" });
    await insertVenue(db(), { name: "Oxford", isAcademy: true });
    const errors = await fieldErrorsOf(
      await site.admin.send("POST", "/venues", { ...reading, name: "Bracknell", ...change }),
    );
    expect(errors[field]).toEqual([message]);
    expect(await db().select().from(venues)).toHaveLength(2);
  });
});

describe("PUT /api/admin/venues/:id", () => {
  it("renames the venue of every date and run that picks it, and logs before and after", async () => {
    const venue = await insertVenue(db(), { name: "Reading" });
    const course = await insertCourse(db());
    await insertAvailableDate(db(), {
      courseId: course.id,
      date: "2030-05-01",
      venueId: venue.id,
      location: "Reading",
    });
    await insertInstance(db(), {
      courseId: course.id,
      startDate: "2030-06-03",
      venueId: venue.id,
      location: "Reading",
    });
    const response = await site.admin.send("PUT", `/venues/${venue.id}`, { name: "Reading Town Centre" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: "Reading Town Centre", address: venue.address, uses: 2 });
    expect((await db().select().from(availableDates))[0]!.location).toBe("Reading Town Centre");
    expect((await db().select().from(courseInstances))[0]!.location).toBe("Reading Town Centre");
    const [logged] = await auditOf(venue.id);
    expect(logged).toMatchObject({
      action: "venue.update",
      before: { name: "Reading" },
      after: { name: "Reading Town Centre" },
    });
  });

  it("answers 404 for an unknown venue", async () => {
    const response = await site.admin.send("PUT", `/venues/${UNKNOWN}`, reading);
    expect(await answerOf(response)).toEqual({ status: 404, body: { message: "Venue not found" } });
  });
});

describe("DELETE /api/admin/venues/:id", () => {
  it("refuses with 409 while a date or run uses the venue, and deletes it once none does", async () => {
    const venue = await insertVenue(db(), { name: "Reading" });
    const course = await insertCourse(db());
    const date = await insertAvailableDate(db(), { courseId: course.id, date: "2030-05-01", venueId: venue.id });
    const refused = await site.admin.send("DELETE", `/venues/${venue.id}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: "This venue is used by 1 course date. Choose another venue for it first.",
    });
    expect(await db().select().from(venues)).toHaveLength(1);

    await db().delete(availableDates).where(eq(availableDates.id, date.id));
    expect((await site.admin.send("DELETE", `/venues/${venue.id}`)).status).toBe(204);
    expect(await db().select().from(venues)).toEqual([]);
    expect((await auditOf(venue.id)).map((row) => row.action)).toEqual(["venue.delete"]);
  });

  it("answers 404 for an id that names nothing", async () => {
    expect((await site.admin.send("DELETE", "/venues/not-an-id")).status).toBe(404);
  });
});

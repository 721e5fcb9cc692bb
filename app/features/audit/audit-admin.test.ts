// Issue 21, "who did what": the log for staff, per record (by id or booking reference), per person, per member of
// staff and per London day, and as CSV.
import { describe, expect, it } from "vitest";
import { auditLog } from "#db/schema";
import { insertBooking, insertCourse, insertAvailableDate } from "#test/support/factories";
import { setUpTestApp } from "#test/support/app-fixture";
import type { AdminAuditEntry } from "./audit-schema";

const site = setUpTestApp({ admin: true });

async function scene() {
  const db = site.app.ctx.db;
  const course = await insertCourse(db, { title: "Close Protection" });
  const date = await insertAvailableDate(db, { courseId: course.id, date: "2030-02-03" });
  const mine = await insertBooking(db, {
    reference: "TV-AUDIT234",
    courseId: course.id,
    availableDateId: date.id,
    status: "confirmed",
    userDetails: {
      fullName: "Kim Lee",
      email: "kim@example.com",
      phone: "07700900111",
      address: "1 A St",
      postcode: "OX1 1AA",
    },
  });
  const theirs = await insertBooking(db, { courseId: course.id, availableDateId: date.id, status: "confirmed" });
  await site.admin.send("POST", `/bookings/${mine.id}/notes`, { body: "Kim asked for a receipt." });
  await site.admin.send("POST", `/bookings/${theirs.id}/notes`, { body: "Sam is vegetarian." });
  await site.admin.send("PUT", `/courses/${course.id}`, { price: 30_000 });
  return { course, mine, theirs };
}

const log = (query: string) => site.admin.get<AdminAuditEntry[]>(`/audit${query}`);

describe("the audit log for staff", () => {
  it("filters by record: an id, or a booking's reference in any case", async () => {
    const { mine, course } = await scene();
    const byReference = await log("?record=tv-audit234");
    expect(byReference.map((row) => row.summary)).toEqual(["Added an internal note to booking TV-AUDIT234"]);
    expect(await log(`?recordType=booking&record=${mine.id}`)).toEqual(byReference);
    expect((await log(`?recordType=course&record=${course.id}`)).map((row) => row.action)).toEqual(["course.update"]);
    expect(await log("?record=TV-NOBODY22")).toEqual([]);
  });

  it("filters by person: their own record and their bookings, nobody else's", async () => {
    const { mine } = await scene();
    const { id } = await site.admin.get<{ id: string }>(`/bookings/${mine.id}/person`);
    await site.admin.send("POST", `/people/${id}/notes`, { body: "Prefers e-mail." });
    const rows = await log(`?personId=${id}`);
    expect(rows.map((row) => row.summary).sort()).toEqual([
      "Added an internal note to booking TV-AUDIT234",
      "Added an internal note to kim@example.com",
    ]);
  });

  it("filters by member of staff and by London day, newest first", async () => {
    await scene();
    const all = await log("");
    expect(all.length).toBe(3);
    expect(all[0]!.action).toBe("course.update");
    const actor = all[0]!.actor;
    expect(await log(`?actor=${actor}`)).toHaveLength(3);
    expect(await log("?actor=somebody-else")).toEqual([]);
    await site.app.ctx.db.insert(auditLog).values({
      at: new Date("2030-06-30T23:30:00Z"), // 00:30 on 1 July in London
      actor,
      action: "course.update",
      recordType: "course",
      recordId: "x",
      summary: "Late at night",
    });
    expect((await log("?from=2030-07-01&to=2030-07-01")).map((row) => row.summary)).toEqual(["Late at night"]);
    expect(await log("?from=2030-06-30&to=2030-06-30")).toEqual([]);
  });

  it("exports the same rows as CSV, and refuses bad filters with a 400", async () => {
    const { mine } = await scene();
    const response = await site.admin.send("GET", `/audit.csv?recordType=booking&record=${mine.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe("When (London),Who,Action,Record type,Record id,What happened,Before,After");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("booking.note");
    expect(lines[1]).toContain('"{""note"":""Kim asked for a receipt.""}"');
    for (const bad of [
      "?recordType=spaceship",
      "?personId=nobody",
      "?from=2030-02-30",
      "?from=2030-02-02&to=2030-02-01",
    ]) {
      expect((await site.admin.send("GET", `/audit${bad}`)).status, bad).toBe(400);
    }
  });

  it("lists who has done anything, for the filter", async () => {
    await scene();
    const actors = await site.admin.get<string[]>("/audit/actors");
    expect(actors).toHaveLength(1);
    expect(actors[0]).toMatch(/^admin/);
  });
});

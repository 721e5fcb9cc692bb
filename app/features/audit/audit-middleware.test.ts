// Issue 21, "who did what": a staff edit of a course, a date and a booking leaves a row with what changed, as it was
// and as it is, whether or not the handler logs itself; a handler that does log itself is not logged twice.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, venues } from "#db/schema";
import { insertAvailableDate, insertBooking, insertCourse } from "#test/support/factories";
import { setUpTestApp } from "#test/support/app-fixture";

const site = setUpTestApp({ admin: true });

async function logOf(recordType: string, recordId: string) {
  return site.app.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, recordId)));
}

describe("every staff write is in the audit log", () => {
  it("a course's price edit: before and after hold the price, and nothing that did not change", async () => {
    const course = await insertCourse(site.app.ctx.db, { title: "Close Protection", price: 20_000 });
    const response = await site.admin.send("PUT", `/courses/${course.id}`, { price: 25_000 });
    expect(response.status).toBe(200);
    const [row, ...more] = await logOf("course", course.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      action: "course.update",
      before: { price: 20_000 },
      after: { price: 25_000 },
      summary: "Updated course Close Protection: price",
    });
    expect(row!.actor).toMatch(/^admin/);
    expect(row!.actorId).not.toBeNull();
  });

  it("a date's seats and notes: both fields, as they were and as they are", async () => {
    const course = await insertCourse(site.app.ctx.db);
    // A date is taught at a venue staff keep (issue 21).
    await site.app.ctx.db.insert(venues).values({ name: "Oxford", isAcademy: true }).onConflictDoNothing();
    const date = await insertAvailableDate(site.app.ctx.db, {
      courseId: course.id,
      date: "2030-05-01",
      maxSeats: 12,
      notes: null,
    });
    const body = { courseId: course.id, date: "2030-05-01", maxSeats: 10, notes: "Room 2" };
    const saved = await site.admin.send("PUT", `/available-dates/${date.id}`, body);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const [row] = await logOf("available-date", date.id);
    expect(row).toMatchObject({
      action: "available-date.update",
      before: { maxSeats: 12, notes: null },
      after: { maxSeats: 10, notes: "Room 2" },
    });
  });

  it("a booking's e-mail address changed by staff: the old address before, the new one after", async () => {
    const course = await insertCourse(site.app.ctx.db);
    const date = await insertAvailableDate(site.app.ctx.db, { courseId: course.id, date: "2030-06-01" });
    const booking = await insertBooking(site.app.ctx.db, {
      courseId: course.id,
      availableDateId: date.id,
      status: "confirmed",
    });
    const response = await site.admin.send("PUT", `/bookings/${booking.id}/email`, {
      email: "new.address@example.com",
    });
    expect(response.status).toBe(200);
    const rows = await logOf("booking", booking.id);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0]!.before)).toContain("sam@example.com");
    expect(JSON.stringify(rows[0]!.after)).toContain("new.address@example.com");
    expect(JSON.stringify(rows[0]!.after)).not.toContain("sam@example.com");
  });

  it("a course created and deleted: the new row after, then the old row before", async () => {
    const created = await site.admin.send("POST", "/courses", {
      slug: "audit-course",
      title: "Audit Course",
      price: 10_000,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await site.admin.send("DELETE", `/courses/${id}`)).status).toBe(204);
    const rows = await logOf("course", id);
    const byAction = Object.fromEntries(rows.map((row) => [row.action, row]));
    expect(byAction["course.create"]).toMatchObject({ before: null, after: { title: "Audit Course", price: 10_000 } });
    expect(byAction["course.delete"]).toMatchObject({ before: { title: "Audit Course" }, after: null });
    expect(byAction["course.delete"]!.summary).toBe("Deleted course Audit Course");
  });

  it("a refused write leaves nothing", async () => {
    const course = await insertCourse(site.app.ctx.db);
    expect((await site.admin.send("PUT", `/courses/${course.id}`, { price: -1 })).status).toBe(400);
    expect(await logOf("course", course.id)).toEqual([]);
  });

  it("the row is there as soon as the answer is", async () => {
    const course = await insertCourse(site.app.ctx.db);
    for (const price of [1_000, 2_000, 3_000]) {
      await site.admin.send("PUT", `/courses/${course.id}`, { price });
      expect((await logOf("course", course.id)).map((row) => row.after?.price)).toContain(price);
    }
  });
});

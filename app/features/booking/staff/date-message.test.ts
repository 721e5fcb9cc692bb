// Issue 21, "message a cohort": staff e-mail everyone booked on a date; each confirmed booking gets one copy, noted on
// its timeline; the action is logged; pressing Send twice (even at once) sends once.
import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, bookingEvents, bookings, emailOutbox } from "#db/schema";
import { insertAvailableDate, insertBooking, insertCourse, insertInstance } from "#test/support/factories";
import { setUpTestApp } from "#test/support/app-fixture";
import { messageStillTrue } from "../life-cycle/booking-messages.server";
import type { DateMessageAudience, DateMessageSent } from "./date-message-schema";

const site = setUpTestApp({ admin: true });

const person = (name: string) => ({
  fullName: name,
  email: `${name.split(" ")[0]!.toLowerCase()}@example.com`,
  phone: "07700900123",
  address: "1 High Street",
  postcode: "OX1 1AA",
});

async function cohort() {
  const db = site.app.ctx.db;
  const course = await insertCourse(db, { title: "Emergency First Aid at Work" });
  const date = await insertAvailableDate(db, { courseId: course.id, date: "2030-04-02" });
  const ann = await insertBooking(db, {
    courseId: course.id,
    availableDateId: date.id,
    status: "confirmed",
    userDetails: person("Ann Able"),
  });
  const ben = await insertBooking(db, {
    courseId: course.id,
    availableDateId: date.id,
    status: "confirmed",
    userDetails: person("Ben Brown"),
  });
  await insertBooking(db, { courseId: course.id, availableDateId: date.id, userDetails: person("Pat Pending") });
  await insertBooking(db, {
    courseId: course.id,
    availableDateId: date.id,
    status: "cancelled",
    userDetails: person("Cal Cancelled"),
  });
  return { course, date, ann, ben, path: `/dates/date/${date.id}/message` };
}

const message = (idempotencyKey = randomUUID()) => ({
  subject: "Room change on Tuesday",
  message: "We are in Room 2 this time.\n\nParking is behind the building.",
  idempotencyKey,
});

async function copiesOf(idempotencyKey: string) {
  return site.app.ctx.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.kind, `cohort-message:${idempotencyKey}`));
}

describe("e-mail everyone on a date", () => {
  it("says how many will receive it: the confirmed bookings only", async () => {
    const { path } = await cohort();
    expect(await site.admin.get<DateMessageAudience>(path)).toEqual({
      recipients: 2,
      courseTitle: "Emergency First Aid at Work",
      startDate: "2030-04-02",
    });
  });

  it("queues one copy per confirmed booking, each on its booking's timeline, and logs it", async () => {
    const { path, ann, ben, date } = await cohort();
    const body = message();
    const response = await site.admin.send("POST", path, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ sent: 2, alreadySent: false } satisfies DateMessageSent);
    const copies = await copiesOf(body.idempotencyKey);
    expect(copies.map((copy) => copy.toAddress).sort()).toEqual(["ann@example.com", "ben@example.com"]);
    expect(copies.map((copy) => copy.bookingId).sort()).toEqual([ann.id, ben.id].sort());
    for (const copy of copies) {
      expect(copy.subject).toBe("Room change on Tuesday");
      expect(copy.text).toContain("Parking is behind the building.");
      expect(copy.html).toContain("We are in Room 2 this time.");
    }
    const timeline = await site.app.ctx.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, ann.id), like(bookingEvents.text, "%Room change on Tuesday%")));
    expect(timeline).toHaveLength(1);
    const [logged, ...more] = await site.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, "available-date"), eq(auditLog.recordId, date.id)));
    expect(more).toEqual([]);
    expect(logged).toMatchObject({
      action: "date.message",
      after: { subject: "Room change on Tuesday", recipients: 2 },
    });
  });

  it("sends once when Send is pressed twice, one after the other or at the same moment", async () => {
    const { path } = await cohort();
    const body = message();
    const [first, second] = await Promise.all([
      site.admin.send("POST", path, body),
      site.admin.send("POST", path, body),
    ]);
    const answers = [(await first.json()) as DateMessageSent, (await second.json()) as DateMessageSent];
    expect(answers.map((answer) => answer.alreadySent).sort()).toEqual([false, true]);
    const third = (await (await site.admin.send("POST", path, body)).json()) as DateMessageSent;
    expect(third).toEqual({ sent: 2, alreadySent: true });
    expect(await copiesOf(body.idempotencyKey)).toHaveLength(2);
    // A new message (a new key) is a new send.
    const other = message();
    expect(await (await site.admin.send("POST", path, other)).json()).toEqual({ sent: 2, alreadySent: false });
  });

  it("is not sent to a learner cancelled after it was queued", async () => {
    const { ann, ben, path } = await cohort();
    const key = randomUUID();
    await site.admin.send("POST", path, message(key));
    await site.app.ctx.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, ben.id));
    const copies = await copiesOf(key);
    const stillTrue = await Promise.all(copies.map((row) => messageStillTrue(site.app.ctx.db, row)));
    expect(Object.fromEntries(copies.map((row, i) => [row.bookingId, stillTrue[i]]))).toEqual({
      [ann.id]: true,
      [ben.id]: false,
    });
  });

  it("works for a run (course instance) as for a date", async () => {
    const db = site.app.ctx.db;
    const course = await insertCourse(db);
    const instance = await insertInstance(db, { courseId: course.id, startDate: "2030-05-06" });
    await insertBooking(db, { courseId: course.id, instanceId: instance.id, status: "confirmed" });
    const response = await site.admin.send("POST", `/dates/instance/${instance.id}/message`, message());
    expect(await response.json()).toEqual({ sent: 1, alreadySent: false });
  });

  it("refuses a blank message, an unknown date, and a date nobody is booked on", async () => {
    const { path } = await cohort();
    expect((await site.admin.send("POST", path, { ...message(), subject: " " })).status).toBe(400);
    expect((await site.admin.send("POST", path, { ...message(), idempotencyKey: "twice" })).status).toBe(400);
    const unknown = `/dates/date/${randomUUID()}/message`;
    expect((await site.admin.send("POST", unknown, message())).status).toBe(404);
    expect((await site.admin.send("GET", `/dates/week/${randomUUID()}/message`)).status).toBe(404);
    const course = await insertCourse(site.app.ctx.db);
    const empty = await insertAvailableDate(site.app.ctx.db, { courseId: course.id, date: "2030-06-01" });
    const response = await site.admin.send("POST", `/dates/date/${empty.id}/message`, message());
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toMatch(/Nobody is booked/);
  });
});

import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { insertAvailableDate, insertCourse, insertInstance } from "#test/support/factories";
import { useTestDatabase } from "#test/support/test-database";
import type { Database } from "./db.server";
import { availableDates, bookings, courseInstances, courses, leads, posts, users } from "./schema";

let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

/** The PostgreSQL error code behind a failed Drizzle query. */
async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    return cause?.code ?? code;
  }
  return undefined;
}

describe("schema defaults (SPEC §3)", () => {
  it("gives a new course its defaults", async () => {
    const [course] = await db.insert(courses).values({ slug: "s", title: "T" }).returning();
    expect(course).toMatchObject({
      description: "",
      durationDays: 1,
      price: 0,
      prerequisites: [],
      includes: [],
      tags: [],
      syllabus: [],
      isActive: true,
    });
    expect(course!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(course!.createdAt).toBeInstanceOf(Date);
  });

  it("gives instances 16 seats, dates 12 seats in Oxford, both active with none booked", async () => {
    const course = await insertCourse(db);
    const [instance] = await db
      .insert(courseInstances)
      .values({ courseId: course.id, startDate: "2027-01-04", location: "Reading" })
      .returning();
    const [date] = await db.insert(availableDates).values({ courseId: course.id, date: "2027-01-05" }).returning();
    expect(instance).toMatchObject({ maxSeats: 16, bookedSeats: 0, status: "active", days: [], price: null });
    expect(date).toMatchObject({ maxSeats: 12, bookedSeats: 0, location: "Oxford", status: "active" });
  });

  it("gives leads status 'new', posts draft state and users the admin role", async () => {
    const [lead] = await db.insert(leads).values({ email: "a@example.com", source: "contact" }).returning();
    const [post] = await db.insert(posts).values({ slug: "p", title: "P", content: "C", author: "A" }).returning();
    const [user] = await db
      .insert(users)
      .values({ username: "u", email: "u@example.com", passwordHash: "x" })
      .returning();
    expect(lead!.status).toBe("new");
    expect(post).toMatchObject({ published: false, publishedAt: null, tags: [] });
    expect(user).toMatchObject({ role: "admin", isActive: true, lastLoginAt: null });
  });

  it("stamps updatedAt on update", async () => {
    const course = await insertCourse(db, { updatedAt: new Date("2020-01-01T00:00:00Z") });
    const [updated] = await db.update(courses).set({ title: "New" }).where(eq(courses.id, course.id)).returning();
    expect(updated!.updatedAt.getTime()).toBeGreaterThan(new Date("2020-01-02T00:00:00Z").getTime());
  });
});

describe("schema rules", () => {
  it("rejects a second course or post with the same slug", async () => {
    await insertCourse(db, { slug: "door-supervisor" });
    expect(await errorCode(insertCourse(db, { slug: "door-supervisor" }))).toBe("23505");
    await db.insert(posts).values({ slug: "a", title: "A", content: "C", author: "X" });
    expect(await errorCode(db.insert(posts).values({ slug: "a", title: "B", content: "C", author: "X" }))).toBe(
      "23505",
    );
  });

  it("rejects negative prices and seats, and unknown statuses", async () => {
    expect(await errorCode(insertCourse(db, { price: -1 }))).toBe("23514");
    const course = await insertCourse(db);
    expect(await errorCode(insertAvailableDate(db, { courseId: course.id, date: "2027-01-01", maxSeats: -3 }))).toBe(
      "23514",
    );
    expect(await errorCode(insertAvailableDate(db, { courseId: course.id, date: "2027-01-01", status: "maybe" }))).toBe(
      "23514",
    );
  });

  it("removes a course's available dates and instances with the course", async () => {
    const course = await insertCourse(db);
    await insertAvailableDate(db, { courseId: course.id, date: "2027-02-01" });
    await insertInstance(db, { courseId: course.id, startDate: "2027-02-08" });
    await db.delete(courses).where(eq(courses.id, course.id));
    expect(await db.select().from(availableDates)).toEqual([]);
    expect(await db.select().from(courseInstances)).toEqual([]);
  });

  it("requires a booking to name exactly one date, a first payment, and a price of at least nothing", async () => {
    const course = await insertCourse(db);
    const date = await insertAvailableDate(db, { courseId: course.id, date: "2027-03-01" });
    const instance = await insertInstance(db, { courseId: course.id, startDate: "2027-03-02" });
    const base = {
      courseId: course.id,
      userDetails: {
        fullName: "A B",
        email: "a@example.com",
        phone: "07700900123",
        address: "1 High St",
        postcode: "OX1 1AA",
      },
      paymentType: "full",
      paymentAmount: 20_000,
      totalPrice: 20_000,
    };
    let n = 0;
    const booking = (extra: object) => db.insert(bookings).values({ ...base, reference: `R${++n}`, ...extra });
    expect(await errorCode(booking({}))).toBe("23514");
    expect(await errorCode(booking({ availableDateId: date.id, instanceId: instance.id }))).toBe("23514");
    expect(await errorCode(booking({ availableDateId: date.id, paymentAmount: 0 }))).toBe("23514");
    expect(await errorCode(booking({ availableDateId: date.id, totalPrice: -1 }))).toBe("23514");
    expect(await errorCode(booking({ availableDateId: date.id }))).toBeUndefined();
    const [saved] = await db.select().from(bookings);
    expect(saved!.status).toBe("pending");
  });
});

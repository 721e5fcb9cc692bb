// Edits through PUT: a field the body leaves out keeps its stored value, and
// every record the seed writes can be saved back unchanged.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availableDates, courseInstances, courses, posts } from "#db/schema";
import { seedDatabase } from "#db/seed/seed.server";
import { insertAvailableDate, insertCourse, insertInstance, insertVenue } from "#test/support/factories";
import { setUpTestApp } from "#test/support/app-fixture";

const site = setUpTestApp({ admin: true });

describe("PUT keeps the fields a body leaves out", () => {
  it("a course edited with only the dialog's fields keeps its lists, syllabus and inactive state", async () => {
    // What the dialog does not send, and the edit must keep.
    const kept = {
      tags: ["Most Popular"],
      includes: ["Exam fees"],
      prerequisites: ["EFAW"],
      syllabus: [{ topic: "Law", content: ["Licensing"] }],
      assessmentMethod: "Exams",
      isActive: false,
      siaLicenceLinked: true,
      needsFirstAidCertificate: true,
    };
    const course = await insertCourse(site.app.ctx.db, kept);
    const dialog = {
      title: "Renamed",
      slug: course.slug,
      description: "New",
      durationDays: 3,
      price: 1_000,
      awardingBody: "Highfield",
    };
    expect((await site.admin.send("PUT", `/courses/${course.id}`, dialog)).status).toBe(200);
    const [stored] = await site.app.ctx.db.select().from(courses).where(eq(courses.id, course.id));
    expect(stored).toMatchObject({ ...dialog, ...kept });
  });

  it("an instance edited with SPEC §7's fields keeps its status, price and offline seats", async () => {
    // The location names a venue (issue 21).
    await insertVenue(site.app.ctx.db, { name: "Reading" });
    const course = await insertCourse(site.app.ctx.db);
    const instance = await insertInstance(site.app.ctx.db, {
      courseId: course.id,
      startDate: "2030-03-04",
      status: "full",
      price: 22_000,
      bookedSeats: 5,
    });
    const body = {
      courseId: course.id,
      startDate: "2030-03-11",
      endDate: null,
      location: "Reading",
      maxSeats: 14,
      days: ["Mon"],
      bookUrl: null,
    };
    expect((await site.admin.send("PUT", `/course-instances/${instance.id}`, body)).status).toBe(200);
    const [stored] = await site.app.ctx.db.select().from(courseInstances).where(eq(courseInstances.id, instance.id));
    // Its end date is its last course day (issue 21): the course's two Mondays.
    expect(stored).toMatchObject({ ...body, endDate: "2030-03-18", status: "full", price: 22_000, bookedSeats: 5 });
  });

  it("an available date edited without bookedSeats keeps its offline seats; null clears the notes", async () => {
    await insertVenue(site.app.ctx.db, { name: "Oxford", isAcademy: true });
    const course = await insertCourse(site.app.ctx.db);
    const date = await insertAvailableDate(site.app.ctx.db, {
      courseId: course.id,
      date: "2030-05-01",
      bookedSeats: 4,
      notes: "Evening",
    });
    const body = {
      courseId: course.id,
      date: "2030-05-02",
      maxSeats: 12,
      location: "Oxford",
      status: "active",
      notes: null,
    };
    expect((await site.admin.send("PUT", `/available-dates/${date.id}`, body)).status).toBe(200);
    const [stored] = await site.app.ctx.db.select().from(availableDates).where(eq(availableDates.id, date.id));
    expect(stored).toMatchObject({ date: "2030-05-02", bookedSeats: 4, notes: null });
  });

  it("a body that is not an object is refused", async () => {
    const course = await insertCourse(site.app.ctx.db);
    const response = await site.admin.send("PUT", `/courses/${course.id}`, ["title"]);
    expect(response.status).toBe(400);
  });
});

describe("the seed content", () => {
  it("saves back unchanged through every admin PUT", async () => {
    await seedDatabase(site.app.ctx.db, { author: "Academy" });
    const before = {
      courses: await site.app.ctx.db.select().from(courses),
      instances: await site.app.ctx.db.select().from(courseInstances),
      dates: await site.app.ctx.db.select().from(availableDates),
      posts: await site.app.ctx.db.select().from(posts),
    };
    const resave = async (path: string, ids: { id: string }[]) => {
      for (const { id } of ids) {
        const response = await site.admin.send("PUT", `${path}/${id}`, {});
        expect(response.status, `${path}/${id}: ${await response.clone().text()}`).toBe(200);
      }
    };
    await resave("/courses", before.courses);
    await resave("/course-instances", before.instances);
    await resave("/available-dates", before.dates);
    await resave("/posts", before.posts);

    const strip = <T extends { updatedAt: Date }>(rows: T[]) =>
      rows
        .map(({ updatedAt: _updatedAt, ...row }) => row)
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    expect(strip(await site.app.ctx.db.select().from(courses))).toEqual(strip(before.courses));
    expect(strip(await site.app.ctx.db.select().from(courseInstances))).toEqual(strip(before.instances));
    expect(strip(await site.app.ctx.db.select().from(availableDates))).toEqual(strip(before.dates));
    expect(strip(await site.app.ctx.db.select().from(posts))).toEqual(strip(before.posts));
  });
});

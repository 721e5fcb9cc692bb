import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availableDates, courseInstances, courses, leads } from "#db/schema";
import {
  fieldErrorsOf,
  insertLead,
  insertAvailableDate,
  insertBooking,
  insertCourse,
  insertInstance,
} from "#test/support/factories";
import type { AdminCourse } from "../staff-schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { answerOf } from "#test/support/answer";

const site = setUpTestApp({ admin: true });

const countCourses = async () => (await site.app.ctx.db.select().from(courses)).length;

const fullCourse = {
  slug: "door-supervisor",
  title: "SIA Door Supervisor",
  description: "Six days of training.",
  durationDays: 6,
  price: 24_900,
  prerequisites: ["EFAW certificate"],
  includes: ["Course materials", "Exam fees"],
  tags: ["Most Popular"],
  awardingBody: "Highfield",
  syllabus: [{ topic: "Conflict management", content: ["Recognising escalation", "Calming techniques"] }],
  assessmentMethod: "Multiple-choice exams and a practical assessment",
  isActive: true,
  siaLicenceLinked: true,
  needsFirstAidCertificate: true,
};

describe("GET /api/admin/courses", () => {
  it("lists every course, inactive ones included", async () => {
    await insertCourse(site.app.ctx.db, { title: "Active" });
    await insertCourse(site.app.ctx.db, { title: "Retired", isActive: false });
    const list = await site.admin.get<AdminCourse[]>("/courses");
    expect(list.map((course) => [course.title, course.isActive])).toEqual([
      ["Active", true],
      ["Retired", false],
    ]);
  });
});

describe("POST /api/admin/courses", () => {
  it("creates a course with every field of SPEC §3", async () => {
    const response = await site.admin.send("POST", "/courses", fullCourse);
    expect(response.status).toBe(201);
    const created = (await response.json()) as AdminCourse;
    expect(created).toMatchObject(fullCourse);
    const [stored] = await site.app.ctx.db.select().from(courses).where(eq(courses.id, created.id));
    expect(stored).toMatchObject(fullCourse);
  });

  it("fills the spec's defaults: 1 day, 0 pence, active, empty lists", async () => {
    const response = await site.admin.send("POST", "/courses", { slug: "short", title: "Short" });
    expect(await response.json()).toMatchObject({
      durationDays: 1,
      price: 0,
      isActive: true,
      siaLicenceLinked: false,
      needsFirstAidCertificate: false,
      prerequisites: [],
      includes: [],
      tags: [],
      syllabus: [],
      description: "",
      awardingBody: null,
      assessmentMethod: null,
    });
  });

  it.each([
    ["an empty slug", { ...fullCourse, slug: "" }, "slug", "Slug is required"],
    [
      "a slug with capitals and spaces",
      { ...fullCourse, slug: "Door Supervisor" },
      "slug",
      "Slug must contain only lowercase letters, numbers, and hyphens",
    ],
    ["a blank title", { ...fullCourse, title: "  " }, "title", "Title is required"],
    ["no title", { ...fullCourse, title: undefined }, "title", "Title is required"],
    ["a negative price", { ...fullCourse, price: -1 }, "price", "Price cannot be negative"],
    ["a price in fractions of a penny", { ...fullCourse, price: 99.5 }, "price", "Price must be a whole number"],
    ["zero days", { ...fullCourse, durationDays: 0 }, "durationDays", "Duration must be at least 1"],
    [
      "a topic without a name",
      { ...fullCourse, syllabus: [{ topic: "", content: [] }] },
      "syllabus.0.topic",
      "Topic is required",
    ],
    ["tags as text", { ...fullCourse, tags: "Most Popular" }, "tags", "Invalid input: expected array, received string"],
  ])("refuses %s and writes nothing", async (_label, body, field, message) => {
    const errors = await fieldErrorsOf(await site.admin.send("POST", "/courses", body));
    expect(errors[field]).toEqual([message]);
    expect(await countCourses()).toBe(0);
  });

  it("refuses a slug another course has", async () => {
    await insertCourse(site.app.ctx.db, { slug: "door-supervisor" });
    const errors = await fieldErrorsOf(await site.admin.send("POST", "/courses", fullCourse));
    expect(errors).toEqual({ slug: ["A course with this slug already exists"] });
    expect(await countCourses()).toBe(1);
  });

  it("gives two racing creates of one slug one course and the slug message, not a 500", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => site.admin.send("POST", "/courses", fullCourse)));
    const statuses = answers.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 400, 400]);
    for (const response of answers.filter((r) => r.status === 400)) {
      expect((await fieldErrorsOf(response)).slug).toEqual(["A course with this slug already exists"]);
    }
    expect(await countCourses()).toBe(1);
  });
});

describe("PUT /api/admin/courses/:id", () => {
  it("updates every field and can deactivate the course", async () => {
    const course = await insertCourse(site.app.ctx.db, { slug: "old-slug" });
    const response = await site.admin.send("PUT", `/courses/${course.id}`, { ...fullCourse, isActive: false });
    expect(response.status).toBe(200);
    const [stored] = await site.app.ctx.db.select().from(courses).where(eq(courses.id, course.id));
    expect(stored).toMatchObject({ ...fullCourse, isActive: false });
  });

  it("keeps its own slug, and refuses another course's", async () => {
    const course = await insertCourse(site.app.ctx.db, { slug: "mine" });
    await insertCourse(site.app.ctx.db, { slug: "theirs" });
    expect((await site.admin.send("PUT", `/courses/${course.id}`, { ...fullCourse, slug: "mine" })).status).toBe(200);
    const errors = await fieldErrorsOf(
      await site.admin.send("PUT", `/courses/${course.id}`, { ...fullCourse, slug: "theirs" }),
    );
    expect(errors.slug).toEqual(["A course with this slug already exists"]);
    const [stored] = await site.app.ctx.db.select().from(courses).where(eq(courses.id, course.id));
    expect(stored!.slug).toBe("mine");
  });

  it("validates before writing", async () => {
    const course = await insertCourse(site.app.ctx.db, { title: "Kept" });
    const errors = await fieldErrorsOf(
      await site.admin.send("PUT", `/courses/${course.id}`, { ...fullCourse, title: "" }),
    );
    expect(errors.title).toEqual(["Title is required"]);
    const [stored] = await site.app.ctx.db.select().from(courses).where(eq(courses.id, course.id));
    expect(stored).toEqual(course);
  });

  it.each(["00000000-0000-4000-8000-000000000000", "not-a-uuid"])("answers 404 JSON for course %s", async (id) => {
    const response = await site.admin.send("PUT", `/courses/${id}`, fullCourse);
    expect(await answerOf(response)).toEqual({ status: 404, body: { message: "Course not found" } });
  });
});

describe("DELETE /api/admin/courses/:id", () => {
  it("deletes the course with its dates and instances, and unlinks its leads", async () => {
    const course = await insertCourse(site.app.ctx.db);
    const other = await insertCourse(site.app.ctx.db);
    await insertAvailableDate(site.app.ctx.db, { courseId: course.id, date: "2030-01-10" });
    await insertInstance(site.app.ctx.db, { courseId: course.id, startDate: "2030-01-10" });
    const otherDate = await insertAvailableDate(site.app.ctx.db, { courseId: other.id, date: "2030-01-10" });
    const lead = await insertLead(site.app.ctx.db, { selectedCourseId: course.id });

    const response = await site.admin.send("DELETE", `/courses/${course.id}`);
    expect(response.status).toBe(204);
    expect((await site.app.ctx.db.select().from(courses)).map((c) => c.id)).toEqual([other.id]);
    expect((await site.app.ctx.db.select().from(availableDates)).map((d) => d.id)).toEqual([otherDate.id]);
    expect(await site.app.ctx.db.select().from(courseInstances)).toEqual([]);
    const [storedLead] = await site.app.ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(storedLead!.selectedCourseId).toBeNull();
  });

  it("refuses with 409 when any booking, even a cancelled one, names the course", async () => {
    const course = await insertCourse(site.app.ctx.db);
    const date = await insertAvailableDate(site.app.ctx.db, { courseId: course.id, date: "2030-01-10" });
    await insertBooking(site.app.ctx.db, { courseId: course.id, availableDateId: date.id, status: "cancelled" });

    const response = await site.admin.send("DELETE", `/courses/${course.id}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "This course has bookings. Deactivate it instead." });
    expect(await countCourses()).toBe(1);
    expect(await site.app.ctx.db.select().from(availableDates)).toHaveLength(1);
  });

  it("answers 404 for an unknown course", async () => {
    expect((await site.admin.send("DELETE", "/courses/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});

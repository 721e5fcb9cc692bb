import { describe, expect, it } from "vitest";
import { insertCourse } from "#test/support/factories";
import { setUpTestApp } from "#test/support/app-fixture";

const site = setUpTestApp();

describe("GET /api/courses", () => {
  it("lists active courses in the order they were created, without inactive ones", async () => {
    const db = site.app.ctx.db;
    await insertCourse(db, { slug: "first", title: "First", createdAt: new Date("2026-01-01T10:00:00Z") });
    await insertCourse(db, { slug: "hidden", title: "Hidden", isActive: false });
    await insertCourse(db, { slug: "second", title: "Second", createdAt: new Date("2026-01-02T10:00:00Z") });

    const response = await site.app.fetch("/api/courses");

    expect(response.status).toBe(200);
    const body = (await response.json()) as { slug: string; price: number; includes: string[] }[];
    expect(body.map((course) => course.slug)).toEqual(["first", "second"]);
    expect(body[0]).toMatchObject({ price: 20_000, includes: [] });
  });

  it("answers an empty list when there are no courses", async () => {
    const response = await site.app.fetch("/api/courses");
    expect(await response.json()).toEqual([]);
  });
});

describe("GET /api/courses/:id", () => {
  it("returns one active course", async () => {
    const course = await insertCourse(site.app.ctx.db, { title: "Door Supervisor", price: 24_900 });
    const response = await site.app.fetch(`/api/courses/${course.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: course.id, title: "Door Supervisor", price: 24_900 });
  });

  it.each([
    ["an unknown id", "7b8f3c1e-2f7d-4a4b-9a51-0d7a1c0e9f11"],
    ["a malformed id", "not-a-uuid"],
    ["a SQL-looking id", "1' or '1'='1"],
  ])("answers 404 JSON for %s", async (_label, id) => {
    const response = await site.app.fetch(`/api/courses/${encodeURIComponent(id)}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: "Course not found" });
  });

  it("does not show an inactive course", async () => {
    const course = await insertCourse(site.app.ctx.db, { isActive: false });
    const response = await site.app.fetch(`/api/courses/${course.id}`);
    expect(response.status).toBe(404);
  });
});

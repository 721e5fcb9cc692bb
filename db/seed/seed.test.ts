import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#test/support/test-database";
import type { Database } from "../db.server";
import { availableDates, courseInstances, courses, posts } from "../schema";
import { daysBetween } from "#app/shared/dates";
import { seedIfEmpty } from "./seed.server";

let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

const NOW = new Date("2026-11-22T10:00:00Z");
const TODAY = "2026-11-22";

describe("seedIfEmpty", () => {
  it("seeds the five courses with realistic prices", async () => {
    expect(await seedIfEmpty(db, { now: NOW, author: "Academy" })).toBe(true);
    const rows = await db.select().from(courses);
    expect(rows.map((c) => c.slug).sort()).toEqual(
      ["cctv-pss", "door-supervisor", "efaw", "security-officer", "top-up-door-supervisor"].sort(),
    );
    const price = (slug: string) => rows.find((c) => c.slug === slug)!.price;
    expect(price("door-supervisor")).toBeGreaterThan(15_000);
    expect(price("efaw")).toBeLessThanOrEqual(15_000);
    for (const course of rows) {
      expect(course.description.length).toBeGreaterThan(50);
      expect(course.includes.length).toBeGreaterThan(0);
      expect(course.syllabus.length).toBeGreaterThan(0);
      expect(course.awardingBody).toBeTruthy();
      expect(course.assessmentMethod).toBeTruthy();
    }
    const tags = rows.flatMap((c) => c.tags);
    expect(tags).toEqual(expect.arrayContaining(["Most Popular", "Central", "Prerequisite"]));
  });

  it("flags the SIA licence-linked courses and those that need a first aid certificate (issue 13)", async () => {
    await seedIfEmpty(db, { now: NOW, author: "Academy" });
    const rows = await db.select().from(courses);
    const flagged = (flag: "siaLicenceLinked" | "needsFirstAidCertificate") =>
      rows
        .filter((course) => course[flag])
        .map((course) => course.slug)
        .sort();
    expect(flagged("siaLicenceLinked")).toEqual([
      "cctv-pss",
      "door-supervisor",
      "security-officer",
      "top-up-door-supervisor",
    ]);
    expect(flagged("needsFirstAidCertificate")).toEqual([
      "door-supervisor",
      "security-officer",
      "top-up-door-supervisor",
    ]);
  });

  it("spreads dates over the coming months, some within 7 days, one nearly full and one full", async () => {
    await seedIfEmpty(db, { now: NOW, author: "Academy" });
    const instances = await db.select().from(courseInstances);
    const dates = await db.select().from(availableDates);
    const starts = [...instances.map((i) => i.startDate), ...dates.map((d) => d.date)];
    expect(starts.every((start) => daysBetween(TODAY, start) > 0)).toBe(true);
    expect(starts.some((start) => daysBetween(TODAY, start) <= 7)).toBe(true);
    expect(starts.some((start) => daysBetween(TODAY, start) > 90)).toBe(true);
    const seats = [...instances, ...dates];
    expect(seats.some((s) => s.bookedSeats >= s.maxSeats)).toBe(true);
    expect(seats.some((s) => s.maxSeats - s.bookedSeats > 0 && s.maxSeats - s.bookedSeats <= 2)).toBe(true);
    expect(new Set(instances.map((i) => i.courseId)).size).toBe(5);
  });

  it("writes three published articles and one draft by the academy", async () => {
    await seedIfEmpty(db, { now: NOW, author: "Thames Valley Academy" });
    const rows = await db.select().from(posts);
    expect(rows.filter((p) => p.published)).toHaveLength(3);
    expect(rows.filter((p) => !p.published)).toHaveLength(1);
    expect(rows.every((p) => p.author === "Thames Valley Academy")).toBe(true);
    expect(rows.filter((p) => p.published).every((p) => p.publishedAt instanceof Date)).toBe(true);
    expect(rows.every((p) => /^[a-z0-9-]+$/.test(p.slug))).toBe(true);
  });

  it("leaves a database that already has courses alone", async () => {
    await seedIfEmpty(db, { now: NOW, author: "Academy" });
    expect(await seedIfEmpty(db, { now: NOW, author: "Academy" })).toBe(false);
    expect(await db.select().from(courses)).toHaveLength(5);
    expect(await db.select().from(posts)).toHaveLength(4);
  });
});

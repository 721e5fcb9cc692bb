import { beforeEach, describe, expect, it } from "vitest";
import { useTestDatabase } from "#test/support/test-database";
import type { Database } from "../db.server";
import { availableDates, courseInstances, courses, posts, venues } from "../schema";
import { daysBetween, weekdayOf } from "#app/shared/dates";
import { bankHolidaysFor } from "#app/shared/bank-holidays.server";
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

  it("gives every date and run a venue: the academy's Oxford, and Reading and Bracknell with their own address (issue 21, H1)", async () => {
    await seedIfEmpty(db, { now: NOW, author: "Academy" });
    const places = await db.select().from(venues);
    const byName = new Map(places.map((venue) => [venue.name, venue]));
    expect(byName.get("Oxford")).toMatchObject({ isAcademy: true, address: "" });
    expect(byName.get("Reading")).toMatchObject({ isAcademy: false });
    expect(byName.get("Reading")!.address).toMatch(/Reading RG\d \d[A-Z]{2}$/);
    expect(byName.get("Reading")!.directions).toBeTruthy();
    const rows = [...(await db.select().from(courseInstances)), ...(await db.select().from(availableDates))];
    for (const row of rows) {
      const venue = places.find((place) => place.id === row.venueId);
      expect(venue, `${row.location} has a venue`).toBeDefined();
      expect(row.location).toBe(venue!.name);
      expect(venue!.isAcademy || venue!.address.length > 0).toBe(true);
    }
    expect(new Set(rows.map((row) => row.location))).toEqual(new Set(["Oxford", "Reading", "Bracknell"]));
  });

  it("uses the academy's venue that migration 0018 made rather than adding another", async () => {
    const [made] = await db.insert(venues).values({ name: "Oxford", isAcademy: true }).returning();
    await seedIfEmpty(db, { now: NOW, author: "Academy" });
    expect((await db.select().from(venues)).filter((venue) => venue.isAcademy)).toEqual([made]);
  });

  // Around Christmas and New Year, at Easter and over the summer bank holiday (the walkthrough's L15 timetable ran
  // over Monday 28 December 2026 and New Year's Day), checked against the same bank-holiday data staff are warned by.
  it.each([["2026-11-22T10:00:00Z"], ["2027-02-20T10:00:00Z"], ["2027-07-20T10:00:00Z"], ["2026-04-20T10:00:00Z"]])(
    "seeds from %s a timetable with no Sunday and no bank holiday, each row's days stored (issue 21, L15)",
    async (now) => {
      await seedIfEmpty(db, { now: new Date(now), author: "Academy" });
      const instances = await db.select().from(courseInstances);
      const dates = await db.select().from(availableDates);
      const lengths = new Map((await db.select().from(courses)).map((course) => [course.id, course.durationDays]));
      const allDays = [...instances, ...dates].flatMap((row) => row.courseDays);
      const holidays = bankHolidaysFor(allDays);
      expect(allDays.filter((day) => weekdayOf(day) === 0)).toEqual([]);
      expect(allDays.filter((day) => holidays.has(day))).toEqual([]);
      for (const run of instances) {
        expect(run.courseDays).toHaveLength(lengths.get(run.courseId)!);
        expect([run.startDate, run.endDate]).toEqual([run.courseDays[0], run.courseDays.at(-1)]);
      }
      for (const date of dates) {
        expect(date.courseDays).toHaveLength(lengths.get(date.courseId)!);
        expect(date.courseDays[0]).toBe(date.date);
      }
    },
  );
});

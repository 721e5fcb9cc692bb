// The catalogue cache against a real database: a write by any process (here a
// second connection pool, as a second server process would have) empties it,
// through the trigger of migration 0004 and LISTEN/NOTIFY.
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/db.server";
import { courses } from "#db/schema";
import { insertAvailableDate, insertBooking, insertCourse } from "#test/support/factories";
import { getTestDatabaseUrl, useTestDatabase as emptiedTestDatabase } from "#test/support/test-database";
import { addDays, londonToday } from "#app/shared/dates";
import { CatalogueCache, listenForCatalogueChanges } from "./catalogue-cache.server";
import { catalogueReads } from "./catalogue-reads.server";

const quietLogger = { info: () => {}, warn: () => {} };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()!();
});

/** This process's cache, listening, and a second process's connection to the same database. */
async function twoProcesses() {
  const database = await emptiedTestDatabase();
  const cache = new CatalogueCache({ ttlMs: 60_000 });
  const stop = await listenForCatalogueChanges(database, cache, quietLogger);
  cleanups.push(stop);
  await vi.waitFor(() => expect(cache.listening).toBe(true));
  const url = await getTestDatabaseUrl();
  let other: DatabaseHandle = database;
  if (url) {
    other = await openDatabase({ databaseUrl: url, poolSize: 2 });
    cleanups.push(() => other.close());
  }
  return { database, cache, reads: catalogueReads(database.db, cache), other };
}

describe("catalogue cache and database changes", () => {
  it("serves a course list from memory until another process changes a course", async () => {
    const { database, reads, other } = await twoProcesses();
    const course = await insertCourse(database.db, { title: "Before" });
    await vi.waitFor(async () => expect((await reads.courses()).value.map((c) => c.title)).toEqual(["Before"]));

    // A change the trigger does not see (no write) would be invisible: the list really comes from memory.
    const first = await reads.courses();
    expect(await reads.courses()).toBe(first);

    await other.db.update(courses).set({ title: "After" }).where(eq(courses.id, course.id));
    await vi.waitFor(async () => expect((await reads.courses()).value.map((c) => c.title)).toEqual(["After"]));
  });

  it("shows the seats a booking made by another process takes", async () => {
    const { database, reads, other } = await twoProcesses();
    const course = await insertCourse(database.db);
    const date = await insertAvailableDate(database.db, {
      courseId: course.id,
      date: addDays(londonToday(), 30),
      maxSeats: 4,
    });
    const seatsLeft = async () => (await reads.availableDates(course.id)).value.map((d) => d.seatsLeft);
    await vi.waitFor(async () => expect(await seatsLeft()).toEqual([4]));

    await insertBooking(other.db, { courseId: course.id, availableDateId: date.id, status: "confirmed" });
    await vi.waitFor(async () => expect(await seatsLeft()).toEqual([3]));
  });

  it("says nothing for a write that rolls back", async () => {
    const { database, cache, reads, other } = await twoProcesses();
    const invalidate = vi.spyOn(cache, "invalidate");
    await insertCourse(database.db, { title: "Kept" });
    // The insert's own notification must have arrived before counting: on PostgreSQL it can land after the read.
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalled());
    await vi.waitFor(async () => expect((await reads.courses()).value.map((c) => c.title)).toEqual(["Kept"]));
    invalidate.mockClear();

    await expect(
      other.db.transaction(async (tx) => {
        await tx.update(courses).set({ title: "Discarded" });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    // A committed write after it: its notification arrives, the rolled-back one never did.
    await other.db.execute(sql`update ${courses} set description = 'Changed'`);
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalled());
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect((await reads.courses()).value.map((c) => c.title)).toEqual(["Kept"]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("catalogue cache when the listening connection is lost", () => {
  it("reads the database every time until it listens again, then caches again", async () => {
    const { database, cache, reads, other } = await twoProcesses();
    await insertCourse(database.db, { title: "Before" });
    await vi.waitFor(async () => expect((await reads.courses()).value.map((c) => c.title)).toEqual(["Before"]));

    await other.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'",
    );
    await vi.waitFor(() => expect(cache.listening).toBe(false));
    // Nothing is cached while deaf, so a change made now is seen even though no notification can arrive.
    await other.db.update(courses).set({ title: "While deaf" });
    expect((await reads.courses()).value.map((c) => c.title)).toEqual(["While deaf"]);

    await vi.waitFor(() => expect(cache.listening).toBe(true), { timeout: 5_000 });
    const cached = await reads.courses();
    expect(await reads.courses()).toBe(cached);
  });
});

import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { availableDates, courses } from "#db/schema";
import type { DatabaseHandle } from "#db/db.server";
import { insertCourse } from "#test/support/factories";
import { useTestDatabase } from "#test/support/test-database";
import { isForeignKeyViolation, isUniqueViolation, parseId } from "./route-helpers.server";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await useTestDatabase();
});
beforeEach(() => useTestDatabase());

async function failureOf(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error("the write succeeded");
}

describe("database error codes, through Drizzle, on this driver", () => {
  it("recognises a unique violation (the slug race)", async () => {
    await insertCourse(database.db, { slug: "taken" });
    const error = await failureOf(() => database.db.insert(courses).values({ slug: "taken", title: "Again" }));
    expect(isUniqueViolation(error)).toBe(true);
    expect(isForeignKeyViolation(error)).toBe(false);
  });

  it("recognises a foreign-key violation (a course deleted meanwhile)", async () => {
    const error = await failureOf(() =>
      database.db
        .insert(availableDates)
        .values({ courseId: "00000000-0000-4000-8000-000000000000", date: "2030-01-01" }),
    );
    expect(isForeignKeyViolation(error)).toBe(true);
    expect(isUniqueViolation(error)).toBe(false);
  });

  it("ignores other errors", () => {
    expect(isUniqueViolation(new Error("boom"))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});

describe("parseId", () => {
  it.each([undefined, "", "42", "not-a-uuid", "00000000-0000-4000-8000-00000000000"])("answers 404 for %j", (id) => {
    expect(() => parseId(id, "Lead")).toThrow(expect.objectContaining({ status: 404, message: "Lead not found" }));
  });
  it("passes a uuid through", () => {
    expect(parseId("00000000-0000-4000-8000-000000000000", "Lead")).toBe("00000000-0000-4000-8000-000000000000");
  });
});

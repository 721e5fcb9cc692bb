// Test data with sensible defaults; pass only what a test is about.
import { randomBytes } from "node:crypto";
import type { Executor } from "#db/db.server";
import {
  availableDates,
  bookings,
  courseInstances,
  courses,
  type NewAvailableDate,
  type NewCourse,
  type NewCourseInstance,
} from "#db/schema";

const unique = () => randomBytes(4).toString("hex");

export async function insertCourse(db: Executor, overrides: Partial<NewCourse> = {}) {
  const id = unique();
  const [course] = await db
    .insert(courses)
    .values({
      slug: `course-${id}`,
      title: `Course ${id}`,
      description: "A course for tests.",
      durationDays: 2,
      price: 20_000,
      ...overrides,
    })
    .returning();
  return course!;
}

export async function insertAvailableDate(
  db: Executor,
  overrides: Partial<NewAvailableDate> & Pick<NewAvailableDate, "courseId" | "date">,
) {
  const [row] = await db.insert(availableDates).values(overrides).returning();
  return row!;
}

export async function insertInstance(
  db: Executor,
  overrides: Partial<NewCourseInstance> & Pick<NewCourseInstance, "courseId" | "startDate">,
) {
  const [row] = await db
    .insert(courseInstances)
    .values({ location: "Oxford", days: ["Mon"], ...overrides })
    .returning();
  return row!;
}

let bookingCounter = 0;

/** A booking row as the booking service would leave it; pass the date or instance and the state. */
export async function insertBooking(
  db: Executor,
  overrides: Partial<typeof bookings.$inferInsert> & Pick<typeof bookings.$inferInsert, "courseId">,
) {
  bookingCounter += 1;
  const [row] = await db
    .insert(bookings)
    .values({
      reference: `TEST${bookingCounter}${unique()}`,
      accessToken: unique() + unique(),
      userDetails: {
        fullName: "Sam Taylor",
        email: "sam@example.com",
        phone: "07700900123",
        address: "1 High Street, Oxford",
        postcode: "OX1 1AA",
      },
      paymentType: "full",
      paymentAmount: 20_000,
      totalPrice: 20_000,
      ...overrides,
    })
    .returning();
  return row!;
}

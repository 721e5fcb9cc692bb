// The register API tests' date (issue 23): a two-day date with two confirmed learners, a cancelled one and a place
// sold offline, and the audit entries of an action. Shared by register-api.test.ts (marks) and
// register-checks-api.test.ts (identity checks, first aid evidence, the lock).
import { desc, eq } from "drizzle-orm";
import { auditLog, offlinePlaces } from "#db/schema";
import type { Executor } from "#db/db.server";
import { addDays, londonToday } from "#app/shared/dates";
import type { AppFixture } from "#test/support/app-fixture";
import { customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertBooking, insertCourse } from "#test/support/factories";
import { addLearnerForBooking, matchOfflinePlaceLearner } from "./learner-records.server";
import type { RegisterView } from "./register-schema";

/**
 * A two-day date of a course whose first day is `firstDay`, with Alex and Sam booked (confirmed), Nina cancelled, and
 * a place sold offline to Olu.
 */
export async function registerScene(site: AppFixture, { firstDay = londonToday(), needsFirstAid = false } = {}) {
  const db = site.app.ctx.db;
  const course = await insertCourse(db, {
    title: "SIA Door Supervisor",
    durationDays: 2,
    needsFirstAidCertificate: needsFirstAid,
  });
  const date = await insertAvailableDate(db, { courseId: course.id, date: firstDay, maxSeats: 10 });
  const booked = async (fullName: string, status: "confirmed" | "cancelled" = "confirmed") => {
    const booking = await insertBooking(db, {
      courseId: course.id,
      availableDateId: date.id,
      status,
      userDetails: { ...customer, fullName },
    });
    await addLearnerForBooking(db, booking);
    return booking;
  };
  const alex = await booked("Alex Reid");
  const sam = await booked("Sam Carter");
  await booked("Nina Gone", "cancelled");
  const [place] = await db
    .insert(offlinePlaces)
    .values({ availableDateId: date.id, fullName: "Olu Offline" })
    .returning();
  await matchOfflinePlaceLearner(db, place!);
  const base = `/dates/date/${date.id}/register`;
  const register = () => site.admin.get<RegisterView>(base);
  const view = await register();
  const idOf = (name: string) => view.learners.find((learner) => learner.name === name)!.id;
  return {
    course,
    date,
    days: [firstDay, addDays(firstDay, 1)],
    alex,
    sam,
    ids: { alex: idOf("Alex Reid"), sam: idOf("Sam Carter"), olu: idOf("Olu Offline") },
    base,
    register,
    learnerPath: (id: string, what: string) => `${base}/learners/${id}/${what}`,
  };
}

export const marksBy = (view: RegisterView, day: string) =>
  Object.fromEntries(view.learners.map((learner) => [learner.name, learner.marks[day]?.status ?? null]));

export const validCheck = { groupA: ["passport"], groupB: ["utility-bill", "bank-statement"] };

export function auditEntriesOf(db: Executor, action: string) {
  return db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.at), desc(auditLog.seq));
}

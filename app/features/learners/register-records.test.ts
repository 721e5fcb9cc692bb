// The register's records (issue 23): marks per learner and course day ('mark all present', then the exceptions),
// identity checks as document types, first aid evidence with its expiry, each refused when register-rules.ts says
// so, and 'cannot sit the assessment' from what was recorded. Before, none of it was kept.
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#db/db.server";
import { attendance, firstAidEvidence, identityChecks } from "#db/schema";
import { insertAvailableDate, insertBooking, insertCourse } from "#test/support/factories";
import { customer } from "#test/support/booking-fixtures";
import { useTestDatabase } from "#test/support/test-database";
import { addLearnerForBooking, learnersOfDate } from "./learner-records.server";
import {
  assessmentBlockersOf,
  markAllPresent,
  marksOf,
  recordAttendance,
  recordFirstAidEvidence,
  recordIdentityCheck,
  type RegisterWriter,
} from "./register-records.server";

let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

const days = ["2026-12-07", "2026-12-08"];
const during: RegisterWriter = { username: "trainer", days, today: "2026-12-07" };
// The register locks after the last day plus 7 days (regulations.ts).
const locked: RegisterWriter = { ...during, today: "2026-12-16" };

async function twoLearners(): Promise<[string, string]> {
  const course = await insertCourse(db);
  const date = await insertAvailableDate(db, { courseId: course.id, date: days[0]! });
  for (const fullName of ["Alex Reid", "Sam Carter"]) {
    const booking = await insertBooking(db, {
      courseId: course.id,
      availableDateId: date.id,
      status: "confirmed",
      userDetails: { ...customer, fullName },
    });
    await addLearnerForBooking(db, booking);
  }
  const [alex, sam] = await learnersOfDate(db, { kind: "available-date", id: date.id });
  return [alex!.id, sam!.id];
}

describe("attendance", () => {
  it("marks everyone present, then an exception overwrites its own mark, and 'mark all' again keeps it", async () => {
    const [alex, sam] = await twoLearners();
    await markAllPresent(db, [alex, sam], days[0]!, during);
    await recordAttendance(db, sam, days[0]!, { status: "late", minutesMissed: 20, note: "Train delayed" }, during);
    await markAllPresent(db, [alex, sam], days[0]!, during);
    const marks = await marksOf(db, [alex, sam]);
    expect(
      marks.map(({ learnerId, day, status, minutesMissed, note, recordedBy }) => ({
        who: learnerId === alex ? "alex" : "sam",
        day,
        status,
        minutesMissed,
        note,
        recordedBy,
      })),
    ).toEqual(
      expect.arrayContaining([
        { who: "alex", day: days[0], status: "present", minutesMissed: null, note: null, recordedBy: "trainer" },
        { who: "sam", day: days[0], status: "late", minutesMissed: 20, note: "Train delayed", recordedBy: "trainer" },
      ]),
    );
    expect(marks).toHaveLength(2);
  });

  it.each([
    ["late without minutes", days[0], { status: "late" as const }, during, 400, "Say how many minutes were missed."],
    [
      "minutes on a present mark",
      days[0],
      { status: "present" as const, minutesMissed: 5 },
      during,
      400,
      "Minutes missed go with 'late' or 'left early' only.",
    ],
    [
      "a day the course does not meet",
      "2026-12-09",
      { status: "absent" as const },
      during,
      400,
      "This is not a day of the course.",
    ],
    [
      "a locked register, no reason",
      days[1],
      { status: "absent" as const },
      locked,
      409,
      "The register locked on 16 December 2026: give a reason for the change.",
    ],
  ])("refuses %s", async (_case, day, mark, writer, status, message) => {
    const [alex] = await twoLearners();
    await expect(recordAttendance(db, alex, day!, mark, writer)).rejects.toMatchObject({ status, message });
    expect(await db.$count(attendance)).toBe(0);
  });

  it("takes a change to a locked register with a reason", async () => {
    const [alex] = await twoLearners();
    await recordAttendance(db, alex, days[1]!, { status: "absent" }, { ...locked, reason: "Sign-in sheet re-read" });
    expect(await marksOf(db, [alex])).toMatchObject([{ status: "absent" }]);
  });
});

describe("identity checks and first aid evidence", () => {
  it("keeps the document types seen, and refuses a check the rules do not accept", async () => {
    const [alex, sam] = await twoLearners();
    await recordIdentityCheck(db, alex, { groupA: ["passport"], groupB: ["utility-bill", "bank-statement"] }, during);
    await expect(
      recordIdentityCheck(db, sam, { groupA: ["passport"], groupB: ["utility-bill", "utility-bill"] }, during),
    ).rejects.toMatchObject({ status: 400, message: "The Group B documents must be of different types." });
    expect(await db.select().from(identityChecks)).toMatchObject([
      { learnerId: alex, groupA: ["passport"], groupB: ["utility-bill", "bank-statement"], checkedBy: "trainer" },
    ]);
  });

  it("keeps first aid evidence with its expiry 3 years from issue, one row per learner", async () => {
    const [alex] = await twoLearners();
    await recordFirstAidEvidence(db, alex, { status: "rejected", note: "Photocopy only" }, during);
    await recordFirstAidEvidence(
      db,
      alex,
      { status: "verified", qualification: "efaw", issuedOn: "2025-03-01" },
      during,
    );
    expect(await db.select().from(firstAidEvidence)).toMatchObject([
      {
        learnerId: alex,
        status: "verified",
        qualification: "efaw",
        issuedOn: "2025-03-01",
        expiresOn: "2028-03-01",
        note: null,
      },
    ]);
  });

  it("says who cannot sit the assessment", async () => {
    const [alex, sam] = await twoLearners();
    await recordIdentityCheck(db, alex, { groupA: ["passport"], groupB: ["utility-bill", "council-tax"] }, during);
    await recordFirstAidEvidence(
      db,
      alex,
      { status: "verified", qualification: "faw", issuedOn: "2025-01-10" },
      during,
    );
    await recordFirstAidEvidence(db, sam, { status: "rejected" }, during);
    expect(Object.fromEntries(await assessmentBlockersOf(db, [alex, sam], true))).toEqual({
      [alex]: [],
      [sam]: ["Identity not checked", "First aid evidence rejected"],
    });
    expect((await assessmentBlockersOf(db, [sam], false)).get(sam)).toEqual(["Identity not checked"]);
  });
});

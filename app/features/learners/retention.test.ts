// The retention schedule (issue 23): identity checks and first aid evidence go 3 years after the course's last day,
// by a daily sweep under a controlled clock; the learner and everything else stay. Before, they were kept for ever.
import fs from "node:fs";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#db/db.server";
import { firstAidEvidence, identityChecks, learners, offlinePlaces } from "#db/schema";
import { customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertBooking, insertCourse, insertInstance } from "#test/support/factories";
import { runRetentionAt } from "#test/support/retention-sweep";
import { useTestDatabase } from "#test/support/test-database";
import { addLearnerForBooking } from "./learner-records.server";
import { RETENTION } from "./regulations";
import { checksKeptAfter } from "./retention.server";

let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

/** A learner on a course whose days are `courseDays`, with an identity check and first aid evidence on file. */
async function checkedLearner(name: string, courseDays: string[], kind: "date" | "run" | "offline" = "date") {
  const course = await insertCourse(db);
  const date =
    kind === "run"
      ? { instanceId: (await insertInstance(db, { courseId: course.id, startDate: courseDays[0]!, courseDays })).id }
      : {
          availableDateId: (await insertAvailableDate(db, { courseId: course.id, date: courseDays[0]!, courseDays }))
            .id,
        };
  let learnerId: string;
  if (kind === "offline") {
    const [place] = await db
      .insert(offlinePlaces)
      .values({ ...date, fullName: name })
      .returning();
    const [learner] = await db.insert(learners).values({ offlinePlaceId: place!.id, fullName: name }).returning();
    learnerId = learner!.id;
  } else {
    const booking = await insertBooking(db, {
      courseId: course.id,
      ...date,
      status: "confirmed",
      userDetails: { ...customer, fullName: name },
    });
    await addLearnerForBooking(db, booking);
    const [learner] = await db.select().from(learners).where(eq(learners.bookingId, booking.id));
    learnerId = learner!.id;
  }
  await db.insert(identityChecks).values({
    learnerId,
    groupA: ["passport"],
    groupB: ["utility-bill", "bank-statement"],
    checkedBy: "trainer",
  });
  await db
    .insert(firstAidEvidence)
    .values({ learnerId, status: "verified", qualification: "efaw", checkedBy: "trainer" });
  return learnerId;
}

const checksOf = async (learnerId: string) => ({
  identity: (await db.select().from(identityChecks).where(eq(identityChecks.learnerId, learnerId))).length,
  firstAid: (await db.select().from(firstAidEvidence).where(eq(firstAidEvidence.learnerId, learnerId))).length,
});

describe("the retention schedule", () => {
  it.each([
    ["2026-11-29", "2023-11-29"],
    ["2028-02-29", "2025-02-28"],
    ["2027-01-01", "2024-01-01"],
  ])("on %s, checks of courses that ended before %s are past their 3 years", (today, cutoff) => {
    expect(checksKeptAfter(today)).toBe(cutoff);
  });

  it("deletes the checks 3 years after the last course day, at 03:30 London, once a day; the learner stays", async () => {
    // Last days 28 and 29 November 2023: on 29 November 2026 the first has had its 3 years, the second not yet.
    const ended = await checkedLearner("Alex Reid", ["2023-11-27", "2023-11-28"]);
    const endedRun = await checkedLearner("Jo Blake", ["2023-11-20", "2023-11-28"], "run");
    const endedOffline = await checkedLearner("Pat Green", ["2023-11-28"], "offline");
    // Began more than 3 years ago, but its last day is within them.
    const stillKept = await checkedLearner("Sam Carter", ["2023-11-25", "2023-11-29"]);

    await runRetentionAt(db, "2026-11-29", "03:29");
    expect(await checksOf(ended)).toEqual({ identity: 1, firstAid: 1 });

    await runRetentionAt(db, "2026-11-29", "03:30");
    for (const learnerId of [ended, endedRun, endedOffline]) {
      expect(await checksOf(learnerId)).toEqual({ identity: 0, firstAid: 0 });
    }
    expect(await checksOf(stillKept)).toEqual({ identity: 1, firstAid: 1 });
    expect(await db.select().from(learners)).toHaveLength(4);

    await runRetentionAt(db, "2026-11-30", "03:30");
    expect(await checksOf(stillKept)).toEqual({ identity: 0, firstAid: 0 });
  });
});

describe("the periods, said the same everywhere", () => {
  it("docs/deploy.md lists each period of regulations.ts", () => {
    const deploy = fs.readFileSync(new URL("../../../docs/deploy.md", import.meta.url), "utf8");
    const table = deploy.slice(deploy.indexOf("## Personal data: how long it is kept"));
    expect(table).toMatch(
      new RegExp(
        `Identity-check records, first aid evidence +\\| ${RETENTION.identityAndFirstAidYears} years after the last day`,
      ),
    );
    expect(table).toMatch(
      new RegExp(
        `personal details +\\| ${RETENTION.personalDetailsYearsAfterLastBooking} years after their last booking`,
      ),
    );
  });
});

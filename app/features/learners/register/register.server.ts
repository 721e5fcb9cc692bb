// A course date's register from its records (issue 23): its learners (learnersOfDate), each with what has been
// checked and marked so far (marksOf, the identity checks, the first aid evidence), under the date's header.
import { inArray } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { firstAidEvidence, identityChecks } from "#db/schema";
import type { SiteInfo } from "#app/shared/site-info";
import { londonToday } from "#app/shared/dates";
import { learnersOfDate, type CourseDateRef } from "../learner-records.server";
import { marksOf } from "../register-records.server";
import { identityCheckRefusal, type IdentityCheck } from "../register-rules";
import { registerDateOf } from "./register-date.server";
import { ATTENDANCE_LETTERS, shortDay, type RegisterSheet } from "./register-sheet";

export async function registerSheetOf(
  db: Executor,
  ref: CourseDateRef,
  site: Pick<SiteInfo, "name" | "address">,
  today = londonToday(),
): Promise<RegisterSheet> {
  const date = await registerDateOf(db, ref);
  const learners = await learnersOfDate(db, ref);
  const ids = learners.map((learner) => learner.id);
  const marks = await marksOf(db, ids);
  const identities = ids.length
    ? await db.select().from(identityChecks).where(inArray(identityChecks.learnerId, ids))
    : [];
  const evidence = ids.length
    ? await db.select().from(firstAidEvidence).where(inArray(firstAidEvidence.learnerId, ids))
    : [];
  return {
    academy: { name: site.name, address: site.address },
    date,
    learners: learners.map((learner) => {
      const own = marks.filter((mark) => mark.learnerId === learner.id);
      const identity = identities.find((row) => row.learnerId === learner.id);
      const aid = evidence.find((row) => row.learnerId === learner.id);
      const notes = [
        ...own.flatMap((mark) => (mark.note ? [`${shortDay(mark.day)}: ${mark.note}`] : [])),
        ...(date.needsFirstAid && aid?.note ? [`First aid: ${aid.note}`] : []),
      ];
      return {
        id: learner.id,
        name: learner.fullName,
        checks: {
          identity:
            identity && !identityCheckRefusal({ groupA: identity.groupA, groupB: identity.groupB } as IdentityCheck)
              ? "Checked"
              : "",
          firstAid: date.needsFirstAid && aid ? (aid.status === "verified" ? "Verified" : "Rejected") : "",
        },
        marks: Object.fromEntries(
          own.map((mark) => [
            mark.day,
            `${ATTENDANCE_LETTERS[mark.status]}${mark.minutesMissed ? ` ${mark.minutesMissed}` : ""}`,
          ]),
        ),
        note: notes.join("; "),
      };
    }),
    printedOn: today,
  };
}

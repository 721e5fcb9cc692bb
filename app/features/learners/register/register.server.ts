// A course date's register from its records (issue 23): its learners (learnersOfDate), each with what has been
// checked and marked so far, under the date's header.
import type { Executor } from "#db/db.server";
import type { SiteInfo } from "#app/shared/site-info";
import { londonToday } from "#app/shared/dates";
import { learnersOfDate, type CourseDateRef } from "../learner-records.server";
import { registerDateOf } from "./register-date.server";
import type { RegisterSheet } from "./register-sheet";

export async function registerSheetOf(
  db: Executor,
  ref: CourseDateRef,
  site: Pick<SiteInfo, "name" | "address">,
  today = londonToday(),
): Promise<RegisterSheet> {
  const date = await registerDateOf(db, ref);
  const learners = await learnersOfDate(db, ref);
  return {
    academy: { name: site.name, address: site.address },
    date,
    learners: learners.map((learner) => ({
      id: learner.id,
      name: learner.fullName,
      checks: { identity: "", firstAid: "" },
      marks: {},
      note: "",
    })),
    printedOn: today,
  };
}

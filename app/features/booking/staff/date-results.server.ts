// Results for a whole course date at once (issue 21, office manager's list item 8): every confirmed learner's result
// in one transaction under the date's lock (then each booking's, decision 003's order), each changed one on its
// booking's timeline, in the audit log and e-mailed to the learner (results.server.ts); refused before the course has
// started. A result that is already so changes nothing and sends nothing, so pressing Save twice sends once.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings } from "#db/schema";
import { recordAudit, type StaffActor } from "#app/features/audit/audit.server";
import { formatDate, londonToday } from "#app/shared/dates";
import { conflict } from "#app/shared/http-error";
import type { SiteInfo } from "#app/shared/site-info";
import { applyResult } from "../changes/results.server";
import { RESULT_TEXT, resultRefusal } from "../changes/retake-rules";
import { dateOf, onDate } from "./date-key.server";
import type { StaffDateKey } from "./date-roster";
import type { DateResults, DateResultsInput, DateResultsSaved } from "./date-results-schema";

async function learnersOf(db: Executor, key: StaffDateKey): Promise<DateResults["learners"]> {
  const rows = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      userDetails: bookings.userDetails,
      result: bookings.result,
    })
    .from(bookings)
    .where(and(onDate(key), eq(bookings.status, "confirmed")))
    .orderBy(sql`lower(${bookings.userDetails} ->> 'fullName')`, asc(bookings.reference));
  return rows.map((row) => ({
    bookingId: row.id,
    reference: row.reference,
    name: row.userDetails.fullName,
    result: row.result,
  }));
}

export async function dateResults(db: Executor, key: StaffDateKey, today = londonToday()): Promise<DateResults> {
  const date = await dateOf(db, key);
  return { ...date, started: date.startDate <= today, learners: await learnersOf(db, key) };
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? "" : "s"}`;

export async function saveDateResults(
  db: Database,
  key: StaffDateKey,
  input: DateResultsInput,
  actor: StaffActor,
  site: SiteInfo,
  today = londonToday(),
): Promise<DateResultsSaved> {
  return db.transaction(async (tx) => {
    const date = await dateOf(tx, key, true);
    const early = resultRefusal({ status: "confirmed", startDate: date.startDate }, today);
    if (early) throw conflict(early);
    const onThisDate = new Set((await learnersOf(tx, key)).map((learner) => learner.bookingId));
    if (input.results.some((entry) => !onThisDate.has(entry.bookingId))) {
      throw conflict("Someone chosen is no longer booked on this date: reload the page and try again.");
    }
    const outcomes = [];
    for (const entry of input.results) {
      outcomes.push(await applyResult(tx, entry.bookingId, entry.result, actor, site, today));
    }
    const changed = outcomes.filter((outcome) => outcome.changed);
    const tally = Object.entries(RESULT_TEXT)
      .map(([result, text]) => [text, changed.filter((outcome) => outcome.after === result).length] as const)
      .filter(([, n]) => n > 0)
      .map(([text, n]) => `${n} ${text.toLowerCase()}`);
    await recordAudit(tx, actor, {
      action: "date.results",
      recordType: key.kind === "instance" ? "instance" : "available-date",
      recordId: key.id,
      summary: `Recorded results on ${date.courseTitle}, ${formatDate(date.startDate)}: ${count(changed.length, "learner")} e-mailed${tally.length > 0 ? ` (${tally.join(", ")})` : ""}, ${outcomes.length - changed.length} unchanged`,
      before: { results: changed.map((outcome) => ({ reference: outcome.reference, result: outcome.before })) },
      after: { results: changed.map((outcome) => ({ reference: outcome.reference, result: outcome.after })) },
    });
    return { changed: changed.length, unchanged: outcomes.length - changed.length };
  });
}

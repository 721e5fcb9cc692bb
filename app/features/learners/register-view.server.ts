// The staff register of a course date (issue 23): what it shows (its days, each learner's marks and checks, who
// cannot sit the assessment, whether it has locked) and its writes, each in a transaction with its audit entry, which
// keeps the reason given once the register has locked. What may be written is register-records.server.ts's rule.
import { bookingReferences } from "#app/features/booking/booking-references.server";
import { and, eq, inArray } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { attendance, firstAidEvidence, identityChecks, type Learner } from "#db/schema";
import { recordAudit, type AuditInput, type StaffActor } from "#app/features/audit/audit.server";
import { formatDate, londonToday } from "#app/shared/dates";
import { conflict } from "#app/shared/http-error";
import { learnersOfDate, type CourseDateRef } from "./learner-records.server";
import {
  assessmentBlockersOf,
  markAllPresent,
  marksOf,
  recordAttendance,
  recordFirstAidEvidence,
  recordIdentityCheck,
  type RegisterWriter,
} from "./register-records.server";
import { isRegisterLocked, registerLockedFrom, type GroupADocument, type GroupBDocument } from "./register-rules";
import { registerDateOf, type RegisterDate } from "./register/register-date.server";
import { FIRST_AID_QUALIFICATIONS, IDENTITY_DOCUMENTS } from "./regulations";
import {
  ATTENDANCE_TEXT,
  type AttendanceSchema,
  type FirstAidEvidenceSchema,
  type IdentityCheckSchema,
  type MarkAllPresentSchema,
  type RegisterLearner,
  type RegisterView,
} from "./register-schema";
import type { z } from "zod";

const iso = (at: Date) => at.toISOString();

export async function registerView(db: Executor, ref: CourseDateRef, today = londonToday()): Promise<RegisterView> {
  const date = await registerDateOf(db, ref);
  const learners = await learnersOfDate(db, ref);
  const ids = learners.map((learner) => learner.id);
  const references = await bookingReferences(
    db,
    learners.flatMap((learner) => (learner.bookingId ? [learner.bookingId] : [])),
  );
  const marks = await marksOf(db, ids);
  const identities = ids.length
    ? await db.select().from(identityChecks).where(inArray(identityChecks.learnerId, ids))
    : [];
  const evidence = ids.length
    ? await db.select().from(firstAidEvidence).where(inArray(firstAidEvidence.learnerId, ids))
    : [];
  const blockers = await assessmentBlockersOf(db, ids, date.needsFirstAid);
  const lastDay = date.days.at(-1)!;
  return {
    courseTitle: date.courseTitle,
    days: date.days,
    needsFirstAid: date.needsFirstAid,
    lockedFrom: registerLockedFrom(lastDay),
    locked: isRegisterLocked(lastDay, today),
    learners: learners.map((learner): RegisterLearner => {
      const identity = identities.find((row) => row.learnerId === learner.id);
      const aid = evidence.find((row) => row.learnerId === learner.id);
      return {
        id: learner.id,
        name: learner.fullName,
        reference: learner.bookingId ? (references.get(learner.bookingId) ?? null) : null,
        marks: Object.fromEntries(
          marks
            .filter((mark) => mark.learnerId === learner.id)
            .map((mark) => [
              mark.day,
              {
                status: mark.status,
                minutesMissed: mark.minutesMissed,
                note: mark.note,
                recordedBy: mark.recordedBy,
                recordedAt: iso(mark.recordedAt),
              },
            ]),
        ),
        identity: identity
          ? {
              groupA: identity.groupA as GroupADocument[],
              groupB: identity.groupB as GroupBDocument[],
              checkedBy: identity.checkedBy,
              checkedAt: iso(identity.checkedAt),
            }
          : null,
        firstAid: aid
          ? {
              status: aid.status,
              qualification: aid.qualification,
              issuedOn: aid.issuedOn,
              expiresOn: aid.expiresOn,
              note: aid.note,
              checkedBy: aid.checkedBy,
              checkedAt: iso(aid.checkedAt),
            }
          : null,
        blockers: blockers.get(learner.id) ?? [],
      };
    }),
  };
}

/** Where a write lands: the date's days and the learner it names, who must be in one of the date's seats. */
async function writerFor(db: Executor, ref: CourseDateRef, actor: StaffActor, reason: string | null, today: string) {
  const date = await registerDateOf(db, ref);
  const writer: RegisterWriter = { username: actor.username, days: date.days, reason, today };
  return { date, writer };
}

async function learnerOnDate(db: Executor, ref: CourseDateRef, learnerId: string): Promise<Learner> {
  const learner = (await learnersOfDate(db, ref)).find((row) => row.id === learnerId);
  if (!learner) throw conflict("This learner is not in a seat on this date: reload the register and try again.");
  return learner;
}

/** The reason, kept in the entry's summary and its `after`, when one was given. */
const withReason = (summary: string, reason: string | null) => (reason ? `${summary} (reason: ${reason})` : summary);

const markText = (mark: { status: keyof typeof ATTENDANCE_TEXT; minutesMissed?: number | null }) =>
  `${ATTENDANCE_TEXT[mark.status].toLowerCase()}${mark.minutesMissed ? ` (${mark.minutesMissed} minutes missed)` : ""}`;

export async function markAllPresentOnDay(
  db: Database,
  ref: CourseDateRef,
  input: z.output<typeof MarkAllPresentSchema>,
  actor: StaffActor,
  today = londonToday(),
): Promise<{ marked: number }> {
  return db.transaction(async (tx) => {
    const { date, writer } = await writerFor(tx, ref, actor, input.reason, today);
    const ids = (await learnersOfDate(tx, ref)).map((learner) => learner.id);
    const before = ids.length
      ? await tx
          .select({ id: attendance.learnerId })
          .from(attendance)
          .where(and(inArray(attendance.learnerId, ids), eq(attendance.day, input.day)))
      : [];
    await markAllPresent(tx, ids, input.day, writer);
    const marked = ids.length - before.length;
    await recordAudit(tx, actor, {
      action: "register.all-present",
      recordType: ref.kind,
      recordId: ref.id,
      summary: withReason(
        `Register of ${date.courseTitle}, ${formatDate(input.day)}: marked ${marked} learner${marked === 1 ? "" : "s"} present`,
        input.reason,
      ),
      after: { day: input.day, marked, ...(input.reason ? { reason: input.reason } : {}) },
    });
    return { marked };
  });
}

/** What one learner write tells the audit log; the reason, when given, is added by `learnerWrite`. */
type LearnerAudit = Pick<AuditInput, "action" | "summary" | "before"> & { after: Record<string, unknown> };

type LearnerWriteContext<I> = { writer: RegisterWriter; learner: Learner; input: I };

/**
 * A staff write to one learner's register record: in a transaction, refused unless the learner is in one of the date's
 * seats (and by `refuse`, checked first, for the date), with its audit entry on the learner keeping the reason.
 */
function learnerWrite<I extends { reason: string | null }>(
  write: (tx: Executor, on: LearnerWriteContext<I>) => Promise<LearnerAudit>,
  refuse: (date: RegisterDate) => string | null = () => null,
) {
  return (
    db: Database,
    ref: CourseDateRef,
    learnerId: string,
    input: I,
    actor: StaffActor,
    today = londonToday(),
  ): Promise<void> =>
    db.transaction(async (tx) => {
      const { date, writer } = await writerFor(tx, ref, actor, input.reason, today);
      const refusal = refuse(date);
      if (refusal) throw conflict(refusal);
      const learner = await learnerOnDate(tx, ref, learnerId);
      const entry = await write(tx, { writer, learner, input });
      await recordAudit(tx, actor, {
        action: entry.action,
        recordType: "learner",
        recordId: learnerId,
        summary: withReason(entry.summary, input.reason),
        before: entry.before,
        after: { ...entry.after, ...(input.reason ? { reason: input.reason } : {}) },
      });
    });
}

export const markLearner = learnerWrite<z.output<typeof AttendanceSchema>>(async (tx, { learner, writer, input }) => {
  const [was] = await tx
    .select({ status: attendance.status, minutesMissed: attendance.minutesMissed, note: attendance.note })
    .from(attendance)
    .where(and(eq(attendance.learnerId, learner.id), eq(attendance.day, input.day)));
  const mark = { status: input.status, minutesMissed: input.minutesMissed, note: input.note };
  await recordAttendance(tx, learner.id, input.day, mark, writer);
  return {
    action: "register.mark",
    summary: `Marked ${learner.fullName} ${markText(mark)} on ${formatDate(input.day)}`,
    before: { day: input.day, ...(was ?? { status: null }) },
    after: { day: input.day, ...mark },
  };
});

export const checkIdentity = learnerWrite<z.output<typeof IdentityCheckSchema>>(
  async (tx, { learner, writer, input }) => {
    const [was] = await tx
      .select({ groupA: identityChecks.groupA, groupB: identityChecks.groupB })
      .from(identityChecks)
      .where(eq(identityChecks.learnerId, learner.id));
    const documents = { groupA: input.groupA, groupB: input.groupB };
    await recordIdentityCheck(tx, learner.id, documents, writer);
    const seen = [
      ...input.groupA.map((type) => IDENTITY_DOCUMENTS.groupA[type]),
      ...input.groupB.map((type) => IDENTITY_DOCUMENTS.groupB[type]),
    ];
    return {
      action: "register.identity",
      summary: `Checked the identity of ${learner.fullName}: ${seen.join("; ")}`,
      before: was ?? null,
      after: documents,
    };
  },
);

export const recordFirstAid = learnerWrite<z.output<typeof FirstAidEvidenceSchema>>(
  async (tx, { learner, writer, input }) => {
    const [was] = await tx
      .select({
        status: firstAidEvidence.status,
        qualification: firstAidEvidence.qualification,
        issuedOn: firstAidEvidence.issuedOn,
        note: firstAidEvidence.note,
      })
      .from(firstAidEvidence)
      .where(eq(firstAidEvidence.learnerId, learner.id));
    const evidence = {
      status: input.status,
      qualification: input.qualification,
      issuedOn: input.issuedOn,
      note: input.note,
    };
    await recordFirstAidEvidence(tx, learner.id, evidence, writer);
    const what = input.qualification ? `${FIRST_AID_QUALIFICATIONS[input.qualification]} ` : "";
    return {
      action: "register.first-aid",
      summary:
        `${input.status === "verified" ? "Verified" : "Rejected"} the first aid certificate ${what}of ${learner.fullName}`.replace(
          "  ",
          " ",
        ),
      before: was ?? null,
      after: evidence,
    };
  },
  (date) => (date.needsFirstAid ? null : "This course does not need a first aid certificate."),
);

// The register's records (issue 23, decision 025): attendance per learner and course day, the identity check and the
// first aid evidence, each keeping who recorded it and when. The pure rules of register-rules.ts decide what may be
// written: a mark or a check that breaks them is refused (400), a change after the register locked needs a reason
// (409 without one).
import { inArray } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { attendance, firstAidEvidence, identityChecks } from "#db/schema";
import { badRequest, conflict } from "#app/shared/http-error";
import { londonToday } from "#app/shared/dates";
import { firstAidExpiry } from "./first-aid-rule";
import type { FirstAidQualification } from "./regulations";
import {
  assessmentBlockers,
  attendanceRefusal,
  identityCheckRefusal,
  registerChangeRefusal,
  type AttendanceMark,
  type FirstAidEvidenceStatus,
  type IdentityCheck,
} from "./register-rules";

/** Who writes to a date's register, on which of its days (registerDateOf's), and why when it is locked. */
export type RegisterWriter = {
  username: string;
  /** The date's course days, first day first. */
  days: string[];
  reason?: string | null;
  today?: string;
};

function refuseLockedChange(writer: RegisterWriter): void {
  const refusal = registerChangeRefusal(writer.days.at(-1)!, writer.today ?? londonToday(), writer.reason);
  if (refusal) throw conflict(refusal, { reason: [refusal] });
}

function refuseOtherDay(writer: RegisterWriter, day: string): void {
  if (!writer.days.includes(day))
    throw badRequest("This is not a day of the course.", { day: ["Choose a course day"] });
}

/** Marks each learner present on a day, leaving alone the marks already made (exceptions are made after). */
export async function markAllPresent(
  db: Executor,
  learnerIds: string[],
  day: string,
  writer: RegisterWriter,
): Promise<void> {
  refuseOtherDay(writer, day);
  refuseLockedChange(writer);
  if (learnerIds.length === 0) return;
  await db
    .insert(attendance)
    .values(
      learnerIds.map((learnerId) => ({ learnerId, day, status: "present" as const, recordedBy: writer.username })),
    )
    .onConflictDoNothing();
}

/** Records one learner's mark for a day (an exception overwrites their earlier mark). */
export async function recordAttendance(
  db: Executor,
  learnerId: string,
  day: string,
  mark: AttendanceMark & { note?: string | null },
  writer: RegisterWriter,
): Promise<void> {
  refuseOtherDay(writer, day);
  const refusal = attendanceRefusal(mark);
  if (refusal) throw badRequest(refusal, { minutesMissed: [refusal] });
  refuseLockedChange(writer);
  const values = {
    status: mark.status,
    minutesMissed: mark.minutesMissed ?? null,
    note: mark.note ?? null,
    recordedBy: writer.username,
    recordedAt: new Date(),
  };
  await db
    .insert(attendance)
    .values({ learnerId, day, ...values })
    .onConflictDoUpdate({ target: [attendance.learnerId, attendance.day], set: values });
}

/** Records the identity documents seen for a learner: their types only, one from Group A, two from Group B. */
export async function recordIdentityCheck(
  db: Executor,
  learnerId: string,
  documents: IdentityCheck,
  writer: RegisterWriter,
): Promise<void> {
  const refusal = identityCheckRefusal(documents);
  if (refusal) throw badRequest(refusal);
  refuseLockedChange(writer);
  const values = { ...documents, checkedBy: writer.username, checkedAt: new Date() };
  await db
    .insert(identityChecks)
    .values({ learnerId, ...values })
    .onConflictDoUpdate({ target: identityChecks.learnerId, set: values });
}

export type FirstAidEvidenceInput = {
  status: FirstAidEvidenceStatus;
  qualification?: FirstAidQualification | null;
  issuedOn?: string | null;
  note?: string | null;
};

/** Records the first aid certificate staff saw, verified or rejected; its expiry follows from its issue date. */
export async function recordFirstAidEvidence(
  db: Executor,
  learnerId: string,
  evidence: FirstAidEvidenceInput,
  writer: RegisterWriter,
): Promise<void> {
  if (evidence.status === "verified" && !evidence.issuedOn) {
    throw badRequest("Give the date the certificate was issued.", { issuedOn: ["Give the date it was issued"] });
  }
  refuseLockedChange(writer);
  const values = {
    status: evidence.status,
    qualification: evidence.qualification ?? null,
    issuedOn: evidence.issuedOn ?? null,
    expiresOn: evidence.issuedOn ? firstAidExpiry(evidence.issuedOn) : null,
    note: evidence.note ?? null,
    checkedBy: writer.username,
    checkedAt: new Date(),
  };
  await db
    .insert(firstAidEvidence)
    .values({ learnerId, ...values })
    .onConflictDoUpdate({ target: firstAidEvidence.learnerId, set: values });
}

/** Why each learner cannot sit the assessment (an empty list: they can), from their identity check and evidence. */
export async function assessmentBlockersOf(
  db: Executor,
  learnerIds: string[],
  courseNeedsFirstAid: boolean,
): Promise<Map<string, string[]>> {
  if (learnerIds.length === 0) return new Map();
  const identities = await db.select().from(identityChecks).where(inArray(identityChecks.learnerId, learnerIds));
  const evidence = await db.select().from(firstAidEvidence).where(inArray(firstAidEvidence.learnerId, learnerIds));
  return new Map(
    learnerIds.map((id) => {
      const identity = identities.find((row) => row.learnerId === id);
      const blockers = assessmentBlockers({
        identity: identity ? ({ groupA: identity.groupA, groupB: identity.groupB } as IdentityCheck) : null,
        firstAidEvidence: evidence.find((row) => row.learnerId === id)?.status ?? null,
        courseNeedsFirstAid,
      });
      return [id, blockers];
    }),
  );
}

/** The marks of these learners (a date's), by day. */
export async function marksOf(db: Executor, learnerIds: string[]) {
  if (learnerIds.length === 0) return [];
  return db.select().from(attendance).where(inArray(attendance.learnerId, learnerIds)).orderBy(attendance.day);
}

// The register's rules (issue 23), pure: which identity documents make a valid check, what an attendance exception
// must say, when a date's register locks, and who may not sit the assessment. The staff register applies them as it
// is filled in, and the server again before it writes; the figures come from regulations.ts.
import { addDays, formatDate } from "#app/shared/dates";
import { IDENTITY_DOCUMENTS, REGISTER } from "./regulations";

export type GroupADocument = keyof typeof IDENTITY_DOCUMENTS.groupA;
export type GroupBDocument = keyof typeof IDENTITY_DOCUMENTS.groupB;

/** The document types seen (never numbers or copies): one from Group A and two of different types from Group B. */
export type IdentityCheck = { groupA: GroupADocument[]; groupB: GroupBDocument[] };

/** Why the documents seen do not make a valid check, or undefined when they do. */
export function identityCheckRefusal({ groupA, groupB }: IdentityCheck): string | undefined {
  const { groupANeeded, groupBNeeded } = IDENTITY_DOCUMENTS;
  if (groupA.length < groupANeeded) return `Record ${groupANeeded} document from Group A.`;
  if (new Set(groupB).size !== groupB.length) return "The Group B documents must be of different types.";
  if (groupB.length < groupBNeeded) return `Record ${groupBNeeded} documents of different types from Group B.`;
  return undefined;
}

export type AttendanceStatus = "present" | "absent" | "late" | "left-early";
export type AttendanceMark = { status: AttendanceStatus; minutesMissed?: number | null };

/** Why a mark cannot be kept, or undefined: a late arrival or an early leave says how many minutes were missed. */
export function attendanceRefusal({ status, minutesMissed }: AttendanceMark): string | undefined {
  const partial = status === "late" || status === "left-early";
  if (partial && !(typeof minutesMissed === "number" && minutesMissed > 0)) {
    return "Say how many minutes were missed.";
  }
  if (!partial && minutesMissed) return "Minutes missed go with 'late' or 'left early' only.";
  return undefined;
}

/** The first day on which a date's register is locked: a change from then on needs a reason, kept in its history. */
export const registerLockedFrom = (lastDay: string): string => addDays(lastDay, REGISTER.lockedDaysAfterLastDay + 1);

export const isRegisterLocked = (lastDay: string, today: string): boolean => today >= registerLockedFrom(lastDay);

/** Why a change to the register cannot be made now, or undefined: once locked, only with a reason. */
export function registerChangeRefusal(lastDay: string, today: string, reason?: string | null): string | undefined {
  if (!isRegisterLocked(lastDay, today) || reason?.trim()) return undefined;
  return `The register locked on ${formatDate(registerLockedFrom(lastDay))}: give a reason for the change.`;
}

export type FirstAidEvidenceStatus = "verified" | "rejected";

/** What the register knows of one learner before the assessment. */
export type LearnerChecks = {
  identity: IdentityCheck | null;
  firstAidEvidence: FirstAidEvidenceStatus | null;
  courseNeedsFirstAid: boolean;
};

/**
 * Why a learner cannot sit the assessment, or an empty list when they can: a verified identity check and, where the
 * course needs it, verified first aid evidence.
 */
export function assessmentBlockers({ identity, firstAidEvidence, courseNeedsFirstAid }: LearnerChecks): string[] {
  const blockers: string[] = [];
  if (!identity || identityCheckRefusal(identity)) blockers.push("Identity not checked");
  if (courseNeedsFirstAid && firstAidEvidence !== "verified") {
    blockers.push(firstAidEvidence === "rejected" ? "First aid evidence rejected" : "First aid evidence not verified");
  }
  return blockers;
}

// The staff register's contract (issue 23): what GET /api/admin/dates/{instance|date}/{id}/register answers, and the
// bodies of its writes, checked by the same schemas in the browser and on the server. The rules are
// register-rules.ts's, so a form shows the server's own message before it sends.
import { z } from "zod";
import { multiLine } from "#app/shared/plain-text";
import { calendarDate, optionalCalendarDate, optionalText } from "#app/shared/staff/input-fields";
import { FIRST_AID_QUALIFICATIONS, IDENTITY_DOCUMENTS, type FirstAidQualification } from "./regulations";
import {
  attendanceRefusal,
  identityCheckRefusal,
  type AttendanceStatus,
  type FirstAidEvidenceStatus,
  type GroupADocument,
  type GroupBDocument,
} from "./register-rules";

export const ATTENDANCE_STATUS_LIST = ["present", "absent", "late", "left-early"] as const satisfies AttendanceStatus[];

/** How staff read each mark. */
export const ATTENDANCE_TEXT: Record<AttendanceStatus, string> = {
  present: "Present",
  absent: "Absent",
  late: "Late",
  "left-early": "Left early",
};

const GROUP_A = Object.keys(IDENTITY_DOCUMENTS.groupA) as [GroupADocument, ...GroupADocument[]];
const GROUP_B = Object.keys(IDENTITY_DOCUMENTS.groupB) as [GroupBDocument, ...GroupBDocument[]];
const QUALIFICATIONS = Object.keys(FIRST_AID_QUALIFICATIONS) as [FirstAidQualification, ...FirstAidQualification[]];

/** Once the register has locked, the reason for a change (registerChangeRefusal); blank: none given. */
const reason = optionalText(500);
const note = optionalText(500, multiLine);

/** POST …/register/all-present: every learner without a mark on the day is marked present. */
export const MarkAllPresentSchema = z.strictObject({ day: calendarDate("Choose a course day"), reason });
export type MarkAllPresentInput = z.input<typeof MarkAllPresentSchema>;

/** PUT …/register/learners/{learnerId}/mark: one learner's mark for one day. */
export const AttendanceSchema = z
  .strictObject({
    day: calendarDate("Choose a course day"),
    status: z.enum(ATTENDANCE_STATUS_LIST, "Choose present, absent, late or left early"),
    minutesMissed: z
      .number("Minutes missed must be a number")
      .int("Minutes missed must be a whole number")
      .min(1, "Minutes missed must be at least 1")
      .max(1440, "Minutes missed must be 1,440 or less")
      .nullish()
      .transform((value) => value ?? null),
    note,
    reason,
  })
  .superRefine((mark, context) => {
    const refusal = attendanceRefusal(mark);
    if (refusal) context.addIssue({ code: "custom", path: ["minutesMissed"], message: refusal });
  });
export type AttendanceInput = z.input<typeof AttendanceSchema>;

const tooMany = (needed: number, group: string) =>
  `Record ${needed} document${needed === 1 ? "" : "s"}${needed === 1 ? "" : " of different types"} from Group ${group}.`;

/** PUT …/register/learners/{learnerId}/identity: the document types seen, never their numbers. */
export const IdentityCheckSchema = z
  .strictObject({
    groupA: z
      .array(z.enum(GROUP_A, "Choose a Group A document from the list"), "Choose the Group A document seen")
      .max(IDENTITY_DOCUMENTS.groupANeeded, tooMany(IDENTITY_DOCUMENTS.groupANeeded, "A")),
    groupB: z
      .array(z.enum(GROUP_B, "Choose Group B documents from the list"), "Choose the Group B documents seen")
      .max(IDENTITY_DOCUMENTS.groupBNeeded, tooMany(IDENTITY_DOCUMENTS.groupBNeeded, "B")),
    reason,
  })
  .superRefine((check, context) => {
    const refusal = identityCheckRefusal(check);
    if (refusal)
      context.addIssue({ code: "custom", path: [/Group A/.test(refusal) ? "groupA" : "groupB"], message: refusal });
  });
export type IdentityCheckInput = z.input<typeof IdentityCheckSchema>;

export const FIRST_AID_EVIDENCE_LIST = ["verified", "rejected"] as const satisfies FirstAidEvidenceStatus[];

/** PUT …/register/learners/{learnerId}/first-aid: the certificate staff saw, verified or rejected. */
export const FirstAidEvidenceSchema = z
  .strictObject({
    status: z.enum(FIRST_AID_EVIDENCE_LIST, "Choose verified or rejected"),
    qualification: z
      .enum(QUALIFICATIONS, "Choose a qualification from the list")
      .nullish()
      .transform((value) => value ?? null),
    issuedOn: optionalCalendarDate,
    note,
    reason,
  })
  .superRefine((evidence, context) => {
    if (evidence.status === "verified" && !evidence.issuedOn) {
      context.addIssue({ code: "custom", path: ["issuedOn"], message: "Give the date the certificate was issued." });
    }
  });
export type FirstAidEvidenceInput = z.input<typeof FirstAidEvidenceSchema>;

export type RegisterMark = {
  status: AttendanceStatus;
  minutesMissed: number | null;
  note: string | null;
  recordedBy: string;
  recordedAt: string;
};

export type RegisterLearner = {
  id: string;
  name: string;
  /** The booking's reference, or null for a place sold offline. */
  reference: string | null;
  /** Day (ISO) → its mark; a day with no mark yet is missing. */
  marks: Record<string, RegisterMark>;
  identity: { groupA: GroupADocument[]; groupB: GroupBDocument[]; checkedBy: string; checkedAt: string } | null;
  firstAid: {
    status: FirstAidEvidenceStatus;
    qualification: FirstAidQualification | null;
    issuedOn: string | null;
    expiresOn: string | null;
    note: string | null;
    checkedBy: string;
    checkedAt: string;
  } | null;
  /** Why they cannot sit the assessment (assessmentBlockers); empty when they can. */
  blockers: string[];
};

/** GET …/register. */
export type RegisterView = {
  courseTitle: string;
  /** Every day the course meets, first day first. */
  days: string[];
  needsFirstAid: boolean;
  /** From this London day a change needs a reason. */
  lockedFrom: string;
  locked: boolean;
  learners: RegisterLearner[];
};

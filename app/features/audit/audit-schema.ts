// The audit log's contract for staff (issue 21, "who did what"): the kinds of record it names, the filters of
// GET /api/admin/audit (and its CSV), and a row as the staff pages show it. Shared by the browser and the server.
import { z } from "zod";
import { listFilter, withDayRange } from "#app/shared/staff/input-fields";
import { oneLine } from "#app/shared/plain-text";

export const AUDIT_RECORD_TYPES = [
  "booking",
  "person",
  "course",
  "instance",
  "available-date",
  "venue",
  "offline-place",
  "post",
  "lead",
  "waitlist-entry",
  "payment",
  // a seat's learner: their register marks, identity check and first aid evidence (issue 23)
  "learner",
  // an employer's business account: staff decisions and its contacts (issue 24)
  "organisation",
  // a staff write to a path the log cannot read a record from: its id is the path
  "other",
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** What staff call each kind of record, in a sentence and in the filter. */
export const RECORD_TYPE_NAMES: Record<AuditRecordType, string> = {
  booking: "booking",
  person: "person",
  course: "course",
  instance: "course run",
  "available-date": "course date",
  venue: "venue",
  "offline-place": "offline place",
  post: "article",
  lead: "enquiry",
  "waitlist-entry": "waiting-list entry",
  payment: "payment",
  learner: "learner",
  organisation: "business account",
  other: "record",
};

const shortText = (max: number) => z.string().trim().max(max, `Must be ${max} characters or fewer`).check(oneLine);

/**
 * GET /api/admin/audit?recordType=&record=&actor=&personId=&from=&to=: `record` is a record's id or a booking's
 * reference; `personId` is everything about one person (their own record, their bookings, waiting-list entries and
 * enquiries); `from` and `to` are London days, inclusive.
 */
export const AuditQuerySchema = withDayRange({
  recordType: listFilter(z.enum(AUDIT_RECORD_TYPES, "Please choose a kind of record")),
  record: listFilter(shortText(100)),
  actor: listFilter(shortText(100)),
  personId: listFilter(z.uuid("Please choose a person")),
});
export type AuditQueryInput = z.output<typeof AuditQuerySchema>;

/** One row of the log as staff read it. */
export type AdminAuditEntry = {
  id: string;
  at: string;
  actor: string;
  action: string;
  recordType: string;
  recordId: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

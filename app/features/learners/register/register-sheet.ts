// A course date's register as staff see it and print it (issue 23): per learner, the identity check, the first aid
// evidence and a mark for each day. Built from the records by registerSheetOf; the page, the PDF and the CSV read it.
import type { AttendanceStatus } from "../register-rules";
import type { RegisterDate } from "./register-date.server";

/** The letters a printed register marks a day with. */
export const ATTENDANCE_LETTERS: Record<AttendanceStatus, string> = {
  present: "P",
  absent: "A",
  late: "L",
  "left-early": "E",
};

export type RegisterLearnerRow = {
  id: string;
  name: string;
  /** Identity: 'Checked'; first aid evidence: 'Verified' or 'Rejected'; either blank for the trainer to fill in. */
  checks: { identity: string; firstAid: string };
  /** Day (ISO) → its mark ('P', 'L 20', …); a day with no mark yet is absent from the record. */
  marks: Record<string, string>;
  note: string;
};

export type RegisterSheet = {
  academy: { name: string; address: string };
  date: RegisterDate;
  learners: RegisterLearnerRow[];
  /** London day the document was made. */
  printedOn: string;
};

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/** 'Mon 7 Dec', for a register's day column. */
export const shortDay = (isoDay: string): string => dayFormat.format(new Date(`${isoDay}T12:00:00Z`)).replace(",", "");

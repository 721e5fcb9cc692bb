// A course date's learners as a CSV for the awarding body's upload (issue 23): what it needs to register each learner,
// one row per seat (online bookings and named places booked offline), by name. Made with the staff CSV helper, so a
// name or note starting '=' cannot run as a formula in a spreadsheet.
import { bookingReferences } from "#app/features/booking/booking-references.server";
import type { Executor } from "#db/db.server";
import { toCsv, type CsvColumn } from "#app/shared/staff/csv";
import { slugify } from "#app/shared/staff/staff-format";
import { learnersOfDate, type CourseDateRef } from "./learner-records.server";
import { registerDateOf, type RegisterDate } from "./register/register-date.server";

type CsvLearner = {
  fullName: string;
  dateOfBirth: string | null;
  email: string | null;
  siaLicenceNumber: string | null;
  /** Blank for a place booked offline: it has no booking. */
  reference: string;
};

const columns = (date: RegisterDate): CsvColumn<CsvLearner>[] => [
  { header: "Full name", value: (learner) => learner.fullName },
  { header: "Date of birth", value: (learner) => learner.dateOfBirth },
  { header: "Email", value: (learner) => learner.email },
  { header: "Course", value: () => date.courseTitle },
  { header: "First day", value: () => date.days[0] },
  { header: "Last day", value: () => date.days.at(-1) },
  { header: "Venue", value: () => date.place },
  { header: "SIA licence number", value: (learner) => learner.siaLicenceNumber },
  { header: "Booking reference", value: (learner) => learner.reference },
];

/** The CSV and its file's name ('learners-sia-door-supervisor-2026-12-07.csv'). */
export async function learnersCsv(db: Executor, ref: CourseDateRef): Promise<{ name: string; csv: string }> {
  const date = await registerDateOf(db, ref);
  const learners = await learnersOfDate(db, ref);
  const references = await bookingReferences(
    db,
    learners.flatMap((learner) => (learner.bookingId ? [learner.bookingId] : [])),
  );
  const rows = learners.map((learner) => ({
    fullName: learner.fullName,
    dateOfBirth: learner.dateOfBirth,
    email: learner.email,
    siaLicenceNumber: learner.siaLicenceNumber,
    reference: (learner.bookingId && references.get(learner.bookingId)) || "",
  }));
  return { name: `learners-${slugify(date.courseTitle)}-${date.days[0]}.csv`, csv: toCsv(rows, columns(date)) };
}

// Staff's internal notes (issue 21, office manager's list item 11) on a booking or a person: who wrote what, when.
// Kept in their own table, apart from the customer's own "Notes" on the booking, and read only by staff routes, so
// nothing a customer sees can carry them.
import { desc, eq } from "drizzle-orm";
import type { Database } from "#db/db.server";
import { bookings, staffNotes } from "#db/schema";
import { recordAudit, type StaffActor } from "#app/features/audit/audit.server";
import { notFound } from "#app/shared/http-error";
import { findPerson } from "./people.server";
import type { StaffNoteInput, StaffNoteView } from "./schema";

export type NoteSubject = { bookingId: string } | { personId: string };

const subjectColumn = (subject: NoteSubject) =>
  "bookingId" in subject ? eq(staffNotes.bookingId, subject.bookingId) : eq(staffNotes.personId, subject.personId);

const toView = (note: typeof staffNotes.$inferSelect): StaffNoteView => ({
  id: note.id,
  body: note.body,
  author: note.author,
  createdAt: note.createdAt.toISOString(),
});

/** The subject as a sentence names it; 404 when there is none. */
async function subjectName(db: Database, subject: NoteSubject): Promise<string> {
  if ("bookingId" in subject) {
    const [booking] = await db
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, subject.bookingId));
    if (!booking) throw notFound("Booking not found");
    return `booking ${booking.reference}`;
  }
  const person = await findPerson(db, subject.personId);
  if (!person) throw notFound("Person not found");
  return person.email;
}

export async function listStaffNotes(db: Database, subject: NoteSubject): Promise<StaffNoteView[]> {
  await subjectName(db, subject);
  const rows = await db
    .select()
    .from(staffNotes)
    .where(subjectColumn(subject))
    .orderBy(desc(staffNotes.createdAt), desc(staffNotes.id));
  return rows.map(toView);
}

export async function addStaffNote(
  db: Database,
  subject: NoteSubject,
  input: StaffNoteInput,
  actor: StaffActor,
): Promise<StaffNoteView> {
  const name = await subjectName(db, subject);
  return db.transaction(async (tx) => {
    const [note] = await tx
      .insert(staffNotes)
      .values({ ...subject, body: input.body, authorId: actor.id ?? null, author: actor.username })
      .returning();
    const isBooking = "bookingId" in subject;
    await recordAudit(tx, actor, {
      action: isBooking ? "booking.note" : "person.note",
      recordType: isBooking ? "booking" : "person",
      recordId: isBooking ? subject.bookingId : subject.personId,
      summary: `Added an internal note to ${name}`,
      after: { note: input.body },
    });
    return toView(note!);
  });
}

// /api/admin for the office's search, people and internal notes (issue 21).
import { eq } from "drizzle-orm";
import { Router } from "express";
import { bookings } from "#db/schema";
import type { AppContext } from "#server/app-context";
import { recordAudit } from "#app/features/audit/audit.server";
import { londonToday } from "#app/shared/dates";
import { notFound } from "#app/shared/http-error";
import { parseInput } from "#app/shared/validation";
import { parseId } from "#app/shared/staff/route-helpers.server";
import { signedInStaff } from "#app/shared/staff/signed-in-staff.server";
import { anonymisePerson } from "./anonymise-person.server";
import { ensurePerson } from "./people.server";
import { getPersonPage } from "./person-page.server";
import { ErasePersonSchema, SearchQuerySchema, StaffNoteSchema } from "./schema";
import { searchPeople } from "./search.server";
import { subjectAccessExport } from "./subject-access.server";
import { addStaffNote, listStaffNotes, type NoteSubject } from "./staff-notes.server";

export function peopleAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/search", async (req, res) => {
    const { q } = parseInput(SearchQuerySchema, req.query);
    res.json(await searchPeople(ctx.db, q));
  });
  router.get("/people/:id", async (req, res) => {
    res.json(await getPersonPage(ctx.db, parseId(req.params.id, "Person")));
  });
  // A subject access request: everything held about the person, as a file staff send them; the log says who took it.
  router.get("/people/:id/subject-access.json", async (req, res) => {
    const id = parseId(req.params.id, "Person");
    const file = await subjectAccessExport(ctx.db, id);
    await recordAudit(ctx.db, signedInStaff(res), {
      action: "person.subject-access",
      recordType: "person",
      recordId: id,
      summary: `Exported everything held about ${file.email} (subject access request)`,
    });
    res.set("Cache-Control", "no-store");
    res.attachment(`subject-access-${londonToday()}.json`);
    res.json(file);
  });
  // Erasure on request (issue 23): refused with the reasons (409) while a course or money is unfinished; logged.
  router.post("/people/:id/erase", async (req, res) => {
    const id = parseId(req.params.id, "Person");
    const { reason } = parseInput(ErasePersonSchema, req.body);
    res.json(await anonymisePerson(ctx.db, id, { actor: signedInStaff(res), reason }));
  });
  // The person a booking belongs to, by its e-mail address: their row is made on first need.
  router.get("/bookings/:id/person", async (req, res) => {
    const id = parseId(req.params.id, "Booking");
    const [booking] = await ctx.db
      .select({ userDetails: bookings.userDetails })
      .from(bookings)
      .where(eq(bookings.id, id));
    if (!booking) throw notFound("Booking not found");
    res.json({ id: await ensurePerson(ctx.db, booking.userDetails.email) });
  });
  // Staff's internal notes, on a booking or on a person: the same two routes for each kind of subject.
  const noteSubjects = [
    { path: "bookings", what: "Booking", subject: (id: string): NoteSubject => ({ bookingId: id }) },
    { path: "people", what: "Person", subject: (id: string): NoteSubject => ({ personId: id }) },
  ];
  for (const { path, what, subject } of noteSubjects) {
    router.get(`/${path}/:id/notes`, async (req, res) => {
      res.json(await listStaffNotes(ctx.db, subject(parseId(req.params.id, what))));
    });
    router.post(`/${path}/:id/notes`, async (req, res) => {
      const of = subject(parseId(req.params.id, what));
      res.status(201).json(await addStaffNote(ctx.db, of, parseInput(StaffNoteSchema, req.body), signedInStaff(res)));
    });
  }
  return router;
}

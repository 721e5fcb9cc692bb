// Staff routes of a course date's learners (issue 23): the printable register and sign-in sheet, under the date's
// staff address (/api/admin/dates/{instance|date}/{id}/…), as the date's other staff actions are.
import { Router, type Request, type Response } from "express";
import type { AppContext } from "#server/app-context";
import { notFound } from "#app/shared/http-error";
import { parseId } from "#app/shared/staff/route-helpers.server";
import { signedInStaff } from "#app/shared/staff/signed-in-staff.server";
import { parseInput } from "#app/shared/validation";
import type { CourseDateRef } from "./learner-records.server";
import { registerPdf, signInSheetPdf } from "./register/register-pdf.server";
import { registerSheetOf } from "./register/register.server";
import type { RegisterSheet } from "./register/register-sheet";
import { AttendanceSchema, FirstAidEvidenceSchema, IdentityCheckSchema, MarkAllPresentSchema } from "./register-schema";
import { checkIdentity, markAllPresentOnDay, markLearner, recordFirstAid, registerView } from "./register-view.server";
import { renewalsDue } from "./renewals/renewals-admin.server";
import { londonToday } from "#app/shared/dates";
import { slugify } from "#app/shared/staff/staff-format";
import { learnersCsv } from "./learners-csv.server";

function dateRefOf(req: Request): CourseDateRef {
  const { kind, id } = req.params;
  if (kind !== "instance" && kind !== "date") throw notFound("Course date not found");
  return { kind: kind === "instance" ? "instance" : "available-date", id: parseId(id as string, "Course date") };
}

function sendPdf(res: Response, name: string, pdf: Buffer): void {
  res.set({ "Content-Type": "application/pdf", "Content-Disposition": `inline; filename="${name}.pdf"` });
  res.send(pdf);
}

/** 'register-sia-door-supervisor-2026-12-07': the document, the course and the first day, for the file's name. */
const fileName = (what: string, sheet: RegisterSheet) =>
  `${what}-${slugify(sheet.date.courseTitle)}-${sheet.date.days[0]}`;

export function learnersAdminApi(ctx: AppContext): Router {
  const router = Router();
  // Who is due for renewal, by month (issue 23).
  router.get("/renewals", async (_req, res) => {
    res.json(await renewalsDue(ctx.db, londonToday()));
  });
  router.get("/dates/:kind/:id/register.pdf", async (req, res) => {
    const sheet = await registerSheetOf(ctx.db, dateRefOf(req), ctx.site);
    sendPdf(res, fileName("register", sheet), await registerPdf(sheet));
  });
  router.get("/dates/:kind/:id/sign-in-sheet.pdf", async (req, res) => {
    const sheet = await registerSheetOf(ctx.db, dateRefOf(req), ctx.site);
    sendPdf(res, fileName("sign-in-sheet", sheet), await signInSheetPdf(sheet));
  });
  // The date's learners for the awarding body's upload (learners-csv.server.ts).
  router.get("/dates/:kind/:id/learners.csv", async (req, res) => {
    const { name, csv } = await learnersCsv(ctx.db, dateRefOf(req));
    res.set("Cache-Control", "no-store").type("text/csv; charset=utf-8").attachment(name).send(csv);
  });
  // The register staff fill in during the course (a tablet or phone in the training room).
  router.get("/dates/:kind/:id/register", async (req, res) => {
    res.json(await registerView(ctx.db, dateRefOf(req)));
  });
  router.post("/dates/:kind/:id/register/all-present", async (req, res) => {
    const ref = dateRefOf(req);
    const input = parseInput(MarkAllPresentSchema, req.body);
    res.json(await markAllPresentOnDay(ctx.db, ref, input, signedInStaff(res)));
  });
  router.put("/dates/:kind/:id/register/learners/:learnerId/mark", async (req, res) => {
    const { ref, learnerId } = learnerRefOf(req);
    await markLearner(ctx.db, ref, learnerId, parseInput(AttendanceSchema, req.body), signedInStaff(res));
    res.json(await registerView(ctx.db, ref));
  });
  router.put("/dates/:kind/:id/register/learners/:learnerId/identity", async (req, res) => {
    const { ref, learnerId } = learnerRefOf(req);
    await checkIdentity(ctx.db, ref, learnerId, parseInput(IdentityCheckSchema, req.body), signedInStaff(res));
    res.json(await registerView(ctx.db, ref));
  });
  router.put("/dates/:kind/:id/register/learners/:learnerId/first-aid", async (req, res) => {
    const { ref, learnerId } = learnerRefOf(req);
    await recordFirstAid(ctx.db, ref, learnerId, parseInput(FirstAidEvidenceSchema, req.body), signedInStaff(res));
    res.json(await registerView(ctx.db, ref));
  });
  return router;
}

function learnerRefOf(req: Request) {
  return { ref: dateRefOf(req), learnerId: parseId(req.params.learnerId as string, "Learner") };
}

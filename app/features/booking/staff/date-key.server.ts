// A course date as the date's staff actions (e-mail everyone, results for everyone) name it in their URL
// (/api/admin/dates/{instance|date}/{id}/...), and the queries both start from.
import { Router, type Request, type Response } from "express";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { availableDates, bookings, courseInstances, courses } from "#db/schema";
import type { AppContext } from "#server/app-context";
import type { StaffActor } from "#app/features/audit/audit.server";
import { notFound } from "#app/shared/http-error";
import { parseId } from "#app/shared/staff/route-helpers.server";
import { signedInStaff } from "#app/shared/staff/signed-in-staff.server";
import { parseInput } from "#app/shared/validation";
import type { z } from "zod";
import type { StaffDateKey } from "./date-roster";

export const onDate = (key: StaffDateKey) =>
  key.kind === "instance" ? eq(bookings.instanceId, key.id) : eq(bookings.availableDateId, key.id);

/** The date's course and first day, locked for the rest of the transaction when asked; 404 when there is none. */
export async function dateOf(db: Executor, key: StaffDateKey, lock = false) {
  const table = key.kind === "instance" ? courseInstances : availableDates;
  const day = key.kind === "instance" ? courseInstances.startDate : availableDates.date;
  const query = db
    .select({ courseTitle: courses.title, startDate: sql<string>`${day}::text` })
    .from(table)
    .innerJoin(courses, eq(courses.id, table.courseId))
    .where(eq(table.id, key.id));
  const [date] = lock ? await query.for("update", { of: table }) : await query;
  if (!date) throw notFound("Course date not found");
  return date;
}

function dateKeyOf(req: Request): StaffDateKey {
  const kind = req.params.kind;
  if (kind !== "instance" && kind !== "date") throw notFound("Course date not found");
  return { kind, id: parseId(req.params.id as string, "Course date") };
}

/** GET /dates/:kind/:id/<action> answers what the action would touch; POST carries it out with the form's input. */
export function dateActionApi<Schema extends z.ZodType>(
  ctx: AppContext,
  action: string,
  {
    schema,
    read,
    act,
  }: {
    schema: Schema;
    read(db: AppContext["db"], key: StaffDateKey): Promise<unknown>;
    act(
      db: AppContext["db"],
      key: StaffDateKey,
      input: z.output<Schema>,
      actor: StaffActor,
      site: AppContext["site"],
    ): Promise<unknown>;
  },
): Router {
  const router = Router();
  router.get(`/dates/:kind/:id/${action}`, async (req, res) => {
    res.json(await read(ctx.db, dateKeyOf(req)));
  });
  router.post(`/dates/:kind/:id/${action}`, async (req, res: Response) => {
    const key = dateKeyOf(req);
    const input = parseInput(schema, req.body);
    res.json(await act(ctx.db, key, input, signedInStaff(res), ctx.site));
  });
  return router;
}

// A date's or run's edit when people are booked on it (issue 21, H2, M8): the list's PUT saves through the run-change
// guard (booking/changes/run-change.server.ts: a change of days with learners booked needs `confirmDateChange: true`,
// else 409; Cancelled is its own action), and POST …/change-impact answers what that same save would do, without
// saving, for the edit dialog to show before staff confirm.
import { Router } from "express";
import type { z } from "zod";
import type { AppContext } from "#server/app-context";
import type { Database } from "#db/db.server";
import { markAudited } from "#app/features/audit/audit-middleware.server";
import { EditPreview, runChangeGuard, type DateKey } from "#app/features/booking/changes/run-change.server";
import { RunChangeConfirmationSchema } from "#app/features/booking/changes/run-change-schema";
import type { CollectionStore } from "#app/shared/staff/collection-routes.server";
import { parseInput } from "#app/shared/validation";
import { parseId, parseUpdate } from "#app/shared/staff/route-helpers.server";
import { signedInStaff } from "#app/shared/staff/signed-in-staff.server";
import type { TimetableEditGuard } from "./timetable.server";

type GuardedUpdate<Input, Row> = (db: Database, id: string, input: Input, guard: TimetableEditGuard) => Promise<Row>;

/** The list's PUT: the edit saved under the guard, with staff's confirmation if the request carries it. */
export function updateThroughGuard<Input, Row>(
  ctx: AppContext,
  kind: DateKey["kind"],
  update: GuardedUpdate<Input, Row>,
): CollectionStore<Input, Row>["update"] {
  return (db, id, input, { req, res }) => {
    const { confirmDateChange } = parseInput(RunChangeConfirmationSchema, req.body);
    const actor = signedInStaff(res);
    return update(
      db,
      id,
      input,
      runChangeGuard({ kind, id }, { confirm: confirmDateChange === true, actor, site: ctx.site }),
    );
  };
}

/** POST `${path}/:id/change-impact`: the edit's body; answers its EditImpact and saves nothing. */
export function changeImpactRoute<S extends z.ZodObject, Row>(
  ctx: AppContext,
  options: {
    path: string;
    what: string;
    kind: DateKey["kind"];
    schema: S;
    stored: (db: Database, id: string) => Promise<object>;
    update: GuardedUpdate<z.output<S>, Row>;
  },
): Router {
  const { path, what, kind, schema, stored, update } = options;
  const router = Router();
  router.post(`${path}/:id/change-impact`, async (req, res) => {
    const id = parseId(req.params.id, what);
    const input = parseUpdate(schema, await stored(ctx.db, id), req.body);
    try {
      // The real save, its transaction rolled back by the preview once the guard has worked out the impact.
      await update(ctx.db, id, input, runChangeGuard({ kind, id }, { preview: true }));
    } catch (error) {
      if (!(error instanceof EditPreview)) throw error;
      // Nothing was saved: nothing for the log.
      markAudited(res);
      res.json(error.impact);
      return;
    }
    throw new Error("A preview of a date edit saved it");
  });
  return router;
}

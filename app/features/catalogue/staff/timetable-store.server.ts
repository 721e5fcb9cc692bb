// What the Schedules and Available Dates lists do alike (SPEC §2, §7): read every row with its course and venue,
// seats taken counted from bookings (decision 003); add, edit and delete through timetable.server.ts's locks.
import { asc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database, Executor } from "#db/db.server";
import type { availableDates, courseInstances } from "#db/schema";
import { courses, venues } from "#db/schema";
import { notFound } from "#app/shared/http-error";
import { seatsTakenOf, type BookableDate } from "#app/features/booking/bookable-date.server";
import { Router } from "express";
import type { z } from "zod";
import type { AppContext } from "#server/app-context";
import { collectionRoutes } from "#app/shared/staff/collection-routes.server";
import { changeImpactRoute, updateThroughGuard } from "./run-change-routes.server";
import {
  createTimetableEntry,
  deleteTimetableEntry,
  TIMETABLE_LABELS,
  updateTimetableEntry,
  type TimetableEditGuard,
  type TimetableKind,
} from "./timetable.server";
import { timetableVenueColumns } from "./timetable-venue";
import type { CourseAndVenue } from "./timetable-admin-row";

type Table = typeof courseInstances | typeof availableDates;
type EditInput = { courseId: string; maxSeats: number; bookedSeats: number };
/** What an edit keeps of the stored row (timetable-row.server.ts). */
type StoredPlace = {
  venueId: string | null;
  location: string;
  firstDay: string;
  endDate?: string | null;
  courseDays: string[];
};

export function timetableStore<T extends Table, Input extends EditInput, Admin>(spec: {
  kind: TimetableKind;
  table: T;
  /** The column the list is ordered by: the first day. */
  firstDay: PgColumn;
  asBookable: (row: T["$inferSelect"]) => BookableDate;
  toAdmin: (row: T["$inferSelect"] & CourseAndVenue, seatsTaken: number) => Admin;
  placeOf: (row: T["$inferSelect"]) => StoredPlace;
  /** The values to write: `input` with its place and days settled. */
  settle: (tx: Executor, input: Input, stored?: StoredPlace) => Promise<Partial<T["$inferInsert"]>>;
}) {
  const { kind, table, firstDay } = spec;
  const labels = TIMETABLE_LABELS[kind];

  async function select(db: Executor, where?: SQL): Promise<Admin[]> {
    const rows = (await db
      .select({
        ...getTableColumns(table as typeof courseInstances),
        courseTitle: courses.title,
        durationDays: courses.durationDays,
        venue: timetableVenueColumns,
      })
      .from(table as typeof courseInstances)
      .leftJoin(courses, eq(courses.id, table.courseId))
      .leftJoin(venues, eq(venues.id, table.venueId))
      .where(where)
      .orderBy(asc(firstDay), asc(courses.title), asc(table.id))) as unknown as (T["$inferSelect"] & CourseAndVenue)[];
    const taken = await seatsTakenOf(db, rows.map(spec.asBookable));
    return rows.map((row) => spec.toAdmin(row, taken.get(row.id) ?? row.bookedSeats));
  }

  async function get(db: Executor, id: string): Promise<Admin> {
    const [row] = await select(db, eq(table.id, id));
    if (!row) throw notFound(labels.notFound);
    return row;
  }

  /** The row as stored (bookedSeats = offline seats), for a PUT that leaves fields out. */
  async function stored(db: Executor, id: string): Promise<T["$inferSelect"]> {
    const [row] = await db
      .select()
      .from(table as typeof courseInstances)
      .where(eq(table.id, id));
    if (!row) throw notFound(labels.notFound);
    return row;
  }

  const create = (db: Database, input: Input) =>
    createTimetableEntry(
      db,
      input.courseId,
      () =>
        db.transaction(async (tx) => {
          const values = await spec.settle(tx, input);
          const [row] = await tx
            .insert(table as typeof courseInstances)
            .values(values as typeof courseInstances.$inferInsert)
            .returning({ id: table.id });
          return row!.id;
        }),
      get,
    );

  const update = (db: Database, id: string, input: Input, guard?: TimetableEditGuard) =>
    updateTimetableEntry(
      db,
      kind,
      id,
      input,
      async (tx) => {
        const values = await spec.settle(tx, input, spec.placeOf(await stored(tx, id)));
        return tx
          .update(table as typeof courseInstances)
          .set(values)
          .where(eq(table.id, id));
      },
      get,
      guard,
    );

  const remove = (db: Database, id: string) => deleteTimetableEntry(db, kind, id);

  return { kind, list: (db: Executor) => select(db), stored, create, update, remove };
}

type TimetableStore<Input, Admin> = {
  kind: TimetableKind;
  list: (db: Executor) => Promise<Admin[]>;
  stored: (db: Executor, id: string) => Promise<object>;
  create: (db: Database, input: Input) => Promise<Admin>;
  update: (db: Database, id: string, input: Input, guard: TimetableEditGuard) => Promise<Admin>;
  remove: (db: Database, id: string) => Promise<void>;
};

/** The list's routes at `path`; an edit moving booked learners asks first (issue 21). */
export function timetableAdminApi<S extends z.ZodObject, Admin>(
  ctx: AppContext,
  options: { path: string; what: string; schema: S; store: TimetableStore<z.output<S>, Admin> },
): Router {
  const { path, what, schema, store } = options;
  const { kind, stored, update } = store;
  const router = Router();
  router.use(collectionRoutes(ctx.db, path, what, schema, { ...store, update: updateThroughGuard(ctx, kind, update) }));
  router.use(changeImpactRoute(ctx, { path, what, kind, schema, stored, update }));
  return router;
}

// The four routes of a staff list whose rows staff add, edit and delete (SPEC §7: courses, course instances,
// available dates, posts): GET the list, POST a new row (201), PUT an edit (a field left out keeps its stored
// value: parseUpdate), DELETE (204). Ids that cannot name a row answer 404.
import { eq } from "drizzle-orm";
import { Router, type Request, type Response } from "express";
import type { z } from "zod";
import type { Database, Executor } from "#db/db.server";
import type { courses, posts } from "#db/schema";
import { parseInput } from "#app/shared/validation";
import { parseId, parseUpdate } from "./route-helpers.server";

/** A store's answers for one kind of row; `stored` is the row as saved, which an edit starts from. */
export type CollectionStore<Input, Row> = {
  list: (db: Database) => Promise<Row[]>;
  create: (db: Database, input: Input) => Promise<Row>;
  stored: (db: Database, id: string) => Promise<object>;
  /** `http`: the request, for a store whose edit needs more than the row (issue 21: staff's confirmation, who). */
  update: (db: Database, id: string, input: Input, http: { req: Request; res: Response }) => Promise<Row>;
  remove: (db: Database, id: string) => Promise<void>;
};

/** A store's `stored` for a table of its own rows: the row with that id as saved, else `missing()` (its 404). */
export function storedRow(table: typeof courses | typeof posts, missing: () => Error) {
  return async (db: Executor, id: string): Promise<object> => {
    const [row] = await db.select().from(table).where(eq(table.id, id));
    if (!row) throw missing();
    return row;
  };
}

/** `path` is the list's path ('/courses'); `what` names a row in a 404 ('Course not found'). */
export function collectionRoutes<S extends z.ZodObject, Row>(
  db: Database,
  path: string,
  what: string,
  schema: S,
  store: CollectionStore<z.output<S>, Row>,
): Router {
  const router = Router();
  router.get(path, async (_req, res) => {
    res.json(await store.list(db));
  });
  router.post(path, async (req, res) => {
    res.status(201).json(await store.create(db, parseInput(schema, req.body)));
  });
  router.put(`${path}/:id`, async (req, res) => {
    const id = parseId(req.params.id, what);
    res.json(await store.update(db, id, parseUpdate(schema, await store.stored(db, id), req.body), { req, res }));
  });
  router.delete(`${path}/:id`, async (req, res) => {
    await store.remove(db, parseId(req.params.id, what));
    res.status(204).end();
  });
  return router;
}

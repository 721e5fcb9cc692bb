// Small pieces every admin router uses: ids from the path, database error
// codes, CSV downloads, and how a PUT body meets the stored record.
import type { Response } from "express";
import { z } from "zod";
import { londonToday } from "#app/shared/dates";
import { parseInput } from "#app/shared/validation";
import { badRequest, notFound, type FieldErrors } from "#app/shared/http-error";

/** A path id that cannot name a row answers 404, the same as an unknown one (never a 500 from the database). */
export function parseId(id: string | undefined, what: string): string {
  if (!id || !z.uuid().safeParse(id).success) throw notFound(`${what} not found`);
  return id;
}

const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";

/** The PostgreSQL error code of a failed query, looking through Drizzle's wrapper. */
function pgErrorCode(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== "object" || depth > 3) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  return pgErrorCode((error as { cause?: unknown }).cause, depth + 1);
}

/** Two requests raced past the slug check: the unique index has the last word. */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === UNIQUE_VIOLATION;

/** A row appeared or vanished between our check and our write (a new booking, a deleted course). */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === FOREIGN_KEY_VIOLATION;

export const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

/** The same answer as a schema failure, for rules only the database can check (a taken slug, a missing course). */
export const invalidFields = (fieldErrors: FieldErrors) =>
  badRequest("Please check the highlighted fields.", fieldErrors);

/** Sends a CSV download; the file name carries the day it was taken. */
export function sendCsv(res: Response, name: string, csv: string): void {
  res.set("Content-Type", "text/csv; charset=utf-8");
  res.attachment(`${name}-${londonToday()}.csv`);
  res.send(csv);
}

/**
 * PUT bodies replace the fields they send; a field left out keeps its stored
 * value. The spec's edit dialogs send only some fields (SPEC §7: a schedule's
 * PUT has no status, price or booked seats; §2: the course dialog has no
 * lists or syllabus), and an edit must not quietly reset the rest to their
 * defaults. The merged whole is validated as on create.
 */
export function parseUpdate<S extends z.ZodObject>(schema: S, stored: object, body: unknown): z.output<S> {
  if (!body || typeof body !== "object" || Array.isArray(body)) return parseInput(schema, body);
  const storedFields = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, (stored as Record<string, unknown>)[key]]),
  );
  return parseInput(schema, { ...storedFields, ...body });
}

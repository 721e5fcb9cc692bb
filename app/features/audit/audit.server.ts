// Who did what in the staff area (issue 21): every staff action writes one row, in the transaction that makes the
// change, so the log never claims a change that was rolled back and never misses one that landed.
import { and, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/db.server";
import { auditLog, type AuditEntry } from "#db/schema";
import { markRequestAudited } from "./audit-scope.server";
import type { AuditRecordType } from "./audit-schema";

/** Anything that can run a query: the database or an open transaction. */
type Queryable = Pick<Database, "insert" | "select">;

export type StaffActor = { id?: string | null; username: string };

export type { AuditRecordType };

export type AuditInput = {
  action: string;
  recordType: AuditRecordType;
  recordId: string;
  /** One line a person reads in the log: "Cancelled TV-ABC123 (the customer asked)". */
  summary: string;
  /** The fields the action changed, as they were and as they are; omit for actions that create or only send. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** The fields of `before` and `after` that differ, so a log row shows what changed and not the whole record. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key] ?? null;
      now[key] = after[key] ?? null;
    }
  }
  return { before: was, after: now };
}

/**
 * What an entry says was done to which record, as the log stores it and as staff read it: `before` and `after` are null
 * for an action that changed no fields.
 */
export function whatHappened({ action, recordType, recordId, summary, before, after }: AuditInput | AuditEntry) {
  return { action, recordType, recordId, summary, before: before ?? null, after: after ?? null };
}

export async function recordAudit(db: Queryable, actor: StaffActor, input: AuditInput) {
  await db.insert(auditLog).values({ actorId: actor.id ?? null, actor: actor.username, ...whatHappened(input) });
  // The staff request this runs in has logged itself: the catch-all middleware adds nothing (audit-middleware.server.ts).
  markRequestAudited();
}

export type AuditQuery = {
  recordType?: string;
  recordId?: string;
  actor?: string;
  /** Any of these conditions, e.g. a person's own record or any of their bookings (audit-admin.server.ts). */
  about?: SQL;
  /** London days, inclusive. */
  fromDay?: string;
  toDay?: string;
  from?: Date;
  to?: Date;
  limit?: number;
};

/** The log, newest first, optionally for one record, one member of staff or a time range. */
export async function listAudit(db: Queryable, query: AuditQuery = {}): Promise<AuditEntry[]> {
  const where: SQL[] = [];
  if (query.recordType) where.push(eq(auditLog.recordType, query.recordType));
  if (query.recordId) where.push(eq(auditLog.recordId, query.recordId));
  if (query.actor) where.push(eq(auditLog.actor, query.actor));
  if (query.about) where.push(query.about);
  // A London day's bounds as instants, so the index on `at` serves the range.
  if (query.fromDay)
    where.push(sql`${auditLog.at} >= (${query.fromDay}::date::timestamp at time zone 'Europe/London')`);
  if (query.toDay) {
    where.push(sql`${auditLog.at} < ((${query.toDay}::date + 1)::timestamp at time zone 'Europe/London')`);
  }
  if (query.from) where.push(gte(auditLog.at, query.from));
  if (query.to) where.push(lte(auditLog.at, query.to));
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.seq))
    .limit(query.limit ?? 500);
}

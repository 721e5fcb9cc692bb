// A record as the audit log keeps it (issue 21): its row as plain JSON, less the columns that say nothing to a reader
// (timestamps every write moves, idempotency keys, client addresses), and its name in a sentence.
import { inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "#db/db.server";
import {
  availableDates,
  bookings,
  courseInstances,
  courses,
  leads,
  learners,
  offlinePlaces,
  organisations,
  payments,
  people,
  posts,
  venues,
  waitlistEntries,
} from "#db/schema";
import { formatDate } from "#app/shared/dates";
import { RECORD_TYPE_NAMES, type AuditRecordType } from "./audit-schema";

type Snapshot = Record<string, unknown>;

const TABLES: Record<Exclude<AuditRecordType, "other">, PgTable & { id: PgColumn }> = {
  booking: bookings,
  person: people,
  course: courses,
  instance: courseInstances,
  "available-date": availableDates,
  venue: venues,
  "offline-place": offlinePlaces,
  post: posts,
  lead: leads,
  "waitlist-entry": waitlistEntries,
  payment: payments,
  learner: learners,
  organisation: organisations,
};

const LEFT_OUT = new Set([
  "createdAt",
  "updatedAt",
  "idempotencyKey",
  "idempotencyRequestHash",
  "holdAddress",
  "clientAddress",
  "emailKey",
]);

/** The row as JSON would carry it (dates as ISO text), without the columns left out. */
export function snapshotOf(row: object): Snapshot {
  const plain = JSON.parse(JSON.stringify(row)) as Snapshot;
  return Object.fromEntries(Object.entries(plain).filter(([key]) => !LEFT_OUT.has(key)));
}

/** Each named record as it is now, by id; ids with no row (deleted, or never there) are missing from the map. */
export async function snapshotRecords(
  db: Executor,
  recordType: AuditRecordType | null,
  ids: readonly string[],
): Promise<Map<string, Snapshot>> {
  if (!recordType || recordType === "other" || ids.length === 0) return new Map();
  const table = TABLES[recordType];
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(inArray(table.id, [...ids]))) as { id: string }[];
  return new Map(rows.map((row) => [row.id, snapshotOf(row)]));
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/** How a sentence names the record: 'booking TV-ABC123', 'course SIA Door Supervisor', 'course date 4 March 2026, Reading'. */
export function recordName(recordType: AuditRecordType, id: string, row: Snapshot | null | undefined): string {
  const kind = RECORD_TYPE_NAMES[recordType];
  if (!row) return `${kind} ${id}`;
  const userDetails = row.userDetails as { fullName?: string } | undefined;
  const day = text(row.startDate) ?? text(row.date);
  const name =
    text(row.reference) ??
    text(row.title) ??
    (day && [formatDate(day), text(row.location)].filter(Boolean).join(", ")) ??
    text(row.name) ??
    text(row.fullName) ??
    text(userDetails?.fullName) ??
    text(row.email) ??
    id;
  return `${kind} ${name}`;
}

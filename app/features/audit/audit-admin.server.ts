// /api/admin/audit (issue 21): the log for staff, filtered by record, person, member of staff and London days, as
// JSON for the pages and as CSV for a spreadsheet.
import { eq, or, sql, type SQL } from "drizzle-orm";
import { Router } from "express";
import type { Executor } from "#db/db.server";
import { auditLog, bookings, leads, people, waitlistEntries, type AuditEntry } from "#db/schema";
import type { AppContext } from "#server/app-context";
import { parseInput } from "#app/shared/validation";
import { csvDateTime, toCsv, type CsvColumn } from "#app/shared/staff/csv";
import { sendCsv } from "#app/shared/staff/route-helpers.server";
import { listAudit, whatHappened, type AuditQuery } from "./audit.server";
import { AuditQuerySchema, type AdminAuditEntry, type AuditQueryInput } from "./audit-schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Rows about one person: their own record, and their bookings, waiting-list entries and enquiries by e-mail. */
async function aboutPerson(db: Executor, personId: string): Promise<SQL> {
  const [person] = await db.select({ email: people.email }).from(people).where(eq(people.id, personId));
  const own = sql`(${auditLog.recordType} = 'person' and ${auditLog.recordId} = ${personId})`;
  if (!person) return own;
  const email = person.email;
  return or(
    own,
    sql`(${auditLog.recordType} = 'booking' and ${auditLog.recordId} in (select ${bookings.id}::text from ${bookings} where lower(${bookings.userDetails} ->> 'email') = ${email}))`,
    sql`(${auditLog.recordType} = 'waitlist-entry' and ${auditLog.recordId} in (select ${waitlistEntries.id}::text from ${waitlistEntries} where ${waitlistEntries.emailKey} = ${email}))`,
    sql`(${auditLog.recordType} = 'lead' and ${auditLog.recordId} in (select ${leads.id}::text from ${leads} where lower(${leads.email}) = ${email}))`,
  )!;
}

/** The filters as the log's query: a booking's reference is looked up, a person becomes their records. */
async function auditQueryOf(db: Executor, input: AuditQueryInput): Promise<AuditQuery> {
  const query: AuditQuery = { recordType: input.recordType, actor: input.actor, fromDay: input.from, toDay: input.to };
  if (input.record) {
    if (UUID.test(input.record)) query.recordId = input.record.toLowerCase();
    else {
      const [booking] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.reference, input.record.toUpperCase()));
      query.recordType = "booking";
      // A reference nobody has matches no row, rather than every row.
      query.recordId = booking?.id ?? input.record;
    }
  }
  if (input.personId) query.about = await aboutPerson(db, input.personId);
  return query;
}

export const toAdminAuditEntry = (row: AuditEntry): AdminAuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actor,
  ...whatHappened(row),
});

const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

const AUDIT_COLUMNS: CsvColumn<AuditEntry>[] = [
  { header: "When (London)", value: (row) => csvDateTime(row.at) },
  { header: "Who", value: (row) => row.actor },
  { header: "Action", value: (row) => row.action },
  { header: "Record type", value: (row) => row.recordType },
  { header: "Record id", value: (row) => row.recordId },
  { header: "What happened", value: (row) => row.summary },
  { header: "Before", value: (row) => json(row.before) },
  { header: "After", value: (row) => json(row.after) },
];

/** The most rows one CSV carries: months of a busy office. */
const CSV_LIMIT = 20_000;

export function auditAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/audit", async (req, res) => {
    const query = await auditQueryOf(ctx.db, parseInput(AuditQuerySchema, req.query));
    res.json((await listAudit(ctx.db, query)).map(toAdminAuditEntry));
  });
  router.get("/audit.csv", async (req, res) => {
    const query = await auditQueryOf(ctx.db, parseInput(AuditQuerySchema, req.query));
    sendCsv(res, "audit-log", toCsv(await listAudit(ctx.db, { ...query, limit: CSV_LIMIT }), AUDIT_COLUMNS));
  });
  // Who has done anything, for the filter.
  router.get("/audit/actors", async (_req, res) => {
    const rows = await ctx.db.selectDistinct({ actor: auditLog.actor }).from(auditLog).orderBy(auditLog.actor);
    res.json(rows.map((row) => row.actor));
  });
  return router;
}

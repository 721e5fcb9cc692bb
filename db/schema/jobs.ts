// Background jobs.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { uuidPrimaryKey, createdNow } from "./columns";

export const JOB_STATUSES = ["queued", "running", "done", "dead"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

// Work that runs later (decision 015): claimed with FOR UPDATE SKIP LOCKED under a lease, retried with back-off,
// dead after too many tries. A dedupe key makes "once per period" and "once per thing" a unique index.
export const jobs = pgTable(
  "job",
  {
    id: uuidPrimaryKey(),
    kind: text("kind").notNull(),
    dedupeKey: text("dedupe_key"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").$type<JobStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    // Lower runs first (issue 19): money and sweeps are claimed before e-mail-only work a visitor can trigger.
    priority: integer("priority").notNull().default(50),
    lastError: text("last_error"),
    createdAt: createdNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("job_dedupe_key_unique").on(t.dedupeKey),
    index("job_due_idx").on(t.status, t.runAt),
    index("job_due_priority_idx").on(t.status, t.priority, t.runAt),
    check("job_status_valid", sql`${t.status} IN ('queued', 'running', 'done', 'dead')`),
  ],
);

export type Job = typeof jobs.$inferSelect;

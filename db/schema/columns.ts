// Columns and checks that several tables share.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, timestamp } from "drizzle-orm/pg-core";

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** 'HH:MM' times, the finish after the start (text compares as time in this form). */
export const timesValid = (start: AnyPgColumn, finish: AnyPgColumn) =>
  sql`${start} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${finish} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${finish} > ${start}`;

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

/** Exactly one of two columns is set: a row on a run or a date, a seat on a booking or an offline place. */
export const exactlyOneOf = (a: AnyPgColumn, b: AnyPgColumn) => sql`(${a} IS NULL) <> (${b} IS NULL)`;

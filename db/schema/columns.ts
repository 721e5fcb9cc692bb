// Columns and checks that several tables share.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type UpdateDeleteAction,
  check,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** The key most tables have: a random uuid. */
export const uuidPrimaryKey = () => uuid("id").primaryKey().defaultRandom();

/** A required link to another table's row, and what its deletion does to this one. */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete: UpdateDeleteAction) =>
  uuid(name).notNull().references(target, { onDelete });

/** When the row was written, by the database's clock. */
export const createdNow = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * The columns of a table of secret links to `owner`'s row (decision 015): only a SHA-256 of each token is kept, so a
 * copy of the database opens nothing, and a link stops working once revoked.
 */
export const secretLinkColumns = <Owner extends Record<string, PgColumnBuilderBase>>(owner: Owner) => ({
  tokenHash: text("token_hash").primaryKey(),
  ...owner,
  createdAt: createdNow(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

export const timestamps = {
  createdAt: createdNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** 'HH:MM' times, the finish after the start (text compares as time in this form). */
export const timesValid = (start: AnyPgColumn, finish: AnyPgColumn) =>
  sql`${start} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${finish} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND ${finish} > ${start}`;

/** The checks both kinds of timetable row carry, named after their table: no negative seats, times in order. */
export const seatsAndTimesValid = (
  table: string,
  t: { maxSeats: AnyPgColumn; bookedSeats: AnyPgColumn; startTime: AnyPgColumn; finishTime: AnyPgColumn },
) => [
  check(`${table}_seats_valid`, sql`${t.maxSeats} >= 0 AND ${t.bookedSeats} >= 0`),
  check(`${table}_times_valid`, timesValid(t.startTime, t.finishTime)),
];

/** Exactly one of two columns is set: a row on a run or a date, a seat on a booking or an offline place. */
export const exactlyOneOf = (a: AnyPgColumn, b: AnyPgColumn) => sql`(${a} IS NULL) <> (${b} IS NULL)`;

// Migration 0020 gives every seat sold so far its learner (decision 025): a booking's is its customer, whatever the
// booking's state; a place booked offline has one once staff have named it. Run on a database at 0019 holding such
// rows, then upgraded; on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import { migrationsFolder } from "#db/db.server";
import { emptyDatabase, idOf } from "#test/support/empty-database";
import { migrationsUpTo } from "#test/support/migrations-up-to";

describe("migration 0020 (learners)", () => {
  it("makes one learner per booking and per named offline place", async () => {
    const db = await emptyDatabase();
    onTestFinished(() => db.close());
    await db.migrateTo(migrationsUpTo("0019"));
    const course = await idOf(db, sql`insert into course (slug, title, price) values ('ds', 'Door Supervisor', 24900)`);
    const date = await idOf(db, sql`insert into available_date (course_id, date) values (${course}, '2026-12-01')`);
    const run = await idOf(
      db,
      sql`insert into course_instance (course_id, start_date, location) values (${course}, '2026-12-07', 'Oxford')`,
    );
    const booking = (reference: string, status: string, fullName: string, email: string) =>
      idOf(
        db,
        sql`insert into booking (reference, course_id, instance_id, user_details, payment_type, payment_amount, total_price, status)
              values (${reference}, ${course}, ${run}, ${JSON.stringify({ fullName, email, phone: "0", address: "a", postcode: "p" })},
                      'deposit', 10000, 24900, ${status})`,
      );
    const confirmed = await booking("CONFIRMED", "confirmed", "Sam Carter", "sam@example.com");
    const cancelled = await booking("CANCELLED", "cancelled", "Alex Reid", "alex@example.com");
    const named = await idOf(
      db,
      sql`insert into offline_place (available_date_id, full_name, email) values (${date}, 'Jo Bloggs', 'jo@example.com')`,
    );
    const nameOnly = await idOf(
      db,
      sql`insert into offline_place (instance_id, full_name) values (${run}, 'Lee Smith')`,
    );
    await idOf(db, sql`insert into offline_place (instance_id, phone) values (${run}, '07700 900000')`);

    await db.migrateTo(migrationsFolder);

    const learners = await db.rows<Record<string, string | null>>(
      sql`select booking_id, offline_place_id, full_name, email, first_aid_qualification from learner order by full_name`,
    );
    expect(learners).toEqual([
      {
        booking_id: cancelled,
        offline_place_id: null,
        full_name: "Alex Reid",
        email: "alex@example.com",
        first_aid_qualification: null,
      },
      {
        booking_id: null,
        offline_place_id: named,
        full_name: "Jo Bloggs",
        email: "jo@example.com",
        first_aid_qualification: null,
      },
      {
        booking_id: null,
        offline_place_id: nameOnly,
        full_name: "Lee Smith",
        email: null,
        first_aid_qualification: null,
      },
      {
        booking_id: confirmed,
        offline_place_id: null,
        full_name: "Sam Carter",
        email: "sam@example.com",
        first_aid_qualification: null,
      },
    ]);
  }, 90_000); // its own PGlite, migrated twice: over 30 s on a loaded machine
});

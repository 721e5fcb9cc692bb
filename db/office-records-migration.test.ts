// Migration 0018 carries today's data over to the office's records (issue 21): venues made from each date's and run's
// location and address (a Reading run with no address gets a Reading venue, never the academy's), course days as the
// booking page showed them, one unnamed offline place for each seat booked offline, and receipt numbers for payments
// already taken, with the trigger numbering the next one. Run on a database at 0017 holding such rows, then upgraded;
// on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrationsFolder } from "#db/db.server";
import { emptyDatabase, idOf } from "#test/support/empty-database";
import { migrationsUpTo } from "#test/support/migrations-up-to";

describe("migration 0018 (the office's records)", () => {
  it("makes venues, course days, offline places and receipt numbers from the data as it was", async () => {
    const db = await emptyDatabase();
    try {
      await db.migrateTo(migrationsUpTo("0017"));
      const sixDays = await idOf(
        db,
        sql`insert into course (slug, title, price, duration_days) values ('ds', 'Door Supervisor', 24900, 6)`,
      );
      const fourDays = await idOf(
        db,
        sql`insert into course (slug, title, price, duration_days) values ('so', 'Security Officer', 24900, 4)`,
      );
      // Runs: the academy's (no address), Reading with no address (H1), Reading with one, and one with no end date.
      const oxfordRun = await idOf(
        db,
        sql`insert into course_instance (course_id, start_date, end_date, days, location, booked_seats)
            values (${sixDays}, '2026-12-07', '2026-12-12', '{Mon,Tue,Wed,Thu,Fri,Sat}', 'Oxford', 2)`,
      );
      const readingRun = await idOf(
        db,
        sql`insert into course_instance (course_id, start_date, end_date, days, location)
            values (${fourDays}, '2026-12-07', '2026-12-15', '{Mon,Tue}', 'Reading')`,
      );
      const addressedRun = await idOf(
        db,
        sql`insert into course_instance (course_id, start_date, days, location, venue_address, venue_directions)
            values (${fourDays}, '2027-01-04', '{Mon}', 'Reading', 'Unit 4, Station Road, Reading RG1 1AA', 'Parking behind')`,
      );
      // Dates: the academy's (six days from Tuesday 1 December, its Sunday included, as the page showed them),
      // Reading with no address, and Bracknell with one.
      const oxfordDate = await idOf(
        db,
        sql`insert into available_date (course_id, date, location, booked_seats) values (${sixDays}, '2026-12-01', 'Oxford', 3)`,
      );
      const readingDate = await idOf(
        db,
        sql`insert into available_date (course_id, date, location) values (${fourDays}, '2026-12-20', 'Reading')`,
      );
      const bracknellDate = await idOf(
        db,
        sql`insert into available_date (course_id, date, location, venue_address)
            values (${fourDays}, '2027-02-01', 'Bracknell', 'Brants Bridge, Bracknell RG12 9BG')`,
      );

      // Payments: two taken (numbered in the order they succeeded), one still open, a refund and a failed one.
      const booking = async (reference: string) =>
        idOf(
          db,
          sql`insert into booking (reference, course_id, available_date_id, user_details, payment_type, payment_amount, total_price, status)
              values (${reference}, ${sixDays}, ${oxfordDate}, ${JSON.stringify({ fullName: "Sam", email: "s@example.com", phone: "0", address: "a", postcode: "p" })},
                      'deposit', 10000, 24900, 'confirmed')`,
        );
      const first = await booking("FIRST");
      const second = await booking("SECOND");
      const payment = (bookingId: string, columns: SQL) =>
        idOf(
          db,
          sql`insert into payment (booking_id, kind, amount, provider, state, settled_at) values (${bookingId}, ${columns})`,
        );
      const later = await payment(first, sql`'balance', 14900, 'test', 'succeeded', '2026-02-01T10:00:00Z'`);
      const earlier = await payment(first, sql`'deposit', 10000, 'test', 'succeeded', '2026-01-01T10:00:00Z'`);
      const open = await payment(second, sql`'deposit', 10000, 'test', 'pending', null`);
      const failed = await payment(second, sql`'full', 24900, 'test', 'failed', null`);
      const refund = await idOf(
        db,
        sql`insert into payment (booking_id, kind, amount, provider, state, settled_at, refund_of)
            values (${first}, 'refund', 5000, 'test', 'succeeded', '2026-03-01T10:00:00Z', ${later})`,
      );

      await db.migrateTo(migrationsFolder);

      const venues = await db.rows<{ name: string; address: string; directions: string | null; is_academy: boolean }>(
        sql`select name, address, directions, is_academy from venue order by name`,
      );
      expect(venues).toEqual([
        { name: "Bracknell", address: "Brants Bridge, Bracknell RG12 9BG", directions: null, is_academy: false },
        { name: "Oxford", address: "", directions: null, is_academy: true },
        // The Reading rows with no address get a Reading venue whose address staff must give, not the academy's.
        { name: "Reading", address: "", directions: null, is_academy: false },
        {
          name: "Reading (2)",
          address: "Unit 4, Station Road, Reading RG1 1AA",
          directions: "Parking behind",
          is_academy: false,
        },
      ]);
      const venueOf = async (table: "course_instance" | "available_date", id: string) =>
        (
          await db.rows<{ name: string }>(
            sql`select v.name from ${sql.identifier(table)} r join venue v on v.id = r.venue_id where r.id = ${id}`,
          )
        )[0]?.name;
      expect(await venueOf("course_instance", oxfordRun)).toBe("Oxford");
      expect(await venueOf("course_instance", readingRun)).toBe("Reading");
      expect(await venueOf("course_instance", addressedRun)).toBe("Reading (2)");
      expect(await venueOf("available_date", oxfordDate)).toBe("Oxford");
      expect(await venueOf("available_date", readingDate)).toBe("Reading");
      expect(await venueOf("available_date", bracknellDate)).toBe("Bracknell");

      const daysOf = async (table: "course_instance" | "available_date", id: string) =>
        (
          await db.rows<{ days: string[] | string }>(
            sql`select array_to_json(course_days) as days from ${sql.identifier(table)} where id = ${id}`,
          )
        )[0]!.days;
      // As the booking page showed them: a run on its weekdays between start and end; a date or a run without an
      // end on consecutive days for the course's length.
      expect(await daysOf("course_instance", oxfordRun)).toEqual([
        "2026-12-07",
        "2026-12-08",
        "2026-12-09",
        "2026-12-10",
        "2026-12-11",
        "2026-12-12",
      ]);
      expect(await daysOf("course_instance", readingRun)).toEqual([
        "2026-12-07",
        "2026-12-08",
        "2026-12-14",
        "2026-12-15",
      ]);
      expect(await daysOf("course_instance", addressedRun)).toEqual([
        "2027-01-04",
        "2027-01-05",
        "2027-01-06",
        "2027-01-07",
      ]);
      expect(await daysOf("available_date", oxfordDate)).toEqual([
        "2026-12-01",
        "2026-12-02",
        "2026-12-03",
        "2026-12-04",
        "2026-12-05",
        "2026-12-06",
      ]);

      const places = await db.rows<{ instance_id: string | null; available_date_id: string | null; n: number }>(
        sql`select instance_id, available_date_id, count(*)::int as n from offline_place
            where full_name is null group by instance_id, available_date_id order by n`,
      );
      expect(places).toEqual([
        { instance_id: oxfordRun, available_date_id: null, n: 2 },
        { instance_id: null, available_date_id: oxfordDate, n: 3 },
      ]);

      const numbers = async () =>
        new Map(
          (
            await db.rows<{ id: string; receipt_number: number | null }>(sql`select id, receipt_number from payment`)
          ).map((row) => [row.id, row.receipt_number]),
        );
      const carried = await numbers();
      expect([earlier, later, open, failed, refund].map((id) => carried.get(id))).toEqual([1, 2, null, null, null]);

      // From now on the trigger numbers each payment as it succeeds, a refund never.
      await db.rows(sql`update payment set state = 'succeeded', settled_at = now() where id = ${open} returning id`);
      const added = await idOf(
        db,
        sql`insert into payment (booking_id, kind, amount, provider, state, settled_at)
            values (${second}, 'manual', 14900, 'manual', 'succeeded', now())`,
      );
      const laterRefund = await idOf(
        db,
        sql`insert into payment (booking_id, kind, amount, provider, state, settled_at, refund_of)
            values (${second}, 'refund', 1000, 'test', 'succeeded', now(), ${open})`,
      );
      const after = await numbers();
      expect([open, added, laterRefund].map((id) => after.get(id))).toEqual([3, 4, null]);
    } finally {
      await db.close();
    }
  }, 90_000); // its own PGlite, migrated twice: over 30 s on a loaded machine
});

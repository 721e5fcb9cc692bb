// Migration 0009 moves a booking's money from columns into the payment ledger, and its token into a hashed link
// (issue 13). Run on a database at 0008 holding bookings in every state, then upgraded.
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { describe, expect, it } from "vitest";
import { hashBookingToken } from "#app/features/booking/life-cycle/booking-links.server";
import { migrationsFolder } from "#db/db.server";
import { migrationsUpTo } from "#test/support/migrations-up-to";

describe("migration 0009 (the payment ledger)", () => {
  it("keeps every booking's money and link", async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo("0008") });
    const [{ id: courseId }] = (
      await db.execute<{ id: string }>(
        sql`insert into course (slug, title, price) values ('c', 'C', 24900) returning id`,
      )
    ).rows as [{ id: string }];
    const [{ id: dateId }] = (
      await db.execute<{ id: string }>(
        sql`insert into available_date (course_id, date) values (${courseId}, '2030-01-10') returning id`,
      )
    ).rows as [{ id: string }];
    const book = async (reference: string, columns: Record<string, unknown>) => {
      const values = {
        reference,
        access_token: `token-of-${reference}-0123456789`,
        course_id: courseId,
        available_date_id: dateId,
        user_details: JSON.stringify({
          fullName: "Sam",
          email: "s@example.com",
          phone: "0",
          address: "a",
          postcode: "p",
        }),
        payment_type: "deposit",
        payment_amount: 10000,
        total_price: 24900,
        balance_due: 14900,
        ...columns,
      };
      const names = Object.keys(values).map((name) => sql.identifier(name));
      await db.execute(
        sql`insert into booking (${sql.join(names, sql`, `)}) values (${sql.join(
          Object.values(values).map((value) => sql`${value}`),
          sql`, `,
        )})`,
      );
    };
    await book("PAID", {
      status: "confirmed",
      confirmed_at: new Date("2026-01-01"),
      payment_provider: "stripe",
      payment_reference: "pi_paid",
    });
    await book("BALANCE", {
      status: "confirmed",
      confirmed_at: new Date("2026-01-01"),
      payment_provider: "test",
      payment_reference: "pi_balance",
      balance_due: 0,
      balance_paid_at: new Date("2026-02-01"),
    });
    await book("OPEN", { status: "pending", payment_provider: "stripe", payment_reference: "pi_open" });
    await book("LATE", {
      status: "cancelled",
      needs_refund: true,
      payment_provider: "stripe",
      payment_reference: "pi_late",
    });
    await book("EXPIRED", { status: "expired" });

    await migrate(db, { migrationsFolder });
    const ledger = (
      await db.execute<{ reference: string; kind: string; amount: number; state: string; provider_ref: string | null }>(
        sql`select b.reference, p.kind, p.amount, p.state, p.provider_ref from payment p join booking b on b.id = p.booking_id order by b.reference, p.kind`,
      )
    ).rows;
    expect(ledger).toEqual([
      { reference: "BALANCE", kind: "deposit", amount: 10000, state: "succeeded", provider_ref: "pi_balance" },
      { reference: "BALANCE", kind: "manual", amount: 14900, state: "succeeded", provider_ref: null },
      { reference: "LATE", kind: "deposit", amount: 10000, state: "succeeded", provider_ref: "pi_late" },
      { reference: "OPEN", kind: "deposit", amount: 10000, state: "pending", provider_ref: "pi_open" },
      { reference: "PAID", kind: "deposit", amount: 10000, state: "succeeded", provider_ref: "pi_paid" },
    ]);
    const links = (
      await db.execute<{ reference: string; token_hash: string }>(
        sql`select b.reference, l.token_hash from booking_link l join booking b on b.id = l.booking_id order by b.reference`,
      )
    ).rows;
    expect(links).toHaveLength(5);
    for (const link of links) expect(link.token_hash).toBe(hashBookingToken(`token-of-${link.reference}-0123456789`));
    await client.close();
  }, 90_000); // its own PGlite, migrated twice: over 30 s on a loaded machine
});

// For tests of booking on account (issue 24), online and by staff: everything such a booking writes, counted, so a
// refusal can be shown to have written nothing.
import { eq, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings, documentCounters, documents, emailOutbox, moneyJournal } from "#db/schema";

const countOf = async (
  db: Executor,
  table: typeof bookings | typeof documents | typeof moneyJournal | typeof emailOutbox,
) => (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

/** Everything a booking on account writes: its rows, its invoice and journal row, its e-mails, the invoice counter. */
export async function writtenOnAccount(db: Executor) {
  const [counter] = await db
    .select({ last: documentCounters.lastValue })
    .from(documentCounters)
    .where(eq(documentCounters.kind, "invoice"));
  return {
    bookings: await countOf(db, bookings),
    documents: await countOf(db, documents),
    journal: await countOf(db, moneyJournal),
    outbox: await countOf(db, emailOutbox),
    invoiceNumber: counter?.last ?? 0,
  };
}

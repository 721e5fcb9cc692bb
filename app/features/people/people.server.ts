// People (issue 21): one row per lower-case e-mail address, made the first time staff need to link to someone (a
// search result, a booking's "Person" link). The row is only a key: everything on a person's page is read live from
// the bookings, waiting lists, enquiries, payments and messages that carry the address.
import { eq, inArray } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { people } from "#db/schema";

export const emailKeyOf = (email: string) => email.trim().toLowerCase();

/** The person id of each address (lower-cased), adding the people not met before. */
export async function ensurePeople(db: Executor, emails: readonly string[]): Promise<Map<string, string>> {
  const keys = [...new Set(emails.map(emailKeyOf).filter(Boolean))];
  if (keys.length === 0) return new Map();
  await db
    .insert(people)
    .values(keys.map((email) => ({ email })))
    .onConflictDoNothing({ target: people.email });
  const rows = await db.select().from(people).where(inArray(people.email, keys));
  return new Map(rows.map((row) => [row.email, row.id]));
}

export async function ensurePerson(db: Executor, email: string): Promise<string> {
  const ids = await ensurePeople(db, [email]);
  return ids.get(emailKeyOf(email))!;
}

export async function findPerson(db: Executor, id: string) {
  const [person] = await db.select().from(people).where(eq(people.id, id));
  return person;
}

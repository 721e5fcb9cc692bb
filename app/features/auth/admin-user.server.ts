import { count, eq, sql } from "drizzle-orm";
import type { Database } from "#db/db.server";
import { sessions, users } from "#db/schema";
import { generatePassword, hashPassword } from "./password.server";

export type AdminAccount = { username: string; email?: string; password?: string };

/**
 * Creates the admin user, or resets its password when it exists. A reset ends
 * every session of that user (F5): the bumped sessionVersion refuses them in
 * any process, and their rows go.
 * Returns the password in use when it had to generate one.
 */
export async function upsertAdminUser(
  db: Database,
  account: AdminAccount,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const generatedPassword = account.password ? undefined : generatePassword();
  const passwordHash = await hashPassword(account.password ?? generatedPassword!);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, account.username));
  if (existing) {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          passwordHash,
          isActive: true,
          sessionVersion: sql`${users.sessionVersion} + 1`,
          ...(account.email && { email: account.email }),
        })
        .where(eq(users.id, existing.id));
      await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${existing.id}`);
    });
    return { created: false, generatedPassword };
  }
  await db.insert(users).values({
    username: account.username,
    email: account.email ?? `${account.username}@localhost`,
    passwordHash,
    role: "admin",
  });
  return { created: true, generatedPassword };
}

/** First start: with no user at all, create the admin from the settings. */
export async function ensureFirstAdmin(
  db: Database,
  account: AdminAccount,
): Promise<{ created: boolean; generatedPassword?: string }> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  if (total > 0) return { created: false };
  const generatedPassword = account.password ? undefined : generatePassword();
  const inserted = await db
    .insert(users)
    .values({
      username: account.username,
      email: account.email ?? `${account.username}@localhost`,
      passwordHash: await hashPassword(account.password ?? generatedPassword!),
      role: "admin",
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0 ? { created: true, generatedPassword } : { created: false };
}

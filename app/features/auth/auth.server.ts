import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/db.server";
import { users, type User } from "#db/schema";
import { getDecoyHash, verifyPassword } from "./password.server";
import type { PublicUser } from "./schema";

export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

/**
 * The user for these credentials, or undefined. An unknown username still
 * costs one scrypt verification, so the answer time does not reveal which
 * usernames exist.
 */
export async function authenticate(db: Database, username: string, password: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  const valid = await verifyPassword(password, user?.passwordHash ?? (await getDecoyHash()));
  return user && valid && user.isActive ? user : undefined;
}

export async function recordLogin(db: Database, userId: string): Promise<User> {
  const [user] = await db
    .update(users)
    .set({ lastLoginAt: sql`now()` as unknown as Date })
    .where(eq(users.id, userId))
    .returning();
  return user!;
}

export async function findActiveUser(db: Database, userId: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user?.isActive ? user : undefined;
}

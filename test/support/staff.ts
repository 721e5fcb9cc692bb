// Staff sign-in for API tests: a real user, a real login, the real cookie.
import type { Executor } from "#db/db.server";
import { users } from "#db/schema";
import { hashPassword } from "#app/features/auth/password.server";
import type { TestApp } from "./test-app";

export const STAFF_PASSWORD = "correct horse battery staple";

// scrypt is slow on purpose: hash the shared test password once per worker.
let staffHash: Promise<string> | undefined;
const staffPasswordHash = () => (staffHash ??= hashPassword(STAFF_PASSWORD));

export async function insertUser(db: Executor, overrides: Partial<typeof users.$inferInsert> = {}) {
  const username = overrides.username ?? `staff${Math.random().toString(36).slice(2, 8)}`;
  const [user] = await db
    .insert(users)
    .values({
      username,
      email: `${username}@example.com`,
      passwordHash: overrides.passwordHash ?? (await staffPasswordHash()),
      firstName: "Alex",
      ...overrides,
    })
    .returning();
  return user!;
}

/** Headers a same-site browser request carries. */
export function sameSite(app: TestApp, cookie?: string): Record<string, string> {
  return { Origin: app.url, "Content-Type": "application/json", ...(cookie && { Cookie: cookie }) };
}

export async function logIn(app: TestApp, username: string, password = STAFF_PASSWORD): Promise<string> {
  const response = await app.fetch("/api/auth/login", {
    method: "POST",
    headers: sameSite(app),
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get("set-cookie")!;
  return cookie.split(";")[0]!;
}

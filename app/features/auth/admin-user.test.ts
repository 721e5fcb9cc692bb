import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#db/db.server";
import { users } from "#db/schema";
import { useTestDatabase } from "#test/support/test-database";
import { ensureFirstAdmin, upsertAdminUser } from "./admin-user.server";
import { verifyPassword } from "./password.server";

let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

const storedUser = async (username: string) => (await db.select().from(users).where(eq(users.username, username)))[0];

describe("ensureFirstAdmin", () => {
  it("creates the admin from the given password, stored only as a hash", async () => {
    const result = await ensureFirstAdmin(db, { username: "admin", password: "correct horse battery" });
    expect(result).toEqual({ created: true, generatedPassword: undefined });
    const user = await storedUser("admin");
    expect(user).toMatchObject({ role: "admin", isActive: true });
    expect(user!.passwordHash).not.toContain("correct horse battery");
    expect(await verifyPassword("correct horse battery", user!.passwordHash)).toBe(true);
  });

  it("generates a strong password when none is given and returns it once", async () => {
    const result = await ensureFirstAdmin(db, { username: "admin" });
    expect(result.created).toBe(true);
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(await verifyPassword(result.generatedPassword!, (await storedUser("admin"))!.passwordHash)).toBe(true);
  });

  it("does nothing once any user exists", async () => {
    await ensureFirstAdmin(db, { username: "admin", password: "first password!!" });
    const again = await ensureFirstAdmin(db, { username: "other", password: "second password!" });
    expect(again).toEqual({ created: false });
    expect(await db.select().from(users)).toHaveLength(1);
  });
});

describe("upsertAdminUser (npm run admin:create)", () => {
  it("adds a new admin, then resets its password", async () => {
    expect((await upsertAdminUser(db, { username: "manager1", password: "first password!!" })).created).toBe(true);
    expect((await upsertAdminUser(db, { username: "manager1", password: "second password!" })).created).toBe(false);
    const user = await storedUser("manager1");
    expect(await verifyPassword("second password!", user!.passwordHash)).toBe(true);
    expect(await verifyPassword("first password!!", user!.passwordHash)).toBe(false);
  });
});

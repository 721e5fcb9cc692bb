import { describe, expect, it } from "vitest";
import { generatePassword, hashPassword, verifyPassword } from "./password.server";

describe("password hashing", () => {
  it("hashes with scrypt and a random salt, and verifies only the right password", async () => {
    const a = await hashPassword("s3cret-passphrase");
    const b = await hashPassword("s3cret-passphrase");
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("s3cret-passphrase", a)).toBe(true);
    expect(await verifyPassword("s3cret-passphrasE", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
  });

  it.each(["", "plain", "scrypt$1$2", "bcrypt$x$y$z$a$b"])("rejects a malformed stored hash %j", async (stored) => {
    expect(await verifyPassword("anything", stored)).toBe(false);
  });

  it("generates distinct passwords from an unambiguous alphabet", () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{24}$/);
  });
});

import { describe, expect, it } from "vitest";
import { adminPasswordNotice } from "./admin-password-notice";

describe("adminPasswordNotice", () => {
  it("frames the username and password in a box of equal-width lines", () => {
    const notice = adminPasswordNotice("admin", "s3cret-Pass-word");
    const lines = notice.trim().split("\n");
    expect(lines[0]).toMatch(/^\+-+\+$/);
    expect(lines.at(-1)).toBe(lines[0]);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(notice).toContain("| Admin user created (sign in at /login)");
    expect(notice).toContain("Username: admin");
    expect(notice).toContain("Password: s3cret-Pass-word");
  });
});

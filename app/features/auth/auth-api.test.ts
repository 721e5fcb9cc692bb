import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "#db/schema";
import { insertUser, logIn, sameSite, STAFF_PASSWORD } from "#test/support/staff";
import { setUpTestApp } from "#test/support/app-fixture";
import { fieldErrorsOf } from "#test/support/factories";

const site = setUpTestApp();

const login = (body: unknown, headers: Record<string, string> = sameSite(site.app)) =>
  site.app.fetch("/api/auth/login", { method: "POST", headers, body: JSON.stringify(body) });

describe("POST /api/auth/login", () => {
  it("signs in, records the time, and sets an HttpOnly SameSite=Lax session cookie", async () => {
    const user = await insertUser(site.app.ctx.db, { username: "jo" });
    const response = await login({ username: "jo", password: STAFF_PASSWORD });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ username: "jo", role: "admin" });
    expect(body).not.toHaveProperty("passwordHash");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^academy\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // The idle limit: two hours, renewed on use.
    const expires = Date.parse(/Expires=([^;]+)/i.exec(cookie)![1]!);
    expect(Math.abs(expires - (Date.now() + 2 * 60 * 60 * 1000))).toBeLessThan(60_000);
    const [stored] = await site.app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.lastLoginAt).toBeInstanceOf(Date);
    expect(await site.app.ctx.db.select().from(sessions)).toHaveLength(1);
  });

  it("gives the same answer for an unknown user and a wrong password", async () => {
    await insertUser(site.app.ctx.db, { username: "jo" });
    const wrong = await login({ username: "jo", password: "not the password" });
    const unknown = await login({ username: "nobody", password: "not the password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it("refuses an inactive user", async () => {
    await insertUser(site.app.ctx.db, { username: "gone", isActive: false });
    expect((await login({ username: "gone", password: STAFF_PASSWORD })).status).toBe(401);
  });

  it.each([
    [{ username: "", password: "x" }, "username", "Username is required"],
    [{ username: "jo", password: "" }, "password", "Password is required"],
  ])("validates %j", async (body, field, message) => {
    expect((await fieldErrorsOf(await login(body)))[field]).toEqual([message]);
  });

  it("issues a new session id at login (no session fixation)", async () => {
    await insertUser(site.app.ctx.db, { username: "jo" });
    // A session planted before login…
    const planted = "academy.sid=s%3Aplanted.fake";
    const response = await login({ username: "jo", password: STAFF_PASSWORD }, sameSite(site.app, planted));
    const cookie = response.headers.get("set-cookie")!.split(";")[0]!;
    expect(cookie).not.toBe(planted);
    const first = await logIn(site.app, "jo");
    const second = await logIn(site.app, "jo");
    expect(first).not.toBe(second);
  });

  it("refuses a cross-site login form post", async () => {
    await insertUser(site.app.ctx.db, { username: "jo" });
    const response = await login(
      { username: "jo", password: STAFF_PASSWORD },
      { Origin: "https://evil.example", "Content-Type": "application/json" },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Cross-site request refused" });
  });
});

describe("GET /api/auth/user and POST /api/auth/logout", () => {
  it("answers 401 without a session, the user with one, and 401 again after logout", async () => {
    await insertUser(site.app.ctx.db, { username: "jo", role: "manager" });
    expect((await site.app.fetch("/api/auth/user")).status).toBe(401);
    const cookie = await logIn(site.app, "jo");
    const me = await site.app.fetch("/api/auth/user", { headers: { Cookie: cookie } });
    expect(await me.json()).toMatchObject({ username: "jo", role: "manager" });

    const logout = await site.app.fetch("/api/auth/logout", { method: "POST", headers: sameSite(site.app, cookie) });
    expect(logout.status).toBe(200);
    expect((await site.app.fetch("/api/auth/user", { headers: { Cookie: cookie } })).status).toBe(401);
    expect(await site.app.ctx.db.select().from(sessions)).toHaveLength(0);
  });
});

// How long a staff session lives, and what ends it (issue 11, F5). Time passing
// is played by ageing the stored session row, not by waiting hours.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "#db/schema";
import { insertUser, logIn, STAFF_PASSWORD } from "#test/support/staff";
import { upsertAdminUser } from "./admin-user.server";
import { isWithinSessionLimit, STAFF_SESSION_LIMIT_MS } from "./staff-session.server";
import { setUpTestApp } from "#test/support/app-fixture";

const site = setUpTestApp();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The answers of a staff API call and of "who am I" with this cookie. */
const statusesWith = async (cookie: string) => [
  (await site.app.fetch("/api/admin/leads", { headers: { Cookie: cookie } })).status,
  (await site.app.fetch("/api/auth/user", { headers: { Cookie: cookie } })).status,
];

/** The stored session's id in a signed cookie `academy.sid=s%3A<id>.<signature>`. */
const sessionIdOf = (cookie: string) =>
  decodeURIComponent(cookie.split("=")[1]!)
    .replace(/^s:/, "")
    .replace(/\.[^.]*$/, "");

/** The cookie's stored session row, if any. */
const storedSession = (cookie: string) =>
  site.app.ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.sid, sessionIdOf(cookie)));

/**
 * The cookie's session was last used `idleMs` ago and signed in `sinceLoginMs` ago. Its own row, by id: a row of
 * another session (a write of the test before that landed late) must not be the one aged.
 */
async function ageSession(cookie: string, { idleMs, sinceLoginMs }: { idleMs: number; sinceLoginMs: number }) {
  const [row] = await storedSession(cookie);
  const sess = row!.sess as { loginAt: number; cookie: { expires: string } };
  await site.app.ctx.db
    .update(sessions)
    .set({
      sess: { ...sess, loginAt: Date.now() - sinceLoginMs },
      // The store's expiry slides to "last use + idle limit" on every request.
      expire: sql`${row!.expire}::timestamp - make_interval(secs => ${idleMs / 1000})` as unknown as Date,
    })
    .where(sql`${sessions.sid} = ${row!.sid}`);
}

describe("staff sessions", () => {
  it("a password reset ends every session of that user, and only theirs", async () => {
    await insertUser(site.app.ctx.db, { username: "jo" });
    await insertUser(site.app.ctx.db, { username: "sam" });
    const laptop = await logIn(site.app, "jo");
    const phone = await logIn(site.app, "jo");
    const colleague = await logIn(site.app, "sam");
    expect(await statusesWith(laptop)).toEqual([200, 200]);

    await upsertAdminUser(site.app.ctx.db, { username: "jo", password: "a brand new password" });

    expect(await statusesWith(laptop)).toEqual([401, 401]);
    expect(await statusesWith(phone)).toEqual([401, 401]);
    expect(await statusesWith(colleague)).toEqual([200, 200]);
    expect(await statusesWith(await logIn(site.app, "jo", "a brand new password"))).toEqual([200, 200]);
    await expect(logIn(site.app, "jo", STAFF_PASSWORD)).rejects.toThrow(/401/);
  });

  it("ends after two hours without use", async () => {
    await insertUser(site.app.ctx.db, { username: "jo" });
    const cookie = await logIn(site.app, "jo");
    await ageSession(cookie, { idleMs: 2 * HOUR + MINUTE, sinceLoginMs: 2 * HOUR + MINUTE });
    expect(await statusesWith(cookie)).toEqual([401, 401]);
  });

  it("lives on while used within two hours", async () => {
    await insertUser(site.app.ctx.db, { username: "jo" });
    const cookie = await logIn(site.app, "jo");
    await ageSession(cookie, { idleMs: 2 * HOUR - MINUTE, sinceLoginMs: 2 * HOUR - MINUTE });
    expect(await statusesWith(cookie)).toEqual([200, 200]);
  });

  it("ends twelve hours after login even though it was used a minute ago, and its row goes", async () => {
    await insertUser(site.app.ctx.db, { username: "jo" });
    const cookie = await logIn(site.app, "jo");
    await ageSession(cookie, { idleMs: MINUTE, sinceLoginMs: 12 * HOUR + MINUTE });
    expect(await statusesWith(cookie)).toEqual([401, 401]);
    expect(await storedSession(cookie)).toEqual([]);
  });

  it("ends when its user is deactivated", async () => {
    const user = await insertUser(site.app.ctx.db, { username: "jo" });
    const cookie = await logIn(site.app, "jo");
    await site.app.ctx.db.execute(sql`update "user" set is_active = false where id = ${user.id}`);
    expect(await statusesWith(cookie)).toEqual([401, 401]);
  });
});

describe("isWithinSessionLimit", () => {
  const now = Date.UTC(2026, 10, 23, 12);
  it.each([
    { when: "just signed in", loginAt: now, expected: true },
    { when: "signed in 11 h 59 min ago", loginAt: now - 12 * HOUR + MINUTE, expected: true },
    { when: "signed in exactly 12 h ago", loginAt: now - STAFF_SESSION_LIMIT_MS, expected: false },
    { when: "signed in 12 h 1 min ago", loginAt: now - 12 * HOUR - MINUTE, expected: false },
    { when: "a login time in the future", loginAt: now + MINUTE, expected: false },
    { when: "no login time (a session from before the rule)", loginAt: undefined, expected: false },
    { when: "a login time that is not a number", loginAt: String(now), expected: false },
  ])("$when → $expected", ({ loginAt, expected }) => {
    expect(isWithinSessionLimit(loginAt, now)).toBe(expected);
  });
});

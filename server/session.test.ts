// The staff cookie is Secure on an https site (issue 19, F7 leftover), and the start-up warning when TRUST_PROXY is
// missing there (issue 11, F7).
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { captureLog } from "#test/support/log-capture";
import { startTestApp, type TestApp } from "#test/support/test-app";
import { getTestDatabase } from "#test/support/test-database";
import { insertUser, STAFF_PASSWORD } from "#test/support/staff";
import { useTestDatabase } from "#test/support/test-database";
import { SESSION_COOKIE, staffCookieWarning } from "./session";

const WARNING =
  "PUBLIC_URL is https but TRUST_PROXY is unset: behind a proxy, every visitor shares the proxy's address in the " +
  "login and booking limits until TRUST_PROXY is set";

describe("staffCookieWarning", () => {
  it.each([
    { PUBLIC_URL: "https://www.example.co.uk", TRUST_PROXY: undefined, warns: true },
    { PUBLIC_URL: "https://www.example.co.uk", TRUST_PROXY: "1", warns: false },
    { PUBLIC_URL: "http://localhost:3000", TRUST_PROXY: undefined, warns: false },
    { PUBLIC_URL: undefined, TRUST_PROXY: undefined, warns: false },
  ])("PUBLIC_URL $PUBLIC_URL, TRUST_PROXY $TRUST_PROXY → warns: $warns", ({ warns, ...settings }) => {
    expect(staffCookieWarning(settings)).toBe(warns ? WARNING : undefined);
  });
});

describe("at start-up", () => {
  let app: TestApp | undefined;
  // The worker's database first (seconds on a busy machine), so the tests time only the app's start.
  beforeAll(() => getTestDatabase());
  afterEach(() => app?.close());

  it("warns once, in one line, when PUBLIC_URL is https and TRUST_PROXY is unset", async () => {
    const log = captureLog("warn");
    app = await startTestApp({
      env: { PUBLIC_URL: "https://www.example.co.uk", PAYMENTS: "test" },
      logger: log.logger,
    });
    expect(log.entries().map((entry) => [entry.level, entry.msg])).toEqual([[40, WARNING]]);
  });

  it("says nothing once TRUST_PROXY is set", async () => {
    const log = captureLog("warn");
    app = await startTestApp({
      env: { PUBLIC_URL: "https://www.example.co.uk", TRUST_PROXY: "1", PAYMENTS: "test" },
      logger: log.logger,
    });
    expect(log.entries()).toEqual([]);
  });
});

describe("the staff session cookie", () => {
  let app: TestApp | undefined;
  beforeAll(() => getTestDatabase());
  beforeEach(() => useTestDatabase());
  afterEach(() => app?.close());

  /** Logs in over this test's plain-HTTP connection, as the hop from a TLS proxy arrives; answers the Set-Cookie. */
  async function loginCookie(env: Record<string, string>, origin?: string): Promise<string> {
    app = await startTestApp({ env: { PAYMENTS: "test", ...env } });
    const { username } = await insertUser(app.ctx.db);
    const response = await app.fetch("/api/auth/login", {
      method: "POST",
      headers: { Origin: origin ?? app.url, "Content-Type": "application/json" },
      body: JSON.stringify({ username, password: STAFF_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE.replace(".", "\\.")}=`));
    return cookie;
  }

  it("is Secure when PUBLIC_URL is https, even without TRUST_PROXY", async () => {
    const cookie = await loginCookie({ PUBLIC_URL: "https://www.example.co.uk" }, "https://www.example.co.uk");
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });

  it("is Secure when PUBLIC_URL is https and TRUST_PROXY is set, whatever the proxy reports", async () => {
    const cookie = await loginCookie(
      { PUBLIC_URL: "https://www.example.co.uk", TRUST_PROXY: "loopback" },
      "https://www.example.co.uk",
    );
    expect(cookie).toMatch(/; Secure/i);
  });

  it("is set without Secure for `npm start` on plain http://localhost, so staff can still log in", async () => {
    expect(await loginCookie({})).not.toMatch(/; Secure/i);
    await app?.close();
    app = undefined;
    expect(await loginCookie({ PUBLIC_URL: "http://localhost:3000" }, "http://localhost:3000")).not.toMatch(
      /; Secure/i,
    );
  });
});

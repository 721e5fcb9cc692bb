// Issue 20 (faults C2): the staff session's rolling expiry is written after the answer has started. When that write
// fails (a connection terminated under it), the answer must still arrive whole, and so must the next request on the
// same keep-alive connection; before, the error handler wrote a header on the sent answer, threw, and Express
// destroyed the socket.
import http from "node:http";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "#test/support/test-app";
import { getTestDatabase, useTestDatabase } from "#test/support/test-database";
import { insertUser, STAFF_PASSWORD } from "#test/support/staff";

/** Two GETs, one after the other, on one keep-alive socket; each answer's status, body and the socket it used. */
async function twoRequestsOnOneSocket(url: string, path: string, cookie: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; body: string; socket: unknown }>((resolve, reject) => {
      const request = http.get(`${url}${path}`, { agent, headers: { cookie } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, body, socket: request.socket }));
        response.on("error", reject);
      });
      request.on("error", reject);
    });
  try {
    const first = await get();
    const second = await get();
    return [first, second] as const;
  } finally {
    agent.destroy();
  }
}

describe("a staff session refresh that fails", () => {
  let app: TestApp | undefined;
  beforeAll(() => getTestDatabase());
  beforeEach(() => useTestDatabase());
  afterEach(async () => {
    await app?.ctx.db.execute(sql`drop trigger if exists refresh_fails on session`);
    await app?.close();
  });

  it("leaves the answer, and the next request on the same connection, whole", async () => {
    app = await startTestApp({ env: { PAYMENTS: "test", LOG_LEVEL: "silent" } });
    const { username } = await insertUser(app.ctx.db);
    const login = await app.fetch("/api/auth/login", {
      method: "POST",
      headers: { Origin: app.url, "Content-Type": "application/json" },
      body: JSON.stringify({ username, password: STAFF_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    // Every update of a session row now fails as a terminated connection does (SQLSTATE 57P01).
    await app.ctx.db.execute(
      sql.raw(`
      create or replace function refresh_fails() returns trigger language plpgsql as $$
      begin raise exception 'terminating connection due to administrator command' using errcode = '57P01'; end $$`),
    );
    await app.ctx.db.execute(
      sql.raw(`create trigger refresh_fails before update on session for each row execute function refresh_fails()`),
    );

    const [first, second] = await twoRequestsOnOneSocket(app.url, "/api/admin/bookings", cookie);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual([]);
    expect(second.status).toBe(200);
    expect(JSON.parse(second.body)).toEqual([]);
    expect(second.socket).toBe(first.socket);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withAppOnUnreachableDatabase } from "#test/support/unreachable-database";
import { startTestApp, type TestApp } from "#test/support/test-app";

describe("GET /api/health and /api/health/ready", () => {
  let draining = false;
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ isShuttingDown: () => draining });
  });
  afterAll(() => app.close());

  it("answers 200 while the database answers", async () => {
    const response = await app.fetch("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
  });

  it("is ready while the database answers and the process is not draining", async () => {
    const response = await app.fetch("/api/health/ready");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ready" });
  });

  it("answers readiness 503 'draining' after SIGTERM, while other requests get the restarting message", async () => {
    draining = true;
    try {
      const ready = await app.fetch("/api/health/ready");
      expect(ready.status).toBe(503);
      expect(ready.headers.get("connection")).toBe("close");
      expect(await ready.json()).toEqual({
        status: "draining",
        message: "The server is shutting down and takes no new requests.",
      });
      const other = await app.fetch("/api/health");
      expect(other.status).toBe(503);
      expect(await other.json()).toEqual({ message: "The server is restarting. Please try again in a moment." });
    } finally {
      draining = false;
    }
    expect((await app.fetch("/api/health/ready")).status).toBe(200);
  });

  it("answers 503 on both when the database is unreachable", async () => {
    await withAppOnUnreachableDatabase(async (down) => {
      for (const path of ["/api/health", "/api/health/ready"]) {
        const response = await down.fetch(path);
        expect(response.status, path).toBe(503);
        expect(await response.json(), path).toEqual({
          status: "unavailable",
          database: "down",
          message: "The database is not reachable.",
        });
      }
    });
  });

  it("answers readiness 503 within about 2 s when the database does not answer at all", async () => {
    let release = () => {};
    const hanging = {
      ...app.ctx.database,
      ping: () => new Promise<void>((resolve) => (release = resolve)),
    };
    const stalled = await startTestApp({ database: hanging });
    try {
      const started = performance.now();
      const response = await stalled.fetch("/api/health/ready");
      const ms = performance.now() - started;
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "unavailable", database: "down" });
      expect(ms).toBeGreaterThanOrEqual(1_900);
      expect(ms).toBeLessThan(3_000);
    } finally {
      release();
      await stalled.close();
    }
  });
});

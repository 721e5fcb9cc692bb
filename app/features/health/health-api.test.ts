import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../../db/db.server";
import { startTestApp, type TestApp } from "../../../test/support/test-app";

describe("GET /api/health", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("answers 200 while the database answers", async () => {
    const response = await app.fetch("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
  });

  it("answers 503 when the database is unreachable", async () => {
    // A real pool pointed at a port where nothing listens.
    const unreachable = await openDatabase({ databaseUrl: "postgres://127.0.0.1:1/none" });
    const down = await startTestApp({ database: unreachable });
    try {
      const response = await down.fetch("/api/health");
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: "unavailable", database: "down" });
    } finally {
      await down.close();
      await unreachable.close();
    }
  });
});

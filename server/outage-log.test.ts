import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/db.server";
import { captureLog, type LogEntry } from "#test/support/log-capture";
import { postJson, startTestApp } from "#test/support/test-app";
import { createOutageLog } from "./outage-log";

const ERROR = 50;
const WARN = 40;

describe("createOutageLog", () => {
  it("logs the first 503 of an outage at error and the repeats at warn, until a quiet minute ends it", () => {
    let now = 1_000_000;
    const outage = createOutageLog(60_000, () => now);
    expect(outage.levelFor503()).toBe("error");
    now += 5_000;
    expect(outage.levelFor503()).toBe("warn");
    // A long outage keeps answering 503s (the load balancer's checks among them): still one outage.
    for (let i = 0; i < 30; i++) {
      now += 50_000;
      expect(outage.levelFor503()).toBe("warn");
    }
    now += 60_001;
    expect(outage.levelFor503()).toBe("error");
  });
});

describe("what a database outage logs", () => {
  let unreachable: DatabaseHandle;
  beforeAll(async () => {
    // A real pool pointed at a port where nothing listens.
    unreachable = await openDatabase({ databaseUrl: "postgres://127.0.0.1:1/none" });
  });
  afterAll(() => unreachable.close());

  /** The access log's one line per request (server/request-log.ts). */
  const requestLines = (entries: LogEntry[]) => entries.filter((entry) => "res" in entry);

  it("one error-level line for the first failed request, warn for the rest, and never an unhandled error", async () => {
    const log = captureLog("warn");
    const app = await startTestApp({ database: unreachable, logger: log.logger });
    try {
      const statuses = [];
      statuses.push((await app.fetch("/api/courses")).status);
      statuses.push((await app.fetch("/api/health")).status);
      statuses.push((await app.fetch("/api/health/ready")).status);
      // Bad input is the client's problem, database or not: not even a warning.
      statuses.push((await postJson(app, "/api/leads/contact", { name: "x" })).status);
      statuses.push((await app.fetch("/api/courses")).status);
      expect(statuses).toEqual([503, 503, 503, 400, 503]);
      await new Promise((resolve) => setImmediate(resolve));

      const lines = requestLines(log.entries());
      expect(lines.map((line) => [line.level, (line.res as { statusCode: number }).statusCode])).toEqual([
        [ERROR, 503],
        [WARN, 503],
        [WARN, 503],
        [WARN, 503],
      ]);
      expect(log.entries().filter((entry) => entry.level >= ERROR && !("res" in entry))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("logs the 503s of a draining process at info, not as problems", async () => {
    const log = captureLog("warn");
    const app = await startTestApp({ logger: log.logger, isShuttingDown: () => true });
    try {
      expect((await app.fetch("/api/courses")).status).toBe(503);
      expect((await app.fetch("/api/health/ready")).status).toBe(503);
      await new Promise((resolve) => setImmediate(resolve));
      expect(log.entries()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

// The access log (server/request-log.ts): the line pino-http wrote, with the request's id in every line about it.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { captureLog } from "#test/support/log-capture";
import { requestLog } from "./request-log";

const log = captureLog("info");
let url: string;
let close: () => void;
beforeAll(async () => {
  const app = express();
  app.use(
    requestLog(app, {
      logger: log.logger,
      levelOf: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    }),
  );
  app.get("/noted", (req, res) => {
    req.log.warn({ detail: 1 }, "something to note");
    res.status(400).json({ message: "no" });
  });
  app.get("/fails", (_req, res) => {
    (res as unknown as { err: Error }).err = new Error("the real cause");
    res.status(500).json({ message: "sorry" });
  });
  app.get("/{*splat}", (_req, res) => {
    res.json({ ok: true });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());
beforeEach(() => log.clear());

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("the access log", () => {
  it("answers with the request's id, a given well-formed one or a fresh UUID", async () => {
    const given = await fetch(`${url}/a`, { headers: { "X-Request-Id": "abc-123" } });
    expect(given.headers.get("x-request-id")).toBe("abc-123");
    const malformed = await fetch(`${url}/a`, { headers: { "X-Request-Id": "no spaces allowed" } });
    expect(malformed.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it("writes one line per request with its id, method, redacted URL, status and time", async () => {
    await fetch(`${url}/booking-success?token=secret-token`, { headers: { "X-Request-Id": "req-1" } });
    await settled();
    expect(log.entries()).toEqual([
      expect.objectContaining({
        level: 30,
        req: { id: "req-1", method: "GET", url: "/booking-success?token=[redacted]" },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
        msg: "request completed",
      }),
    ]);
  });

  it("names the request in what a handler logs through req.log", async () => {
    await fetch(`${url}/noted`, { headers: { "X-Request-Id": "req-2" } });
    await settled();
    const [noted, line] = log.entries();
    expect(noted).toMatchObject({
      level: 40,
      req: { id: "req-2", url: "/noted" },
      detail: 1,
      msg: "something to note",
    });
    expect(line).toMatchObject({ level: 30, req: { id: "req-2" }, res: { statusCode: 400 } });
  });

  it("logs the cause a failed response carries, with its stack", async () => {
    await fetch(`${url}/fails`);
    await settled();
    const [line] = log.entries();
    expect(line).toMatchObject({ level: 50, res: { statusCode: 500 }, msg: "request errored" });
    expect(line?.err).toMatchObject({
      type: "Error",
      message: "the real cause",
      stack: expect.stringContaining("Error"),
    });
  });

  it("builds no line below the log level", async () => {
    const quiet = captureLog("warn");
    const app = express();
    app.use(requestLog(app, { logger: quiet.logger, levelOf: () => "info" }));
    app.get("/", (_req, res) => {
      res.json({});
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await settled();
      expect(quiet.entries()).toEqual([]);
    } finally {
      server.close();
    }
  });
});

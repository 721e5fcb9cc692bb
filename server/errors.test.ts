// Which failures mean "the database is unavailable" (503 with Retry-After), not a bug (500): issue 19, N9.
import { once } from "node:events";
import net, { type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { openDatabase } from "#db/db.server";
import { startTestApp } from "#test/support/test-app";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "./errors";

/** An error as node-postgres reports a server's ErrorResponse. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: "FATAL" });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["55000", 'database "academy" is not currently accepting connections'],
    ["57P01", "terminating connection due to administrator command"],
    ["57P02", "terminating connection due to crash of another server process"],
    ["57P03", "the database system is starting up"],
    ["53300", "sorry, too many clients already"],
    ["08006", "connection failure"],
  ])("is true for SQLSTATE %s (%s)", (code, message) => {
    expect(isDatabaseUnavailable(pgError(code, message))).toBe(true);
    // Drizzle wraps the driver's error as the cause of its own.
    expect(isDatabaseUnavailable(new Error("Failed query: select 1", { cause: pgError(code, message) }))).toBe(true);
  });

  it.each([
    ["55000", 'currval of sequence "x" is not yet defined in this session'],
    ["23505", "duplicate key value violates unique constraint"],
    ["42P01", 'relation "x" does not exist'],
  ])("is false for SQLSTATE %s (%s): a bug, not an outage", (code, message) => {
    expect(isDatabaseUnavailable(pgError(code, message))).toBe(false);
  });
});

/**
 * A PostgreSQL server that refuses every connection as a database closed with ALLOW_CONNECTIONS false does: it reads
 * the start-up message and answers a FATAL ErrorResponse with SQLSTATE 55000.
 */
async function refusingServer(code: string, message: string) {
  const field = (type: string, value: string) => Buffer.concat([Buffer.from(type), Buffer.from(`${value}\0`)]);
  const fields = Buffer.concat([
    field("S", "FATAL"),
    field("V", "FATAL"),
    field("C", code),
    field("M", message),
    Buffer.from([0]),
  ]);
  const header = Buffer.alloc(5);
  header.write("E", 0);
  header.writeInt32BE(fields.length + 4, 1);
  const server = net.createServer((socket) => {
    socket.once("data", () => socket.end(Buffer.concat([header, fields])));
    socket.on("error", () => {});
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("a database that refuses connections", () => {
  it.each([
    ["55000", 'database "academy" is not currently accepting connections'],
    ["57P03", "the database system is starting up"],
    ["53300", "sorry, too many clients already"],
  ])("answers 503 with Retry-After for SQLSTATE %s, not 500", async (code, message) => {
    const server = await refusingServer(code, message);
    const database = await openDatabase({ databaseUrl: `postgres://academy@127.0.0.1:${server.port}/academy` });
    const app = await startTestApp({ database });
    try {
      const response = await app.fetch("/api/courses");
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe(RETRY_AFTER_SECONDS);
      expect(await response.json()).toEqual({
        message: "The service is temporarily unavailable. Please try again in a moment.",
      });
    } finally {
      await app.close();
      await database.close();
      await server.close();
    }
  });
});

// A request whose body never finishes arriving is answered 408 and its
// connection closed (issue 11, security review F10), on a real socket that
// trickles one byte at a time.
import fs from "node:fs";
import type { Server } from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "#db/db.server";
import { createApp, requestListener } from "./app";
import { createHttpServer, HTTP_TIMEOUTS } from "./http-server";
import { createLogger } from "./logger";
import { killAll, START_TIMEOUT_MS, startServer } from "#test/support/server-process";
import { createAppContext } from "#server/app-context";
import { parseSettings } from "#app/shared/settings.server";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  killAll();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Trickled = { answer: string; closedAfterMs: number };

/** Sends a POST's headers and then one byte of its body every 100 ms, until the server answers and hangs up. */
function trickleBody(port: number, giveUpMs: number): Promise<Trickled> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let startedAt = 0;
    const drip = setInterval(() => socket.write(" "), 100);
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${giveUpMs} ms (got: ${answer})`));
    }, giveUpMs);
    socket.on("connect", () => {
      startedAt = Date.now();
      socket.write(
        "POST /api/leads/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
          "Content-Length: 100000\r\n\r\n{",
      );
    });
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    // Writing to a socket the server closed may fail: the answer is what counts.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - startedAt });
    });
  });
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  );
  return (server.address() as net.AddressInfo).port;
}

describe("a request whose body is slow to arrive", () => {
  it("gets 408 and a closed connection once the request time is up", async () => {
    const settings = parseSettings({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    // Never reached: the body never arrives. (An unreachable server costs nothing to open.)
    const database = await openDatabase({ databaseUrl: "postgres://127.0.0.1:1/none" });
    cleanups.push(() => database.close());
    const ctx = createAppContext(database, settings, createLogger("silent"));
    const app = createApp(ctx, { pages: { mode: "none" } });
    // Shorter limits than the real ones, for a quick test; the same server otherwise.
    const server = createHttpServer(requestListener(app), {
      headersMs: 500,
      requestMs: 1_500,
      keepAliveMs: 5_000,
      checkEveryMs: 100,
    });
    const port = await listen(server);

    const { answer, closedAfterMs } = await trickleBody(port, 10_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(closedAfterMs).toBeGreaterThanOrEqual(1_400);
    expect(closedAfterMs).toBeLessThan(5_000);
  });

  it("allows 30 s for a whole request and 15 s for its headers by default", () => {
    const server = createHttpServer(() => {});
    expect(HTTP_TIMEOUTS).toMatchObject({ requestMs: 30_000, headersMs: 15_000 });
    expect(server.requestTimeout).toBe(30_000);
    expect(server.headersTimeout).toBe(15_000);
    expect(server.keepAliveTimeout).toBe(65_000);
  });

  it(
    "is cut off after 30 s by the real server (server/index.ts)",
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-slow-body-"));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const server = await startServer(dataDir);
      const { answer, closedAfterMs } = await trickleBody(server.port, 60_000);
      const seen = `closed after ${closedAfterMs} ms; the server printed:\n${server.output()}`;
      expect(answer, seen).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      // Node looks for late requests every second.
      expect(closedAfterMs).toBeGreaterThanOrEqual(29_500);
      expect(closedAfterMs).toBeLessThan(35_000);
    },
    START_TIMEOUT_MS + 90_000,
  );
});

// The real Express app (API only, no page rendering) on a free port.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import type { DatabaseHandle } from "#db/db.server";
import { createApp } from "#server/app";
import { createHttpServer } from "#server/http-server";
import { createLogger } from "#server/logger";
import { createAppContext, type AppContext } from "#server/app-context";
import { parseSettings } from "#app/shared/settings.server";
import { getTestDatabase } from "./test-database";

export type TestApp = {
  url: string;
  ctx: AppContext;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
};

export async function startTestApp(
  options: {
    database?: DatabaseHandle;
    env?: Record<string, string>;
    /** Replaces the silent logger, e.g. to collect what the app logs (test/support/log-capture.ts). */
    logger?: Logger;
    /** Stands in for the SIGTERM flag of server/index.ts. */
    isShuttingDown?: () => boolean;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await getTestDatabase());
  const settings = parseSettings({ NODE_ENV: "test", LOG_LEVEL: "silent", ...options.env });
  const ctx = createAppContext(database, settings, options.logger ?? createLogger(settings.LOG_LEVEL));
  const express = createApp(ctx, { pages: { mode: "none" }, isShuttingDown: options.isShuttingDown });
  // The production server's timeouts: with Node's default 5 s keep-alive, a test that paused about that long could
  // have fetch reuse a connection the server was closing that moment (ECONNRESET under load).
  const server = createHttpServer(express).listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    ctx,
    fetch: (path, init) => fetch(url + path, init),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Settings that switch the app to Stripe (test keys; no network is involved until a test stands in for Stripe). */
export function stripeTestEnv(webhookSecret: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: "sk_test_dummy",
    STRIPE_PUBLISHABLE_KEY: "pk_test_dummy",
    STRIPE_WEBHOOK_SECRET: webhookSecret,
  };
}

export function postJson(app: TestApp, path: string, body: unknown): Promise<Response> {
  return app.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

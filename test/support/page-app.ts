// The real app with its pages, rendered by React Router through Vite's
// development server (as `npm run dev` does, so no build is needed), on a
// database and logger the test chooses. One Vite server per test worker.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { DataDirInUseError, lockDataDir, type DataDirLock } from "#db/data-dir-lock.server";
import type { DatabaseHandle } from "#db/db.server";
import { createApp, requestListener } from "../../server/app";
import { createHttpServer } from "../../server/http-server";
import { createAppContext } from "#server/app-context";
import { parseSettings } from "#app/shared/settings.server";

let vite: Promise<ViteDevServer> | undefined;

// React Router's Vite plugin regenerates .react-router/types whenever a development server starts: it deletes the
// folder, then writes it again. Two test processes starting one at the same moment (the PGlite and PostgreSQL runs
// side by side in CI, or two workers) had one deleting while the other wrote: ENOTEMPTY, an unhandled error that
// failed the run. One process at a time starts its server and loads the app, by which time its types are written.
const TYPEGEN_LOCK_DIR = path.join("tmp", "vite-typegen-lock");

async function typegenLock(): Promise<DataDirLock> {
  fs.mkdirSync(TYPEGEN_LOCK_DIR, { recursive: true });
  for (;;) {
    try {
      return await lockDataDir(TYPEGEN_LOCK_DIR, { purpose: "vite typegen", onLost: () => {} });
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function devServer(): Promise<ViteDevServer> {
  vite ??= (async () => {
    const lock = await typegenLock();
    try {
      const { createServer } = await import("vite");
      const server = await createServer({
        server: { middlewareMode: true, hmr: false, watch: null },
        appType: "custom",
        logLevel: "error",
      });
      await server.ssrLoadModule("virtual:react-router/server-build");
      return server;
    } finally {
      await lock.release();
    }
  })();
  return vite;
}

export type PageApp = {
  url: string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
};

export async function startPageApp(options: { database: DatabaseHandle; logger: Logger }): Promise<PageApp> {
  const dev = await devServer();
  const settings = parseSettings({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const ctx = createAppContext(options.database, settings, options.logger);
  const app = createApp(ctx, {
    pages: {
      mode: "development",
      build: () => dev.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      devMiddleware: dev.middlewares as never,
    },
  });
  const server = createHttpServer(requestListener(app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    fetch: (path, init) => fetch(url + path, init),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Stops the worker's Vite server: for afterAll. */
export async function closePageServer(): Promise<void> {
  const started = vite;
  vite = undefined;
  if (started) await (await started).close();
}

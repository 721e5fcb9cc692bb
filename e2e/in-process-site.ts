// The production app as server/index.ts serves it (the browser tests' build,
// the response cache in front, change notifications heard), in the test's own
// process on a seeded in-memory database: for tests that need settings of their
// own or direct access to the data, without starting one more server process.
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { expect, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/db.server";
import { seedDatabase } from "#db/seed/seed.server";
import { createApp, requestListener } from "../server/app";
import { createLogger } from "../server/logger";
import { listenForCatalogueChanges } from "#app/features/catalogue/catalogue-cache.server";
import { createAppContext } from "#server/app-context";
import { parseSettings } from "#app/shared/settings.server";

const BUILD_DIR = process.env.BUILD_DIR || path.join("tmp", "e2e-build");

export type InProcessSite = { baseURL: string; close(): Promise<void> };

export type InProcessSites = {
  database: DatabaseHandle;
  /** Serves the site with these settings (on top of NODE_ENV=production) on a free port. */
  serve(env?: Record<string, string>): Promise<InProcessSite>;
  /** Closes every site served, then the database. */
  close(): Promise<void>;
};

export async function inProcessSites(): Promise<InProcessSites> {
  const database = await openDatabase({ memory: true });
  await database.migrate();
  await seedDatabase(database.db, { author: "Academy" });
  const build = (await import(path.resolve(BUILD_DIR, "server", "index.js"))) as ServerBuild;
  const sites: InProcessSite[] = [];

  async function serve(env: Record<string, string> = {}): Promise<InProcessSite> {
    const settings = parseSettings({ NODE_ENV: "production", LOG_LEVEL: "silent", BUILD_DIR, ...env });
    const ctx = createAppContext(database, settings, createLogger(settings.LOG_LEVEL));
    // Without change notifications the response cache keeps nothing.
    const stopListening = await listenForCatalogueChanges(database, ctx.catalogueCache, ctx.logger);
    await vi.waitFor(() => expect(ctx.catalogueCache.listening).toBe(true));
    const app = createApp(ctx, { pages: { mode: "production", build, clientDir: path.resolve(BUILD_DIR, "client") } });
    const server = http.createServer(requestListener(app)).listen(0, "127.0.0.1");
    await once(server, "listening");
    const site = {
      baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await stopListening();
      },
    };
    sites.push(site);
    return site;
  }

  return {
    database,
    serve,
    close: async () => {
      for (const site of sites.splice(0)) await site.close();
      await database.close();
    },
  };
}

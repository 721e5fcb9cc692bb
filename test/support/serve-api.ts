// A second server process for concurrency tests: the real API on DATABASE_URL,
// printing its port once listening.
import type { AddressInfo } from "node:net";
import { openDatabase } from "#db/db.server";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/logger";
import { createAppContext } from "#server/app-context";
import { parseSettings } from "#app/shared/settings.server";

const settings = parseSettings({ ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent" });
const database = await openDatabase({ databaseUrl: settings.DATABASE_URL!, poolSize: 10 });
const server = createApp(createAppContext(database, settings, createLogger("silent")), {
  pages: { mode: "none" },
}).listen(0, "127.0.0.1", () => process.stdout.write(`PORT=${(server.address() as AddressInfo).port}\n`));
process.on("SIGTERM", () => server.close(() => void database.close().then(() => process.exit(0))));

// Applies pending database migrations and exits: run it once per release,
// before the new server processes start (`node --import tsx scripts/migrate.ts`).
// Servers also migrate at start-up under the same lock and then find nothing to do.
import { openDatabase } from "#db/db.server";
import { getSettings } from "#app/shared/settings.server";

const settings = getSettings();
const database = await openDatabase(
  // Two connections: one holds the start-up lock while the other migrates.
  settings.DATABASE_URL
    ? { databaseUrl: settings.DATABASE_URL, poolSize: 2 }
    : { dataDir: settings.dataDir, purpose: "migrate" },
);
try {
  await database.exclusive(() => database.migrate());
  console.log(`Migrations applied (${database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${settings.dataDir}`}).`);
} finally {
  await database.close();
}

// The app on a database that never answers: a real pool pointed at a port where nothing listens.
import { openDatabase } from "#db/db.server";
import { startTestApp, type TestApp } from "./test-app";

/** Starts the app on an unreachable database, runs `test` with it, and closes both whatever happens. */
export async function withAppOnUnreachableDatabase(test: (app: TestApp) => Promise<void>): Promise<void> {
  const unreachable = await openDatabase({ databaseUrl: "postgres://127.0.0.1:1/none" });
  const down = await startTestApp({ database: unreachable });
  try {
    await test(down);
  } finally {
    await down.close();
    await unreachable.close();
  }
}

// `npm run admin:create -- --username NAME [--email E] [--password P]`
// Adds an admin user or resets the password of an existing one. Without
// --password, a strong password is generated and printed once.
import { parseArgs } from "node:util";
import { DataDirInUseError } from "#db/data-dir-lock.server";
import { openDatabase, type DatabaseHandle } from "#db/db.server";
import { upsertAdminUser } from "#app/features/auth/admin-user.server";
import { getSettings } from "#app/shared/settings.server";

const { values } = parseArgs({
  options: { username: { type: "string" }, email: { type: "string" }, password: { type: "string" } },
});
const settings = getSettings();
const username = values.username ?? settings.ADMIN_USERNAME;
const password = values.password ?? settings.ADMIN_PASSWORD;
if (password !== undefined && password.length < 12) {
  console.error("The password must be at least 12 characters.");
  process.exit(1);
}

let database: DatabaseHandle;
try {
  database = await openDatabase(
    settings.DATABASE_URL
      ? { databaseUrl: settings.DATABASE_URL }
      : { dataDir: settings.dataDir, purpose: "admin:create" },
  );
} catch (error) {
  // A running server holds the embedded database: a change made beside it would be lost when it stops (decision 009).
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(
    `${error.message}\nNothing was changed. Stop the server first, then run \`npm run admin:create\` again.`,
  );
  process.exit(1);
}
try {
  await database.exclusive(() => database.migrate());
  const result = await upsertAdminUser(database.db, { username, email: values.email, password });
  console.log(`${result.created ? "Created" : "Reset the password of"} admin user '${username}'.`);
  if (result.generatedPassword) console.log(`Password: ${result.generatedPassword}`);
} finally {
  await database.close();
}

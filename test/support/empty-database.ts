// An empty database for migration tests, which build it up migration by migration: PGlite, or a fresh database on
// the PostgreSQL server of TEST_DATABASE_URL.
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { createServerDatabase } from "./test-database";

export type EmptyDatabase = {
  rows<T>(query: SQL): Promise<T[]>;
  migrateTo(folder: string): Promise<void>;
  close(): Promise<void>;
};

/** An empty database on PGlite, or on the PostgreSQL server of TEST_DATABASE_URL. */
export async function emptyDatabase(): Promise<EmptyDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const pool = new pg.Pool({ connectionString: await createServerDatabase(serverUrl) });
    const db = drizzlePg(pool);
    return {
      rows: async <T>(query: SQL) => (await db.execute(query)).rows as T[],
      migrateTo: (folder) => migratePg(db, { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create();
  const db = drizzlePglite(client);
  return {
    rows: async <T>(query: SQL) => (await db.execute(query)).rows as T[],
    migrateTo: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

/** The id of the row an insert makes. */
export const idOf = async (db: EmptyDatabase, query: SQL) =>
  (await db.rows<{ id: string }>(sql`${query} returning id`))[0]!.id;

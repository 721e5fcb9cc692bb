// Migration tests build a database as it stood at an older migration, fill it, then upgrade it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";
import { migrationsFolder } from "#db/db.server";

/** The migrations folder as it stood at `last` (its journal cut there); removed when the calling test finishes. */
export function migrationsUpTo(last: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-"));
  onTestFinished(() => fs.rmSync(folder, { recursive: true, force: true }));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag.startsWith(last));
  journal.entries = journal.entries.slice(0, cut + 1);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

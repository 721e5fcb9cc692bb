import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB, openDatabase, pgliteMemorySettings } from "./db.server";
import { courses } from "./schema";
import { seedIfEmpty } from "./seed/seed.server";

describe("the embedded database", () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it("keeps every record across a restart, and creates a missing data folder", async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "academy-db-")), "nested", "data");
    dirs.push(path.dirname(path.dirname(dataDir)));

    const first = await openDatabase({ dataDir, purpose: "test" });
    await first.migrate();
    await seedIfEmpty(first.db, { author: "Academy" });
    const before = await first.db.select({ id: courses.id, slug: courses.slug }).from(courses);
    await first.close();

    const second = await openDatabase({ dataDir, purpose: "test" });
    await second.migrate();
    expect(await seedIfEmpty(second.db, { author: "Academy" })).toBe(false);
    const after = await second.db.select({ id: courses.id, slug: courses.slug }).from(courses);
    await second.close();

    expect(before).toHaveLength(5);
    expect(after).toEqual(before);
  }, 120_000);

  it("creates a new folder's database in a process of its own, with the shared buffers asked for (decision 023)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-db-"));
    dirs.push(dataDir);
    // What a start stopped half-way through creating the database leaves: it is made again from nothing.
    fs.mkdirSync(path.join(dataDir, "pglite.creating", "base"), { recursive: true });

    const first = await openDatabase({ dataDir, purpose: "test", sharedBuffersMb: 8 });
    const shown = await first.query("show shared_buffers");
    await first.close();
    expect(shown.rows).toEqual([{ shared_buffers: "8MB" }]);
    expect(fs.existsSync(path.join(dataDir, "pglite", "PG_VERSION"))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, "pglite.creating"))).toBe(false);

    // On an existing folder the setting of this start counts, not the one it was created with.
    const second = await openDatabase({ dataDir, purpose: "test" });
    const again = await second.query("show shared_buffers");
    await second.close();
    expect(again.rows).toEqual([{ shared_buffers: `${DEFAULT_PGLITE_SHARED_BUFFERS_MB}MB` }]);
    // A new data folder runs initdb (in a child process): ~10 s quiet, over 30 s on a loaded machine.
  }, 120_000);
});

describe("pgliteMemorySettings", () => {
  it.each([
    [undefined, ["-c", "shared_buffers=16MB"]],
    [64, ["-c", "shared_buffers=64MB"]],
  ])("starts PostgreSQL with shared_buffers from the setting (%s MB)", (megabytes, expected) => {
    expect(pgliteMemorySettings(megabytes)).toEqual(expected);
  });
});

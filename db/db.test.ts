import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./db.server";
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
  });
});

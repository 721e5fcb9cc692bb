// Courses and articles each have a unique slug: staff are told in the form's
// slug field, whether the clash is found by the check or by the unique index
// (two requests racing past the check).
import { and, eq, ne } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import type { courses, posts } from "#db/schema";
import { invalidFields, isUniqueViolation } from "./route-helpers.server";

export function uniqueSlug(table: typeof courses | typeof posts, takenMessage: string) {
  const taken = () => invalidFields({ slug: [takenMessage] });
  return {
    async assertFree(db: Executor, slug: string, exceptId?: string): Promise<void> {
      const [clash] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.slug, slug), exceptId ? ne(table.id, exceptId) : undefined));
      if (clash) throw taken();
    },
    /** Runs the write, turning a unique-index clash into the same field error. */
    async guard<T>(write: () => Promise<T>): Promise<T> {
      try {
        return await write();
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },
  };
}

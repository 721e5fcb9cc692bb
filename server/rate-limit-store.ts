// A store for express-rate-limit kept in the database, so a limit holds
// across every server process (STACK.md: the PostgreSQL-only stores cannot
// run on PGlite; this one runs on both through Drizzle).
import { eq, lt, sql } from "drizzle-orm";
import type { Options, Store, ClientRateLimitInfo } from "express-rate-limit";
import type { Database } from "#db/db.server";
import { rateLimits } from "#db/schema";

export class DatabaseRateLimitStore implements Store {
  localKeys = false;
  prefix: string;
  private windowMs = 60_000;

  constructor(
    private readonly db: Database,
    prefix: string,
  ) {
    this.prefix = `${prefix}:`;
  }

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  /** One atomic upsert: a window that has ended starts again at 1. */
  async increment(key: string): Promise<ClientRateLimitInfo> {
    const window = sql.raw(`interval '${Math.round(this.windowMs)} milliseconds'`);
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: this.prefix + key, hits: 1, resetAt: sql`now() + ${window}` as unknown as Date })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${window} else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    return { totalHits: row!.hits, resetTime: row!.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(eq(rateLimits.key, this.prefix + key));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, this.prefix + key));
  }

  /** Housekeeping: drop windows that ended long ago. */
  async prune(): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 day'`));
  }
}

// A store for express-rate-limit kept in the database, so a limit holds
// across every server process (STACK.md: the PostgreSQL-only stores cannot
// run on PGlite; this one runs on both through Drizzle). Increments that
// arrive while one is in flight go to the database together, in one upsert
// (decision 024): a rush of 200 requests costs a few statements, not 200, and
// the count stays exact because the database still does every addition.
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

  private pending: { key: string; resolve: (info: ClientRateLimitInfo) => void; reject: (e: unknown) => void }[] = [];
  private inFlight = false;

  /** Statements sent so far, for tests: a burst of increments shares them. */
  statements = 0;

  /** The hit counted in the next batched upsert; a window that has ended starts again. */
  increment(key: string): Promise<ClientRateLimitInfo> {
    return new Promise((resolve, reject) => {
      this.pending.push({ key: this.prefix + key, resolve, reject });
      if (!this.inFlight) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.inFlight = true;
    while (this.pending.length > 0) {
      const batch = this.pending;
      this.pending = [];
      this.statements += 1;
      try {
        const totals = await this.addHits(hitsByKey(batch.map((entry) => entry.key)));
        // Each caller gets the count as it stood after its own hit: the batch's hits on a key are numbered in order.
        const seen = new Map<string, number>();
        for (const entry of batch) {
          const total = totals.get(entry.key)!;
          const before = seen.get(entry.key) ?? 0;
          seen.set(entry.key, before + 1);
          entry.resolve({ totalHits: total.hits - total.added + before + 1, resetTime: total.resetAt });
        }
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    this.inFlight = false;
  }

  /** One atomic upsert adding each key's hits: a window that has ended starts again at those hits. */
  private async addHits(hits: Map<string, number>) {
    const window = sql.raw(`interval '${Math.round(this.windowMs)} milliseconds'`);
    const rows = await this.db
      .insert(rateLimits)
      .values(
        [...hits].map(([key, added]) => ({ key, hits: added, resetAt: sql`now() + ${window}` as unknown as Date })),
      )
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= now() then excluded.hits else ${rateLimits.hits} + excluded.hits end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${window} else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ key: rateLimits.key, hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    return new Map(rows.map((row) => [row.key, { hits: row.hits, resetAt: row.resetAt, added: hits.get(row.key)! }]));
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

/** How many times each key occurs, in first-seen order (one row per key: an upsert may touch a row only once). */
export function hitsByKey(keys: readonly string[]): Map<string, number> {
  const hits = new Map<string, number>();
  for (const key of keys) hits.set(key, (hits.get(key) ?? 0) + 1);
  return hits;
}

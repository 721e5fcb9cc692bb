import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Fixed-window request counters shared by every server process.
export const rateLimits = pgTable(
  "rate_limit",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_reset_idx").on(t.resetAt)],
);

// Staff accounts and their sessions.
import { boolean, index, integer, json, pgTable, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";
import { timestamps, uuidPrimaryKey } from "./columns";

export const users = pgTable(
  "user",
  {
    id: uuidPrimaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    role: text("role").notNull().default("admin"),
    isActive: boolean("is_active").notNull().default(true),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    // Copied into each session at login; bumped on a password reset, so every older session stops working (F5).
    sessionVersion: integer("session_version").notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex("user_username_unique").on(t.username), uniqueIndex("user_email_unique").on(t.email)],
);

// Staff sessions, in the shape connect-pg-simple expects.
export const sessions = pgTable(
  "session",
  {
    sid: varchar("sid").primaryKey(),
    sess: json("sess").notNull(),
    expire: timestamp("expire", { precision: 6 }).notNull(),
  },
  (t) => [index("session_expire_idx").on(t.expire)],
);

export type User = typeof users.$inferSelect;

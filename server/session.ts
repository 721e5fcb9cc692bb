// Staff sessions: rows in the `session` table, so every server process shares
// them and they can be revoked. The cookie is HttpOnly, SameSite=Lax, Secure
// whenever the request came over HTTPS, and its expiry slides with use.
import { randomBytes } from "node:crypto";
import connectPgSimple from "connect-pg-simple";
import session from "express-session";
import type { RequestHandler } from "express";
import type { AppContext } from "~/shared/app-context.server";

declare module "express-session" {
  interface SessionData {
    userId: string;
  }
}

export const SESSION_COOKIE = "academy.sid";
const EIGHT_HOURS = 8 * 60 * 60 * 1000;

export function createSessionMiddleware(ctx: AppContext): RequestHandler {
  const PgStore = connectPgSimple(session);
  const secret = ctx.settings.SESSION_SECRET ?? randomBytes(32).toString("hex");
  if (!ctx.settings.SESSION_SECRET && ctx.settings.NODE_ENV === "production") {
    ctx.logger.warn(
      "SESSION_SECRET is not set: sessions end when this process restarts and are not shared between processes",
    );
  }
  return session({
    name: SESSION_COOKIE,
    secret,
    store: new PgStore({
      // connect-pg-simple speaks node-postgres' query(text, params) → { rows }; both drivers offer that.
      pool: { query: (text: string, params?: unknown[]) => ctx.database.query(text, params) } as never,
      tableName: "session",
      pruneSessionInterval: ctx.settings.NODE_ENV === "test" ? false : 15 * 60,
      errorLog: (...args: unknown[]) => ctx.logger.warn({ args }, "session store error"),
    }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: "lax", secure: "auto", maxAge: EIGHT_HOURS, path: "/" },
  });
}

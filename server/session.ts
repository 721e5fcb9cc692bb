// Staff sessions: rows in the `session` table, so every server process shares
// them and they can be revoked. The cookie is HttpOnly, SameSite=Lax, Secure
// whenever the request came over HTTPS, and its expiry slides with use up to
// the idle limit; the absolute limit and revocation are checked in
// app/features/auth/staff-session.server.ts.
import { randomBytes } from "node:crypto";
import connectPgSimple from "connect-pg-simple";
import session from "express-session";
import type { RequestHandler } from "express";
import { STAFF_IDLE_LIMIT_MS } from "#app/features/auth/staff-session.server";
import type { AppContext } from "#server/app-context";
import type { Settings } from "#app/shared/settings.server";

declare module "express-session" {
  interface SessionData {
    userId: string;
    /** The user's sessionVersion at login: a password reset bumps it, ending this session. */
    sessionVersion: number;
    /** When the user signed in (ms since the epoch), for the absolute limit. */
    loginAt: number;
  }
}

export const SESSION_COOKIE = "academy.sid";

/**
 * `secure: "auto"` marks the cookie Secure only when Express sees HTTPS, which
 * behind a TLS proxy needs TRUST_PROXY (F7). A forced Secure flag would instead
 * make logins fail silently behind a proxy that sends no X-Forwarded-Proto
 * (STACK.md 13), so the operator is told at start-up (decision 005, update).
 */
export function staffCookieWarning(settings: Pick<Settings, "PUBLIC_URL" | "TRUST_PROXY">): string | undefined {
  if (!settings.PUBLIC_URL?.startsWith("https://") || settings.TRUST_PROXY) return undefined;
  return (
    "PUBLIC_URL is https but TRUST_PROXY is unset: behind a proxy, staff cookies cannot be marked Secure " +
    "(and every visitor shares the proxy's address in the login limits) until TRUST_PROXY is set"
  );
}

export function createSessionMiddleware(ctx: AppContext): RequestHandler {
  const PgStore = connectPgSimple(session);
  const secret = ctx.settings.SESSION_SECRET ?? randomBytes(32).toString("hex");
  if (!ctx.settings.SESSION_SECRET && ctx.settings.NODE_ENV === "production") {
    ctx.logger.warn(
      "SESSION_SECRET is not set: sessions end when this process restarts and are not shared between processes",
    );
  }
  const cookieWarning = staffCookieWarning(ctx.settings);
  if (cookieWarning) ctx.logger.warn(cookieWarning);
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
    cookie: { httpOnly: true, sameSite: "lax", secure: "auto", maxAge: STAFF_IDLE_LIMIT_MS, path: "/" },
  });
}

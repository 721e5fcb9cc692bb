// Staff sessions: rows in the `session` table, so every server process shares
// them and they can be revoked. The cookie is HttpOnly, SameSite=Lax, Secure
// on an https PUBLIC_URL or whenever the request came over HTTPS, and its expiry slides with use up to
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
 * Behind a TLS proxy, Express knows a request came over HTTPS only with TRUST_PROXY; without it every visitor shares
 * the proxy's address in the login limits, so the operator is told at start-up (F7, decision 005, update). The
 * cookie itself no longer depends on it: see createSessionMiddleware.
 */
export function staffCookieWarning(settings: Pick<Settings, "PUBLIC_URL" | "TRUST_PROXY">): string | undefined {
  if (!isHttpsSite(settings) || settings.TRUST_PROXY) return undefined;
  return (
    "PUBLIC_URL is https but TRUST_PROXY is unset: behind a proxy, every visitor shares the proxy's address in the " +
    "login and booking limits until TRUST_PROXY is set"
  );
}

const isHttpsSite = (settings: Pick<Settings, "PUBLIC_URL">) => Boolean(settings.PUBLIC_URL?.startsWith("https://"));

/**
 * Whether the staff cookie is marked Secure (issue 19, F7 leftover): always on a site whose PUBLIC_URL is https,
 * whatever Express makes of the hop from the proxy; elsewhere (`npm start` on http://localhost) only over HTTPS, as
 * a forced Secure flag would set no cookie at all over plain HTTP (STACK.md 13).
 */
export const staffCookieSecure = (settings: Pick<Settings, "PUBLIC_URL">): true | "auto" =>
  isHttpsSite(settings) ? true : "auto";

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
  const secure = staffCookieSecure(ctx.settings);
  const store = new PgStore({
    // connect-pg-simple speaks node-postgres' query(text, params) → { rows }; both drivers offer that.
    pool: { query: (text: string, params?: unknown[]) => ctx.database.query(text, params) } as never,
    tableName: "session",
    pruneSessionInterval: ctx.settings.NODE_ENV === "test" ? false : 15 * 60,
    errorLog: (...args: unknown[]) => ctx.logger.warn({ args }, "session store error"),
  });
  // The rolling expiry is refreshed after the answer has started (issue 20, faults C2): a refresh that fails only
  // shortens the idle window, so it is logged and never reported as the request's error.
  const touch = store.touch.bind(store);
  store.touch = (sid, data, callback) =>
    touch(sid, data, (error?: unknown) => {
      if (error) ctx.logger.warn({ err: error }, "staff session not refreshed");
      callback?.();
    });
  const middleware = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: "lax", secure, maxAge: STAFF_IDLE_LIMIT_MS, path: "/" },
  });
  if (secure !== true) return middleware;
  // express-session sets no Secure cookie on a request it does not see as HTTPS: on an https site every browser
  // request is one, however it reached this process, so the session middleware is told so.
  return (req, res, next) => {
    Object.defineProperty(req, "secure", { value: true, configurable: true });
    middleware(req, res, next);
  };
}

// What makes a staff session valid (decision 005, update of 2026-11-23): the user
// is still active, their password has not been reset since the login (the
// session's version matches the user's), it has been used within the idle
// limit (the rolling cookie and the store's expiry, server/session.ts), and the
// login is at most 12 hours old, however busy the session has been.
import type { Request } from "express";
import type { AppContext } from "#server/app-context";
import type { User } from "#db/schema";
import { findActiveUser } from "./auth.server";

/** A session unused for this long ends (the cookie's and the store row's rolling expiry). */
export const STAFF_IDLE_LIMIT_MS = 2 * 60 * 60 * 1000;
/** A session ends this long after its login, even if it was used a minute ago. */
export const STAFF_SESSION_LIMIT_MS = 12 * 60 * 60 * 1000;

const promised = (run: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((error) => (error ? reject(error) : resolve())));

/** Signs this request in as `user`, under a new session id (no session fixation). */
export async function startStaffSession(req: Request, user: User): Promise<void> {
  await promised((done) => req.session.regenerate(done));
  req.session.userId = user.id;
  req.session.sessionVersion = user.sessionVersion;
  req.session.loginAt = Date.now();
  await promised((done) => req.session.save(done));
}

/** Whether a session's login is still within the absolute limit at `now`. */
export function isWithinSessionLimit(loginAt: unknown, now: number): boolean {
  // A session from before this rule has no login time: it ends, and its user signs in once more.
  return typeof loginAt === "number" && loginAt <= now && now - loginAt < STAFF_SESSION_LIMIT_MS;
}

/**
 * The active user this request's session belongs to, or undefined. A session
 * that is no longer valid is destroyed, so it cannot be tried again.
 */
export async function sessionUser(ctx: AppContext, req: Request): Promise<User | undefined> {
  const session = req.session;
  if (!session?.userId) return undefined;
  const user = await findActiveUser(ctx.db, session.userId);
  if (user && session.sessionVersion === user.sessionVersion && isWithinSessionLimit(session.loginAt, Date.now())) {
    return user;
  }
  await promised((done) => session.destroy(done));
  return undefined;
}

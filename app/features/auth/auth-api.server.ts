import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { HttpError } from "#app/shared/http-error";
import { parseInput } from "#app/shared/validation";
import { authenticate, recordLogin, toPublicUser } from "./auth.server";
import { createLoginThrottle } from "./login-throttle.server";
import { LoginSchema } from "./schema";
import { sessionUser, startStaffSession } from "./staff-session.server";

const TOO_MANY = "Too many login attempts. Please wait 15 minutes and try again.";

/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/user (SPEC §7). */
export function authApi(ctx: AppContext): Router {
  const router = Router();
  const throttle = createLoginThrottle(ctx.db);

  router.post("/auth/login", async (req, res) => {
    // A body that is not a login is no guess: it answers 400 and counts nothing.
    const { username, password } = parseInput(LoginSchema, req.body);
    const attempt = await throttle.begin(req.ip ?? "unknown", username);
    if (attempt.refused) {
      res.set("Retry-After", String(attempt.retryAfterSeconds));
      throw new HttpError(429, TOO_MANY);
    }
    const user = await authenticate(ctx.db, username, password);
    if (!user) {
      await throttle.failed(attempt);
      throw new HttpError(401, "Invalid username or password");
    }
    await throttle.succeeded(attempt);
    await startStaffSession(req, user);
    res.json(toPublicUser(await recordLogin(ctx.db, user.id)));
  });

  router.post("/auth/logout", async (req, res) => {
    await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
    res.clearCookie("academy.sid", { path: "/" });
    res.json({ message: "Logged out" });
  });

  router.get("/auth/user", async (req, res) => {
    const user = await sessionUser(ctx, req);
    if (!user) throw new HttpError(401, "Not logged in");
    res.json(toPublicUser(user));
  });

  return router;
}

import { Router, type Request } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { AppContext } from "~/shared/app-context.server";
import { HttpError } from "~/shared/http-error";
import { parseInput } from "~/shared/validation";
import { DatabaseRateLimitStore } from "../../../server/rate-limit-store";
import { authenticate, findActiveUser, recordLogin, toPublicUser } from "./auth.server";
import { LoginSchema } from "./schema";

export const LOGIN_ATTEMPTS_PER_WINDOW = 10;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const TOO_MANY = "Too many login attempts. Please wait 15 minutes and try again.";

function loginLimiter(ctx: AppContext, name: string, keyOf: (req: Request) => string) {
  return rateLimit({
    windowMs: LOGIN_WINDOW_MS,
    limit: LOGIN_ATTEMPTS_PER_WINDOW,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(ctx.db, name),
    keyGenerator: keyOf,
    handler: (_req, _res, next) => next(new HttpError(429, TOO_MANY)),
    // Only failed attempts count: staff who sign in and out often are never locked out.
    skipSuccessfulRequests: true,
    // A failed store must not lock staff out, nor let the error become a 500.
    passOnStoreError: true,
  });
}

/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/user (SPEC §7). */
export function authApi(ctx: AppContext): Router {
  const router = Router();
  const perAddress = loginLimiter(ctx, "login-ip", (req) => ipKeyGenerator(req.ip ?? "unknown"));
  const perUsername = loginLimiter(ctx, "login-user", (req) => {
    // Only a string can be a username: String() of a deeply nested array would overflow the stack.
    const username = (req.body as { username?: unknown } | undefined)?.username;
    return typeof username === "string" ? username.trim().toLowerCase().slice(0, 100) : "";
  });

  router.post("/auth/login", perAddress, perUsername, async (req, res) => {
    const { username, password } = parseInput(LoginSchema, req.body);
    const user = await authenticate(ctx.db, username, password);
    if (!user) throw new HttpError(401, "Invalid username or password");
    // A new session id at login defeats session fixation.
    await new Promise<void>((resolve, reject) =>
      req.session.regenerate((error) => (error ? reject(error) : resolve())),
    );
    req.session.userId = user.id;
    await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
    res.json(toPublicUser(await recordLogin(ctx.db, user.id)));
  });

  router.post("/auth/logout", async (req, res) => {
    await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
    res.clearCookie("academy.sid", { path: "/" });
    res.json({ message: "Logged out" });
  });

  router.get("/auth/user", async (req, res) => {
    const user = req.session.userId ? await findActiveUser(ctx.db, req.session.userId) : undefined;
    if (!user) throw new HttpError(401, "Not logged in");
    res.json(toPublicUser(user));
  });

  return router;
}

// Per-address limits on the public endpoints that write, against floods of
// form posts and bookings. Counted in the database (DatabaseRateLimitStore),
// so a limit holds across every server process behind a load balancer. The
// figures leave room for a family or an office booking on one connection;
// PUBLIC_WRITE_LIMIT_MULTIPLIER scales them (0 turns them off).
import { Router, type RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import type { AppContext } from "#server/app-context";
import { clientAddressKey } from "#app/shared/client-address.server";
import { HttpError } from "#app/shared/http-error";
import { isDatabaseUnavailable } from "./errors";
import { DatabaseRateLimitStore } from "./rate-limit-store";
import { routedPath } from "./request-path";

const TEN_MINUTES = 10 * 60 * 1000;

export type PublicWriteLimit = {
  path: string;
  /** Requests per address per window, before the multiplier. */
  limit: number;
  windowMs: number;
  message: string;
};

const tryAgain = "Please wait 10 minutes and try again.";

/** Limits per ten minutes for one kind of request: each path with its figure, all refused with `message`. */
const perTenMinutes = (message: string, limits: Record<string, number>): PublicWriteLimit[] =>
  Object.entries(limits).map(([path, limit]) => ({
    path,
    limit,
    windowMs: TEN_MINUTES,
    message: `${message} ${tryAgain}`,
  }));

export const PUBLIC_WRITE_LIMITS: readonly PublicWriteLimit[] = [
  ...perTenMinutes("You have sent several messages in a short time.", { "/leads/contact": 5 }),
  ...perTenMinutes("You have sent several applications in a short time.", { "/business-accounts": 5 }),
  ...perTenMinutes("Too many booking requests from your connection.", { "/booking-leads": 20, "/bookings": 30 }),
  ...perTenMinutes("Too many payment attempts from your connection.", {
    "/create-payment-intent": 30,
    "/bookings/by-token/:token/balance-payment": 30,
    "/bookings/by-token/:token/first-payment": 30,
    "/test-payments/confirm": 30,
  }),
  ...perTenMinutes("Too many requests from your connection.", {
    "/bookings/by-token/:token/cancel": 10,
    "/bookings/by-token/:token/retake": 10,
    "/bookings/by-token/:token/date-change": 10,
    "/waiting-list": 10,
    "/bookings/find": 5,
    "/business-accounts/sign-in": 5,
  }),
];

/** The limit in force for a base figure: never below 1 while limits are on. */
export const scaledLimit = (limit: number, multiplier: number) => Math.max(1, Math.round(limit * multiplier));

/**
 * A router to mount on /api before the JSON parser: each POST above is counted
 * (and refused with 429) before its body is read. Routes, not a path lookup,
 * so the same matching rules apply as for the handler (trailing slash, case).
 */
export function publicWriteLimits(ctx: AppContext): Router {
  const router = Router();
  const multiplier = ctx.settings.PUBLIC_WRITE_LIMIT_MULTIPLIER;
  if (multiplier === 0) return router;
  for (const rule of PUBLIC_WRITE_LIMITS)
    router.post(rule.path, limiter(ctx, rule, scaledLimit(rule.limit, multiplier)));
  return router;
}

function limiter(ctx: AppContext, rule: PublicWriteLimit, limit: number): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs,
    limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(ctx.db, `public:${rule.path}`),
    // IPv6 addresses are counted per /56, which one customer usually holds whole.
    keyGenerator: clientAddressKey,
    handler: (_req, _res, next) => next(new HttpError(429, rule.message)),
    // If the database cannot count, the request goes on and meets the same outage (503), not a 500 from here.
    passOnStoreError: true,
    logger: {
      warn: (error, message) => ctx.logger.warn({ err: error }, message),
      error: (error, message) =>
        isDatabaseUnavailable(error)
          ? ctx.logger.warn({ err: error }, message)
          : ctx.logger.error({ err: error }, message),
    },
  });
}

/** Reads of a booking by its secret link: at most 60 a minute per address, whatever the method (issue 13). */
export const BOOKING_LINK_LIMIT = { limit: 60, windowMs: 60_000 };

/**
 * Mounted at the app's root before pages and the API: the booking page, its receipts and its API by token. A plain
 * middleware, not a Router: a Router hands on what its last layer passed on (or what it has no layer for) through
 * `setImmediate`, a turn of the event loop for every request of the site (decision 024).
 */
export function bookingLinkLimit(ctx: AppContext): RequestHandler {
  const multiplier = ctx.settings.PUBLIC_WRITE_LIMIT_MULTIPLIER;
  if (multiplier === 0) return (_req, _res, next) => next();
  const rule: PublicWriteLimit = {
    path: "booking-link",
    limit: BOOKING_LINK_LIMIT.limit,
    windowMs: BOOKING_LINK_LIMIT.windowMs,
    message: "Too many requests for this page from your connection. Please wait a minute and try again.",
  };
  const limit = limiter(ctx, rule, scaledLimit(rule.limit, multiplier));
  return (req, res, next) => (isBookingLinkPath(req.originalUrl) ? limit(req, res, next) : next());
}

// Matched on the path the page handler serves, not Express's raw path (issue 19, N6): `/my%2Dbooking/<token>`
// renders the booking page too, and must meet the same limit.
const BOOKING_LINK_PATH =
  /^\/(?:my-booking|waiting-list|business-accounts\/sign-in|api\/bookings\/by-token|api\/waiting-list)\/[^/]/i;

/** Whether a request URL reads a booking or a waiting-list entry by its secret link. */
export const isBookingLinkPath = (url: string) => BOOKING_LINK_PATH.test(routedPath(url));

// Security headers on every answer (helmet), with a Content-Security-Policy in
// production builds. A page's scripts run by a nonce made for that response; a
// JSON answer under /api runs no script, so it gets no nonce and a policy
// without one (decision 024: random bytes and a policy string per request saved).
import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/** JSON answers: everything under /api (and /api itself). */
export const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/** res.locals.nonce for the page about to be rendered; API answers have none. */
export const pageNonce: RequestHandler = (req, res, next) => {
  if (!isApiPath(req.path)) res.locals.nonce = randomBytes(16).toString("base64");
  next();
};

// Stripe's card form is allowed on the payment page and the booking page only (decision 004).
const STRIPE_SOURCES = {
  scriptSrc: ["https://js.stripe.com"],
  frameSrc: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connectSrc: ["https://api.stripe.com"],
  imgSrc: ["https://*.stripe.com"],
};

function contentSecurityPolicy(withStripe: boolean, withNonce: boolean) {
  const extra = (key: keyof typeof STRIPE_SOURCES) => (withStripe ? STRIPE_SOURCES[key] : []);
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        ...(withNonce ? [(_req: unknown, res: unknown) => `'nonce-${String((res as Response).locals.nonce)}'`] : []),
        ...extra("scriptSrc"),
      ],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", ...extra("imgSrc")],
      connectSrc: ["'self'", ...extra("connectSrc")],
      frameSrc: withStripe ? extra("frameSrc") : ["'none'"],
      fontSrc: ["'self'"],
      mediaSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  };
}

export function securityHeaders(strictCsp: boolean): RequestHandler {
  // Vite's dev server injects inline scripts of its own, so the strict policy
  // applies to production builds only (STACK.md: a CSP without the nonce
  // silently stops hydration).
  const make = (withStripe: boolean, withNonce: boolean) =>
    helmet({
      contentSecurityPolicy: strictCsp ? contentSecurityPolicy(withStripe, withNonce) : false,
      crossOriginEmbedderPolicy: false,
    });
  const standard = make(false, true);
  const payment = make(true, true);
  const api = make(false, false);
  // The booking page's 'Pay balance' step takes the card there too (issue 13).
  const takesCards = (path: string) => path === "/payment" || path.startsWith("/my-booking/");
  return (req, res, next) => (isApiPath(req.path) ? api : takesCards(req.path) ? payment : standard)(req, res, next);
}

// Security headers on every answer (helmet), with a Content-Security-Policy in
// production builds. A page's scripts run by a nonce made for that response; a
// JSON answer under /api runs no script, so it gets no nonce and a policy
// without one (decision 024: random bytes and a policy string per request saved).
// helmet's headers are worked out once at start-up and replayed on each answer.
import { randomBytes, randomFillSync } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { routedPath } from "./request-path";

/** JSON answers: everything under /api (and /api itself). */
export const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, drawn from the CSPRNG at once: one call per 256 pages instead of one per page. */
const nonceBytes = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = nonceBytes.length;

/** A fresh CSP nonce (16 random bytes, base64): each byte of the pool is used for one nonce only, then redrawn. */
export function newNonce(): string {
  if (nonceOffset === nonceBytes.length) {
    randomFillSync(nonceBytes);
    nonceOffset = 0;
  }
  nonceOffset += NONCE_BYTES;
  return nonceBytes.toString("base64", nonceOffset - NONCE_BYTES, nonceOffset);
}

/** res.locals.nonce for the page about to be rendered; API answers have none. */
export const pageNonce: RequestHandler = (req, res, next) => {
  if (!isApiPath(req.path)) res.locals.nonce = newNonce();
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

type Header = [name: string, value: string];

/** Stands in for a page's nonce while helmet's headers are recorded; each page's own nonce replaces it. */
const NONCE_PLACEHOLDER = randomBytes(18).toString("base64");

/**
 * The headers a helmet middleware sets (and those it removes), recorded once: helmet's answer depends on nothing
 * but its options and the page's nonce, so building it per request (13 middlewares and a policy string) is waste.
 */
function recordHelmet(middleware: RequestHandler): { set: Header[]; removed: string[] } {
  const set: Header[] = [];
  const removed: string[] = [];
  const res = {
    locals: { nonce: NONCE_PLACEHOLDER },
    setHeader: (name: string, value: unknown) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  let failure: unknown;
  middleware({} as Request, res as unknown as Response, (error?: unknown) => (failure = error));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return { set, removed };
}

/** Sets the recorded headers; a page's policy gets the page's own nonce in place of the placeholder. */
function replay({ set, removed }: { set: Header[]; removed: string[] }): (res: Response) => void {
  return (res) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) {
      res.setHeader(
        name,
        value.includes(NONCE_PLACEHOLDER) ? value.replace(NONCE_PLACEHOLDER, String(res.locals.nonce)) : value,
      );
    }
  };
}

/**
 * The public site's reading pages: the same for every visitor, holding nothing private and taking no card, password
 * or booking link. They send no Cross-Origin-Opener-Policy (decision 028): its only effect there is a cold browser
 * process on a phone, while every page that shows or takes something private keeps `same-origin`. A page not
 * listed here (a new one included) keeps it. Read from the path as React Router routes it (request-path.ts).
 */
const READING_PAGE =
  /^\/(?:(?:courses(?:\/[^/]+)?|schedule|about|contact|policies|blogs?|blog\/[^/]+|business-accounts)\/?)?$/;

export const isReadingPage = (path: string) => READING_PAGE.test(path);

type HeaderSet = { withStripe: boolean; withNonce: boolean; withOpenerPolicy: boolean };

/** helmet as configured for a response: the source of the headers recorded below. */
export function helmetFor(strictCsp: boolean, { withStripe, withNonce, withOpenerPolicy }: HeaderSet): RequestHandler {
  // Vite's dev server injects inline scripts of its own, so the strict policy
  // applies to production builds only (STACK.md: a CSP without the nonce
  // silently stops hydration).
  return helmet({
    contentSecurityPolicy: strictCsp ? contentSecurityPolicy(withStripe, withNonce) : false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: withOpenerPolicy ? { policy: "same-origin" } : false,
  });
}

/** The header sets an answer can get: which one is chosen by its path (securityHeaders). */
export const HEADER_SETS = {
  api: { withStripe: false, withNonce: false, withOpenerPolicy: true },
  payment: { withStripe: true, withNonce: true, withOpenerPolicy: true },
  reading: { withStripe: false, withNonce: true, withOpenerPolicy: false },
  standard: { withStripe: false, withNonce: true, withOpenerPolicy: true },
} satisfies Record<string, HeaderSet>;

/**
 * The pages with Stripe's card form (/payment, and the booking page's 'Pay balance' step, issue 13), on the path as
 * React Router routes it: without regard to case, as it matches.
 */
const takesCards = (routed: string) => {
  const path = routed.toLowerCase();
  return path === "/payment" || path.startsWith("/my-booking/");
};

export function securityHeaders(strictCsp: boolean): RequestHandler {
  const make = (set: HeaderSet) => replay(recordHelmet(helmetFor(strictCsp, set)));
  const api = make(HEADER_SETS.api);
  const payment = make(HEADER_SETS.payment);
  const reading = make(HEADER_SETS.reading);
  const standard = make(HEADER_SETS.standard);
  const setFor = (req: Request) => {
    if (isApiPath(req.path)) return api;
    const path = routedPath(req.originalUrl);
    if (takesCards(path)) return payment;
    return isReadingPage(path) ? reading : standard;
  };
  return (req, res, next) => {
    setFor(req)(res);
    next();
  };
}

// The Express host: headers, logging, compression, the JSON API under /api,
// static assets, then the React Router handler for every page.
import type { RequestListener } from "node:http";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type Express, type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import type { AppContext } from "#server/app-context";
import { adminApi } from "#app/features/admin/admin-api.server";
import { authApi } from "#app/features/auth/auth-api.server";
import { requireAdmin, sameOriginOnly } from "#app/features/auth/guards.server";
import { blogApi } from "#app/features/blog/blog-api.server";
import { bookingApi } from "#app/features/booking/booking-api.server";
import { learnerPageApi } from "#app/features/booking/groups/learner-page-api.server";
import { groupChangesApi } from "#app/features/booking/groups/group-changes-api.server";
import { waitlistApi } from "#app/features/waitlist/waitlist-api.server";
import { catalogueApi } from "#app/features/catalogue/catalogue-api.server";
import { healthApi } from "#app/features/health/health-api.server";
import { leadsApi } from "#app/features/leads/leads-api.server";
import { accountsApi } from "#app/features/accounts/accounts-api.server";
import { paymentsApi, stripeWebhookApi } from "#app/features/payments/payments-api.server";
import { documentsApi } from "#app/features/documents/documents-api.server";
import { apiErrorHandler, apiNotFound } from "./errors";
import { bookingLinkLimit, publicWriteLimits } from "./public-rate-limits";
import { earlyFormSubmits } from "./early-form-submits";
import { createOutageLog } from "./outage-log";
import { pageOriginOf } from "./page-origin";
import { reportPageError, unavailablePageStatus } from "./page-errors";
import { pageNonce, securityHeaders } from "./security-headers";
import { requestLog } from "./request-log";
import { onItsPathsOnly } from "./router-paths";
import { createSessionMiddleware } from "./session";
import { ResponseCache } from "./response-cache";
import { hashedAssets, publicFiles } from "./static-assets";

export type PageRendering =
  | { mode: "production"; build: ServerBuild; clientDir: string }
  | { mode: "development"; build: () => Promise<ServerBuild>; devMiddleware: RequestHandler }
  | { mode: "none" };

export type AppOptions = {
  pages: PageRendering;
  /** Set while the process drains on SIGTERM: new requests are refused. */
  isShuttingDown?: () => boolean;
};

export function createApp(ctx: AppContext, options: AppOptions): Express {
  const app = express();
  app.disable("x-powered-by");
  // No ETag computed from each body that res.send answers: those are the API's, all `no-store`, so no client asks
  // for them again with If-None-Match, and hashing every answer (a PDF included) was per-request work for nothing
  // (decision 024). The catalogue API sets its own ETag, which res.send keeps and answers 304 for as before.
  app.set("etag", false);
  // Ahead of everything, so static files, errors, 429s and 503s carry it too (and the response cache replays it).
  app.use(permissionsPolicy);
  if (ctx.settings.TRUST_PROXY) app.set("trust proxy", parseTrustProxy(ctx.settings.TRUST_PROXY));
  if (options.pages.mode === "production") app.use("/assets", hashedAssets(options.pages.clientDir));
  // Catalogue answers already given, from memory, ahead of everything below (server/response-cache.ts).
  const responseCache = new ResponseCache({
    catalogue: ctx.catalogueCache,
    logger: ctx.logger,
    isShuttingDown: options.isShuttingDown,
    pageOrigin: pageOriginOf(app, ctx.settings),
  });
  app.set("responseCache", responseCache);
  app.use((req, res, next) => {
    if (!responseCache.serve(req, res, next)) next();
  });
  const outage = createOutageLog();

  app.use(
    requestLog(app, {
      logger: ctx.logger,
      levelOf: (_req, res, error) => {
        if (error) return "error";
        // An error of a page (server/page-errors.ts) rides on the response; a database outage is graded below. A
        // page that refused the request (4xx: React Router's check of a cross-site form POST, say) is the client's
        // doing, like any bad input: a line at info, with its reason, never an operator's alert.
        const pageFault = (res as { err?: unknown }).err !== undefined && res.statusCode >= 500;
        if (pageFault && res.statusCode !== 503) return "error";
        // 503s: draining is expected (info); a database outage logs its first at error, the rest at warn.
        if (res.statusCode === 503) return res.locals.draining ? "info" : outage.levelFor503();
        return res.statusCode >= 500 ? "error" : "info";
      },
    }),
  );

  app.use((req, res, next) => {
    // The readiness check answers for itself: 503 "draining", so a load balancer takes the process out.
    if (options.isShuttingDown?.() && req.path !== "/api/health/ready") {
      res.locals.draining = true;
      res.set("Connection", "close");
      res.status(503).json({ message: "The server is restarting. Please try again in a moment." });
      return;
    }
    next();
  });

  app.use(pageNonce);
  app.use(securityHeaders(options.pages.mode === "production"));
  // Pages, scripts and catalogue lists are what is worth compressing; the answer to a write is a small JSON object
  // sent once, so POST, PUT, PATCH and DELETE skip compression's per-request setup (decision 024).
  const compress = compression();
  app.use((req, res, next) => (req.method === "GET" || req.method === "HEAD" ? compress(req, res, next) : next()));
  app.use(responseCache.capture());

  app.use(bookingLinkLimit(ctx));
  app.use("/api", apiRouter(ctx, options));

  if (options.pages.mode === "production") {
    app.use(publicFiles(options.pages.clientDir));
  }
  if (options.pages.mode === "development") app.use(options.pages.devMiddleware);
  if (options.pages.mode !== "none") {
    app.post("/{*splat}", earlyFormSubmits(options.pages.build));
    app.all(
      "/{*splat}",
      unavailablePageStatus,
      createRequestHandler({
        build: options.pages.build,
        mode: options.pages.mode,
        getLoadContext: (_req, res) => ({
          app: ctx,
          nonce: String(res.locals.nonce),
          reportError: (error: unknown) => reportPageError(res, error),
        }),
      }),
    );
  }
  return app;
}

/**
 * The app as a node:http request listener, with the response cache in front of Express: a cached answer costs no
 * Express routing at all. (createApp's own first middleware does the same for servers made with app.listen.)
 */
export function requestListener(app: Express): RequestListener {
  const cache = app.get("responseCache") as ResponseCache;
  return (req, res) => {
    if (!cache.serve(req, res, () => app(req, res))) app(req, res);
  };
}

function apiRouter(ctx: AppContext, options: AppOptions): express.Router {
  const api = express.Router();
  api.use((req, res, next) => {
    res.set("Cache-Control", "no-store");
    // Read your own writes: a change made through this process empties its catalogue cache as soon as the
    // response goes out, ahead of the database's change notification (which reaches every process).
    if (req.method !== "GET" && req.method !== "HEAD") res.once("finish", () => ctx.catalogueCache.invalidate());
    next();
  });
  // Each feature's router is entered only by paths that begin one of its routes (server/router-paths.ts).
  const feature = (router: express.Router) => api.use(onItsPathsOnly(router));
  // Webhooks are verified on the raw body, so they come before the JSON parser.
  feature(stripeWebhookApi(ctx));
  // Floods of public form posts are turned away before their bodies are read.
  feature(publicWriteLimits(ctx));
  api.use(express.json({ limit: "100kb" }));
  // Staff sessions exist only where staff work; public pages set no cookie.
  const staffSession = createSessionMiddleware(ctx);
  api.use(["/auth", "/admin"], staffSession, sameOriginOnly(ctx));
  feature(authApi(ctx));
  api.use("/admin", requireAdmin(ctx), adminApi(ctx));
  feature(healthApi(ctx, { isDraining: options.isShuttingDown }));
  feature(catalogueApi(ctx));
  feature(blogApi(ctx));
  feature(leadsApi(ctx));
  feature(accountsApi(ctx));
  feature(bookingApi(ctx));
  feature(learnerPageApi(ctx));
  feature(groupChangesApi(ctx));
  feature(waitlistApi(ctx));
  feature(paymentsApi(ctx));
  feature(documentsApi(ctx));
  api.use(apiNotFound);
  api.use(apiErrorHandler);
  return api;
}

/**
 * Powerful browser features no page of the site uses are refused to it and to every frame (issue 19, security review
 * F15). Payment Request stays open to the site and to Stripe's card frame (js.stripe.com), which offers wallets
 * through it. Autoplay is left alone (the home page's muted hero video starts itself), as are features whose
 * default already keeps them to the site; each name listed is one Chromium knows, which logs an error for any other.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "usb=()",
  "serial=()",
  'payment=(self "https://js.stripe.com")',
].join(", ");

const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  next();
};

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

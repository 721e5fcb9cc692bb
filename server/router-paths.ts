// Every request under /api walked the feature routers in turn until one answered: each router entered sets up its
// own state and tests each of its route patterns, and a router whose last layer passes the request on (or that has
// no layer at all) hands it on through `setImmediate`, a turn of the event loop (router 2.x, Express 5). A router
// whose routes all begin with a literal segment is entered only by a request whose path begins with one of them;
// anything else goes straight to the next layer, as it would have after walking the router (decision 024). Any doubt
// (a middleware layer, a parameter or pattern first, a percent-escape in the request's path) enters the router as
// before.
import type { Request, RequestHandler, Router } from "express";

/** The lower-cased literal first path segments of a router's routes, or null when a layer might take any path. */
export function firstSegmentsOf(router: Router): ReadonlySet<string> | null {
  const segments = new Set<string>();
  for (const layer of router.stack) {
    // A layer added with `router.use` (no route) may see every path; so may a regular-expression path.
    if (!layer.route) return null;
    const paths: unknown[] = Array.isArray(layer.route.path) ? layer.route.path.flat(Infinity) : [layer.route.path];
    for (const path of paths) {
      const segment = typeof path === "string" ? LITERAL_FIRST_SEGMENT.exec(path)?.[1] : undefined;
      if (segment === undefined) return null;
      segments.add(segment.toLowerCase());
    }
  }
  return segments;
}

// A first segment with none of path-to-regexp's special characters (`:`, `*`, `{`, `(`, `?`…), ending at a slash or
// at the end of the path.
const LITERAL_FIRST_SEGMENT = /^\/([\w.~-]+)(?:\/|$)/;

/** The request path's first segment as the router would match it (lower case), or null to enter in any case. */
function firstSegmentOf(req: Request): string | null {
  const url = req.url;
  if (url[0] !== "/") return null;
  let end = 1;
  while (end < url.length && url[end] !== "/" && url[end] !== "?") end++;
  const segment = url.slice(1, end);
  return segment === "" || segment.includes("%") ? null : segment.toLowerCase();
}

/**
 * `router` as a middleware entered only by requests whose first path segment begins one of its routes (the router
 * itself when that cannot be told). Mount it where the router was mounted, in the same order. It carries the
 * router's `stack`, so whatever lists the app's routes by walking its routers (test/support/list-routes.ts) still
 * finds every one.
 */
export function onItsPathsOnly(router: Router): RequestHandler {
  const segments = firstSegmentsOf(router);
  if (segments === null) return router;
  const handler: RequestHandler = (req, res, next) => {
    const segment = firstSegmentOf(req);
    if (segment === null || segments.has(segment)) return router(req, res, next);
    next();
  };
  return Object.assign(handler, { stack: router.stack });
}

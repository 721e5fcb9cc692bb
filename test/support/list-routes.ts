// Every method and path registered on an Express app or router, found by
// walking the router itself, so a table-driven test covers a route added
// later without anyone remembering to list it.
import type { Express, Router } from "express";
import { createApp } from "../../server/app";
import type { AppContext } from "#server/app-context";

export type RouteEntry = { method: string; path: string };

type Layer = {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  slash?: boolean;
  rawPath?: string | string[];
};

export function listRoutes(router: Router | { stack: Layer[] }, prefix = ""): RouteEntry[] {
  return (router as unknown as { stack: Layer[] }).stack.flatMap((layer): RouteEntry[] => {
    if (layer.route) {
      return Object.keys(layer.route.methods)
        .filter((method) => method !== "_all")
        .map((method) => ({ method: method.toUpperCase(), path: prefix + layer.route!.path }));
    }
    if (layer.handle.stack) {
      if (!layer.slash && typeof layer.rawPath !== "string") throw new Error("cannot tell where a router is mounted");
      return listRoutes(layer.handle as { stack: Layer[] }, prefix + (layer.slash ? "" : (layer.rawPath as string)));
    }
    return [];
  });
}

/**
 * Every route of the app createApp builds for this context, with full paths
 * (/api/…), each once: a route that a middleware such as a rate limit also
 * registers is still one route.
 */
export function listAppRoutes(ctx: AppContext): RouteEntry[] {
  const app: Express = createApp(ctx, { pages: { mode: "none" } });
  const routes = listRoutes((app as unknown as { router: Router }).router);
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// A form the page's scripts send (every such form is a POST: eslint.config.js) can be submitted by the browser itself
// when its button is pressed before those scripts have run, on a slow phone say. The page has no action to take it:
// React Router would answer with an error page (405), or with a bare "Bad Request" where the page's no-referrer
// policy makes the browser send `Origin: null`. Such a POST is sent back to the page instead (303, a GET of the same
// address), so the visitor sees the form again, now working, and nothing typed was kept or logged. A page that has
// an action of its own (the business account's forms, which work without scripts) gets its POST as before.
import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type RouteManifest = ServerBuild["routes"];

const trees = new WeakMap<RouteManifest, RouteObject[]>();

/** The manifest's routes as the nested tree `matchRoutes` reads: each route under its parent. */
function routeTree(manifest: RouteManifest, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route && route.parentId === parentId)
    .map((route) =>
      route!.index
        ? { id: route!.id, path: route!.path, index: true }
        : {
            id: route!.id,
            path: route!.path,
            caseSensitive: route!.caseSensitive,
            children: routeTree(manifest, route!.id),
          },
    );
}

/** True when the page at `path` takes a POST itself: its deepest route has an action. */
export function pageTakesPost(manifest: RouteManifest, path: string): boolean {
  let tree = trees.get(manifest);
  if (!tree) {
    tree = routeTree(manifest);
    trees.set(manifest, tree);
  }
  const leaf = matchRoutes(tree, path)?.at(-1)?.route;
  return leaf?.id !== undefined && Boolean(manifest[leaf.id]?.module.action);
}

export function earlyFormSubmits(build: ServerBuild | (() => Promise<ServerBuild>)): RequestHandler {
  return async (req, res, next) => {
    // React Router's own requests from the browser (`/page.data`) and pages that take a form go on as they are.
    if (req.method !== "POST" || req.path.endsWith(".data")) return next();
    const { routes } = typeof build === "function" ? await build() : build;
    if (pageTakesPost(routes, req.path)) return next();
    // One leading slash: a Location of "//host" or "/\\host" would send the browser to that host.
    res.set("Cache-Control", "no-store").redirect(303, req.originalUrl.replace(/^[/\\]+/, "/"));
  };
}

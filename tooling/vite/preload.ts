// A smaller helper for the browser build's lazy imports (`import()` of a dialog, say). Vite wraps each in
// `__vitePreload(load, deps)` from a module of its own, which adds <link rel="modulepreload"> for the chunk's
// imports so they download alongside it; Vite's version also feature-tests `modulepreload`, preloads CSS and
// reports failures through a `vite:preloadError` event, none of which this site uses (one global stylesheet,
// Chromium-era browsers, nothing listens), at ~1 KB gzipped on every page (decision 006). This one keeps the
// preloading. It replaces Vite's module by its id, so a Vite upgrade that renames it just brings Vite's back.
import type { Plugin } from "vite";
import { isAlwaysLoaded } from "./chunks.ts";

const PRELOAD_HELPER = "\0vite/preload-helper.js";

/** The folder of the browser build's scripts, which the preload lists leave out (vite.config.ts). */
export const ASSETS = "assets/";

/**
 * What a lazy import lists to preload: its files less those every page has already loaded, each without the folder
 * (the helper below puts it back).
 */
export function preloadList(deps: string[]): string[] {
  return deps
    .filter((dep) => !isAlwaysLoaded(dep))
    .map((dep) => {
      if (!dep.startsWith(ASSETS)) throw new Error(`A lazy import's file ${dep} is not in ${ASSETS}`);
      return dep.slice(ASSETS.length);
    });
}

export const SMALL_PRELOAD_HELPER = `const seen = {};
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    if (seen[dep]) continue;
    seen[dep] = true;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = "/${ASSETS}" + dep;
    document.head.appendChild(link);
  }
  return load();
};`;

export function smallPreloadHelper(): Plugin {
  return {
    name: "academy:small-preload-helper",
    enforce: "pre",
    apply: "build",
    load(id) {
      return id === PRELOAD_HELPER ? { code: SMALL_PRELOAD_HELPER, moduleSideEffects: false } : null;
    },
  };
}

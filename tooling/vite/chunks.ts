// How the browser build groups its modules into files. On a phone's first
// visit each extra file costs a round trip, and the automatic split makes one
// file per small module shared by two pages (an icon, a formatter). So:
// - "framework": React, React DOM and React Router, which every page loads;
// - "shell": the modules (app/shared, feature components that are not routes,
//   icons, Radix Slot) that two or more public pages import directly: one file,
//   loaded with the first page.
// A module only one page uses stays in that page's file; the admin area and the
// lazily loaded dialogs keep their own files. Icons are imported one file each
// (lucide-react/icons/…) so the graph shows which page uses which icon.
import type { ChunkingContext } from "rolldown";
import type { Plugin } from "vite";

export const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

// The root imports these, so every page has them before any lazy import runs (Rolldown's runtime: its helpers for
// CommonJS modules such as React).
const ALWAYS_LOADED = new Set(["framework", "shell", "rolldown-runtime"]);
const alwaysLoadedFiles = new Set<string>();

/** True for the file names of the groups every page loads with the root (known once the bundle is written). */
export function isAlwaysLoaded(fileName: string): boolean {
  return alwaysLoadedFiles.has(fileName);
}

/** Notes which files hold the groups every page loads, before Vite writes the lazy imports' preload lists. */
export function recordAlwaysLoaded(): Plugin {
  return {
    name: "academy:always-loaded-files",
    enforce: "pre",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && ALWAYS_LOADED.has(file.name)) alwaysLoadedFiles.add(file.fileName);
      }
    },
  };
}

// The modal dialog and what Radix Dialog runs on, in one file: every lazily loaded dialog of the public pages
// (dates, booking, waiting list) lists its files to preload in the page's script, a name each.
export const DIALOG =
  /node_modules[\\/](@radix-ui[\\/](react-(dialog|focus-scope|focus-guards|dismissable-layer|portal|presence|id|context|use-[\w-]+)|primitive)|react-remove-scroll[\w-]*|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]|[\\/]app[\\/]shared[\\/]ui[\\/]dialog\.tsx$|^\0light-icon:x(\?|$)/;

const SHELL_MODULE =
  /[\\/]app[\\/](shared|features[\\/][\w-]+)[\\/](?!.*\.server\.)(?!routes[\\/])|node_modules[\\/](lucide-react|@radix-ui[\\/]react-(slot|compose-refs))[\\/]|^\0light-icon:/;
// Shared modules that pull a heavy dependency in with them stay where the split puts them.
const NOT_SHELL = /[\\/]app[\\/]shared[\\/]ui[\\/](dialog|form-field|toaster-view)\./;
const ROUTE = /[\\/]app[\\/](root\.tsx|features[\\/][\w-]+[\\/]routes[\\/])/;
const TINY_MODULE_CHARS = 1_200;
const ROOT = /[\\/]app[\\/]root\.tsx/;
const PUBLIC_ROUTE =
  /[\\/]app[\\/](root\.tsx|features[\\/](site|catalogue|blog|leads|booking|payments)[\\/]routes[\\/])/;
// How many public pages must share a module before every page carries it (see shellChunk).
const SHARED_BY = 6;
const TINY_SHARED_BY = 4;

export function shellChunk(id: string, ctx: ChunkingContext): string | null {
  if (!SHELL_MODULE.test(id) || NOT_SHELL.test(id)) return null;
  const routes = publicRoutesImporting(id, ctx);
  // The root loads with every page; a module three pages share, or a tiny one two share (an icon, a few rules: less
  // than a file of its own costs on a phone), is worth its bytes on the others.
  const tiny = (ctx.getModuleInfo(id)?.code?.length ?? Infinity) < TINY_MODULE_CHARS;
  const shared = routes.size >= (tiny ? TINY_SHARED_BY : SHARED_BY);
  return shared || [...routes].some((route) => ROOT.test(route)) ? "shell" : null;
}

/** The public route modules that import `id` through static imports only (dynamic imports load later). */
function publicRoutesImporting(id: string, ctx: ChunkingContext, seen = new Set<string>()): Set<string> {
  const routes = new Set<string>();
  if (seen.has(id)) return routes;
  seen.add(id);
  if (ROUTE.test(id)) {
    if (PUBLIC_ROUTE.test(id)) routes.add(id);
    return routes;
  }
  for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
    for (const route of publicRoutesImporting(importer, ctx, seen)) routes.add(route);
  }
  return routes;
}

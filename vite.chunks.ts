// How the browser build groups its modules into files. On a phone's first
// visit each extra file costs a round trip, and the automatic split makes one
// file per small module shared by two pages (an icon, a formatter). So:
// - "framework": React, React DOM and React Router, which every page loads;
// - "shell": the small shared modules (app/shared, icons, Radix Slot) that two
//   or more public pages import directly: one file, loaded with the first page.
// A module only one page uses stays in that page's file; the admin area and the
// lazily loaded dialogs keep their own files. Icons are imported one file each
// (lucide-react/icons/…) so the graph shows which page uses which icon.
import type { ChunkingContext } from "rolldown";

export const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

const SHELL_MODULE =
  /[\\/]app[\\/]shared[\\/](?!.*\.server\.)|node_modules[\\/](lucide-react|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/;
// Shared modules that pull a heavy dependency in with them stay where the split puts them.
const NOT_SHELL = /[\\/]app[\\/]shared[\\/]ui[\\/](dialog|form-field|toaster-view)\./;
const ROUTE = /[\\/]app[\\/](root\.tsx|features[\\/][\w-]+[\\/]routes[\\/])/;
const PUBLIC_ROUTE = /[\\/]app[\\/](root\.tsx|features[\\/](site|catalogue|blog|leads)[\\/]routes[\\/])/;

export function shellChunk(id: string, ctx: ChunkingContext): string | null {
  if (!SHELL_MODULE.test(id) || NOT_SHELL.test(id)) return null;
  return publicRoutesImporting(id, ctx).size >= 2 ? "shell" : null;
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

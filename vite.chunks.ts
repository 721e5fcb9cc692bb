// How the browser build groups its modules into files. On a phone's first
// visit each extra file costs a round trip, and the automatic split makes one
// file per small module shared by two pages (an icon, a formatter). So:
// - "framework": React, React DOM and React Router, which every page loads;
// - "shell": the small shared modules (app/shared, icons, Radix Slot) that any
//   public page imports directly: one file, loaded with the first page.
// The admin area and the lazily loaded dialogs keep their own files.
import type { ChunkingContext } from "rolldown";

export const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

const SHELL_MODULE =
  /[\\/]app[\\/]shared[\\/](?!.*\.server\.)|node_modules[\\/](lucide-react|@radix-ui[\\/]react-(slot|compose-refs))[\\/]/;
// Shared modules that pull a heavy dependency in with them stay where the split puts them.
const NOT_SHELL = /[\\/]app[\\/]shared[\\/]ui[\\/](dialog|form-field|toaster-view)\./;
const ADMIN_ROUTE = /[\\/]app[\\/]features[\\/](admin|auth)[\\/]routes[\\/]/;
const ROUTE = /[\\/]app[\\/](root\.tsx|features[\\/][\w-]+[\\/]routes[\\/])/;

export function shellChunk(id: string, ctx: ChunkingContext): string | null {
  if (!SHELL_MODULE.test(id) || NOT_SHELL.test(id)) return null;
  return importedByPublicRoute(id, ctx, new Set()) ? "shell" : null;
}

/** Whether a public route module imports `id` through static imports only (dynamic imports load later). */
function importedByPublicRoute(id: string, ctx: ChunkingContext, seen: Set<string>): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (ROUTE.test(id)) return !ADMIN_ROUTE.test(id);
  const info = ctx.getModuleInfo(id);
  return (info?.importers ?? []).some((importer) => importedByPublicRoute(importer, ctx, seen));
}

import { listSitemapEntries, renderSitemap } from "../sitemap.server";
import type { Route } from "./+types/sitemap";

export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = context.app.settings.PUBLIC_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
  const xml = renderSitemap(origin, await listSitemapEntries(context.app.db));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

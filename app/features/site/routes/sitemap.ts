import { listSitemapEntries, renderSitemap } from "../sitemap.server";
import type { Route } from "./+types/sitemap";
import { publicOrigin } from "#app/shared/settings.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const origin = publicOrigin(context.app.settings, request);
  const xml = renderSitemap(origin, await listSitemapEntries(context.app.db));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

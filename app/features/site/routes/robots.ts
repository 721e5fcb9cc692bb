import { renderRobots } from "../sitemap.server";
import type { Route } from "./+types/robots";
import { publicOrigin } from "#app/shared/settings.server";

export function loader({ context, request }: Route.LoaderArgs) {
  const origin = publicOrigin(context.app.settings, request);
  return new Response(renderRobots(origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

import { renderRobots } from "../sitemap.server";
import type { Route } from "./+types/robots";

export function loader({ context, request }: Route.LoaderArgs) {
  const origin = context.app.settings.PUBLIC_URL?.replace(/\/$/, "") ?? new URL(request.url).origin;
  return new Response(renderRobots(origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

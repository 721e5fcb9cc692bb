// The origin a page rendered for a raw request names in its links, worked out
// before Express sees the request: the response cache answers ahead of Express
// and must key each page on exactly what the page is built from (security
// review F6). Same rule as the page loaders (publicOrigin), same protocol as
// Express's req.protocol, which React Router's adapter puts in request.url.
import type { IncomingMessage } from "node:http";
import type { Express, Request } from "express";
import { originFor, type Settings } from "#app/shared/settings.server";

export function pageOriginOf(app: Express, settings: Settings): (req: IncomingMessage) => string {
  if (settings.PUBLIC_URL) {
    const origin = originFor(settings, "", undefined);
    return () => origin;
  }
  return (req) => {
    // Express's own req.protocol getter (trust proxy and X-Forwarded-Proto rules included), read on this raw request.
    const view = Object.create(app.request as object, {
      headers: { value: req.headers },
      socket: { value: req.socket },
    }) as Request;
    return originFor(settings, view.protocol, req.headers.host);
  };
}

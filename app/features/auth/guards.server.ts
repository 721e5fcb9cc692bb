import type { Request, RequestHandler } from "express";
import type { AppContext } from "#server/app-context";
import { HttpError } from "#app/shared/http-error";
import { isAdminRole } from "./schema";
import { sessionUser } from "./staff-session.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin this request was addressed to, as the browser sees it. */
function ownOrigin(req: Request, publicUrl?: string): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return `${req.protocol}://${req.get("host")}`;
}

/**
 * Refuses state-changing requests that another site's page could have sent
 * with our cookie: SameSite=Lax stops most, and the Origin (or Referer)
 * header must name this site (STYLE.md; Epic Stack decisions 032 → 035).
 */
export function sameOriginOnly(ctx: AppContext): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin") ?? refererOrigin(req.get("referer"));
    if (!origin || origin !== ownOrigin(req, ctx.settings.PUBLIC_URL)) {
      return next(new HttpError(403, "Cross-site request refused"));
    }
    next();
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** Every /api/admin route: 401 without a valid session, 403 for a role other than admin or manager. */
export function requireAdmin(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    const user = await sessionUser(ctx, req);
    if (!user) return next(new HttpError(401, "Please log in to continue."));
    if (!isAdminRole(user.role)) return next(new HttpError(403, "You do not have permission to do that."));
    res.locals.user = user;
    next();
  };
}

// Unexpected errors of page loaders, actions and rendering. React Router
// catches them itself and answers with the error boundary, so Express never
// sees them: the request line would log only "failed with status code 500".
// app/entry.server.tsx's handleError hands each to reportPageError, which
// puts it on the response for the access log (server/request-log.ts) to log with the request (message and
// stack), and notes a database outage so the page answers 503, like the API.
import type { ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import { isRouteErrorResponse } from "react-router";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "./errors";

export function reportPageError(res: Response, error: unknown): void {
  // A thrown 4xx (a 404 for an unknown page) is an answer, not a fault; React Router wraps its own errors
  // (e.g. an action on a route without one) in an error response that carries the cause.
  if (isRouteErrorResponse(error)) {
    const cause = (error as { error?: unknown }).error;
    if (error.status < 500 || cause === undefined) return;
    error = cause;
  }
  const logged = res as unknown as { err?: unknown };
  // The first is the cause; later ones (the error boundary failing too) follow from it.
  logged.err ??= error;
  if (isDatabaseUnavailable(error)) res.locals.databaseUnavailable = true;
}

/** A page that failed because the database is unreachable answers 503 with Retry-After, not 500. */
export const unavailablePageStatus: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    if (statusCode === 500 && res.locals.databaseUnavailable) {
      statusCode = 503;
      res.statusMessage = "";
      if (typeof rest[0] === "string") rest.shift();
      res.setHeader("Retry-After", RETRY_AFTER_SECONDS);
      res.setHeader("Cache-Control", "no-store");
    }
    return writeHead(statusCode, ...rest);
  }) as typeof res.writeHead;
  next();
};

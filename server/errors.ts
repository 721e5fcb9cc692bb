import type { ErrorRequestHandler, RequestHandler } from "express";
import { ZodError } from "zod";
import { HttpError, type ApiErrorBody } from "#app/shared/http-error";
import { toFieldErrors } from "#app/shared/validation";

/** Unknown /api paths answer JSON, never the HTML app. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API route for ${req.method} ${req.path}` } satisfies ApiErrorBody);
};

// Codes node-postgres and PGlite use when the server is gone, refusing or too slow (57014: a statement cancelled by
// statement_timeout; 57P01-57P03: shutting down, crashed, starting up; 53300: too many connections).
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57014",
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);

/** How long a client should wait before trying again while the database is unreachable. */
export const RETRY_AFTER_SECONDS = "5";

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return true;
  // 55000 is a broad class; with this message it is a database closed to connections (ALLOW_CONNECTIONS false), the
  // 500 the security review saw (issue 19, N9).
  if (code === "55000" && /not currently accepting connections/i.test(error.message)) return true;
  const cause = (error as { cause?: unknown }).cause;
  if (cause && cause !== error && isDatabaseUnavailable(cause)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|PGlite is closed/i.test(
    error.message,
  );
}

type BodyParserError = Error & { type?: string; status?: number };

// A transaction PostgreSQL ended to break a deadlock (40P01) or a serialization conflict (40001): the database
// retries it a few times (db.server.ts); one that still fails is a busy moment, not a fault of the request.
const CONFLICT_CODES = new Set(["40P01", "40001"]);

export function isTransactionConflict(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code;
  if (code && CONFLICT_CODES.has(code)) return true;
  const cause = (error as { cause?: unknown }).cause;
  return Boolean(cause && cause !== error && isTransactionConflict(cause));
}

/** Turns every failure into `{ message, fieldErrors? }` with the right status. */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  // The answer has gone (a failure after it started, such as the session store's touch): nothing more may be written
  // to it, and throwing here would make Express destroy the connection, cutting the answer and any request behind it.
  if (res.headersSent) {
    req.log?.warn({ err: error }, "error after the response was sent");
    return;
  }
  const send = (status: number, body: ApiErrorBody) => {
    if (!res.headersSent) res.status(status).json(body);
  };
  if (error instanceof HttpError) {
    return send(error.status, { message: error.message, ...(error.fieldErrors && { fieldErrors: error.fieldErrors }) });
  }
  if (error instanceof ZodError) {
    return send(400, { message: "Please check the highlighted fields.", fieldErrors: toFieldErrors(error) });
  }
  const parserError = error as BodyParserError;
  if (parserError?.type === "entity.parse.failed") return send(400, { message: "The request body is not valid JSON." });
  if (parserError?.type === "entity.too.large") return send(413, { message: "The request body is too large." });
  if (parserError?.type === "encoding.unsupported" || parserError?.type === "charset.unsupported") {
    return send(415, { message: "The request body's encoding is not supported." });
  }
  if (typeof parserError?.status === "number" && parserError.status >= 400 && parserError.status < 500) {
    return send(parserError.status, { message: "The request could not be read." });
  }
  if (isTransactionConflict(error)) {
    req.log?.warn({ err: error }, "transaction conflict after retries");
    res.set("Retry-After", "1");
    return send(503, { message: "The service is busy. Please try again in a moment." });
  }
  if (isDatabaseUnavailable(error)) {
    req.log?.warn({ err: error }, "database unavailable");
    res.set("Retry-After", RETRY_AFTER_SECONDS);
    return send(503, { message: "The service is temporarily unavailable. Please try again in a moment." });
  }
  req.log?.error({ err: error }, "unhandled error");
  // The request's own line names the cause too, rather than the access log's "failed with status code 500".
  (res as unknown as { err?: unknown }).err = error;
  send(500, { message: `Something went wrong on our side. Please try again later. (Reference: ${String(req.id)})` });
};

// The access log: one line per request, as pino-http wrote it (same fields, levels and messages), without its
// per-request cost (decision 024). pino-http built a child logger for every request, serialising the request (its
// URL redacted, its query string parsed) even when the line was below the log level and nothing else logged; here
// the request's logger (`req.log`) is made on first use, and the line is built only when its level is enabled.
import { randomUUID } from "node:crypto";
import type { Express, Request, RequestHandler, Response } from "express";
import type { Level, Logger } from "pino";
import { redactUrl, serializeError } from "./logger";

declare module "http" {
  interface IncomingMessage {
    /** The request's id: a well-formed X-Request-Id header, else a fresh UUID. Sent back as X-Request-Id. */
    id: string;
    /** A logger whose every line names the request ({ req: { id, method, url } }). */
    log: Logger;
  }
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** The request as every line about it names it, with secrets redacted from the URL. */
const requestFields = (req: Request) => ({ id: req.id, method: req.method, url: redactUrl(req.originalUrl) });

export type RequestLogOptions = {
  logger: Logger;
  /** The level of a finished request's line; `error` is an error the response emitted. */
  levelOf: (req: Request, res: Response, error: unknown) => Level;
};

/**
 * Gives each request its id (X-Request-Id), a `req.log` made when first used, and one line when its response ends:
 * "request completed" (or "request aborted") with `res.statusCode` and `responseTime`, or "request errored" with
 * `err` for an error, a 5xx or a cause set on `res.err` (server/page-errors.ts).
 */
export function requestLog(app: Express, options: RequestLogOptions): RequestHandler {
  // Errors in these lines go through the app's serializer whatever logger is given (tests pass plain ones).
  const logger = options.logger.child({}, { serializers: { err: serializeError } });
  const logOf = (req: Request) => logger.child({ req: requestFields(req) });
  // On the app's request prototype, so a request that logs nothing costs nothing here.
  Object.defineProperty(app.request, "log", {
    configurable: true,
    get(this: Request) {
      const log = logOf(this);
      Object.defineProperty(this, "log", { value: log, writable: true, configurable: true });
      return log;
    },
    set(this: Request, log: Logger) {
      Object.defineProperty(this, "log", { value: log, writable: true, configurable: true });
    },
  });

  return (req, res, next) => {
    const given = req.headers["x-request-id"];
    req.id = typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader("X-Request-Id", req.id);
    const startedAt = Date.now();
    let logged = false;
    const finished = (error?: unknown) => {
      if (logged) return;
      logged = true;
      const level = options.levelOf(req, res, error);
      if (!logger.isLevelEnabled(level)) return;
      const responseTime = Date.now() - startedAt;
      const cause = error || (res as { err?: unknown }).err;
      const log = req.log;
      if (cause || res.statusCode >= 500) {
        const err = cause || new Error(`failed with status code ${res.statusCode}`);
        log[level]({ res: { statusCode: res.statusCode }, err, responseTime }, "request errored");
        return;
      }
      const message = !req.readableAborted && res.writableEnded ? "request completed" : "request aborted";
      log[level]({ res: { statusCode: res.statusCode }, responseTime }, message);
    };
    res.on("finish", finished);
    res.on("close", finished);
    res.on("error", finished);
    next();
  };
}

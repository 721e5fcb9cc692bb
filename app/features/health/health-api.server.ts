import { Router } from "express";
import type { AppContext } from "#server/app-context";

/** How long the database has to answer a health check. */
const DATABASE_CHECK_MS = 2_000;

export type HealthOptions = {
  /** True while the process drains after SIGTERM (server/index.ts). */
  isDraining?: () => boolean;
};

/**
 * GET /api/health (liveness): 200 while the database answers, 503 when it does not.
 * GET /api/health/ready (readiness, for a load balancer): 200 while the process takes
 * new requests and the database answers; 503 while draining or when the database is down.
 */
export function healthApi(app: AppContext, options: HealthOptions = {}): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (await databaseAnswers(app)) res.json({ status: "ok", database: "up" });
    else res.status(503).json({ status: "unavailable", database: "down", message: "The database is not reachable." });
  });
  router.get("/health/ready", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    if (options.isDraining?.()) {
      res.locals.draining = true;
      res.set("Connection", "close");
      res.status(503).json({ status: "draining", message: "The server is shutting down and takes no new requests." });
      return;
    }
    if (await databaseAnswers(app)) res.json({ status: "ready" });
    else res.status(503).json({ status: "unavailable", database: "down", message: "The database is not reachable." });
  });
  return router;
}

async function databaseAnswers(app: AppContext): Promise<boolean> {
  try {
    await withTimeout(app.database.ping(), DATABASE_CHECK_MS);
    return true;
  } catch {
    return false;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timed out")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

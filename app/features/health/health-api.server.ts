import { Router } from "express";
import type { AppContext } from "~/shared/app-context.server";

/** GET /api/health: 200 while the database answers, 503 when it does not. */
export function healthApi(app: AppContext): Router {
  const router = Router();
  router.get("/health", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await withTimeout(app.database.ping(), 2_000);
      res.json({ status: "ok", database: "up" });
    } catch {
      res.status(503).json({ status: "unavailable", database: "down", message: "The database is not reachable." });
    }
  });
  return router;
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

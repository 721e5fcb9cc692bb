import type { Logger } from "pino";
import type { Database } from "#db/db.server";
import type { Mailer } from "./mailer.server";
import { claimDueEmail, markEmailFailed, markEmailSent } from "./outbox.server";

export type OutboxWorker = { runOnce(): Promise<{ sent: number; failed: number }>; stop(): Promise<void> };

/** Polls the outbox and sends what is due, each message in its own short transaction. */
export function startOutboxWorker(options: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
  autoStart?: boolean;
}): OutboxWorker {
  const { db, mailer, logger } = options;
  let running: Promise<{ sent: number; failed: number }> | undefined;
  let stopped = false;

  async function sendBatch() {
    let sent = 0;
    let failed = 0;
    for (let i = 0; i < (options.batchSize ?? 20); i++) {
      // Sent outside any transaction: a slow mail server must not hold a
      // database lock (PGlite runs one transaction at a time).
      const row = await claimDueEmail(db);
      if (!row) break;
      try {
        await mailer.send(row);
        await markEmailSent(db, row.id);
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await markEmailFailed(db, row, message);
        logger.warn(
          { emailId: row.id, kind: row.kind, attempts: row.attempts + 1, error: message },
          "e-mail not sent; will retry",
        );
        failed++;
      }
    }
    return { sent, failed };
  }

  const runOnce = () => {
    running ??= sendBatch().finally(() => (running = undefined));
    return running;
  };

  const timer =
    options.autoStart === false
      ? undefined
      : setInterval(() => {
          if (!stopped) runOnce().catch((error: unknown) => logger.warn({ err: error }, "outbox run failed"));
        }, options.intervalMs ?? 5_000);
  timer?.unref();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}

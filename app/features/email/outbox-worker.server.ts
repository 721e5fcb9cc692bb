import type { Logger } from "pino";
import type { Database } from "#db/db.server";
import type { EmailOutboxRow } from "#db/schema";
import { pollingLoop, type PollingLoop } from "#app/shared/polling-loop.server";
import type { Mailer } from "./mailer.server";
import { MAX_ATTEMPTS, claimDueEmail, markEmailFailed, markEmailSent, markEmailSkipped } from "./outbox.server";

/**
 * What the features that queue e-mails do around each send (wired in server/index.ts, so the outbox knows no
 * feature): `prepare` returns the message as it goes (its links minted) or null when it is no longer true and must
 * not go; `sent` and `failed` note the outcome (a booking's timeline).
 */
export type OutboxHooks = {
  prepare(row: EmailOutboxRow): Promise<EmailOutboxRow | null>;
  sent(row: EmailOutboxRow): Promise<void>;
  failed(row: EmailOutboxRow, error: string, final: boolean): Promise<void>;
  skipped(row: EmailOutboxRow): Promise<void>;
};

export type OutboxWorker = PollingLoop<{ sent: number; failed: number }>;

/** Polls the outbox and sends what is due, each message in its own short transaction. */
export function startOutboxWorker(options: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
  autoStart?: boolean;
  hooks?: OutboxHooks;
}): OutboxWorker {
  const { db, mailer, logger } = options;

  async function sendBatch() {
    let sent = 0;
    let failed = 0;
    for (let i = 0; i < (options.batchSize ?? 20); i++) {
      // Sent outside any transaction: a slow mail server must not hold a
      // database lock (PGlite runs one transaction at a time).
      const row = await claimDueEmail(db);
      if (!row) break;
      try {
        const message = options.hooks ? await options.hooks.prepare(row) : row;
        if (!message) {
          await markEmailSkipped(db, row.id);
          await options.hooks?.skipped(row);
          continue;
        }
        await mailer.send(message);
        await markEmailSent(db, row.id);
        await options.hooks?.sent(row);
        sent++;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await markEmailFailed(db, row, message);
        await options.hooks?.failed(row, message, row.attempts + 1 >= MAX_ATTEMPTS).catch(() => {});
        logger.warn(
          { emailId: row.id, kind: row.kind, attempts: row.attempts + 1, error: message },
          "e-mail not sent; will retry",
        );
        failed++;
      }
    }
    return { sent, failed };
  }

  return pollingLoop(sendBatch, {
    intervalMs: options.intervalMs ?? 5_000,
    autoStart: options.autoStart,
    logger,
    failure: "outbox run failed",
  });
}

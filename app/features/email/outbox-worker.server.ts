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

/**
 * A message with a link minted in `prepare`: the token stands where its placeholder was, in the text and the HTML, so
 * no working link is ever stored in the outbox (booking, learner, waiting-list and sign-in links alike).
 */
export function withLinkToken(row: EmailOutboxRow, placeholder: string, token: string): EmailOutboxRow {
  const fill = (text: string) => text.replaceAll(placeholder, token);
  return { ...row, text: fill(row.text), html: row.html === null ? null : fill(row.html) };
}

/**
 * The hooks with one more look at each message before `hooks` prepare it: `check` answers null for a message no longer
 * true (it is skipped), else the message to go on with (a link filled in, or as it was).
 */
export function checkFirst(
  hooks: OutboxHooks,
  check: (row: EmailOutboxRow) => Promise<EmailOutboxRow | null>,
): OutboxHooks {
  return {
    ...hooks,
    async prepare(row) {
      const checked = await check(row);
      return checked ? hooks.prepare(checked) : null;
    },
  };
}

export type OutboxWorker = PollingLoop<{ sent: number; failed: number }>;

/**
 * Messages sent at once (issue 20, research C4): with one at a time, a mail server taking 20 s per message held
 * every other message back, a waiting-list offer among them. A few lanes keep mail moving past one slow message
 * without opening many connections to the server.
 */
export const SEND_CONCURRENCY = 3;

/**
 * How long stop() waits for the messages being sent. A send is bounded by the SMTP timeouts (SMTP_TIMEOUTS); this
 * is a last limit so a shutdown always ends.
 */
export const STOP_GRACE_MS = 45_000;

/**
 * RFC 6761: no address under `.invalid` can be delivered. An erased person's records carry one (decision 025), so a
 * message queued to them later (a staff e-mail to a past date's learners) is skipped, never retried against a mail
 * server.
 */
const UNDELIVERABLE = /\.invalid$/i;

/**
 * Polls the outbox and sends what is due, each message in its own short transactions, up to `concurrency` at once.
 * stop() claims nothing more and waits for the messages already being sent (issue 20): a process stopped between
 * handing a message over and marking it sent would leave it to be sent again.
 */
export function startOutboxWorker(options: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  intervalMs?: number;
  /** Messages claimed in one pass at most (each lane stops claiming once the pass has this many). */
  batchSize?: number;
  concurrency?: number;
  stopGraceMs?: number;
  autoStart?: boolean;
  hooks?: OutboxHooks;
}): OutboxWorker {
  const { db, mailer, logger } = options;
  let stopping = false;

  /** Sends one claimed message and records the outcome; true when sent. */
  async function deliver(row: EmailOutboxRow): Promise<"sent" | "failed" | "skipped"> {
    try {
      let message: EmailOutboxRow | null = null;
      if (!UNDELIVERABLE.test(row.toAddress.trim())) message = options.hooks ? await options.hooks.prepare(row) : row;
      if (!message) {
        await markEmailSkipped(db, row.id);
        await options.hooks?.skipped(row);
        return "skipped";
      }
      await mailer.send(message);
      await markEmailSent(db, row.id);
      await options.hooks?.sent(row);
      return "sent";
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await markEmailFailed(db, row, message);
      await options.hooks?.failed(row, message, row.attempts + 1 >= MAX_ATTEMPTS).catch(() => {});
      logger.warn(
        { emailId: row.id, kind: row.kind, attempts: row.attempts + 1, error: message },
        "e-mail not sent; will retry",
      );
      return "failed";
    }
  }

  async function sendBatch() {
    const limit = options.batchSize ?? 20;
    let claimed = 0;
    let sent = 0;
    let failed = 0;
    // Each lane claims and sends one message at a time, outside any transaction: a slow mail server must not hold
    // a database lock (PGlite runs one transaction at a time).
    async function lane() {
      while (!stopping && claimed < limit) {
        claimed++;
        const row = await claimDueEmail(db);
        if (!row) return;
        const outcome = await deliver(row);
        if (outcome === "sent") sent++;
        if (outcome === "failed") failed++;
      }
    }
    const lanes = await Promise.allSettled(Array.from({ length: options.concurrency ?? SEND_CONCURRENCY }, lane));
    // Every lane has finished before a failure is reported, so the next pass never overlaps this one.
    const failure = lanes.find((result) => result.status === "rejected");
    if (failure) throw failure.reason;
    return { sent, failed };
  }

  const loop = pollingLoop(sendBatch, {
    intervalMs: options.intervalMs ?? 5_000,
    autoStart: options.autoStart,
    logger,
    failure: "outbox run failed",
  });
  return {
    runOnce: loop.runOnce,
    async stop() {
      stopping = true;
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<"gave up">((resolve) => {
        timer = setTimeout(() => resolve("gave up"), options.stopGraceMs ?? STOP_GRACE_MS);
        timer.unref();
      });
      const outcome = await Promise.race([loop.stop(), gaveUp]);
      clearTimeout(timer);
      if (outcome === "gave up") logger.warn("e-mails still being sent at shutdown; they will be retried");
    },
  };
}

// Starts the site: opens the database, migrates and seeds it, serves pages and
// the API, and shuts down cleanly on SIGTERM/SIGINT.
import path from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { DataDirInUseError } from "#db/data-dir-lock.server";
import { openDatabase } from "#db/db.server";
import { seedIfEmpty } from "#db/seed/seed.server";
import { ensureFirstAdmin } from "#app/features/auth/admin-user.server";
import { createMailer } from "#app/features/email/mailer.server";
import { listenForCatalogueChanges } from "#app/features/catalogue/catalogue-cache.server";
import { startOutboxWorker } from "#app/features/email/outbox-worker.server";
import { bookingEmailHooks } from "#app/features/booking/life-cycle/booking-messages.server";
import { BOOKING_SWEEPS, bookingSweepHandlers } from "#app/features/booking/life-cycle/booking-sweeps.server";
import { WAITLIST_SWEEP, waitlistSweepHandler } from "#app/features/waitlist/waitlist-offers.server";
import { STAFF_DAILY_SWEEP, staffDailyHandlers } from "#app/features/reporting/staff-daily.server";
import {
  INVOICE_REMINDER_SWEEP,
  invoiceReminderHandlers,
  withInvoiceReminderCheck,
} from "#app/features/documents/invoice-reminders.server";
import { pruneDoneJobs } from "#app/features/jobs/job-queue.server";
import { FIND_BOOKING_JOB, findBookingJobHandler } from "#app/features/booking/booking-page/find-booking.server";
import { withWaitlistLinks } from "#app/features/waitlist/waitlist-links.server";
import {
  ACCOUNT_SIGN_IN_JOB,
  accountSignInJobHandler,
  withAccountSignInLinks,
} from "#app/features/accounts/account-sign-in.server";
import { startJobRunner } from "#app/features/jobs/job-runner.server";
import {
  RENEWAL_SWEEP,
  renewalReminderHandlers,
  withRenewalReminderCheck,
} from "#app/features/learners/renewals/renewal-reminders.server";
import { RETENTION_SWEEP, retentionHandlers } from "#app/features/learners/retention.server";
import { unsubscribeKey } from "#app/features/learners/renewals/unsubscribe-token.server";
import { REFUND_JOB, refundJobHandler } from "#app/features/payments/refunds.server";
import { CANCEL_INTENT_JOB, cancelIntentJobHandler } from "#app/features/payments/attempts.server";
import { createAppContext } from "#server/app-context";
import { getSettings, InvalidSettingsError, stripeTestKeysWarning, type Settings } from "#app/shared/settings.server";
import { createApp, requestListener, type PageRendering } from "./app";
import { adminPasswordNotice } from "./admin-password-notice";
import { createHttpServer } from "./http-server";
import { createLogger } from "./logger";
import { DatabaseRateLimitStore } from "./rate-limit-store";

const startedAt = performance.now();
const settings = settingsOrExit();
const logger = createLogger(settings.LOG_LEVEL);

const database = await openDatabase(
  settings.DATABASE_URL
    ? {
        databaseUrl: settings.DATABASE_URL,
        poolSize: settings.DATABASE_POOL_SIZE,
        queryTimeoutMs: settings.DATABASE_QUERY_TIMEOUT_MS,
      }
    : { dataDir: settings.dataDir, purpose: "server", sharedBuffersMb: settings.PGLITE_SHARED_BUFFERS_MB },
).catch((error: unknown) => {
  // Another process has the embedded database open: leave it alone and say which (decision 009).
  if (!(error instanceof DataDirInUseError)) throw error;
  logger.fatal({ dataDir: error.dataDir, holder: error.holder }, error.message);
  process.exit(1);
});
logger.info(
  { database: database.kind, dataDir: database.kind === "pglite" ? settings.dataDir : undefined },
  "database open",
);

let firstAdminNotice: string | undefined;
await database.exclusive(async () => {
  await database.migrate();
  if (await seedIfEmpty(database.db, { author: settings.SITE_NAME })) logger.info("seeded an empty database");
  const admin = await ensureFirstAdmin(database.db, {
    username: settings.ADMIN_USERNAME,
    email: settings.ADMIN_EMAIL,
    password: settings.ADMIN_PASSWORD,
  });
  if (admin.generatedPassword) {
    // Printed once, to the terminal only: it never goes through the logger.
    // Printed when the site is ready (the last thing a first start prints), to the terminal only: never logged.
    firstAdminNotice = adminPasswordNotice(settings.ADMIN_USERNAME, admin.generatedPassword);
  } else if (admin.created) {
    logger.info({ username: settings.ADMIN_USERNAME }, "admin user created from ADMIN_PASSWORD");
  }
});

const ctx = createAppContext(database, settings, logger);
if (ctx.payments.name === "test") {
  logger.warn("card payments use the built-in test provider: no real payments are taken");
}
const testKeys = stripeTestKeysWarning(settings);
if (testKeys) logger.warn(testKeys);
const mailer = createMailer({
  smtpUrl: settings.SMTP_URL,
  from: settings.MAIL_FROM ?? `${settings.SITE_NAME} <${settings.SITE_EMAIL}>`,
  dataDir: settings.dataDir,
  logger,
});
const outbox = startOutboxWorker({
  db: database.db,
  mailer,
  logger,
  intervalMs: settings.OUTBOX_POLL_MS,
  hooks: withAccountSignInLinks(
    database.db,
    withInvoiceReminderCheck(
      database.db,
      withRenewalReminderCheck(database.db, withWaitlistLinks(database.db, bookingEmailHooks(database.db))),
    ),
  ),
});
// Scheduled work (decision 015): every process runs the job table; each job and each sweep's period runs once.
const jobs = startJobRunner({
  db: database.db,
  logger,
  intervalMs: settings.JOB_POLL_MS,
  minuteSweepSeconds: settings.MINUTE_SWEEP_SECONDS,
  sweeps: [
    ...BOOKING_SWEEPS,
    WAITLIST_SWEEP,
    STAFF_DAILY_SWEEP,
    RENEWAL_SWEEP,
    RETENTION_SWEEP,
    INVOICE_REMINDER_SWEEP,
    { kind: "prune-rate-limits", every: "day", at: "03:00" },
    { kind: "prune-jobs", every: "day", at: "03:00" },
  ],
  handlers: {
    ...bookingSweepHandlers(ctx.site),
    [WAITLIST_SWEEP.kind]: waitlistSweepHandler(ctx.site),
    ...staffDailyHandlers(ctx.site),
    ...renewalReminderHandlers({ site: ctx.site, unsubscribeKey: () => unsubscribeKey(settings) }),
    ...retentionHandlers,
    ...invoiceReminderHandlers(ctx.site),
    [REFUND_JOB]: refundJobHandler(ctx.payments, ctx.site),
    [CANCEL_INTENT_JOB]: cancelIntentJobHandler(ctx.payments),
    [FIND_BOOKING_JOB]: findBookingJobHandler(ctx.site),
    [ACCOUNT_SIGN_IN_JOB]: accountSignInJobHandler(ctx.site),
    "prune-rate-limits": () => new DatabaseRateLimitStore(database.db, "").prune(),
    "prune-jobs": async () => void (await pruneDoneJobs(database.db)),
  },
});
const stopCatalogueListener = await listenForCatalogueChanges(database, ctx.catalogueCache, logger);
logger.info({ mail: mailer.describe(), payments: ctx.payments.name }, "mail and payments ready");

let vite: { close(): Promise<void> } | undefined;
async function pageRendering(): Promise<PageRendering> {
  if (settings.NODE_ENV === "production") {
    const buildDir = path.resolve(settings.BUILD_DIR);
    const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
    return { mode: "production", build, clientDir: path.join(buildDir, "client") };
  }
  const { createServer } = await import("vite");
  const devServer = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  vite = devServer;
  return {
    mode: "development",
    build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    devMiddleware: devServer.middlewares as unknown as RequestHandler,
  };
}

let shuttingDown = false;
const app = createApp(ctx, { pages: await pageRendering(), isShuttingDown: () => shuttingDown });
const server = createHttpServer(requestListener(app)).listen(settings.PORT, settings.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : settings.PORT;
  logger.info(
    { port, mode: settings.NODE_ENV, startupMs: Math.round(performance.now() - startedAt) },
    `site ready at http://localhost:${port}`,
  );
  if (firstAdminNotice) process.stdout.write(firstAdminNotice);
  firstAdminNotice = undefined;
});

async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down: finishing in-flight requests");
  // Claims no more mail now and lets the messages being sent finish, even past the 10 s below (bounded by the SMTP
  // timeouts): one stopped between sending and marking it sent would go out twice (issue 20).
  const outboxStopped = outbox.stop();
  const force = setTimeout(() => {
    logger.warn("in-flight requests did not finish in time; exiting");
    void outboxStopped.finally(() => process.exit(1));
  }, 10_000);
  force.unref();
  server.close(async () => {
    await outboxStopped;
    await jobs.stop();
    await stopCatalogueListener();
    await vite?.close();
    await database.close();
    logger.info("stopped cleanly");
    process.exit(0);
  });
  // Keep-alive connections become idle once their last response is sent;
  // close them as they do, so the process can exit without the 10 s wait.
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
}

/** The settings, or an error-level log line and a plain list of every problem on stderr, then exit 1. */
function settingsOrExit(): Settings {
  try {
    return getSettings();
  } catch (error) {
    if (!(error instanceof InvalidSettingsError)) throw error;
    createLogger("error").error({ problems: error.problems }, "refusing to start: invalid settings");
    process.stderr.write(`\n${error.message}\n\nThe server did not start.\n`);
    process.exit(1);
  }
}

process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

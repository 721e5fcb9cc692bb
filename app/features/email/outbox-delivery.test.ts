// Delivery once per outbox row, mail that keeps moving past a slow mail server, and the order of what goes first
// (issue 20; research faults C3 and C4). The SMTP servers are real, on free ports.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#db/db.server";
import { emailOutbox, type EmailOutboxRow } from "#db/schema";
import { useTestDatabase } from "#test/support/test-database";
import { createLogger } from "#server/logger";
import { waitlistKind } from "#app/features/waitlist/waitlist-links.server";
import { EMAIL_PRIORITY, emailPriority } from "./email-priority";
import { createMailer, SMTP_TIMEOUTS } from "./mailer.server";
import { claimDueEmail, enqueueEmail, SEND_LEASE_SECONDS } from "./outbox.server";
import { startOutboxWorker, type OutboxHooks } from "./outbox-worker.server";

const logger = createLogger("silent");
const FROM = "Thames Valley Academy <bookings@academy.example.co.uk>";
let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** The Message-ID header's value (nodemailer folds a long one onto the next line). */
const messageIdIn = (raw: string) => /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];

type Delivery = { to: string; messageId: string | undefined; at: number };

/**
 * A real SMTP server. `stall(to)`: DATA to that address is taken and never answered (a hung server). `gate`: every
 * answer after DATA waits for it (a slow server, released by the test).
 */
async function startSmtp(options: { stall?: (to: string) => boolean; gate?: Promise<void> } = {}) {
  const delivered: Delivery[] = [];
  let arrived = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        arrived++;
        const to = session.envelope.rcptTo[0]?.address ?? "";
        if (options.stall?.(to)) return;
        const messageId = messageIdIn(Buffer.concat(chunks).toString("utf8"));
        const answer = () => {
          delivered.push({ to, messageId, at: Date.now() });
          callback();
        };
        if (options.gate) void options.gate.then(answer);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, delivered, arrived: () => arrived };
}

function tempDataDir() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-outbox-"));
  closers.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

const message = (overrides: { kind?: string; to?: string } = {}) => ({
  kind: overrides.kind ?? "booking-confirmation",
  to: overrides.to ?? "sam@example.com",
  subject: "Booking confirmed",
  text: "Hello",
});

/** The process that claimed a message is gone: its lease runs out and the message is due again. */
const leaseRunsOut = () =>
  db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now()` as unknown as Date })
    .where(eq(emailOutbox.status, "pending"));

/** A worker "killed" after the mail server took the message and before the row was marked sent. */
async function sendThenDie(mailer: ReturnType<typeof createMailer>): Promise<EmailOutboxRow> {
  const row = (await claimDueEmail(db))!;
  await mailer.send(row);
  return row;
}

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("one delivery per outbox row (a crash between send and mark)", () => {
  it("writes one .eml file, named by the row, when a second worker sends a row the first wrote but never marked", async () => {
    const dataDir = tempDataDir();
    const mailer = createMailer({ from: FROM, dataDir, logger });
    await enqueueEmail(db, message());
    const row = await sendThenDie(mailer);
    await leaseRunsOut();

    const worker = startOutboxWorker({ db, mailer, logger, autoStart: false });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(fs.readdirSync(path.join(dataDir, "outbox"))).toEqual([`${row.id}.eml`]);
    expect((await db.select().from(emailOutbox))[0]).toMatchObject({ status: "sent" });
    const eml = fs.readFileSync(path.join(dataDir, "outbox", `${row.id}.eml`), "utf8");
    expect(messageIdIn(eml)).toBe(`<outbox-${row.id}@academy.example.co.uk>`);
  });

  it("gives both SMTP deliveries of the row the same Message-ID, so the repeat is recognisably the same message", async () => {
    const smtp = await startSmtp();
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, dataDir: os.tmpdir(), logger });
    await enqueueEmail(db, message());
    const row = await sendThenDie(mailer);
    await leaseRunsOut();

    const worker = startOutboxWorker({ db, mailer, logger, autoStart: false });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.delivered.map((d) => d.messageId)).toEqual([
      `<outbox-${row.id}@academy.example.co.uk>`,
      `<outbox-${row.id}@academy.example.co.uk>`,
    ]);
  });

  it("stops claiming at shutdown and waits for the messages being sent", async () => {
    let release!: () => void;
    const smtp = await startSmtp({ gate: new Promise<void>((resolve) => (release = resolve)) });
    const mailer = createMailer({ smtpUrl: smtp.url, from: FROM, dataDir: os.tmpdir(), logger });
    for (let i = 0; i < 5; i++) await enqueueEmail(db, message({ kind: `receipt:${i}` }));
    const worker = startOutboxWorker({ db, mailer, logger, autoStart: false, concurrency: 3 });

    const pass = worker.runOnce();
    await until(() => smtp.arrived() === 3); // three messages handed over, none answered yet
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false); // still waiting for the three in flight
    release();
    await stopping;

    expect(await pass).toEqual({ sent: 3, failed: 0 });
    const rows = await db.select().from(emailOutbox);
    expect(rows.filter((row) => row.status === "sent")).toHaveLength(3);
    const untouched = rows.filter((row) => row.status === "pending");
    expect(untouched).toHaveLength(2);
    // Never claimed: no attempt, and due now rather than leased, so the next process sends them at once.
    for (const row of untouched) {
      expect(row.attempts).toBe(0);
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });
});

describe("a slow or hung mail server", () => {
  it("keeps the SMTP timeouts well inside the claim lease", () => {
    const longest = SMTP_TIMEOUTS.connectionMs + SMTP_TIMEOUTS.greetingMs + SMTP_TIMEOUTS.socketMs;
    expect(longest).toBeLessThanOrEqual((SEND_LEASE_SECONDS * 1000) / 5);
  });

  it("gives up on a server that accepts the connection and never greets, within the greeting timeout", async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    closers.push(() => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => silent.close(() => resolve()));
    });
    const { port } = silent.address() as AddressInfo;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: FROM,
      dataDir: os.tmpdir(),
      logger,
      timeouts: { greetingMs: 500 },
    });
    await enqueueEmail(db, message());
    const row = (await claimDueEmail(db))!;
    const started = Date.now();
    await expect(mailer.send(row)).rejects.toThrow(/greeting/i);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("times out a message the server never answers after DATA, and sends the others meanwhile", async () => {
    const smtp = await startSmtp({ stall: (to) => to === "stuck@example.com" });
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: FROM,
      dataDir: os.tmpdir(),
      logger,
      timeouts: { socketMs: 1_000 },
    });
    // The stuck one is the oldest, so it is claimed first.
    await enqueueEmail(db, message({ kind: "receipt:stuck", to: "stuck@example.com" }));
    for (let i = 0; i < 4; i++)
      await enqueueEmail(db, message({ kind: `receipt:${i}`, to: `learner${i}@example.com` }));
    let failedAt = 0;
    const hooks: OutboxHooks = {
      prepare: async (row) => row,
      sent: async () => {},
      skipped: async () => {},
      failed: async () => void (failedAt = Date.now()),
    };
    const worker = startOutboxWorker({ db, mailer, logger, autoStart: false, hooks });

    const started = Date.now();
    expect(await worker.runOnce()).toEqual({ sent: 4, failed: 1 });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(smtp.delivered.map((d) => d.to).sort()).toEqual([
      "learner0@example.com",
      "learner1@example.com",
      "learner2@example.com",
      "learner3@example.com",
    ]);
    for (const delivery of smtp.delivered) expect(delivery.at).toBeLessThan(failedAt);
    const [stuck] = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "stuck@example.com"));
    expect(stuck).toMatchObject({ status: "pending", attempts: 1 });
    expect(stuck!.lastError).toMatch(/timeout/i);
  }, 15_000);
});

describe("what goes first", () => {
  it("claims a due offer and a confirmation before an older due reminder", async () => {
    await enqueueEmail(db, message({ kind: "balance-reminder-first:2030-01-01" }));
    await enqueueEmail(db, message({ kind: "overdue-digest:2029-12-01" }));
    await db.update(emailOutbox).set({ nextAttemptAt: sql`now() - interval '1 hour'` as unknown as Date });
    const offer = waitlistKind("offer", randomUUID());
    await enqueueEmail(db, message({ kind: offer }));
    await db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '2 minutes'` as unknown as Date })
      .where(eq(emailOutbox.kind, offer));
    await enqueueEmail(db, message({ kind: "booking-confirmation" }));

    const order: string[] = [];
    for (let row = await claimDueEmail(db); row; row = await claimDueEmail(db)) order.push(row.kind);
    expect(order).toEqual([
      offer,
      "booking-confirmation",
      "balance-reminder-first:2030-01-01",
      "overdue-digest:2029-12-01",
    ]);
  });

  it("gives messages waiting at the upgrade the priority they would get when queued (migration 0017)", async () => {
    const kinds = [
      "booking-confirmation",
      "receipt:1",
      waitlistKind("offer", randomUUID()),
      waitlistKind("joined", randomUUID()),
      waitlistKind("closed", randomUUID()),
      "something-new",
      "balance-overdue:2030-01-01",
      "overdue-digest:2030-01-01",
    ];
    for (const kind of kinds) await enqueueEmail(db, message({ kind }));
    await db.update(emailOutbox).set({ priority: 1 });
    const migration = fs.readFileSync(path.join("db", "migrations", "0017_outbox_priority.sql"), "utf8");
    await db.execute(sql.raw(migration.split("--> statement-breakpoint").at(-1)!));
    const rows = await db.select({ kind: emailOutbox.kind, priority: emailOutbox.priority }).from(emailOutbox);
    for (const row of rows) expect([row.kind, row.priority]).toEqual([row.kind, emailPriority(row.kind)]);
  });

  it("stores the priority with the message when it is queued", async () => {
    await enqueueEmail(db, message({ kind: "see-you-tomorrow:2030-01-01" }));
    expect((await db.select().from(emailOutbox))[0]!.priority).toBe(EMAIL_PRIORITY.last);
  });
});

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#db/db.server";
import { emailOutbox } from "#db/schema";
import { insertAvailableDate, insertBooking, insertCourse } from "#test/support/factories";
import { useTestDatabase } from "#test/support/test-database";
import { createLogger } from "#server/logger";
import { createMailer } from "./mailer.server";
import { enqueueEmail, retryDelaySeconds } from "./outbox.server";
import { startOutboxWorker } from "./outbox-worker.server";

const logger = createLogger("silent");
let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

/** A real SMTP server on a free port that refuses the first `refusals` messages. */
async function startSmtp(refusals: number) {
  const received: string[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        if (refused < refusals) {
          refused++;
          const error = new Error("Mailbox temporarily unavailable") as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const message = { kind: "booking-confirmation", to: "sam@example.com", subject: "Booking confirmed", text: "Hello" };
const makeDue = () => db.update(emailOutbox).set({ nextAttemptAt: sql`now()` as unknown as Date });

describe("the e-mail outbox", () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it("keeps a message when the mail server refuses it, and sends it on a later attempt", async () => {
    const smtp = await startSmtp(1);
    closers.push(smtp.close);
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: "Academy <info@example.com>",
      dataDir: os.tmpdir(),
      logger,
    });
    const worker = startOutboxWorker({ db, mailer, logger, autoStart: false });
    await enqueueEmail(db, message);

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    const [afterFailure] = await db.select().from(emailOutbox);
    expect(afterFailure).toMatchObject({ status: "pending", attempts: 1 });
    expect(afterFailure!.lastError).toMatch(/Mailbox temporarily unavailable/);
    expect(afterFailure!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 }); // not due yet
    await makeDue();
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    const [sent] = await db.select().from(emailOutbox);
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain("Subject: Booking confirmed");
    await worker.stop();
  });

  it("keeps a message while the mail server is down altogether", async () => {
    const mailer = createMailer({ smtpUrl: "smtp://127.0.0.1:1", from: "a@example.com", dataDir: os.tmpdir(), logger });
    const worker = startOutboxWorker({ db, mailer, logger, autoStart: false });
    await enqueueEmail(db, message);
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect((await db.select().from(emailOutbox))[0]).toMatchObject({ status: "pending", attempts: 1 });
  });

  it("writes .eml files under the data folder when no SMTP server is configured", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-mail-"));
    closers.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const worker = startOutboxWorker({
      db,
      mailer: createMailer({ from: "a@example.com", dataDir, logger }),
      logger,
      autoStart: false,
    });
    await enqueueEmail(db, {
      ...message,
      attachments: [
        {
          filename: "course.ics",
          contentType: "text/calendar",
          contentBase64: Buffer.from("BEGIN:VCALENDAR").toString("base64"),
        },
      ],
    });
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    const files = fs.readdirSync(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    const eml = fs.readFileSync(path.join(dataDir, "outbox", files[0]!), "utf8");
    expect(eml).toContain("To: sam@example.com");
    expect(eml).toContain("course.ics");
  });

  it("queues one message per kind and booking", async () => {
    const course = await insertCourse(db);
    const date = await insertAvailableDate(db, { courseId: course.id, date: "2030-01-01" });
    const booking = await insertBooking(db, { courseId: course.id, availableDateId: date.id });
    await enqueueEmail(db, { ...message, bookingId: booking.id });
    await enqueueEmail(db, { ...message, bookingId: booking.id });
    expect(await db.select().from(emailOutbox)).toHaveLength(1);
  });

  it.each([
    [1, 30],
    [2, 60],
    [5, 480],
    [10, 3600],
  ])("waits %i → %i seconds after the n-th failure", (attempts, seconds) => {
    expect(retryDelaySeconds(attempts)).toBe(seconds);
  });
});

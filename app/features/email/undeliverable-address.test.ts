// An erased person's records carry an address under `.invalid` (decision 025): a message queued to one is skipped by
// the outbox, never handed to the mail server and retried; the message beside it goes as usual.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#db/db.server";
import { emailOutbox } from "#db/schema";
import { createLogger } from "#server/logger";
import { useTestDatabase } from "#test/support/test-database";
import { createMailer } from "./mailer.server";
import { enqueueEmail } from "./outbox.server";
import { startOutboxWorker } from "./outbox-worker.server";

const logger = createLogger("silent");
let db: Database;
let dataDir: string;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "undeliverable-"));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

describe("a message to an undeliverable address", () => {
  it("is skipped, and the others are sent", async () => {
    const message = { kind: "date-message", subject: "Room change", text: "Room 2" };
    await enqueueEmail(db, { ...message, to: "erased-5d1b1e4a@erased.INVALID " });
    await enqueueEmail(db, { ...message, kind: "date-message-2", to: "sam@example.com" });
    const mailer = createMailer({ from: "Academy <bookings@example.com>", dataDir, logger });
    await startOutboxWorker({ db, mailer, logger, autoStart: false }).runOnce();

    const rows = await db.select().from(emailOutbox);
    const statusOf = (to: string) => rows.find((row) => row.toAddress.startsWith(to))?.status;
    expect(statusOf("erased-")).toBe("skipped");
    expect(statusOf("sam@")).toBe("sent");
    expect(await fs.readdir(path.join(dataDir, "outbox"))).toHaveLength(1);
  });
});

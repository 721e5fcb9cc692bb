// A second (and third) process for the numbering test (issue-document.test.ts): on DATABASE_URL, waits for a line on
// stdin, then issues COUNT invoices for BOOKING_ID at once, each in its own transaction, and prints their numbers as
// JSON. Run with `node --import tsx`.
import { once } from "node:events";
import { createInterface } from "node:readline";
import { openDatabase } from "#db/db.server";
import { parseSettings, siteInfo } from "#app/shared/settings.server";
import { issueInvoice } from "./issue-invoice.server";

// All COUNT transactions queue for the pool's 10 connections at once and then take the counter row's lock in turn, so
// the last wait for a connection for as long as the others take: the pool's usual 5 s to connect is not what this
// test is about, and a loaded machine overran it (a clean-clone CI run).
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, poolSize: 10, connectTimeoutMs: 60_000 });
const count = Number(process.env.COUNT);
const site = siteInfo(parseSettings({ NODE_ENV: "test" }));
process.stdout.write("READY\n");
const lines = createInterface({ input: process.stdin });
await once(lines, "line");
// Nothing more is read: stdin left open would keep the process alive.
lines.close();
process.stdin.destroy();
const numbers = await Promise.all(
  Array.from({ length: count }, () =>
    database.db.transaction(async (tx) => (await issueInvoice(tx, process.env.BOOKING_ID!, { site })).number),
  ),
);
process.stdout.write(`NUMBERS=${JSON.stringify(numbers)}\n`);
await database.close();

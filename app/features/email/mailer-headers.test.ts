// A message's extra headers (issue 23, RFC 8058) reach the wire: the renewal reminders' List-Unsubscribe pair.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, expect, it } from "vitest";
import { createLogger } from "#server/logger";
import { makeOutboxRow } from "#test/support/outbox-row";
import { createMailer } from "./mailer.server";

let dataDir: string | undefined;
afterEach(() => (dataDir ? fs.rm(dataDir, { recursive: true, force: true }) : undefined));

it("sends the outbox row's headers with the message", async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "mailer-headers-"));
  const mailer = createMailer({ from: "Academy <info@example.com>", dataDir, logger: createLogger("silent") });
  const url = "https://www.example.co.uk/unsubscribe/abc";
  const row = makeOutboxRow({
    id: "5b1d0a8e-7a43-4c1b-8d0e-333333333333",
    kind: "renewal-reminder:first-aid-90-days:2029-12-04:x",
    toAddress: "sam@example.com",
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    subject: "Your first aid certificate expires on 4 December 2029",
    text: "Hello",
    html: "<p>Hello</p>",
    priority: 2,
  });
  await mailer.send(row);
  const raw = await fs.readFile(path.join(dataDir, "outbox", `${row.id}.eml`));
  const lines = (await simpleParser(raw)).headerLines.map((header) => header.line);
  expect(lines).toContain(`List-Unsubscribe: <${url}>`);
  expect(lines).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
});

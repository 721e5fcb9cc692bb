// The e-mails the site sent during the browser tests (e2e/mailbox-server.ts files them), parsed.
import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { inject } from "vitest";

/** Waits for a message to `to` whose subject matches, and returns it (the outbox worker sends within seconds). */
export async function waitForEmail(to: string, subject: RegExp, timeoutMs = 30_000): Promise<ParsedMail> {
  const dir = inject("mailDir");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of fs.readdirSync(dir).sort()) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const recipients = [mail.to].flat().flatMap((address) => address?.value ?? []);
      if (recipients.some((address) => address.address === to) && subject.test(mail.subject ?? "")) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

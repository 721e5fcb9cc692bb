// The e-mails the site sent during the browser tests (e2e/mailbox-server.ts files them), parsed.
import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { inject } from "vitest";

// Parsing a message takes 10-40 ms and the mailbox holds every message of the run (hundreds by its end): each file
// is parsed once, and only when the address looked for is in its bytes at all.
const parsed = new Map<string, Promise<ParsedMail>>();

function isTo(mail: ParsedMail, to: string): boolean {
  return [mail.to]
    .flat()
    .flatMap((address) => address?.value ?? [])
    .some((address) => address.address === to);
}

/** Every message in the mailbox to `to`, oldest first. */
export async function emailsTo(to: string): Promise<ParsedMail[]> {
  const dir = inject("mailDir");
  const found: ParsedMail[] = [];
  const files = fs.readdirSync(dir).filter((name) => name.endsWith(".eml"));
  for (const file of files.sort()) {
    const full = path.join(dir, file);
    let mail = parsed.get(full);
    if (!mail) {
      const raw = fs.readFileSync(full);
      if (!raw.includes(to)) continue;
      mail = simpleParser(raw);
      parsed.set(full, mail);
    }
    if (isTo(await mail, to)) found.push(await mail);
  }
  return found;
}

/** Waits for a message to `to` that `matches`, and returns the first (e2e/global-setup.ts has the outbox look every 250 ms). */
export async function waitForEmailThat(
  to: string,
  matches: (mail: ParsedMail) => boolean,
  what: string,
  timeoutMs = 30_000,
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await emailsTo(to)).find(matches);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Waits for a message to `to` whose subject matches, and returns it. */
export function waitForEmail(to: string, subject: RegExp, timeoutMs = 30_000): Promise<ParsedMail> {
  return waitForEmailThat(to, (mail) => subject.test(mail.subject ?? ""), `matching ${subject}`, timeoutMs);
}

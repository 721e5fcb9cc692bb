// The links the site e-mails a visitor (a booking's page, a waiting-list entry's page), read from the bench's
// mailbox folder (one .eml per message, e2e/mailbox-server.ts) as the visitor would open them.
import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";

/** The first path matching `pattern` in a message to `to`; waits for the outbox worker (it sends within seconds). */
export async function linkInMail(dir: string, to: string, pattern: RegExp, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const seen = new Set<string>();
  for (;;) {
    for (const file of fs.readdirSync(dir).sort()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      const recipients = [mail.to].flat().flatMap((address) => address?.value ?? []);
      if (!recipients.some((address) => address.address === to)) continue;
      const match = `${mail.text ?? ""}\n${typeof mail.html === "string" ? mail.html : ""}`.match(pattern);
      if (match) return match[0];
    }
    if (Date.now() > deadline)
      throw new Error(`bench: no e-mail to ${to} with a link like ${pattern} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

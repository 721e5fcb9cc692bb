// Sends mail through SMTP when SMTP_URL is set; otherwise writes each message
// as an .eml file under the data folder, so a local run loses nothing.
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import type { Logger } from "pino";
import type { EmailOutboxRow } from "#db/schema";

export type Mailer = { send(message: EmailOutboxRow): Promise<void>; describe(): string };

/**
 * How long an SMTP send may wait (issue 20, research C4): to connect, for the server's greeting, and for any answer
 * once connected (inactivity, e.g. the 250 after DATA). Nodemailer's own defaults (2 min, 30 s, 10 min) outlast the
 * outbox's claim lease (SEND_LEASE_SECONDS, 300 s), so a hung server could let another process claim and send the
 * message again while the first still waited; these fail the send well inside the lease, and it is retried.
 */
export const SMTP_TIMEOUTS = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 30_000 };

/**
 * One Message-ID per outbox row, the same on every attempt (issue 20, research C3): when a process dies between
 * handing a message over and marking it sent, the copy sent again is recognisably the same message, which mail
 * servers and clients can drop. The domain is the From address's, as RFC 5322 §3.6.4 suggests.
 */
export function messageIdOf(rowId: string, from: string): string {
  const [first] = addressparser(from, { flatten: true });
  const domain = first?.address?.split("@")[1]?.trim() || "localhost";
  return `<outbox-${rowId}@${domain}>`;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  logger: Logger;
  /** Shorter limits for tests; SMTP_TIMEOUTS otherwise. */
  timeouts?: Partial<typeof SMTP_TIMEOUTS>;
}): Mailer {
  const toNodemailer = (row: EmailOutboxRow) => ({
    from: options.from,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
    messageId: messageIdOf(row.id, options.from),
    headers: row.headers,
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, "base64"),
    })),
  });

  if (options.smtpUrl) {
    const timeouts = { ...SMTP_TIMEOUTS, ...options.timeouts };
    // A connection per message (no pool): the outbox worker sends a few at once (SEND_CONCURRENCY), so one slow
    // message holds back only itself.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
    });
    return {
      describe: () => "SMTP",
      async send(row) {
        await transport.sendMail(toNodemailer(row));
      },
    };
  }

  const folder = path.join(options.dataDir, "outbox");
  // CRLF as on the wire (RFC 5322 §2.1), so a stored file is a valid message for any mail tool.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    describe: () => `files in ${folder}`,
    async send(row) {
      // One file per outbox row (issue 20, research C3): a row already written was delivered before the process
      // died and could mark it, so it is not written again. The file appears whole or not at all (a temporary
      // name, then a rename), so a half-written file never counts as delivered.
      const file = path.join(folder, `${row.id}.eml`);
      if (await exists(file)) {
        options.logger.warn(
          { file, kind: row.kind },
          "e-mail file already written for this message; not written again",
        );
        return;
      }
      const info = await transport.sendMail(toNodemailer(row));
      await fs.mkdir(folder, { recursive: true });
      const temporary = path.join(folder, `.${row.id}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
      try {
        const handle = await fs.open(temporary, "wx");
        try {
          await handle.writeFile(info.message as Buffer);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temporary, file);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      options.logger.info({ file, kind: row.kind }, "e-mail written to file (no SMTP_URL set)");
    },
  };
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

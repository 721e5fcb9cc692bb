// Sends mail through SMTP when SMTP_URL is set; otherwise writes each message
// as an .eml file under the data folder, so a local run loses nothing.
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { EmailOutboxRow } from "#db/schema";

export type Mailer = { send(message: EmailOutboxRow): Promise<void>; describe(): string };

export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; logger: Logger }): Mailer {
  const toNodemailer = (row: EmailOutboxRow) => ({
    from: options.from,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.contentBase64, "base64"),
    })),
  });

  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
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
      const info = await transport.sendMail(toNodemailer(row));
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${row.id}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.logger.info({ file, kind: row.kind }, "e-mail written to file (no SMTP_URL set)");
    },
  };
}

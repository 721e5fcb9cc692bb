// An e-mail outbox row as the worker hands it to the mailer (pending, never tried), with overrides, for tests of
// what the mailer writes.
import type { EmailOutboxRow } from "#db/schema";

export function makeOutboxRow(
  overrides: Pick<EmailOutboxRow, "id" | "kind"> & Partial<EmailOutboxRow>,
): EmailOutboxRow {
  const now = new Date();
  return {
    bookingId: null,
    toAddress: "sam@example.com",
    headers: {},
    subject: "Hello",
    text: "Hello",
    html: "<p>Hello</p>",
    attachments: [],
    status: "pending",
    priority: 0,
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    sentAt: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

// What erasure does to text and snapshots that are kept (issue 23, decision 025): the audit log's older entries about
// the person, and their bookings' timelines, keep what was done, when and by whom, while the personal values in them
// become REDACTED. A snapshot's fields are redacted by name (they are the columns of the person's records); free text
// (a log line, a timeline entry, a payment's note) by the person's own names, address and numbers as written.

export const REDACTED = "[erased]";

/** Fields of a record snapshot that hold what someone is called, how to reach them, or what they or staff wrote. */
const PERSONAL_FIELDS = new Set([
  "fullName",
  "firstName",
  "lastName",
  "name",
  "email",
  "emailKey",
  "toAddress",
  "phone",
  "address",
  "postcode",
  "notes",
  "note",
  "body",
  "message",
  "companyName",
  "dateOfBirth",
  "siaLicenceNumber",
  "firstAidIssuedBy",
  "cancelReason",
  "customerReason",
  "internalNote",
  "holdAddress",
  "clientAddress",
]);

const isBlank = (value: unknown) => value === null || value === undefined || value === "";

function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue);
  if (value && typeof value === "object") return redactSnapshot(value as Record<string, unknown>);
  return value;
}

/** The snapshot with every personal field's value replaced (blank ones stay blank), at any depth. */
export function redactSnapshot(snapshot: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(snapshot).map(([key, value]) => [
      key,
      PERSONAL_FIELDS.has(key) && !isBlank(value) ? REDACTED : redactValue(value),
    ]),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * `text` with each of `secrets` (names, an address, phone numbers) replaced wherever it appears as a whole word or
 * words, in any case: 'Sam' goes from 'Sam's booking', not from 'Same day'. Secrets shorter than 3 characters are left
 * alone: a two-letter name would still redact ordinary words ('Al' in 'Al fresco').
 */
export function redactText(text: string, secrets: readonly string[]): string {
  const usable = [...new Set(secrets.map((secret) => secret.trim()).filter((secret) => secret.length >= 3))];
  if (usable.length === 0) return text;
  // Longest first, so 'Priya Shah' goes as one before 'Priya' could leave ' Shah' behind.
  usable.sort((a, b) => b.length - a.length);
  const words = usable.map(escapeRegExp).join("|");
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`, "giu"), REDACTED);
}

// The one-click unsubscribe link of renewal reminders (issue 23, decision 025): it must work without logging in,
// months after the e-mail was sent, in whichever process answers. The token is the person's id and an HMAC of it,
// so nothing is stored per e-mail and a changed id or MAC is refused. The key comes from SESSION_SECRET (the same in
// every process, docs/deploy.md) or, without one, from a random key kept in the data folder, so links outlive a
// restart of a single `npm start`. Like the booking page's token, the token is never logged (server/logger.ts).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";

const ID_BYTES = 16;
const MAC_BYTES = 16;
const PURPOSE = "renewal-reminders-unsubscribe:v1";

/** What a token looks like: 32 bytes in base64url. Anything else is not checked. */
export const UNSUBSCRIBE_TOKEN = /^[\w-]{43}$/;

const keys = new Map<string, Buffer>();

/** The signing key: derived from SESSION_SECRET, else read from (or first written to) `<dataDir>/unsubscribe.key`. */
export function unsubscribeKey(settings: { SESSION_SECRET?: string; dataDir: string }): Buffer {
  if (settings.SESSION_SECRET) return createHmac("sha256", settings.SESSION_SECRET).update(PURPOSE).digest();
  const file = path.resolve(settings.dataDir, "unsubscribe.key");
  const known = keys.get(file);
  if (known) return known;
  let key: Buffer;
  try {
    key = readFileSync(file);
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32), { flag: "wx", mode: 0o600 });
    } catch {
      // Another process wrote it first: read theirs.
    }
    key = readFileSync(file);
  }
  keys.set(file, key);
  return key;
}

const macOf = (id: Buffer, key: Buffer) =>
  createHmac("sha256", key).update(PURPOSE).update(id).digest().subarray(0, MAC_BYTES);

const uuidBytes = (uuid: string) => Buffer.from(uuid.replaceAll("-", ""), "hex");
const uuidOf = (bytes: Buffer) => {
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The token of a person's unsubscribe link. */
export function unsubscribeToken(personId: string, key: Buffer): string {
  const id = uuidBytes(personId);
  return Buffer.concat([id, macOf(id, key)]).toString("base64url");
}

/** The person a token names, if its MAC is right; undefined for anything else. */
export function personOfUnsubscribeToken(token: string, key: Buffer): string | undefined {
  if (!UNSUBSCRIBE_TOKEN.test(token)) return undefined;
  const bytes = Buffer.from(token, "base64url");
  // Only the one spelling of the bytes: base64url's spare bits in the last character would give each token four.
  if (bytes.length !== ID_BYTES + MAC_BYTES || bytes.toString("base64url") !== token) return undefined;
  const id = bytes.subarray(0, ID_BYTES);
  return timingSafeEqual(bytes.subarray(ID_BYTES), macOf(id, key)) ? uuidOf(id) : undefined;
}

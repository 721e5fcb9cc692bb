// The Idempotency-Key of POST /api/bookings (decision 003): one random UUID per
// booking attempt. The same request sent again (a retry after an error or an
// answer that never arrived) carries the same key, so the server hands back
// the booking it may already have made instead of holding a second seat. A
// changed request, or the next one after a booking was made, gets a new key.

export type AttemptKeys = {
  /** The key to send with this request. */
  keyFor(request: unknown): string;
  /** The attempt got its booking: the same request again is a new attempt. */
  succeeded(request: unknown): void;
};

export function createAttemptKeys(newKey: () => string = randomUuid): AttemptKeys {
  let current: { request: string; key: string } | undefined;
  return {
    keyFor(request) {
      const text = JSON.stringify(request);
      if (current?.request !== text) current = { request: text, key: newKey() };
      return current.key;
    },
    succeeded(request) {
      if (current?.request === JSON.stringify(request)) current = undefined;
    },
  };
}

/** A version 4 UUID. crypto.randomUUID exists only on HTTPS and localhost pages; getRandomValues everywhere. */
export function randomUuid(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

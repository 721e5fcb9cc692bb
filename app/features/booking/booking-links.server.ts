// The secret links to a customer's booking page (issue 13). A token is 32 random bytes; only its SHA-256 is stored
// (booking_link), so a copy of the database opens no booking. A link lasts for the life of the booking, until staff
// change the customer's e-mail address, which revokes every link and sends a new one.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookingLinks } from "#db/schema";

/** What a booking page token looks like; anything else is not looked up. */
export const BOOKING_TOKEN = /^[\w-]{20,64}$/;

export const hashBookingToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** Makes a new link to the booking and returns its token, which is never stored. */
export async function createBookingLink(tx: Executor, bookingId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(bookingLinks).values({ tokenHash: hashBookingToken(token), bookingId });
  return token;
}

/** The booking a token opens, if it is a live link. */
export async function bookingIdOfToken(db: Executor, token: string): Promise<string | undefined> {
  if (!BOOKING_TOKEN.test(token)) return undefined;
  const [link] = await db
    .select({ bookingId: bookingLinks.bookingId })
    .from(bookingLinks)
    .where(and(eq(bookingLinks.tokenHash, hashBookingToken(token)), isNull(bookingLinks.revokedAt)));
  return link?.bookingId;
}

export async function revokeBookingLinks(tx: Executor, bookingId: string): Promise<void> {
  await tx
    .update(bookingLinks)
    .set({ revokedAt: sql`now()` as unknown as Date })
    .where(and(eq(bookingLinks.bookingId, bookingId), isNull(bookingLinks.revokedAt)));
}

/**
 * Stands for a booking link in a queued e-mail: the outbox worker replaces it with a new link's token when it sends
 * the message, so no working link is ever stored (only its hash).
 */
export const BOOKING_TOKEN_PLACEHOLDER = "BOOKING-LINK-TOKEN-PLACEHOLDER";

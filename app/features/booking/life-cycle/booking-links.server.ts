// The secret links to a customer's booking page (issue 13). A token is 32 random bytes; only its SHA-256 is stored
// (booking_link), so a copy of the database opens no booking. A link lasts for the life of the booking, until staff
// change the customer's e-mail address, which revokes every link and sends a new one, or, for a link 'Find my
// booking' sent, until three newer ones have been sent (issue 19).
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { bookingLinks, type learnerLinks } from "#db/schema";

/** What a booking page token looks like; anything else is not looked up. */
export const BOOKING_TOKEN = /^[\w-]{20,64}$/;

export const hashBookingToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

/** A new secret link's token, 32 random bytes, and its hash: the only part stored (booking, learner, waitlist links). */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashBookingToken(token) };
}

/**
 * Why a link was minted (booking_link.source): 'find-booking' for the e-mails 'Find my booking' sends, which anyone
 * who knows a booking's reference and e-mail address can ask for; 'booking' for every other.
 */
export type BookingLinkSource = "booking" | "find-booking";

/**
 * The outbox kinds of 'Find my booking' e-mails begin so (`booking-link:find:<ms>`): still `booking-link` for the
 * outbox's priority, and apart from the link staff send after changing the address (`booking-link:<ms>`).
 */
export const FIND_BOOKING_EMAIL_KIND_PREFIX = "booking-link:find:";

/** The source of the link an outbox message of this kind carries. */
export const linkSourceOfEmail = (kind: string): BookingLinkSource =>
  kind.startsWith(FIND_BOOKING_EMAIL_KIND_PREFIX) ? "find-booking" : "booking";

/**
 * How many links minted by 'Find my booking' work at once for a booking (issue 19, security review N5): minting
 * another revokes the oldest beyond these, so asking again and again does not multiply live credentials.
 */
export const LIVE_FIND_BOOKING_LINKS = 3;

/** Makes a new link to the booking and returns its token, which is never stored. */
export async function createBookingLink(
  tx: Executor,
  bookingId: string,
  source: BookingLinkSource = "booking",
): Promise<string> {
  const { token, tokenHash } = newLinkToken();
  await tx.insert(bookingLinks).values({ tokenHash, bookingId, source });
  if (source === "find-booking") await revokeOlderFindBookingLinks(tx, bookingId, tokenHash);
  return token;
}

/** Revokes the booking's live 'Find my booking' links beyond the newest few, the one just minted first among them. */
async function revokeOlderFindBookingLinks(tx: Executor, bookingId: string, newest: string): Promise<void> {
  const live = and(
    eq(bookingLinks.bookingId, bookingId),
    eq(bookingLinks.source, "find-booking"),
    isNull(bookingLinks.revokedAt),
  );
  const kept = tx
    .select({ tokenHash: bookingLinks.tokenHash })
    .from(bookingLinks)
    .where(live)
    .orderBy(desc(sql`${bookingLinks.tokenHash} = ${newest}`), desc(bookingLinks.createdAt))
    .limit(LIVE_FIND_BOOKING_LINKS);
  await tx
    .update(bookingLinks)
    .set({ revokedAt: sql`now()` as unknown as Date })
    .where(and(live, notInArray(bookingLinks.tokenHash, kept)));
}

/** A table of revocable secret links (secretLinkColumns): booking_link, learner_link. */
type RevocableLinks = typeof bookingLinks | typeof learnerLinks;

/** The owner (booking, learner) a token opens, if it is a live link of this table. */
export async function ownerOfLiveLink(
  db: Executor,
  links: RevocableLinks,
  owner: AnyPgColumn,
  token: string,
): Promise<string | undefined> {
  if (!BOOKING_TOKEN.test(token)) return undefined;
  const [link] = await db
    .select({ owner })
    .from(links)
    .where(and(eq(links.tokenHash, hashBookingToken(token)), isNull(links.revokedAt)));
  return link?.owner as string | undefined;
}

/** Revokes every live link of this table to one owner. */
export async function revokeLiveLinks(tx: Executor, links: RevocableLinks, owner: AnyPgColumn, ownerId: string) {
  await tx
    .update(links)
    .set({ revokedAt: sql`now()` as unknown as Date })
    .where(and(eq(owner, ownerId), isNull(links.revokedAt)));
}

/** The booking a token opens, if it is a live link. */
export const bookingIdOfToken = (db: Executor, token: string) =>
  ownerOfLiveLink(db, bookingLinks, bookingLinks.bookingId, token);

export const revokeBookingLinks = (tx: Executor, bookingId: string) =>
  revokeLiveLinks(tx, bookingLinks, bookingLinks.bookingId, bookingId);

/**
 * Stands for a booking link in a queued e-mail: the outbox worker replaces it with a new link's token when it sends
 * the message, so no working link is ever stored (only its hash).
 */
export const BOOKING_TOKEN_PLACEHOLDER = "BOOKING-LINK-TOKEN-PLACEHOLDER";

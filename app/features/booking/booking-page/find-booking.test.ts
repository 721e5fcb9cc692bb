// 'Find my booking' e-mails one booking seldom, whoever asks, and the links it sends do not pile up (issue 19,
// security review N5). The real database, the real job runner and the outbox's own link minting.
import { and, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { EmailOutboxRow } from "#db/schema";
import { bookingLinks, emailOutbox } from "#db/schema";
import { startJobRunner } from "#app/features/jobs/job-runner.server";
import { createLogger } from "#server/logger";
import { setUpTestApp } from "#test/support/app-fixture";
import { insertCourse } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { bookingEmailHooks } from "../life-cycle/booking-messages.server";
import {
  bookingIdOfToken,
  createBookingLink,
  FIND_BOOKING_EMAIL_KIND_PREFIX,
  hashBookingToken,
  LIVE_FIND_BOOKING_LINKS,
} from "../life-cycle/booking-links.server";
import {
  FIND_BOOKING_ANSWER,
  FIND_BOOKING_EMAIL_LIMITS,
  FIND_BOOKING_JOB,
  findBookingJobHandler,
} from "./find-booking.server";
import { insertBookingInDays } from "#test/support/dated-booking";

const site = setUpTestApp();
const EMAIL = "sam@example.com";

async function confirmedBooking(reference = "TV-AB3CD4EF") {
  const course = await insertCourse(site.app.ctx.db);
  const { booking } = await insertBookingInDays(site.app.ctx.db, course.id, 30, { status: "confirmed", reference });
  return booking;
}

/** Asks as a visitor would, from a given client address (limits per address are off in tests). */
const ask = (reference: string | undefined, email = EMAIL) =>
  postJson(site.app, "/api/bookings/find", { email, reference });

async function runJobs() {
  return startJobRunner({
    db: site.app.ctx.db,
    logger: createLogger("silent"),
    handlers: { [FIND_BOOKING_JOB]: findBookingJobHandler(site.app.ctx.site) },
    autoStart: false,
  }).runOnce();
}

const findBookingEmails = (bookingId: string) =>
  site.app.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, bookingId), like(emailOutbox.kind, `${FIND_BOOKING_EMAIL_KIND_PREFIX}%`)));

/** Moves every 'Find my booking' e-mail of the booking back in time, as if that long had passed. */
const age = (bookingId: string, minutes: number) =>
  site.app.ctx.db
    .update(emailOutbox)
    .set({ createdAt: sql`${emailOutbox.createdAt} - make_interval(mins => ${minutes})` as unknown as Date })
    .where(and(eq(emailOutbox.bookingId, bookingId), like(emailOutbox.kind, `${FIND_BOOKING_EMAIL_KIND_PREFIX}%`)));

describe("Find my booking's e-mails to one booking", () => {
  it("sends one in 15 minutes however many ask, and each asker gets the same answer as before", async () => {
    const booking = await confirmedBooking();
    const answers = await Promise.all(Array.from({ length: 15 }, () => ask(booking.reference)));
    for (const answer of answers) expect(answer.status).toBe(202);
    expect(new Set(await Promise.all(answers.map((answer) => answer.text())))).toEqual(
      new Set([JSON.stringify({ message: FIND_BOOKING_ANSWER })]),
    );
    expect(await runJobs()).toMatchObject({ ran: 15, failed: 0 });
    expect(await findBookingEmails(booking.id)).toHaveLength(1);

    await age(booking.id, FIND_BOOKING_EMAIL_LIMITS.oncePerMinutes - 1);
    await ask(booking.reference);
    await runJobs();
    expect(await findBookingEmails(booking.id)).toHaveLength(1);

    await age(booking.id, 2);
    await ask(booking.reference);
    await runJobs();
    expect(await findBookingEmails(booking.id)).toHaveLength(2);
  });

  it("sends at most 3 in 24 hours, and another once the oldest is a day old", async () => {
    const booking = await confirmedBooking();
    for (let i = 0; i < 5; i++) {
      await ask(booking.reference);
      await runJobs();
      await age(booking.id, 16);
    }
    expect(await findBookingEmails(booking.id)).toHaveLength(FIND_BOOKING_EMAIL_LIMITS.perDay);
    // The first was sent 5 × 16 minutes ago: a day on from it, one more may go.
    await age(booking.id, 24 * 60 - 5 * 16 + 1);
    await ask(booking.reference);
    await runJobs();
    expect(await findBookingEmails(booking.id)).toHaveLength(FIND_BOOKING_EMAIL_LIMITS.perDay + 1);
  });

  it("counts each booking on its own", async () => {
    const first = await confirmedBooking("TV-AAAA1111");
    const second = await confirmedBooking("TV-BBBB2222");
    for (let i = 0; i < 3; i++) await Promise.all([ask(first.reference), ask(second.reference)]);
    await runJobs();
    expect(await findBookingEmails(first.id)).toHaveLength(1);
    expect(await findBookingEmails(second.id)).toHaveLength(1);
  });
});

describe("Find my booking without the reference (issue 21, walkthrough L9: it is in the e-mail they lost)", () => {
  it("e-mails the links of the address's newest bookings, each under its own limits, and nobody else's", async () => {
    const bookingsOfSam = [];
    for (const reference of ["TV-AAAA1111", "TV-BBBB2222", "TV-CCCC3333", "TV-DDDD4444"]) {
      bookingsOfSam.push(await confirmedBooking(reference));
    }
    const someoneElse = await confirmedBooking("TV-EEEE5555");
    await site.app.ctx.db.execute(
      sql`update booking set user_details = jsonb_set(user_details, '{email}', '"other@example.com"') where id = ${someoneElse.id}`,
    );
    for (const answer of [await ask(undefined, "SAM@example.com"), await ask("")]) {
      expect(answer.status).toBe(202);
      expect(await answer.json()).toEqual({ message: FIND_BOOKING_ANSWER });
    }
    await runJobs();
    const sent = await Promise.all([...bookingsOfSam, someoneElse].map((booking) => findBookingEmails(booking.id)));
    // The newest three of Sam's four bookings, once each (the second request is within 15 minutes), to Sam only.
    expect(sent.map((emails) => emails.length)).toEqual([0, 1, 1, 1, 0]);
    for (const emails of sent.flat()) expect(emails.toAddress).toBe(EMAIL);
  });
});

describe("links sent by Find my booking", () => {
  /** Sends a queued message through the outbox's hook, which mints its link; answers the link's token. */
  async function sendAndReadToken(row: EmailOutboxRow): Promise<string> {
    const sent = (await bookingEmailHooks(site.app.ctx.db).prepare(row))!;
    return /\/my-booking\/([\w-]+)/.exec(sent.text)![1]!;
  }

  it("are marked 'find-booking' when the e-mail is sent; other e-mails' links stay 'booking'", async () => {
    const booking = await confirmedBooking();
    await ask(booking.reference);
    await runJobs();
    const [row] = await findBookingEmails(booking.id);
    const token = await sendAndReadToken(row!);
    const [link] = await site.app.ctx.db
      .select()
      .from(bookingLinks)
      .where(eq(bookingLinks.tokenHash, hashBookingToken(token)));
    expect(link).toMatchObject({ bookingId: booking.id, source: "find-booking", revokedAt: null });
    // Staff's new-address e-mail (`booking-link:<ms>`) is not one of them.
    const staffToken = await sendAndReadToken({ ...row!, kind: `booking-link:${Date.now()}` });
    const [staffLink] = await site.app.ctx.db
      .select()
      .from(bookingLinks)
      .where(eq(bookingLinks.tokenHash, hashBookingToken(staffToken)));
    expect(staffLink!.source).toBe("booking");
  });

  it(`work ${LIVE_FIND_BOOKING_LINKS} at a time: a newer one stops the oldest, and the booking's own link goes on`, async () => {
    const booking = await confirmedBooking();
    const tokens: string[] = [];
    for (let i = 0; i < LIVE_FIND_BOOKING_LINKS + 2; i++) {
      tokens.push(await createBookingLink(site.app.ctx.db, booking.id, "find-booking"));
      // Apart in time, as the e-mail limit keeps them.
      await site.app.ctx.db
        .update(bookingLinks)
        .set({ createdAt: sql`${bookingLinks.createdAt} - interval '1 hour'` as unknown as Date })
        .where(eq(bookingLinks.bookingId, booking.id));
    }
    const opens = async (token: string) => (await site.app.fetch(`/api/bookings/by-token/${token}`)).status;
    expect(await Promise.all(tokens.map(opens))).toEqual([404, 404, 200, 200, 200]);
    expect(await bookingIdOfToken(site.app.ctx.db, tokens.at(-1)!)).toBe(booking.id);
    expect(await opens(booking.accessToken)).toBe(200);
    const live = await site.app.ctx.db
      .select()
      .from(bookingLinks)
      .where(and(eq(bookingLinks.bookingId, booking.id), eq(bookingLinks.source, "find-booking")));
    expect(live.filter((link) => link.revokedAt === null)).toHaveLength(LIVE_FIND_BOOKING_LINKS);
  });

  it("keeps the one just minted even when older ones carry the same time", async () => {
    const booking = await confirmedBooking();
    const tokens: string[] = [];
    await site.app.ctx.db.transaction(async (tx) => {
      for (let i = 0; i < LIVE_FIND_BOOKING_LINKS + 1; i++)
        tokens.push(await createBookingLink(tx, booking.id, "find-booking"));
    });
    expect(await bookingIdOfToken(site.app.ctx.db, tokens.at(-1)!)).toBe(booking.id);
  });
});

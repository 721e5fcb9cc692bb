// What the waiting-list tests share (issue 14, 19): a full one-seat date, people joining from addresses of their
// own, the first e-mail's link, confirming, the minute sweep with a controlled clock, and what the public sees.
import { and, desc, eq, like } from "drizzle-orm";
import { expect } from "vitest";
import { emailOutbox, waitlistEntries, type Job } from "#db/schema";
import { bookingEmailHooks } from "#app/features/booking/life-cycle/booking-messages.server";
import { addDays, londonToday } from "#app/shared/dates";
import { createLogger } from "#server/logger";
import type { AppFixture } from "#test/support/app-fixture";
import { bookAndPayThroughApi, customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { loopbackAddress, postJsonFrom } from "#test/support/loopback-client";
import { postJson } from "#test/support/test-app";
import { withWaitlistLinks } from "./waitlist-links.server";
import { waitlistSweepHandler } from "./waitlist-offers.server";

export const HOUR = 3_600_000;

export const person = (name: string) => ({
  fullName: `${name} Waiting`,
  email: `${name}@example.com`,
  phone: "07700 900456",
});
export type Person = ReturnType<typeof person>;

/** The helpers, bound to a test file's app (setUpTestApp). */
export function waitlistKit(site: AppFixture) {
  /** A one-seat date `daysAway` of a new course (with `course`'s fields), booked and paid by 'holder'. */
  async function fullDate(daysAway = 30, course: Parameters<typeof insertCourse>[1] = {}) {
    const db = site.app.ctx.db;
    const made = await insertCourse(db, { price: 24_900, ...course });
    const date = await insertAvailableDate(db, {
      courseId: made.id,
      date: addDays(londonToday(), daysAway),
      maxSeats: 1,
    });
    const holder = await bookAndPayThroughApi(site.app, {
      courseId: made.id,
      date: { availableDateId: date.id },
      paymentType: "full",
      paymentAmount: 24_900,
      userDetails: { ...customer, email: "holder@example.com" },
    });
    return { course: made, date, holder };
  }

  const addresses = new Map<string, string>();
  /** Each person's own client address (127.0.0.x), the same every time they join. */
  const addressOf = (who: Person) => {
    if (!addresses.has(who.email)) addresses.set(who.email, loopbackAddress(addresses.size));
    return addresses.get(who.email)!;
  };
  /** Asks to join; the entry is not in line until confirmed. */
  const join = async (availableDateId: string, who: Person, from = addressOf(who)) => {
    const answer = await postJsonFrom(from, `${site.app.url}/api/waiting-list`, { ...who, availableDateId });
    return { status: answer.status, json: async () => JSON.parse(answer.body) as Record<string, unknown> };
  };
  const hooks = () => withWaitlistLinks(site.app.ctx.db, bookingEmailHooks(site.app.ctx.db));
  /** The entry's secret link from the first e-mail after joining, minted as the outbox would send it. */
  const linkOf = async (email: string) => {
    const [asked] = await site.app.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), like(emailOutbox.kind, "waitlist-joined:%")))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const sent = await hooks().prepare(asked!);
    return /\/waiting-list\/([\w-]+)/.exec(sent!.text)![1]!;
  };
  const confirm = (token: string) => postJson(site.app, `/api/waiting-list/${token}/confirm`, {});
  /** Joins and confirms from the e-mail's link: in line. Returns the entry's token. */
  const joinConfirmed = async (availableDateId: string, who: Person) => {
    expect((await join(availableDateId, who)).status).toBe(201);
    const token = await linkOf(who.email);
    expect((await confirm(token)).status).toBe(200);
    return token;
  };
  const sweep = (now = new Date()) =>
    waitlistSweepHandler(site.app.ctx.site)({
      db: site.app.ctx.db,
      logger: createLogger("silent"),
      now,
      job: {} as Job,
    });
  const entries = (availableDateId: string) =>
    site.app.ctx.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.availableDateId, availableDateId))
      .orderBy(waitlistEntries.joinedAt);
  const statuses = async (availableDateId: string) => (await entries(availableDateId)).map((entry) => entry.status);
  const cancel = (token: string) => postJson(site.app, `/api/bookings/by-token/${token}/cancel`, {});
  const publicSeatsLeft = async (courseId: string, dateId: string) => {
    const dates = (await (await site.app.fetch(`/api/available-dates?courseId=${courseId}`)).json()) as {
      id: string;
      seatsLeft: number;
    }[];
    return dates.find((date) => date.id === dateId)?.seatsLeft;
  };
  /** Someone (this e-mail) books the date themselves through the API, paying in full: the answer, to check. */
  const bookAs = (email: string, at: { courseId: string; availableDateId: string }) =>
    postJson(site.app, "/api/bookings", {
      ...at,
      userDetails: { ...customer, email },
      paymentType: "full",
      paymentAmount: 24_900,
    });
  return {
    fullDate,
    bookAs,
    addressOf,
    join,
    hooks,
    linkOf,
    confirm,
    joinConfirmed,
    sweep,
    entries,
    statuses,
    cancel,
    publicSeatsLeft,
  };
}

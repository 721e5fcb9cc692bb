// The waiting list (issue 14) through the API and its minute sweep with a controlled clock: joining (and every
// refusal), confirming the address (issue 19), the cap per client address, seats spoken for, the offer chain (offer,
// lapse, next, decline, pay), its windows, staff controls, an offer whose hold ends another way (D6), a date that
// starts with people still waiting, and exactly one offer per seat however many sweeps run at once. Each person joins
// from a loopback address of their own, as separate visitors would.
import { and, desc, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availableDates, bookingLinks, bookings, emailOutbox, waitlistEntries, type Job } from "#db/schema";
import { bookingEmailHooks } from "#app/features/booking/life-cycle/booking-messages.server";
import { bookingSweepHandlers } from "#app/features/booking/life-cycle/booking-sweeps.server";
import { londonInstant } from "#app/features/jobs/london-clock";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { createLogger } from "#server/logger";
import { setUpTestApp } from "#test/support/app-fixture";
import { bookAndPayThroughApi, customer, payWithTestCard } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { loopbackAddress, postJsonFrom } from "#test/support/loopback-client";
import { postJson } from "#test/support/test-app";
import { ALREADY_ASKED, ALREADY_WAITING } from "./waitlist.server";
import { createWaitlistLink, withWaitlistLinks } from "./waitlist-links.server";
import { waitlistSweepHandler } from "./waitlist-offers.server";

const site = setUpTestApp({ admin: true });
const HOUR = 3_600_000;

/** A one-seat date `daysAway`, booked and paid by 'holder'. */
async function fullDate(daysAway = 30) {
  const db = site.app.ctx.db;
  const course = await insertCourse(db, { price: 24_900 });
  const date = await insertAvailableDate(db, {
    courseId: course.id,
    date: addDays(londonToday(), daysAway),
    maxSeats: 1,
  });
  const holder = await bookAndPayThroughApi(site.app, {
    courseId: course.id,
    date: { availableDateId: date.id },
    paymentType: "full",
    paymentAmount: 24_900,
    userDetails: { ...customer, email: "holder@example.com" },
  });
  return { course, date, holder };
}

const person = (name: string) => ({ fullName: `${name} Waiting`, email: `${name}@example.com`, phone: "07700 900456" });
type Person = ReturnType<typeof person>;
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
  waitlistSweepHandler(site.app.ctx.site)({ db: site.app.ctx.db, logger: createLogger("silent"), now, job: {} as Job });
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

describe("joining the waiting list", () => {
  it("e-mails a link to confirm; confirmed, people are in line, see their place and can leave", async () => {
    const { date } = await fullDate();
    const first = await join(date.id, person("ann"));
    expect(first.status).toBe(201);
    expect((await first.json()).message).toContain("'Confirm my place'");
    const [joined] = await site.app.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, "ann@example.com"), like(emailOutbox.kind, "waitlist-joined:%")));
    expect(joined!.subject).toMatch(/^Please confirm your place on the waiting list: /);
    // The link is minted when the e-mail goes, never stored in the outbox.
    expect(joined!.text).toContain("/waiting-list/WAITLIST-LINK-TOKEN-PLACEHOLDER");
    const token = await linkOf("ann@example.com");
    const view = async () => (await site.app.fetch(`/api/waiting-list/${token}`)).json();
    expect(await view()).toMatchObject({ status: "waiting", confirmed: false, position: null, offer: null });
    const confirmed = await confirm(token);
    expect(await confirmed.json()).toMatchObject({ status: "waiting", confirmed: true, confirmBy: null, position: 1 });
    // Confirming again changes nothing.
    expect((await confirm(token)).status).toBe(200);
    await joinConfirmed(date.id, person("bob"));
    expect(await view()).toMatchObject({ position: 1, fullName: "ann Waiting" });
    const left = await postJson(site.app, `/api/waiting-list/${token}/leave`, {});
    expect(await left.json()).toMatchObject({ status: "removed", position: null });
    expect(await statuses(date.id)).toEqual(["removed", "waiting"]);
  });

  it.each([
    ["twice with the same e-mail (any case)", 409, ALREADY_WAITING],
    ["twice with the same e-mail before confirming", 409, ALREADY_ASKED],
    ["a date with free seats", 409, "This date still has seats: you can book it now."],
  ])("refuses joining %s, changing nothing", async (what, status, message) => {
    const { date, course } = await fullDate();
    let target = date.id;
    if (what.endsWith("(any case)")) await joinConfirmed(date.id, person("ann"));
    else if (what.startsWith("twice")) await join(date.id, person("ann"));
    else
      target = (await insertAvailableDate(site.app.ctx.db, { courseId: course.id, date: addDays(londonToday(), 40) }))
        .id;
    const before = await entries(target);
    const response = await join(target, { ...person("ann"), email: "ANN@example.com" });
    expect(response.status).toBe(status);
    expect((await response.json()).message).toBe(message);
    expect(await entries(target)).toEqual(before);
  });

  it("keeps a freed seat from the public while anyone waits", async () => {
    const { course, date, holder } = await fullDate();
    await joinConfirmed(date.id, person("ann"));
    expect((await cancel(holder.accessToken)).status).toBe(200);
    expect(await publicSeatsLeft(course.id, date.id)).toBe(0);
    const stranger = await postJson(site.app, "/api/bookings", {
      courseId: course.id,
      availableDateId: date.id,
      userDetails: { ...customer, email: "stranger@example.com" },
      paymentType: "full",
      paymentAmount: 24_900,
    });
    expect(stranger.status).toBe(409);
  });
});

describe("confirming the address (issue 19, security review N4/N5)", () => {
  it("sends a first e-mail with a confirmation link that repeats nothing the visitor typed", async () => {
    const { date } = await fullDate();
    const bait = "<b>x</b> Refund ready: claim at https://evil.example/r";
    expect((await join(date.id, { ...person("ann"), fullName: bait })).status).toBe(201);
    const [asked] = await site.app.ctx.db.select().from(emailOutbox).where(like(emailOutbox.kind, "waitlist-joined:%"));
    expect(asked!.subject).toMatch(/^Please confirm your place on the waiting list: /);
    for (const body of [asked!.text, asked!.html ?? ""]) {
      expect(body).not.toContain("evil.example");
      expect(body).not.toContain("Refund ready");
      expect(body).toContain("Confirm my place");
    }
  });

  it("counts nobody unconfirmed: no seat spoken for, no offer, no place; confirming queues by confirmation time", async () => {
    const { course, date, holder } = await fullDate();
    await join(date.id, person("ann"));
    const annToken = await linkOf("ann@example.com");
    await cancel(holder.accessToken);
    // Ann has not confirmed: the freed seat is the public's.
    expect(await publicSeatsLeft(course.id, date.id)).toBe(1);
    await sweep();
    expect(await statuses(date.id)).toEqual(["waiting"]);
    expect((await entries(date.id))[0]!.bookingId).toBeNull();

    // The seat is taken again; Bob joins after Ann but confirms first, so he is ahead of her.
    await bookAndPayThroughApi(site.app, {
      courseId: course.id,
      date: { availableDateId: date.id },
      paymentType: "full",
      paymentAmount: 24_900,
      userDetails: { ...customer, email: "second@example.com" },
    });
    await joinConfirmed(date.id, person("bob"));
    // Opening the e-mail's link (a GET, as a mail scanner would) confirms nothing.
    expect(await (await site.app.fetch(`/api/waiting-list/${annToken}`)).json()).toMatchObject({
      confirmed: false,
      position: null,
      confirmBy: expect.any(String),
    });
    expect((await entries(date.id)).map((entry) => entry.confirmedAt === null)).toEqual([true, false]);
    expect(await (await confirm(annToken)).json()).toMatchObject({ confirmed: true, position: 2 });
    const [second] = await site.app.ctx.db
      .select()
      .from(bookings)
      .where(sql`${bookings.userDetails}->>'email' = 'second@example.com'`);
    await site.admin.send("POST", `/bookings/${second!.id}/cancel`, { refund: 0, reason: "Cannot come" });
    await sweep();
    expect((await entries(date.id)).map((entry) => [entry.email, entry.status])).toEqual([
      ["ann@example.com", "waiting"],
      ["bob@example.com", "offered"],
    ]);
  });

  it("lets an unconfirmed request lapse after 24 hours, silently, and refuses confirming it then", async () => {
    const { date } = await fullDate();
    await join(date.id, person("ann"));
    const token = await linkOf("ann@example.com");
    const now = new Date();
    await sweep(new Date(now.getTime() + 23 * HOUR));
    expect(await statuses(date.id)).toEqual(["waiting"]);
    await sweep(new Date(now.getTime() + 25 * HOUR));
    expect(await statuses(date.id)).toEqual(["expired"]);
    const refused = await confirm(token);
    expect(refused.status).toBe(409);
    expect(await (await site.app.fetch(`/api/waiting-list/${token}`)).json()).toMatchObject({
      status: "expired",
      confirmed: false,
    });
    const mail = await site.app.ctx.db.select().from(emailOutbox).where(like(emailOutbox.kind, "waitlist-%"));
    expect(mail.map((email) => email.kind.split(":")[0])).toEqual(["waitlist-joined"]);
    // The address is free to ask again.
    expect((await join(date.id, person("ann"))).status).toBe(201);
  });

  it("tells nobody unconfirmed that the date's list has closed", async () => {
    const { date } = await fullDate();
    await join(date.id, person("ann"));
    await site.app.ctx.db.update(availableDates).set({ status: "cancelled" }).where(eq(availableDates.id, date.id));
    await sweep();
    expect(await statuses(date.id)).toEqual(["closed"]);
    expect(await site.app.ctx.db.select().from(emailOutbox).where(like(emailOutbox.kind, "waitlist-closed:%"))).toEqual(
      [],
    );
  });
});

describe("the cap per client address", () => {
  it("takes at most 2 live requests for a date from one address; the third gets 429 with why", async () => {
    const { course, date } = await fullDate();
    const from = loopbackAddress(40);
    expect((await join(date.id, person("ann"), from)).status).toBe(201);
    expect((await join(date.id, person("bob"), from)).status).toBe(201);
    const third = await join(date.id, person("cat"), from);
    expect(third.status).toBe(429);
    expect((await third.json()).message).toBe(
      "2 places on this date's waiting list have already been taken from your connection. Please ask anyone else " +
        "who wants a place to join from their own device.",
    );
    expect(await statuses(date.id)).toEqual(["waiting", "waiting"]);
    // Another address, or another date, is not held back.
    expect((await join(date.id, person("cat"), loopbackAddress(41))).status).toBe(201);
    const other = await fullDate();
    expect(other.course.id).not.toBe(course.id);
    expect((await join(other.date.id, person("dan"), from)).status).toBe(201);
    // Once one leaves, the address may ask again.
    await postJson(site.app, `/api/waiting-list/${await linkOf("ann@example.com")}/leave`, {});
    expect((await join(date.id, person("cat2"), from)).status).toBe(201);
    const stored = await entries(date.id);
    expect(stored.filter((entry) => entry.clientAddress === from)).toHaveLength(3);
  });
});

describe("an offer whose held booking ends another way (D6)", () => {
  async function offered() {
    const { course, date, holder } = await fullDate();
    await joinConfirmed(date.id, person("ann"));
    await cancel(holder.accessToken);
    const now = new Date();
    await sweep(now);
    const [ann] = await entries(date.id);
    expect(ann!.status).toBe("offered");
    return { course, date, now, holdId: ann!.bookingId! };
  }
  const lapsedMail = () =>
    site.app.ctx.db.select().from(emailOutbox).where(like(emailOutbox.kind, "waitlist-lapsed:%"));

  it("staff cancelling the hold end the offer at once, and the person is told no lapse", async () => {
    const { course, date, now, holdId } = await offered();
    const cancelled = await site.admin.send("POST", `/bookings/${holdId}/cancel`, {
      refund: 0,
      reason: "Asked us to",
      notifyCustomer: false,
    });
    expect(cancelled.status).toBe(200);
    // Before any sweep: the entry is no longer 'offered', and the seat is the public's.
    expect(await statuses(date.id)).toEqual(["expired"]);
    expect(await publicSeatsLeft(course.id, date.id)).toBe(1);
    await sweep(new Date(now.getTime() + 25 * HOUR));
    expect(await lapsedMail()).toEqual([]);
  });

  it("the bookings' hold sweep expiring the hold ends the offer in its transaction; the lapse is told once", async () => {
    const { date, now, holdId } = await offered();
    const past = new Date(Date.now() - 60_000);
    await site.app.ctx.db.update(bookings).set({ holdExpiresAt: past }).where(eq(bookings.id, holdId));
    await site.app.ctx.db
      .update(waitlistEntries)
      .set({ offerExpiresAt: past })
      .where(eq(waitlistEntries.availableDateId, date.id));
    await bookingSweepHandlers(site.app.ctx.site)["expire-holds"]!({
      db: site.app.ctx.db,
      logger: createLogger("silent"),
      now,
      job: {} as Job,
    });
    expect(await statuses(date.id)).toEqual(["expired"]);
    await sweep();
    await sweep();
    expect((await lapsedMail()).map((email) => email.toAddress)).toEqual(["ann@example.com"]);
  });

  it("the person booking the date themselves replaces the hold and ends the offer", async () => {
    const { course, date, holdId } = await offered();
    const booked = await postJson(site.app, "/api/bookings", {
      courseId: course.id,
      availableDateId: date.id,
      userDetails: { ...customer, email: "ann@example.com" },
      paymentType: "full",
      paymentAmount: 24_900,
    });
    expect(booked.status).toBe(201);
    const [hold] = await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, holdId));
    expect(hold!.status).toBe("expired");
    expect(await statuses(date.id)).toEqual(["expired"]);
    await sweep();
    expect(await lapsedMail()).toEqual([]);
  });
});

describe("offers", () => {
  it("go to the first in line within the sweep, once; a lapsed offer passes to the next; a declined one too", async () => {
    const { course, date, holder } = await fullDate();
    await joinConfirmed(date.id, person("ann"));
    await joinConfirmed(date.id, person("bob"));
    await joinConfirmed(date.id, person("cat"));
    await cancel(holder.accessToken);
    const now = new Date();
    await sweep(now);
    await sweep(now);
    expect(await statuses(date.id)).toEqual(["offered", "waiting", "waiting"]);
    const [ann] = await entries(date.id);
    // 30 days away: the seat is held for 24 hours, as a pending booking in their name.
    expect(ann!.offerExpiresAt!.getTime() - now.getTime()).toBe(24 * HOUR);
    const [hold] = await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, ann!.bookingId!));
    expect(hold).toMatchObject({ status: "pending", paymentType: "deposit", paymentAmount: 10_000 });
    expect(hold!.userDetails).toMatchObject({ fullName: "ann Waiting", email: "ann@example.com" });
    const offers = await site.app.ctx.db.select().from(emailOutbox).where(like(emailOutbox.kind, "waitlist-offer:%"));
    expect(offers).toHaveLength(1);
    expect(offers[0]!.subject).toMatch(/^A seat is yours to book: /);
    expect(await publicSeatsLeft(course.id, date.id)).toBe(0);

    // 25 hours on, unpaid: Ann's offer lapses and Bob's begins.
    await sweep(new Date(now.getTime() + 25 * HOUR));
    await sweep(new Date(now.getTime() + 25 * HOUR));
    expect(await statuses(date.id)).toEqual(["expired", "offered", "waiting"]);
    // Ann is told, once, that the seat has gone on.
    const lapsed = await site.app.ctx.db.select().from(emailOutbox).where(like(emailOutbox.kind, "waitlist-lapsed:%"));
    expect(lapsed.map((email) => [email.toAddress, email.subject])).toEqual([
      ["ann@example.com", `Your held seat has been released: ${course.title}, ${formatDate(date.date)}`],
    ]);
    expect(lapsed[0]!.text).toContain("it has gone to the next person on the waiting list");
    const [, bob] = await entries(date.id);
    const bobToken = await createWaitlistLink(site.app.ctx.db, bob!.id);
    const declined = await postJson(site.app, `/api/waiting-list/${bobToken}/decline`, {});
    expect(await declined.json()).toMatchObject({ status: "declined" });
    await sweep(new Date(now.getTime() + 26 * HOUR));
    expect(await statuses(date.id)).toEqual(["expired", "declined", "offered"]);
    // A second decline, or leaving, once it has ended: refused, nothing changed.
    expect((await postJson(site.app, `/api/waiting-list/${bobToken}/decline`, {})).status).toBe(409);
  });

  it("go out when staff raise a full date's seats, one per new seat", async () => {
    const { date } = await fullDate();
    for (const name of ["ann", "bob", "cat"]) await joinConfirmed(date.id, person(name));
    await site.app.ctx.db.update(availableDates).set({ maxSeats: 3 }).where(eq(availableDates.id, date.id));
    await sweep();
    expect(await statuses(date.id)).toEqual(["offered", "offered", "waiting"]);
  });

  it("is paid from the e-mail's link: the held booking's page takes the first payment and the entry is booked", async () => {
    const { date, holder } = await fullDate();
    await joinConfirmed(date.id, person("ann"));
    await cancel(holder.accessToken);
    await sweep();
    const [offer] = await site.app.ctx.db.select().from(emailOutbox).where(like(emailOutbox.kind, "waitlist-offer:%"));
    const sent = await withWaitlistLinks(site.app.ctx.db, bookingEmailHooks(site.app.ctx.db)).prepare(offer!);
    const bookingToken = /\/my-booking\/([\w-]+)/.exec(sent!.text)![1]!;
    expect(sent!.text).toMatch(/\/waiting-list\/[\w-]{20,}/);
    const started = await postJson(site.app, `/api/bookings/by-token/${bookingToken}/first-payment`, {});
    expect(started.status).toBe(200);
    const { clientSecret, amount } = (await started.json()) as { clientSecret: string; amount: number };
    expect(amount).toBe(10_000);
    expect((await payWithTestCard(site.app, clientSecret)).status).toBe(200);
    const byToken = await (await site.app.fetch(`/api/bookings/by-token/${bookingToken}`)).json();
    expect(byToken).toMatchObject({ status: "confirmed", amountPaid: 10_000 });
    await sweep();
    expect(await statuses(date.id)).toEqual(["booked"]);
  });

  it("make a link to the held booking only when 'Book your seat' asks, never when the entry's page is viewed", async () => {
    const { date, holder } = await fullDate();
    await joinConfirmed(date.id, person("ann"));
    const [ann] = await entries(date.id);
    const token = await createWaitlistLink(site.app.ctx.db, ann!.id);
    const book = () => postJson(site.app, `/api/waiting-list/${token}/book`, {});
    const refused = await book();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "No seat is being held for you now." });

    await cancel(holder.accessToken);
    await sweep();
    const bookingId = (await entries(date.id))[0]!.bookingId;
    const linksOf = async () =>
      (await site.app.ctx.db.select().from(bookingLinks)).filter((link) => link.bookingId === bookingId);
    const before = (await linksOf()).length;
    // The page's loader builds the same view (waitlistView).
    const view = await site.app.fetch(`/api/waiting-list/${token}`);
    expect(await view.json()).toMatchObject({ status: "offered", offer: { until: expect.any(String) } });
    expect(await linksOf()).toHaveLength(before);

    const answer = await book();
    expect(answer.status).toBe(200);
    const { bookingPath } = (await answer.json()) as { bookingPath: string };
    expect(await linksOf()).toHaveLength(before + 1);
    const held = await (await site.app.fetch(`/api/bookings/by-token/${bookingPath.split("/").pop()}`)).json();
    expect(held).toMatchObject({ status: "pending", userDetails: { email: "ann@example.com" } });
  });

  it("tell someone who paid a moment after their offer lapsed nothing about losing it", async () => {
    const { date, holder } = await fullDate();
    await joinConfirmed(date.id, person("ann"));
    await cancel(holder.accessToken);
    const now = new Date();
    await sweep(now);
    const [offer] = await site.app.ctx.db.select().from(emailOutbox).where(like(emailOutbox.kind, "waitlist-offer:%"));
    const hooks = withWaitlistLinks(site.app.ctx.db, bookingEmailHooks(site.app.ctx.db));
    const bookingToken = /\/my-booking\/([\w-]+)/.exec((await hooks.prepare(offer!))!.text)![1]!;
    const started = await postJson(site.app, `/api/bookings/by-token/${bookingToken}/first-payment`, {});
    const { clientSecret } = (await started.json()) as { clientSecret: string };

    await sweep(new Date(now.getTime() + 25 * HOUR));
    const [lapsed] = await site.app.ctx.db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.kind, "waitlist-lapsed:%"));
    expect(await hooks.prepare(lapsed!)).not.toBeNull();
    // The payment lands before the outbox sends 'your seat has gone': the seat was still free, so it is theirs.
    expect((await payWithTestCard(site.app, clientSecret)).status).toBe(200);
    await sweep(new Date(now.getTime() + 25 * HOUR + 60_000));
    expect(await statuses(date.id)).toEqual(["booked"]);
    expect(await hooks.prepare(lapsed!)).toBeNull();
  });

  it.each([
    ["3 days away: held 12 hours", 3, 12],
    ["30 days away: held 24 hours", 30, 24],
  ])("%s", async (_, daysAway, hours) => {
    const { date, holder } = await fullDate(daysAway);
    await joinConfirmed(date.id, person("ann"));
    await cancel(holder.accessToken);
    const now = new Date();
    await sweep(now);
    const [ann] = await entries(date.id);
    expect(ann!.offerExpiresAt!.getTime() - now.getTime()).toBe(hours * HOUR);
  });

  it("stop in the last 24 hours before the start", async () => {
    const { date, holder } = await fullDate(2);
    await joinConfirmed(date.id, person("ann"));
    await cancel(holder.accessToken);
    await sweep(new Date(londonInstant(date.date, "09:00").getTime() - 23 * HOUR));
    expect(await statuses(date.id)).toEqual(["waiting"]);
  });

  it("close the list once the date has started, telling each person once of the course's next dates", async () => {
    const { course, date } = await fullDate(5);
    await joinConfirmed(date.id, person("ann"));
    const later = await insertAvailableDate(site.app.ctx.db, { courseId: course.id, date: addDays(londonToday(), 20) });
    const started = londonInstant(date.date, "10:00");
    await sweep(started);
    await sweep(started);
    expect(await statuses(date.id)).toEqual(["closed"]);
    const closed = await site.app.ctx.db.select().from(emailOutbox).where(like(emailOutbox.kind, "waitlist-closed:%"));
    expect(closed).toHaveLength(1);
    expect(closed[0]!.text).toContain(
      new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${later.date}T12:00:00Z`),
      ),
    );
  });

  it("happen once however many sweeps run at the same moment", async () => {
    const { date, holder } = await fullDate();
    for (const name of ["ann", "bob", "cat"]) await joinConfirmed(date.id, person(name));
    await cancel(holder.accessToken);
    const now = new Date();
    await Promise.all([sweep(now), sweep(now), sweep(now)]);
    expect(await statuses(date.id)).toEqual(["offered", "waiting", "waiting"]);
    const holds = await site.app.ctx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.availableDateId, date.id), eq(bookings.status, "pending")));
    expect(holds).toHaveLength(1);
  });
});

describe("staff", () => {
  it("see the list with positions, pause offers, offer to a chosen person now, and take someone off", async () => {
    const { date, holder } = await fullDate();
    for (const name of ["ann", "bob"]) await joinConfirmed(date.id, person(name));
    const paused = await site.admin.send("POST", "/waiting-list/pause", { availableDateId: date.id, paused: true });
    expect(await paused.json()).toMatchObject({ paused: true });
    await cancel(holder.accessToken);
    await sweep();
    expect(await statuses(date.id)).toEqual(["waiting", "waiting"]);

    const list = await site.admin.get<{ entries: { id: string; position: number | null; fullName: string }[] }>(
      `/waiting-list?availableDateId=${date.id}`,
    );
    expect(list.entries.map((entry) => [entry.fullName, entry.position])).toEqual([
      ["ann Waiting", 1],
      ["bob Waiting", 2],
    ]);
    const bob = list.entries[1]!;
    const offered = await site.admin.send("POST", `/waiting-list/${bob.id}/offer`, {});
    expect(offered.status).toBe(200);
    expect(await statuses(date.id)).toEqual(["waiting", "offered"]);
    // No second free seat: a second offer is refused.
    const ann = list.entries[0]!;
    const refused = await site.admin.send("POST", `/waiting-list/${ann.id}/offer`, {});
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe("No seat is free on this date: raise its seats first.");
    // Taking Bob off returns his held seat; resumed, the sweep offers it to Ann.
    await site.admin.send("POST", `/waiting-list/${bob.id}/remove`, {});
    await site.admin.send("POST", "/waiting-list/pause", { availableDateId: date.id, paused: false });
    await sweep();
    expect(await statuses(date.id)).toEqual(["offered", "removed"]);
  });

  it("see who has not confirmed, and remove several at once (a held seat goes back)", async () => {
    const { date, holder } = await fullDate();
    await joinConfirmed(date.id, person("ann"));
    await join(date.id, person("bob"));
    await join(date.id, person("cat"));
    await cancel(holder.accessToken);
    await sweep();
    type Listed = { id: string; fullName: string; position: number | null; confirmed: boolean; status: string };
    const list = await site.admin.get<{ entries: Listed[] }>(`/waiting-list?availableDateId=${date.id}`);
    expect(list.entries.map((entry) => [entry.fullName, entry.status, entry.confirmed, entry.position])).toEqual([
      ["ann Waiting", "offered", true, null],
      ["bob Waiting", "waiting", false, null],
      ["cat Waiting", "waiting", false, null],
    ]);
    const dates =
      await site.admin.get<{ id: string; waiting: number; offered: number; unconfirmed: number }[]>(
        "/waiting-list/dates",
      );
    expect(dates.find((row) => row.id === date.id)).toMatchObject({ waiting: 0, offered: 1, unconfirmed: 2 });
    // Staff cannot offer a seat to someone whose address is unconfirmed.
    const refused = await site.admin.send("POST", `/waiting-list/${list.entries[1]!.id}/offer`, {});
    expect(refused.status).toBe(409);

    const ids = list.entries.map((entry) => entry.id);
    const removed = await site.admin.send("POST", "/waiting-list/remove", { entryIds: ids });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ removed: 3, notRemoved: 0 });
    expect(await statuses(date.id)).toEqual(["removed", "removed", "removed"]);
    const holds = await site.app.ctx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.availableDateId, date.id), eq(bookings.status, "pending")));
    expect(holds).toEqual([]);
    // Again: nothing left to remove, nothing changed.
    expect(await (await site.admin.send("POST", "/waiting-list/remove", { entryIds: ids })).json()).toEqual({
      removed: 0,
      notRemoved: 3,
    });
    for (const body of [{ entryIds: [] }, { entryIds: ["x"] }, { entryIds: ids, extra: 1 }, {}]) {
      expect((await site.admin.send("POST", "/waiting-list/remove", body)).status).toBe(400);
    }
  });

  it("remove several only with a staff session, from the site itself", async () => {
    const { date } = await fullDate();
    await join(date.id, person("ann"));
    const [ann] = await entries(date.id);
    const post = (headers: Record<string, string>) =>
      site.app.fetch("/api/admin/waiting-list/remove", {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ entryIds: [ann!.id] }),
      });
    expect((await post({ Origin: site.app.url })).status).toBe(401);
    expect((await post({ Cookie: site.admin.cookie, Origin: "https://evil.example" })).status).toBe(403);
    expect(await statuses(date.id)).toEqual(["waiting"]);
  });
});

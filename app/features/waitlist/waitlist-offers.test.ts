// Offers from the waiting list (issue 14) through the API and its minute sweep with a controlled clock: seats spoken
// for, the offer chain (offer, lapse, next, decline, pay), its windows, an offer whose hold ends another way (D6), a
// date that starts with people still waiting, and exactly one offer per seat however many sweeps run at once.
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availableDates, bookingLinks, bookings, emailOutbox, waitlistEntries, type Job } from "#db/schema";
import { bookingEmailHooks } from "#app/features/booking/life-cycle/booking-messages.server";
import { bookingSweepHandlers } from "#app/features/booking/life-cycle/booking-sweeps.server";
import { londonInstant } from "#app/shared/london-clock";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { createLogger } from "#server/logger";
import { setUpTestApp } from "#test/support/app-fixture";
import { payWithTestCard } from "#test/support/booking-fixtures";
import { insertAvailableDate } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { createWaitlistLink, withWaitlistLinks } from "./waitlist-links.server";

import { HOUR, person, waitlistKit } from "./waitlist-test-kit";

const site = setUpTestApp({ admin: true });
const { fullDate, bookAs, joinConfirmed, sweep, entries, statuses, cancel, publicSeatsLeft } = waitlistKit(site);

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
      requestedBy: "customer",
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
    const booked = await bookAs("ann@example.com", { courseId: course.id, availableDateId: date.id });
    expect(booked.status).toBe(201);
    const [hold] = await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, holdId));
    expect(hold!.status).toBe("expired");
    expect(await statuses(date.id)).toEqual(["expired"]);
    await sweep();
    expect(await lapsedMail()).toEqual([]);
  });
});

describe("offers", () => {
  // A clock whose 12- and 24-hour holds end in the day: a hold ending at night runs to 10:00 (issue 21, M3).
  const middayTomorrow = () => londonInstant(addDays(londonToday(), 1), "12:00");
  it("go to the first in line within the sweep, once; a lapsed offer passes to the next; a declined one too", async () => {
    const { course, date, holder } = await fullDate();
    await joinConfirmed(date.id, person("ann"));
    await joinConfirmed(date.id, person("bob"));
    await joinConfirmed(date.id, person("cat"));
    await cancel(holder.accessToken);
    const now = middayTomorrow();
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
    const now = middayTomorrow();
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

  // Offered at a time whose hold ends in the day (a hold ending at night runs to 10:00: waitlist-overnight.test.ts).
  it.each([
    ["3 days away: held 12 hours", 3, 12, "07:00"],
    ["30 days away: held 24 hours", 30, 24, "12:00"],
  ])("%s", async (_, daysAway, hours, at) => {
    const { date, holder } = await fullDate(daysAway);
    await joinConfirmed(date.id, person("ann"));
    await cancel(holder.accessToken);
    const now = londonInstant(addDays(londonToday(), 1), at);
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

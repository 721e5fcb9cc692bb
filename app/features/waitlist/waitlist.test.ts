// The waiting list (issue 14) through the API and its minute sweep with a controlled clock: joining (and every
// refusal), seats spoken for, the offer chain (offer, lapse, next, decline, pay), its windows, staff controls, a
// date that starts with people still waiting, and exactly one offer per seat however many sweeps run at once.
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availableDates, bookingLinks, bookings, emailOutbox, waitlistEntries, type Job } from "#db/schema";
import { bookingEmailHooks } from "#app/features/booking/booking-messages.server";
import { londonInstant } from "#app/features/jobs/london-clock";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { createLogger } from "#server/logger";
import { setUpTestApp } from "#test/support/app-fixture";
import { bookAndPayThroughApi, customer, payWithTestCard } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { ALREADY_WAITING } from "./waitlist.server";
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
const join = (availableDateId: string, who: ReturnType<typeof person>) =>
  postJson(site.app, "/api/waiting-list", { ...who, availableDateId });
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
  it("puts people in line on a full date, tells them their place, and e-mails a link to leave", async () => {
    const { date } = await fullDate();
    const first = await join(date.id, person("ann"));
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ position: 1 });
    expect(await (await join(date.id, person("bob"))).json()).toMatchObject({ position: 2 });
    const [joined] = await site.app.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, "ann@example.com"), like(emailOutbox.kind, "waitlist-joined:%")));
    expect(joined!.subject).toMatch(/^You are on the waiting list: /);
    expect(joined!.text).toContain("number 1 in line");
    // The link is minted when the e-mail goes, never stored in the outbox.
    expect(joined!.text).toContain("/waiting-list/WAITLIST-LINK-TOKEN-PLACEHOLDER");
    const sent = await withWaitlistLinks(site.app.ctx.db, bookingEmailHooks(site.app.ctx.db)).prepare(joined!);
    const token = /\/waiting-list\/([\w-]+)/.exec(sent!.text)![1]!;
    const view = await (await site.app.fetch(`/api/waiting-list/${token}`)).json();
    expect(view).toMatchObject({ status: "waiting", position: 1, fullName: "ann Waiting", offer: null });
    const left = await postJson(site.app, `/api/waiting-list/${token}/leave`, {});
    expect(await left.json()).toMatchObject({ status: "removed", position: null });
    expect(await statuses(date.id)).toEqual(["removed", "waiting"]);
  });

  it.each([
    ["twice with the same e-mail (any case)", 409, ALREADY_WAITING],
    ["a date with free seats", 409, "This date still has seats: you can book it now."],
  ])("refuses joining %s, changing nothing", async (what, status, message) => {
    const { date, course } = await fullDate();
    let target = date.id;
    if (what.startsWith("twice")) await join(date.id, person("ann"));
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
    await join(date.id, person("ann"));
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

describe("offers", () => {
  it("go to the first in line within the sweep, once; a lapsed offer passes to the next; a declined one too", async () => {
    const { course, date, holder } = await fullDate();
    await join(date.id, person("ann"));
    await join(date.id, person("bob"));
    await join(date.id, person("cat"));
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
    for (const name of ["ann", "bob", "cat"]) await join(date.id, person(name));
    await site.app.ctx.db.update(availableDates).set({ maxSeats: 3 }).where(eq(availableDates.id, date.id));
    await sweep();
    expect(await statuses(date.id)).toEqual(["offered", "offered", "waiting"]);
  });

  it("is paid from the e-mail's link: the held booking's page takes the first payment and the entry is booked", async () => {
    const { date, holder } = await fullDate();
    await join(date.id, person("ann"));
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
    await join(date.id, person("ann"));
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
    await join(date.id, person("ann"));
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
    await join(date.id, person("ann"));
    await cancel(holder.accessToken);
    const now = new Date();
    await sweep(now);
    const [ann] = await entries(date.id);
    expect(ann!.offerExpiresAt!.getTime() - now.getTime()).toBe(hours * HOUR);
  });

  it("stop in the last 24 hours before the start", async () => {
    const { date, holder } = await fullDate(2);
    await join(date.id, person("ann"));
    await cancel(holder.accessToken);
    await sweep(new Date(londonInstant(date.date, "09:00").getTime() - 23 * HOUR));
    expect(await statuses(date.id)).toEqual(["waiting"]);
  });

  it("close the list once the date has started, telling each person once of the course's next dates", async () => {
    const { course, date } = await fullDate(5);
    await join(date.id, person("ann"));
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
    for (const name of ["ann", "bob", "cat"]) await join(date.id, person(name));
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
    for (const name of ["ann", "bob"]) await join(date.id, person(name));
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
});

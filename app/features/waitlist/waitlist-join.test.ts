// Joining the waiting list (issue 14): every refusal, confirming the address (issue 19, security review N4/N5) and the
// cap per client address. Each person joins from a loopback address of their own, as separate visitors would.
import { and, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availableDates, bookings, emailOutbox } from "#db/schema";
import { addDays, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { bookAndPayThroughApi, customer } from "#test/support/booking-fixtures";
import { insertAvailableDate } from "#test/support/factories";
import { loopbackAddress } from "#test/support/loopback-client";
import { postJson } from "#test/support/test-app";
import { ALREADY_ASKED, ALREADY_WAITING } from "./waitlist.server";

import { HOUR, person, waitlistKit } from "./waitlist-test-kit";

const site = setUpTestApp({ admin: true });
const { fullDate, bookAs, join, linkOf, confirm, joinConfirmed, sweep, entries, statuses, cancel, publicSeatsLeft } =
  waitlistKit(site);

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
    const stranger = await bookAs("stranger@example.com", { courseId: course.id, availableDateId: date.id });
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
    await site.admin.send("POST", `/bookings/${second!.id}/cancel`, {
      requestedBy: "customer",
      internalNote: "Cannot come",
    });
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

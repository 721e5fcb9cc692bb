// Offers do not lapse overnight (issue 21, M3), through the minute sweep with a controlled clock: an offer made at
// 16:05 with a 12-hour hold is held until 10:00 the next morning, not 04:05; the e-mail and the entry's page say so;
// the held booking ends with it; the sweep lets it run to 10:00 and then passes the seat on.
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, emailOutbox } from "#db/schema";
import { londonInstant } from "#app/shared/london-clock";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { createWaitlistLink } from "./waitlist-links.server";
import { person, waitlistKit } from "./waitlist-test-kit";

const site = setUpTestApp({ admin: true });
const { fullDate, joinConfirmed, sweep, entries, statuses, cancel } = waitlistKit(site);

describe("an offer made at 16:05, five days before the course (held 12 hours)", () => {
  it("is held until 10:00 the next morning, says so, and lapses then, not at 04:05", async () => {
    const tomorrow = addDays(londonToday(), 1);
    const dayAfter = addDays(tomorrow, 1);
    // The course starts at 09:00 five days after the offer (a 12-hour hold: 2 to 7 days away).
    const { date, holder } = await fullDate(6);
    await joinConfirmed(date.id, person("ann"));
    await joinConfirmed(date.id, person("bob"));
    await cancel(holder.accessToken);

    await sweep(londonInstant(tomorrow, "16:05"));
    const [ann] = await entries(date.id);
    expect(ann!.status).toBe("offered");
    const tenAm = londonInstant(dayAfter, "10:00");
    expect(ann!.offerExpiresAt).toEqual(tenAm);
    const [hold] = await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, ann!.bookingId!));
    expect(hold!.holdExpiresAt).toEqual(tenAm);

    const until = `10:00 on ${formatDate(dayAfter)}`;
    const [offer] = await site.app.ctx.db.select().from(emailOutbox).where(like(emailOutbox.kind, "waitlist-offer:%"));
    expect(offer!.text).toContain(`we are holding it for you until ${until}`);
    expect(offer!.text).not.toContain("04:05");
    const token = await createWaitlistLink(site.app.ctx.db, ann!.id);
    const view = await (await site.app.fetch(`/api/waiting-list/${token}`)).json();
    expect(view).toMatchObject({ status: "offered", offer: { until } });

    // 04:05 and 09:59 pass: still Ann's.
    await sweep(londonInstant(dayAfter, "04:05"));
    await sweep(londonInstant(dayAfter, "09:59"));
    expect(await statuses(date.id)).toEqual(["offered", "waiting"]);
    // 10:00: it lapses and Bob's offer begins, itself held to 10:00 (22:00 is night).
    await sweep(tenAm);
    expect(await statuses(date.id)).toEqual(["expired", "offered"]);
    const [, bob] = await entries(date.id);
    expect(bob!.offerExpiresAt).toEqual(londonInstant(addDays(dayAfter, 1), "10:00"));
  });

  it("an offer whose window ends in the day keeps it (made at 07:00, held 12 hours: 19:00)", async () => {
    const tomorrow = addDays(londonToday(), 1);
    const { date, holder } = await fullDate(6);
    await joinConfirmed(date.id, person("cat"));
    await cancel(holder.accessToken);
    await sweep(londonInstant(tomorrow, "07:00"));
    const [cat] = await entries(date.id);
    expect(cat!.offerExpiresAt).toEqual(londonInstant(tomorrow, "19:00"));
  });
});

// The waiting-list page follows the booking (issue 21, L13, L14): booked the moment the held seat is paid (no
// 'Decline the seat', and the server refuses a decline of a paid seat), then the academy's cancellation of the date,
// then the booking's cancellation. Pages are built by the route's loader from the real database, rendered as the
// server does.
import { and, eq, like } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { availableDates, bookings, emailOutbox, payments } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { payWithTestCard } from "#test/support/booking-fixtures";
import { postJson } from "#test/support/test-app";
import WaitingList, { loader } from "./routes/waiting-list";
import { person, waitlistKit } from "./waitlist-test-kit";

const site = setUpTestApp();
const { fullDate, joinConfirmed, sweep, entries, cancel, hooks } = waitlistKit(site);

/** The page at /waiting-list/:token in plain text. */
async function pageText(token: string) {
  const loaderData = await loader({ params: { token }, context: { app: site.app.ctx } } as never);
  const props = { loaderData } as unknown as Parameters<typeof WaitingList>[0];
  const Stub = createRoutesStub([{ path: "/", Component: () => <WaitingList {...props} /> }]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />)
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

/** Ann waits on a full one-seat date; the holder cancels and the sweep holds the seat for her. */
async function offered() {
  const { date, holder } = await fullDate();
  const token = await joinConfirmed(date.id, person("ann"));
  await cancel(holder.accessToken);
  await sweep();
  const [offer] = await site.app.ctx.db.select().from(emailOutbox).where(like(emailOutbox.kind, "waitlist-offer:%"));
  const bookingToken = /\/my-booking\/([\w-]+)/.exec((await hooks().prepare(offer!))!.text)![1]!;
  const [entry] = await entries(date.id);
  return { date, token, bookingToken, bookingId: entry!.bookingId! };
}

async function payHeldSeat(bookingToken: string) {
  const started = await postJson(site.app, `/api/bookings/by-token/${bookingToken}/first-payment`, {});
  const { clientSecret } = (await started.json()) as { clientSecret: string };
  expect((await payWithTestCard(site.app, clientSecret)).status).toBe(200);
}

describe("the waiting-list page after the held seat is paid", () => {
  it("says booked at once, before any sweep, with no 'Decline the seat'; declining is refused", async () => {
    const { token, bookingToken, bookingId } = await offered();
    expect(await pageText(token)).toContain("Decline the seat");
    await payHeldSeat(bookingToken);

    const text = await pageText(token);
    expect(text).toContain("You have booked your seat.");
    for (const gone of [
      "A seat is being held for you",
      "Book your seat",
      "Decline the seat",
      "Leave the waiting list",
    ]) {
      expect(text).not.toContain(gone);
    }
    expect(text).toContain("Open your booking");
    expect(await (await site.app.fetch(`/api/waiting-list/${token}`)).json()).toMatchObject({
      status: "booked",
      offer: null,
    });

    const declined = await postJson(site.app, `/api/waiting-list/${token}/decline`, {});
    expect(declined.status).toBe(409);
    expect(await declined.json()).toEqual({ message: "This seat has already been booked." });
    const [booking] = await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking!.status).toBe("confirmed");

    // 'Open your booking' gives a fresh link to it.
    const opened = await postJson(site.app, `/api/waiting-list/${token}/book`, {});
    expect(opened.status).toBe(200);
    const { bookingPath } = (await opened.json()) as { bookingPath: string };
    const byLink = await site.app.fetch(`/api/bookings/by-token/${bookingPath.split("/").pop()}`);
    expect(await byLink.json()).toMatchObject({ status: "confirmed" });
  });

  it("refuses a decline once money has reached the held booking, even before it is confirmed", async () => {
    const { token, bookingId } = await offered();
    // The card payment has landed; the booking's confirmation is a moment behind it.
    await site.app.ctx.db.insert(payments).values({
      bookingId,
      kind: "deposit",
      amount: 10_000,
      provider: "test",
      state: "succeeded",
      settledAt: new Date(),
    });
    const declined = await postJson(site.app, `/api/waiting-list/${token}/decline`, {});
    expect(declined.status).toBe(409);
    const [booking] = await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking!.status).toBe("pending");
  });
});

describe("the waiting-list page after the academy cancels the date", () => {
  it("says so once booked, then says the booking is cancelled once the learner takes the refund", async () => {
    const { date, token, bookingToken } = await offered();
    await payHeldSeat(bookingToken);
    await site.app.ctx.db.update(availableDates).set({ status: "cancelled" }).where(eq(availableDates.id, date.id));

    let text = await pageText(token);
    expect(text).not.toContain("You have booked your seat.");
    expect(text).toContain("we have had to cancel this date");
    expect(text).toContain("Open your booking");

    expect((await postJson(site.app, `/api/bookings/by-token/${bookingToken}/cancel`, {})).status).toBe(200);
    text = await pageText(token);
    expect(text).toContain("We cancelled this date, so your booking is cancelled.");
    expect(text).not.toContain("You have booked your seat.");
  });

  it("tells someone still waiting that the list is closed, before and after the sweep closes it", async () => {
    const { date } = await fullDate();
    const token = await joinConfirmed(date.id, person("bob"));
    await site.app.ctx.db.update(availableDates).set({ status: "cancelled" }).where(eq(availableDates.id, date.id));
    for (const run of [false, true]) {
      if (run) await sweep();
      const text = await pageText(token);
      expect(text).toContain("This date has been cancelled: its waiting list is closed.");
      expect(text).not.toContain("in line");
      expect(text).not.toContain("Leave the waiting list");
      expect(text).not.toContain("This date has started");
    }
    const [entry] = await site.app.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(like(emailOutbox.kind, "waitlist-closed:%"), eq(emailOutbox.toAddress, "bob@example.com")));
    expect(entry).toBeDefined();
  });
});

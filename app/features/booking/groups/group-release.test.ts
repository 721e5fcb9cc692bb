// Releasing some learners of a group (issue 24): through the payer's booking page and staff, each released seat goes
// back, the refund of that learner's share follows the one policy through the ledger (a pending refund row with its own
// idempotency key, and a job), the others keep their discounted price, the released learner is told and their page
// closes, the waiting list is offered the seat, and two releases at once never empty the booking. PGlite and PostgreSQL.
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, jobs, learners, payments, waitlistEntries, type Job } from "#db/schema";
import { waitlistSweepHandler } from "#app/features/waitlist/waitlist-offers.server";
import { createLogger } from "#server/logger";
import { setUpTestApp } from "#test/support/app-fixture";
import { insertWaitingPerson } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import type { BookingSummary } from "../booking-summary";
import { countSeatsTaken, lockBookableDate } from "../bookable-date.server";
import { REFUND_JOB } from "#app/features/payments/refunds.server";
import { bookingNow, GROUP_SEAT, groupScene, learnersNow } from "./group-changes-test-kit";
import type { ReleaseQuoteView } from "./group-changes-schema";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;
const scene = (options: Parameters<typeof groupScene>[2] = {}) => groupScene(db(), site.app.ctx.site, options);
const release = (token: string, positions: number[]) =>
  postJson(site.app, `/api/bookings/by-token/${token}/learners/release`, { positions });

async function seatsTakenOn(availableDateId: string) {
  return db().transaction(async (tx) => countSeatsTaken(tx, (await lockBookableDate(tx, { availableDateId }))!));
}

describe("the payer releases some learners of a group", () => {
  it("gives the seat back, refunds that learner's share by the policy, and keeps the discount for the rest", async () => {
    // 10 days before the start, booked 30 days ago: half of the learner's share comes back.
    const { booking, date, links } = await scene({ daysAway: 10 });
    const quote = await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/learners/release?positions=3`);
    expect(quote.status).toBe(200);
    const quoted = (await quote.json()) as ReleaseQuoteView;
    expect(quoted).toMatchObject({ refund: 11_205, credit: 0, learners: [{ fullName: "Learner 3", refund: 11_205 }] });
    // The quote changes nothing.
    expect((await bookingNow(db(), booking.id)).seats).toBe(5);

    const response = await release(booking.accessToken, [3]);
    expect(response.status).toBe(200);
    expect(((await response.json()) as ReleaseQuoteView).refund).toBe(11_205);

    const after = await bookingNow(db(), booking.id);
    expect(after.seats).toBe(4);
    // The four who stay keep £224.10 each; the academy keeps half of the released seat.
    expect(after.totalPrice).toBe(GROUP_SEAT * 4 + 11_205);
    expect(await seatsTakenOn(date.id)).toBe(4);
    const rows = await learnersNow(db(), booking.id);
    expect(rows.filter((row) => row.releasedAt !== null).map((row) => row.fullName)).toEqual(["Learner 3"]);
    expect(rows.filter((row) => row.releasedAt === null).every((row) => row.price === GROUP_SEAT)).toBe(true);

    const refunds = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, "refund")));
    expect(refunds).toEqual([expect.objectContaining({ amount: 11_205, state: "pending" })]);
    expect(refunds[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const queued = await db().select().from(jobs).where(eq(jobs.kind, REFUND_JOB));
    expect(queued.map((job) => job.dedupeKey)).toEqual([`refund:${refunds[0]!.id}`]);

    // The payer's page's figures follow: nothing owed, the released learner shown as cancelled.
    const page = (await (
      await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}`)
    ).json()) as BookingSummary;
    expect(page).toMatchObject({ seats: 4, totalPrice: GROUP_SEAT * 4 + 11_205, balanceDue: 0 });

    // Learner 3 is told, and their own page no longer opens.
    const told = await db().select().from(emailOutbox).where(like(emailOutbox.kind, "learner-released:%"));
    expect(told).toEqual([
      expect.objectContaining({
        toAddress: "learner3@example.com",
        subject: expect.stringMatching(/^Your place on SIA Door Supervisor has been cancelled/),
      }),
    ]);
    expect(told[0]!.text).not.toMatch(/£/);
    // The payer is told what was cancelled and what comes back.
    const payer = await db().select().from(emailOutbox).where(like(emailOutbox.kind, "learners-released:%"));
    expect(payer).toEqual([
      expect.objectContaining({
        toAddress: "sam@example.com",
        subject: `Learner 3 cancelled from your booking ${booking.reference}`,
      }),
    ]);
    expect(payer[0]!.text.replace(/\s+/g, " ")).toMatch(/You have cancelled Learner 3 .* Refund: £112\.05/);
    expect((await site.app.fetch(`/api/learners/by-token/${links.get(3)}`)).status).toBe(404);
    expect((await site.app.fetch(`/api/learners/by-token/${links.get(2)}`)).status).toBe(200);
  });

  it("keeps each learner's £100 deposit and no longer asks for their balance", async () => {
    const { booking } = await scene({ billing: "deposit", daysAway: 20 });
    const response = await release(booking.accessToken, [2, 4]);
    expect(response.status).toBe(200);
    expect(((await response.json()) as ReleaseQuoteView).refund).toBe(0);
    const page = (await (
      await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}`)
    ).json()) as BookingSummary;
    // Three seats at £224.10 and the two deposits kept; £500 held.
    expect(page).toMatchObject({ seats: 3, totalPrice: GROUP_SEAT * 3 + 20_000 });
    expect(page.balanceDue).toBe(GROUP_SEAT * 3 + 20_000 - 50_000);
  });

  it("cancelling the whole group keeps £100 a learner still booked, as releasing them one by one would", async () => {
    // £700 paid on five £100 deposits, 20 days before. Learner 5's share, £140, returns £40 beyond their deposit; the
    // £560 paying for the four left returns £160 beyond their four deposits.
    const { booking } = await scene({ billing: "deposit", daysAway: 20, paid: 70_000 });
    expect((await release(booking.accessToken, [5])).status).toBe(200);
    const quote = (await (
      await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/cancellation`)
    ).json()) as { amount: number; reason: string };
    expect(quote).toMatchObject({
      amount: 16_000,
      reason: expect.stringMatching(/all of £160 paid beyond the deposit/),
    });
  });

  it("refuses to release every learner: that is cancelling the booking", async () => {
    const { booking } = await scene({ seats: 2 });
    const response = await release(booking.accessToken, [1, 2]);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toMatch(/cancel the whole booking/);
    expect((await bookingNow(db(), booking.id)).seats).toBe(2);
  });

  it("refuses a bad request with 400 and an unknown seat with 409", async () => {
    const { booking } = await scene({ seats: 3 });
    expect((await release(booking.accessToken, [])).status).toBe(400);
    expect(
      (await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/learners/release`, {})).status,
    ).toBe(400);
    const unknown = await release(booking.accessToken, [7]);
    expect(unknown.status).toBe(409);
    expect(
      (await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/learners/release?positions=x`)).status,
    ).toBe(400);
  });

  it("two releases at once of a booking of two: one goes through, the other is refused, a seat stays held", async () => {
    const { booking, date } = await scene({ seats: 2 });
    const answers = await Promise.all([release(booking.accessToken, [1]), release(booking.accessToken, [2])]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await bookingNow(db(), booking.id)).seats).toBe(1);
    expect(await seatsTakenOn(date.id)).toBe(1);
    const seated = (await learnersNow(db(), booking.id)).filter((row) => row.releasedAt === null);
    expect(seated).toHaveLength(1);
    const refunds = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, "refund")));
    expect(refunds.map((refund) => refund.amount)).toEqual([24_900]);
  });

  it("many releases at once of a group of five leave at least one learner, each seat refunded once", async () => {
    const { booking, date } = await scene({ seats: 5 });
    const answers = await Promise.all([1, 2, 3, 4, 5].map((position) => release(booking.accessToken, [position])));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(1);
    expect((await bookingNow(db(), booking.id)).seats).toBe(1);
    expect(await seatsTakenOn(date.id)).toBe(1);
    const refunds = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, "refund")));
    expect(refunds.map((refund) => refund.amount)).toEqual([GROUP_SEAT, GROUP_SEAT, GROUP_SEAT, GROUP_SEAT]);
  });

  it("a release and a whole cancellation at once: the booking ends cancelled, never refunding more than was paid", async () => {
    const { booking, date } = await scene({ seats: 3 });
    const [released, cancelled] = await Promise.all([
      release(booking.accessToken, [2]),
      postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/cancel`, {}),
    ]);
    expect(cancelled.status).toBe(200);
    expect([200, 409]).toContain(released.status);
    expect((await bookingNow(db(), booking.id)).status).toBe("cancelled");
    expect(await seatsTakenOn(date.id)).toBe(0);
    const refunds = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, booking.id), eq(payments.kind, "refund")));
    // Booked 30 days before a start 30 days away: everything back, once.
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(24_900 * 3);
  });

  it("offers the freed seat to the waiting list, as a cancellation does", async () => {
    const { booking, date, course } = await scene({ seats: 5, maxSeats: 5 });
    await insertWaitingPerson(db(), { courseId: course.id, availableDateId: date.id });
    expect((await release(booking.accessToken, [5])).status).toBe(200);
    await waitlistSweepHandler(site.app.ctx.site)({
      db: db(),
      logger: createLogger("silent"),
      now: new Date(),
      job: {} as Job,
    });
    const [entry] = await db().select().from(waitlistEntries).where(eq(waitlistEntries.availableDateId, date.id));
    expect(entry!.status).toBe("offered");
  });

  it("a whole cancellation afterwards does not refund again what the release kept", async () => {
    // Released 10 days before (half kept), the rest cancelled the same day: half of what pays for the four seats.
    const { booking } = await scene({ daysAway: 10 });
    expect((await release(booking.accessToken, [2])).status).toBe(200);
    const quote = (await (
      await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/cancellation`)
    ).json()) as { amount: number };
    expect(quote.amount).toBe((GROUP_SEAT * 4) / 2);
  });
});

describe("staff release some learners of a group", () => {
  it("refunds everything of the seat when the academy asked, checks the form's figure, and logs it", async () => {
    const { booking } = await scene({ daysAway: 5 });
    const quote = await site.admin.get<ReleaseQuoteView>(
      `/bookings/${booking.id}/learners/release?positions=2&requestedBy=academy`,
    );
    expect(quote.refund).toBe(GROUP_SEAT);
    const stale = await site.admin.send("POST", `/bookings/${booking.id}/learners/release`, {
      positions: [2],
      requestedBy: "academy",
      refund: 1,
    });
    expect(stale.status).toBe(409);
    await site.admin.post(`/bookings/${booking.id}/learners/release`, {
      positions: [2],
      requestedBy: "academy",
      refund: GROUP_SEAT,
    });
    expect((await bookingNow(db(), booking.id)).seats).toBe(4);
    const [payer] = await db().select().from(emailOutbox).where(like(emailOutbox.kind, "learners-released:%"));
    expect(payer!.text.replace(/\s+/g, " ")).toMatch(/We have cancelled Learner 2 .* Refund: £224\.10/);
    const view = await site.admin.get<{ learners: { fullName: string; state: string }[] }>(
      `/bookings/${booking.id}/learners`,
    );
    expect(view.learners.map((learner) => `${learner.fullName} ${learner.state}`)).toEqual([
      "Sam Taylor seated",
      "Learner 3 seated",
      "Learner 4 seated",
      "Learner 5 seated",
      "Learner 2 released",
    ]);
    const [released] = await db()
      .select()
      .from(learners)
      .where(and(eq(learners.bookingId, booking.id), eq(learners.position, 2)));
    expect(released!.releasedAt).not.toBeNull();
  });

  it("refunds nothing 5 days before when the customer asked", async () => {
    const { booking } = await scene({ daysAway: 5 });
    const quote = await site.admin.get<ReleaseQuoteView>(
      `/bookings/${booking.id}/learners/release?positions=2&requestedBy=customer`,
    );
    expect(quote).toMatchObject({ refund: 0, reason: expect.stringMatching(/no refund/) });
  });
});

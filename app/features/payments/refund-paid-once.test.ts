// One cancellation, one story (issue 21, L2): a booking paid as deposit and balance is refunded in two ledger rows,
// one per payment, but the customer hears of one refund: the cancellation says what comes back in total, and one
// e-mail says when all of it has been paid back, not one per part. Whether the parts settle through the refund job,
// the provider's events or staff paying back by hand, and when they settle at the same moment (on PostgreSQL the
// settlements really overlap; TEST_DATABASE_URL).
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "#db/schema";
import { addDays, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer, payWithTestCard, runRefundJobs } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse, insertInstance } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { bookingPageView } from "#app/features/booking/booking-page/booking-page.server";
import { getBookingSummary } from "#app/features/booking/booking-summary.server";
import type { PaymentProvider } from "./payment-provider";
import { recordRefundUpdate } from "./record-refund.server";
import { paymentsOfKind } from "#test/support/ledger";

const site = setUpTestApp({ admin: true, start: { env: { LOG_LEVEL: "silent" } } });

/** The app's provider, except that refunds are only accepted: they settle later, when the provider says so. */
const settlesLater = (): PaymentProvider => ({
  ...site.app.ctx.payments,
  refund: async (request) => ({ id: `re_later_${request.idempotencyKey}`, status: "pending" }),
});

/**
 * A £249 booking 30 days away, paid as a £100 deposit by card and a £149 balance (by card, or recorded by staff as a
 * bank transfer), then cancelled by the customer: the whole £249 comes back.
 */
async function cancelledAfterDepositAndBalance(balanceBy: "card" | "transfer" = "card", email = customer.email) {
  const db = site.app.ctx.db;
  const course = await insertCourse(db, { price: 24_900 });
  const date = await insertAvailableDate(db, { courseId: course.id, date: addDays(londonToday(), 30), maxSeats: 1 });
  const created = (await (
    await postJson(site.app, "/api/bookings", {
      courseId: course.id,
      availableDateId: date.id,
      userDetails: { ...customer, email },
      paymentType: "deposit",
      paymentAmount: 10_000,
    })
  ).json()) as { id: string; accessToken: string; reference: string };
  const intent = (await (await postJson(site.app, "/api/create-payment-intent", { bookingId: created.id })).json()) as {
    clientSecret: string;
  };
  expect((await payWithTestCard(site.app, intent.clientSecret)).status).toBe(200);
  if (balanceBy === "card") {
    const balance = (await (
      await postJson(site.app, `/api/bookings/by-token/${created.accessToken}/balance-payment`, {})
    ).json()) as { clientSecret: string };
    expect((await payWithTestCard(site.app, balance.clientSecret)).status).toBe(200);
  } else {
    const recorded = await site.admin.send("POST", `/bookings/${created.id}/payments`, {
      amount: 14_900,
      method: "Bank transfer",
    });
    expect(recorded.status).toBe(201);
  }
  const cancelled = await postJson(site.app, `/api/bookings/by-token/${created.accessToken}/cancel`, {});
  expect(await cancelled.json()).toMatchObject({ status: "cancelled", refund: { amount: 24_900 } });
  return created;
}

const outboxOf = (bookingId: string, kind: string) =>
  site.app.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, bookingId), like(emailOutbox.kind, kind)));
const refundsOf = (bookingId: string) => paymentsOfKind(site.app.ctx.db, bookingId, "refund");

describe("a cancelled booking paid as deposit and balance", () => {
  it("is told once what is refunded, and once when all £249 has been paid back", async () => {
    const booking = await cancelledAfterDepositAndBalance();
    const [cancellation] = await outboxOf(booking.id, "booking-cancelled");
    expect(cancellation!.text).toContain("Refund: £249");
    expect((await refundsOf(booking.id)).map((row) => row.amount).sort()).toEqual([10_000, 14_900]);

    await runRefundJobs(site.app);
    expect((await refundsOf(booking.id)).map((row) => row.state)).toEqual(["succeeded", "succeeded"]);
    const told = await outboxOf(booking.id, "refund-paid:%");
    expect(told.map((email) => email.subject)).toEqual([`Your refund of £249 has been paid (${booking.reference})`]);
    expect(told[0]!.text).toContain("Your refund of £249 for your booking");
    expect(told[0]!.text).toContain("Refund: £249");
    expect(told[0]!.text).toContain("How: To the card you paid with");
    expect(told[0]!.text).not.toMatch(/£149|£100/);
  });

  it("reads on the booking page as one refund of £249 with its parts", async () => {
    const booking = await cancelledAfterDepositAndBalance();
    await runRefundJobs(site.app);
    const summary = (await getBookingSummary(site.app.ctx.db, { id: booking.id }))!;
    const view = await bookingPageView(site.app.ctx.db, summary, site.app.ctx.site);
    const refunds = view.payments.filter((payment) => payment.label.startsWith("Refund"));
    expect(refunds.map((payment) => payment.label)).toEqual([
      "Refund of £249, part 1 of 2",
      "Refund of £249, part 2 of 2",
    ]);
    expect(refunds.map((payment) => payment.amount).sort()).toEqual([10_000, 14_900]);
    expect(view.amountRefunded).toBe(24_900);
  });

  it("says nothing when the first part settles at the provider, and tells the whole refund when the last does", async () => {
    const booking = await cancelledAfterDepositAndBalance();
    await runRefundJobs(site.app, settlesLater());
    const [first, second] = await refundsOf(booking.id);
    expect([first!.state, second!.state]).toEqual(["pending", "pending"]);

    expect(
      await recordRefundUpdate(
        site.app.ctx.db,
        { refundId: first!.providerRef!, status: "succeeded" },
        site.app.ctx.site,
      ),
    ).toBe(true);
    expect(await outboxOf(booking.id, "refund-paid:%")).toEqual([]);
    await recordRefundUpdate(
      site.app.ctx.db,
      { refundId: second!.providerRef!, status: "succeeded" },
      site.app.ctx.site,
    );
    // The provider saying so again changes nothing.
    await recordRefundUpdate(
      site.app.ctx.db,
      { refundId: second!.providerRef!, status: "succeeded" },
      site.app.ctx.site,
    );
    expect((await outboxOf(booking.id, "refund-paid:%")).map((email) => email.subject)).toEqual([
      `Your refund of £249 has been paid (${booking.reference})`,
    ]);
  });

  it("waits for staff to pay back the part that came by bank transfer, then tells both parts' ways in one e-mail", async () => {
    const booking = await cancelledAfterDepositAndBalance("transfer");
    await runRefundJobs(site.app);
    const byHand = (await refundsOf(booking.id)).find((row) => row.state === "pending")!;
    expect(byHand.amount).toBe(14_900);
    // The card part is back; the transfer is not yet: nothing to tell.
    expect(await outboxOf(booking.id, "refund-paid:%")).toEqual([]);

    const paidBack = await site.admin.send("POST", `/refunds/${byHand.id}/paid-back`, { method: "Bank transfer" });
    expect(paidBack.status).toBe(200);
    const told = await outboxOf(booking.id, "refund-paid:%");
    expect(told.map((email) => email.subject)).toEqual([`Your refund of £249 has been paid (${booking.reference})`]);
    expect(told[0]!.text).toContain("How: £100 to the card you paid with, £149 by bank transfer");
  });

  it("a date change's refund split over the balance and the deposit is told once too", async () => {
    const db = site.app.ctx.db;
    const course = await insertCourse(db, { price: 24_900 });
    const date = await insertAvailableDate(db, { courseId: course.id, date: addDays(londonToday(), 30), maxSeats: 1 });
    // A cheaper run of the same course: £49, so £200 of the £249 paid comes back (£149 balance, £51 of the deposit).
    const cheaper = await insertInstance(db, {
      courseId: course.id,
      startDate: addDays(londonToday(), 40),
      price: 4_900,
      maxSeats: 4,
    });
    const created = (await (
      await postJson(site.app, "/api/bookings", {
        courseId: course.id,
        availableDateId: date.id,
        userDetails: customer,
        paymentType: "deposit",
        paymentAmount: 10_000,
      })
    ).json()) as { id: string; accessToken: string; reference: string };
    const intent = (await (
      await postJson(site.app, "/api/create-payment-intent", { bookingId: created.id })
    ).json()) as {
      clientSecret: string;
    };
    expect((await payWithTestCard(site.app, intent.clientSecret)).status).toBe(200);
    const balance = (await (
      await postJson(site.app, `/api/bookings/by-token/${created.accessToken}/balance-payment`, {})
    ).json()) as { clientSecret: string };
    expect((await payWithTestCard(site.app, balance.clientSecret)).status).toBe(200);

    const moved = await postJson(site.app, `/api/bookings/by-token/${created.accessToken}/date-change`, {
      instanceId: cheaper.id,
    });
    expect(moved.status).toBe(200);
    expect((await refundsOf(created.id)).map((row) => row.amount).sort()).toEqual([14_900, 5_100]);
    await runRefundJobs(site.app);
    expect((await outboxOf(created.id, "refund-paid:%")).map((email) => email.subject)).toEqual([
      `Your refund of £200 has been paid (${created.reference})`,
    ]);
  });

  it("is told exactly once when both parts settle at the same moment", async () => {
    const bookings = await Promise.all(
      Array.from({ length: 4 }, (_, round) => cancelledAfterDepositAndBalance("card", `race${round}@example.com`)),
    );
    await runRefundJobs(site.app, settlesLater());
    await Promise.all(
      bookings.map(async (booking) => {
        const parts = await refundsOf(booking.id);
        const settle = (refundId: string) =>
          recordRefundUpdate(site.app.ctx.db, { refundId, status: "succeeded" }, site.app.ctx.site);
        await Promise.all(parts.flatMap((part) => [settle(part.providerRef!), settle(part.providerRef!)]));
      }),
    );
    for (const booking of bookings) {
      expect((await refundsOf(booking.id)).map((row) => row.state)).toEqual(["succeeded", "succeeded"]);
      expect((await outboxOf(booking.id, "refund-paid:%")).map((email) => email.subject)).toEqual([
        `Your refund of £249 has been paid (${booking.reference})`,
      ]);
    }
  });
});

// Money at its edges (issue 19): each sequence here took or returned the wrong money before the booking had one
// figure for what it holds and card attempts could be closed. Through the public and staff API with the test
// provider, on PGlite and PostgreSQL; a Stripe-style report on a closed attempt goes through recordPaymentSucceeded,
// as the webhook does.
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingEvents, bookings, emailOutbox, jobs, payments } from "#db/schema";
import { addDays, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { bookAndPayThroughApi, payWithTestCard, runRefundJobs } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse, insertInstance } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { paymentsOf } from "./ledger.server";
import { recordPaymentSucceeded } from "./record-payment.server";
import { CANCEL_INTENT_JOB } from "./attempts.server";
import { postBooking } from "./payments-test-kit";

const site = setUpTestApp({ admin: true, start: { env: { LOG_LEVEL: "error" } } });
const today = londonToday();
const db = () => site.app.ctx.db;

type ByToken = { status: string; amountPaid: number; amountHeld: number; amountRefunded: number; balanceDue: number };
const byToken = async (token: string) =>
  (await (await site.app.fetch(`/api/bookings/by-token/${token}`)).json()) as ByToken;
type StaffBooking = {
  amountPaid: number;
  amountHeld: number;
  overpaid: number;
  needsRefund: boolean;
  timeline: { text: string }[];
};
const staffView = (id: string) => site.admin.get<StaffBooking>(`/bookings/${id}`);
const ledgerOf = async (id: string) =>
  (await paymentsOf(db(), id)).map((row) => [row.kind, row.amount, row.state] as const);
const refundTotal = async (id: string) =>
  (await paymentsOf(db(), id))
    .filter((row) => row.kind === "refund" && (row.state === "pending" || row.state === "succeeded"))
    .reduce((sum, row) => sum + row.amount, 0);

async function course(price = 24_900) {
  const created = await insertCourse(db(), { price });
  const date = await insertAvailableDate(db(), { courseId: created.id, date: addDays(today, 30), maxSeats: 4 });
  return { course: created, date };
}

async function depositBooking() {
  const { course: c, date } = await course();
  return bookAndPayThroughApi(site.app, {
    courseId: c.id,
    date: { availableDateId: date.id },
    paymentType: "deposit",
    paymentAmount: 10_000,
  });
}

const openBalance = async (token: string) => {
  const response = await postJson(site.app, `/api/bookings/by-token/${token}/balance-payment`, {});
  expect(response.status).toBe(200);
  return (await response.json()) as { clientSecret: string; amount: number };
};

describe("overpayment (defect 1)", () => {
  it("closes the customer's open balance form when staff record the balance by hand: nothing more is taken", async () => {
    const booking = await depositBooking();
    const form = await openBalance(booking.accessToken);
    expect(form.amount).toBe(14_900);
    const recorded = await site.admin.send("POST", `/bookings/${booking.id}/payments`, {
      amount: 14_900,
      method: "Bank transfer",
    });
    expect(recorded.status).toBe(201);

    const late = await payWithTestCard(site.app, form.clientSecret);
    expect(late.status).toBe(409);
    expect(await late.json()).toEqual({
      message: "This payment is no longer open: nothing was taken. Please start again from your booking.",
    });
    expect(await byToken(booking.accessToken)).toMatchObject({ amountPaid: 24_900, amountHeld: 24_900, balanceDue: 0 });
    expect(await ledgerOf(booking.id)).toEqual([
      ["deposit", 10_000, "succeeded"],
      ["balance", 14_900, "canceled"],
      ["manual", 14_900, "succeeded"],
    ]);
  });

  it("closes a replaced attempt: only the newest balance form can be paid", async () => {
    const booking = await depositBooking();
    const first = await openBalance(booking.accessToken);
    await site.admin.send("POST", `/bookings/${booking.id}/payments`, { amount: 4_900, method: "Cash" });
    const second = await openBalance(booking.accessToken);
    expect(second.amount).toBe(10_000);
    expect((await payWithTestCard(site.app, first.clientSecret)).status).toBe(409);
    expect(await (await payWithTestCard(site.app, second.clientSecret)).json()).toMatchObject({
      outcome: "balance-paid",
    });
    expect(await byToken(booking.accessToken)).toMatchObject({ amountHeld: 24_900, balanceDue: 0 });
  });

  it("refunds money that still arrives on a closed attempt (a Stripe tab completed as it was closed), and says so", async () => {
    const booking = await depositBooking();
    await openBalance(booking.accessToken);
    await site.admin.send("POST", `/bookings/${booking.id}/payments`, { amount: 14_900, method: "Bank transfer" });
    const [closed] = (await paymentsOf(db(), booking.id)).filter((row) => row.state === "canceled");
    // The provider was asked to cancel its intent.
    const cancels = await db().select().from(jobs).where(eq(jobs.kind, CANCEL_INTENT_JOB));
    expect(cancels.map((job) => job.payload.paymentId)).toEqual([closed!.id]);

    const outcome = await recordPaymentSucceeded(
      db(),
      { provider: "test", intentId: closed!.providerRef!, paymentId: closed!.id, amount: 14_900, currency: "gbp" },
      site.app.ctx.site,
    );
    expect(outcome).toBe("refund-needed");
    // Recorded (it was taken) and refunded at once: held stays at the price; staff see it overpaid until it is back.
    expect(await byToken(booking.accessToken)).toMatchObject({ amountPaid: 39_800, amountHeld: 24_900 });
    expect(await staffView(booking.id)).toMatchObject({ overpaid: 14_900, amountHeld: 24_900, needsRefund: false });
    expect(await refundTotal(booking.id)).toBe(14_900);
    const overpaidList = async () =>
      (
        await site.admin.get<{ overpaid: { reference: string; overpaid: number; refundPending: number }[] }>(
          "/money-owed",
        )
      ).overpaid;
    expect(await overpaidList()).toEqual([
      expect.objectContaining({ reference: booking.reference, overpaid: 14_900, refundPending: 14_900 }),
    ]);
    const told = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, booking.id), like(emailOutbox.kind, "money-returned:%")));
    expect(told.map((email) => email.subject)).toEqual([
      `We received £149: £149 will be refunded (${booking.reference})`,
    ]);
    // No receipt for money the booking did not keep.
    const receipts = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, booking.id), eq(emailOutbox.kind, `receipt:${closed!.id}`)));
    expect(receipts).toEqual([]);

    expect(await runRefundJobs(site.app)).toEqual({ ran: 1, failed: 0 });
    expect(await staffView(booking.id)).toMatchObject({ overpaid: 0, amountHeld: 24_900, amountPaid: 24_900 });
    expect(await overpaidList()).toEqual([]);
  });

  it("keeps only what is owed of a payment that arrives on an open attempt beyond the balance", async () => {
    const booking = await depositBooking();
    const form = await openBalance(booking.accessToken);
    // Money recorded without going through the staff form (an older server, a race): the attempt is still open.
    await db().insert(payments).values({
      bookingId: booking.id,
      kind: "manual",
      amount: 10_000,
      provider: "manual",
      method: "Cash",
      state: "succeeded",
      settledAt: new Date(),
    });
    expect(await (await payWithTestCard(site.app, form.clientSecret)).json()).toMatchObject({
      outcome: "balance-paid",
    });
    expect(await byToken(booking.accessToken)).toMatchObject({ amountHeld: 24_900, balanceDue: 0 });
    expect(await refundTotal(booking.id)).toBe(10_000);
    expect((await staffView(booking.id)).overpaid).toBe(10_000);
  });
});

describe("over-refund (defect 2)", () => {
  /** Runs of one course at `prices`, `days` from today, and a booking of the first, paid through the API as `payment`. */
  async function bookingOnFirstRun(
    prices: number[],
    days: number[],
    payment: { paymentType: "deposit" | "full"; paymentAmount: number },
  ) {
    const c = await insertCourse(db(), { price: prices[0]! });
    const dates = [];
    for (const [i, price] of prices.entries()) {
      dates.push(
        await insertInstance(db(), { courseId: c.id, startDate: addDays(today, days[i]!), maxSeats: 4, price }),
      );
    }
    const booking = await bookAndPayThroughApi(site.app, {
      courseId: c.id,
      date: { instanceId: dates[0]!.id },
      ...payment,
    });
    return { dates, booking };
  }

  it("cancelling straight after a move to a cheaper date refunds by the policy on what is left, not twice", async () => {
    const { dates, booking } = await bookingOnFirstRun([24_900, 14_900], [16, 10], {
      paymentType: "full",
      paymentAmount: 24_900,
    });
    // Booked 20 days ago: the cooling-off period is over.
    await db()
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(bookings.id, booking.id));
    const moved = await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/date-change`, {
      instanceId: dates[1]!.id,
    });
    expect(await moved.json()).toMatchObject({ amountPaid: 24_900, amountHeld: 14_900, refund: 10_000 });
    const cancelled = await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/cancel`, {});
    // 10 days before the new date: half of the £149 still held, not half of £249.
    expect(await cancelled.json()).toMatchObject({ refund: { amount: 7_450 } });
    expect(await refundTotal(booking.id)).toBe(17_450);
  });

  it("two staff moves to cheaper dates refund the two differences, and the booking owes nothing", async () => {
    const { dates, booking } = await bookingOnFirstRun([29_900, 19_900, 14_900], [30, 35, 40], {
      paymentType: "deposit",
      paymentAmount: 10_000,
    });
    await site.admin.send("POST", `/bookings/${booking.id}/payments`, { amount: 19_900, method: "Bank transfer" });
    for (const date of [dates[1]!, dates[2]!]) {
      const moved = await site.admin.send("POST", `/bookings/${booking.id}/move`, { instanceId: date.id });
      expect(moved.status).toBe(200);
    }
    expect(await refundTotal(booking.id)).toBe(15_000);
    expect(await byToken(booking.accessToken)).toMatchObject({ amountHeld: 14_900, balanceDue: 0 });
  });

  it("moving to a cheaper date and straight back takes back the refund not yet sent, instead of charging again", async () => {
    const { dates, booking } = await bookingOnFirstRun([24_900, 14_900, 24_900], [30, 35, 40], {
      paymentType: "full",
      paymentAmount: 24_900,
    });
    await site.admin.send("POST", `/bookings/${booking.id}/move`, { instanceId: dates[1]!.id });
    expect(await refundTotal(booking.id)).toBe(10_000);
    const back = await site.admin.send("POST", `/bookings/${booking.id}/move`, { instanceId: dates[2]!.id });
    expect(back.status).toBe(200);
    expect(await refundTotal(booking.id)).toBe(0);
    expect(await byToken(booking.accessToken)).toMatchObject({ amountHeld: 24_900, balanceDue: 0 });
    const moves = await db()
      .select({ text: bookingEvents.text })
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.kind, "date-changed")));
    expect(moves.at(-1)!.text).toContain("£100 dearer: the £100 refund not yet paid back is cancelled instead");
    // The refund job finds nothing to send.
    await runRefundJobs(site.app);
    expect(await refundTotal(booking.id)).toBe(0);
  });
});

describe("a replaced hold paid late in its old tab (defect 3)", () => {
  it("never confirms a second seat: the old attempt is closed, and money on it is refunded", async () => {
    const { course: c, date } = await course();
    const book = () => postBooking(site.app, { courseId: c.id, availableDateId: date.id });
    const first = (await (await book()).json()) as { id: string };
    const oldTab = (await (await postJson(site.app, "/api/create-payment-intent", { bookingId: first.id })).json()) as {
      clientSecret: string;
    };
    const second = (await (await book()).json()) as { id: string };
    const newTab = (await (
      await postJson(site.app, "/api/create-payment-intent", { bookingId: second.id })
    ).json()) as {
      clientSecret: string;
    };
    expect(await (await payWithTestCard(site.app, newTab.clientSecret)).json()).toMatchObject({ outcome: "confirmed" });
    expect((await payWithTestCard(site.app, oldTab.clientSecret)).status).toBe(409);

    // Stripe's webhook for the old intent, had it been paid before its cancel reached Stripe.
    const [old] = await paymentsOf(db(), first.id);
    const outcome = await recordPaymentSucceeded(
      db(),
      { provider: "test", intentId: old!.providerRef!, paymentId: old!.id, amount: 24_900, currency: "gbp" },
      site.app.ctx.site,
    );
    expect(outcome).toBe("refund-needed");
    const statuses = await db().select({ status: bookings.status }).from(bookings).where(eq(bookings.courseId, c.id));
    expect(statuses.filter((row) => row.status === "confirmed")).toHaveLength(1);
    expect(await refundTotal(first.id)).toBe(24_900);
  });
});

/** A full payment cancelled by the customer, whose refund the provider refused (Stripe's refund.updated failed). */
async function cancelledWithFailedRefund() {
  const { course: c, date } = await course();
  const booking = await bookAndPayThroughApi(site.app, {
    courseId: c.id,
    date: { availableDateId: date.id },
    paymentType: "full",
    paymentAmount: 24_900,
  });
  await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/cancel`, {});
  const [refund] = (await paymentsOf(db(), booking.id)).filter((row) => row.kind === "refund");
  await db().update(payments).set({ state: "failed" }).where(eq(payments.id, refund!.id));
  await db().update(jobs).set({ status: "done" });
  return { booking, refund: refund! };
}

describe("retrying a refund (defect 4)", () => {
  it("is refused once staff have refunded that money another way", async () => {
    const { booking, refund } = await cancelledWithFailedRefund();
    const again = await site.admin.send("POST", `/bookings/${booking.id}/refund`, {
      amount: 24_900,
      reason: "Card refund failed; refunding again",
    });
    expect(again.status).toBe(200);
    const retry = await site.admin.send("POST", `/refunds/${refund.id}/retry`, {});
    expect(retry.status).toBe(409);
    expect(await retry.json()).toEqual({
      message: "This refund cannot be tried again: only £0 of that payment has not already been refunded.",
    });
    expect(await refundTotal(booking.id)).toBe(24_900);
  });

  it("is allowed while the payment still holds the amount", async () => {
    const { booking, refund } = await cancelledWithFailedRefund();
    expect((await site.admin.send("POST", `/refunds/${refund.id}/retry`, {})).status).toBe(200);
    expect(await refundTotal(booking.id)).toBe(24_900);
  });
});

describe("alerts and messages per event (defect 5)", () => {
  it("alerts staff and tells the customer once per payment received after a cancellation", async () => {
    const booking = await depositBooking();
    const forms = [await openBalance(booking.accessToken)];
    // Booked long ago: the customer asking to cancel keeps nothing of the deposit (the policy), so only what comes
    // after is returned.
    await db()
      .update(bookings)
      .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(bookings.id, booking.id));
    await site.admin.send("POST", `/bookings/${booking.id}/cancel`, {
      requestedBy: "customer",
      notifyCustomer: false,
    });
    // Two Stripe payments on attempts closed by the cancellation (two old tabs).
    const closed = (await paymentsOf(db(), booking.id)).filter((row) => row.state === "canceled");
    expect(closed).toHaveLength(forms.length);
    const extra = (
      await db()
        .insert(payments)
        .values({ bookingId: booking.id, kind: "balance", amount: 14_900, provider: "test", state: "canceled" })
        .returning()
    )[0]!;
    for (const row of [...closed, extra]) {
      await recordPaymentSucceeded(
        db(),
        { provider: "test", intentId: `pi_test_${row.id}`, paymentId: row.id, amount: 14_900, currency: "gbp" },
        site.app.ctx.site,
      );
    }
    const outbox = await db().select().from(emailOutbox).where(eq(emailOutbox.bookingId, booking.id));
    expect(outbox.filter((email) => email.kind.startsWith("staff-alert:"))).toHaveLength(2);
    expect(outbox.filter((email) => email.kind.startsWith("money-returned:"))).toHaveLength(2);
    const queuedLines = (await staffView(booking.id)).timeline.filter((event) => event.text.includes("e-mail queued"));
    expect(queuedLines.filter((event) => event.text.startsWith("Money returned"))).toHaveLength(2);
    expect(await refundTotal(booking.id)).toBe(29_800);
  });
});

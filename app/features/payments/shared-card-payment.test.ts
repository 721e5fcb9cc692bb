// One card payment for a first-aid bundle's two bookings (decision 026): one intent for the sum, one ledger row per
// booking for its own share, settled together; afterwards each booking is on its own (a refund of one goes back on
// its own row against the shared intent). The money model's invariants hold throughout.
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bookings, emailOutbox, payments } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { payWithTestCard, runRefundJobs } from "#test/support/booking-fixtures";
import { COURSE_PRICE, EFAW_PRICE, postBundleBooking, type BundleAnswer } from "#test/support/first-aid-bundle-scene";
import { postJson } from "#test/support/test-app";
import { checkInvariants } from "#test/model/invariants";
import type { PaymentProvider, RefundRequest } from "./payment-provider";
import { recordPaymentSucceeded } from "./record-payment.server";
import { recordChargeRefunded, recordPaymentFailed } from "./record-refund.server";
import type { StartedPayment } from "./start-card-payment.server";

const site = setUpTestApp();
const db = () => site.app.ctx.db;
let bundle: BundleAnswer;

beforeEach(async () => {
  const response = await postBundleBooking(site.app);
  expect(response.status).toBe(201);
  bundle = (await response.json()) as BundleAnswer;
});

const startPayment = async (bookingId = bundle.id) => {
  const response = await postJson(site.app, "/api/create-payment-intent", { bookingId });
  expect(response.status).toBe(200);
  return (await response.json()) as StartedPayment;
};
const rowsOf = (bookingId: string) =>
  db()
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), sql`${payments.kind} <> 'refund'`));
const bookingOf = async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const confirmationsOf = (bookingId: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, bookingId), eq(emailOutbox.kind, "booking-confirmation")));

async function invariantViolations() {
  const query = async (text: string) =>
    ((await db().execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] }).rows;
  const results = await checkInvariants(query, { staff: new Map(), customer: new Map() });
  return results.flatMap((result) => result.violations.map((violation) => `${result.name}: ${violation.detail}`));
}

describe("the first-aid bundle's one card payment", () => {
  it("is one intent for the sum, with each booking's own row for its share, and a second click reuses it", async () => {
    const started = await startPayment();
    expect(started.amount).toBe(COURSE_PRICE + EFAW_PRICE);
    expect(started.lines?.map((line) => [line.bookingId, line.amount])).toEqual([
      [bundle.id, COURSE_PRICE],
      [bundle.firstAidBooking.id, EFAW_PRICE],
    ]);
    const [courseRow] = await rowsOf(bundle.id);
    const [efawRow] = await rowsOf(bundle.firstAidBooking.id);
    expect(courseRow).toMatchObject({ kind: "full", amount: COURSE_PRICE, state: "pending" });
    expect(efawRow).toMatchObject({ kind: "full", amount: EFAW_PRICE, state: "pending" });
    expect(efawRow!.providerRef).toBe(courseRow!.providerRef);
    expect(courseRow!.providerRef).toBeTruthy();
    expect(efawRow!.idempotencyKey).not.toBe(courseRow!.idempotencyKey);

    // Again, and from the EFAW booking's own page: the same payment, no new rows.
    expect((await startPayment()).clientSecret).toBe(started.clientSecret);
    const fromPage = await postJson(
      site.app,
      `/api/bookings/by-token/${bundle.firstAidBooking.accessToken}/first-payment`,
      {},
    );
    expect(((await fromPage.json()) as StartedPayment).clientSecret).toBe(started.clientSecret);
    expect(await rowsOf(bundle.id)).toHaveLength(1);
    expect(await rowsOf(bundle.firstAidBooking.id)).toHaveLength(1);
  });

  it("paid by test card, confirms both bookings, each with its own settled row and confirmation e-mail", async () => {
    const started = await startPayment();
    const paid = await payWithTestCard(site.app, started.clientSecret);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ status: "succeeded", outcome: "confirmed" });
    for (const [id, amount] of [
      [bundle.id, COURSE_PRICE],
      [bundle.firstAidBooking.id, EFAW_PRICE],
    ] as const) {
      expect((await bookingOf(id)).status).toBe("confirmed");
      expect(await rowsOf(id)).toEqual([expect.objectContaining({ amount, state: "succeeded" })]);
      expect(await confirmationsOf(id)).toHaveLength(1);
    }
    // Each booking's page (and the success page) names the other, with what it took.
    const summary = await (await site.app.fetch(`/api/bookings/by-token/${bundle.accessToken}`)).json();
    expect(summary).toMatchObject({
      bundledWith: {
        reference: bundle.firstAidBooking.reference,
        courseTitle: "Emergency First Aid at Work",
        status: "confirmed",
        paymentType: "full",
        paymentAmount: EFAW_PRICE,
      },
    });
    // A repeated report changes nothing.
    const [row] = await rowsOf(bundle.id);
    expect(
      await recordPaymentSucceeded(
        db(),
        { provider: "test", intentId: row!.providerRef!, amount: COURSE_PRICE + EFAW_PRICE, currency: "gbp" },
        site.app.ctx.site,
      ),
    ).toBe("already-confirmed");
    expect(await invariantViolations()).toEqual([]);
  });

  it("confirms neither when the money is not the sum of its rows", async () => {
    await startPayment();
    const [row] = await rowsOf(bundle.id);
    const outcome = await recordPaymentSucceeded(
      db(),
      // As Stripe reports it: the intent's metadata names the course booking and its row.
      {
        provider: "stripe",
        intentId: row!.providerRef!,
        bookingId: bundle.id,
        paymentId: row!.id,
        amount: COURSE_PRICE,
        currency: "gbp",
      },
      site.app.ctx.site,
    );
    expect(outcome).toBe("payment-mismatch");
    expect((await bookingOf(bundle.id)).status).toBe("pending");
    expect((await bookingOf(bundle.firstAidBooking.id)).status).toBe("pending");
    expect((await bookingOf(bundle.id)).needsRefund).toBe(true);
  });

  it("a declined card fails both rows, and the next 'Pay' opens a new payment for both", async () => {
    const first = await startPayment();
    const [row] = await rowsOf(bundle.id);
    expect(await recordPaymentFailed(db(), row!.providerRef!)).toBe(true);
    expect((await rowsOf(bundle.firstAidBooking.id))[0]!.state).toBe("failed");
    const second = await startPayment();
    expect(second.clientSecret).not.toBe(first.clientSecret);
    expect(second.amount).toBe(COURSE_PRICE + EFAW_PRICE);
    expect((await payWithTestCard(site.app, second.clientSecret)).status).toBe(200);
    expect((await bookingOf(bundle.firstAidBooking.id)).status).toBe("confirmed");
  });

  it("cancelling the EFAW booking refunds only its own row, against the shared intent; the course stays", async () => {
    const started = await startPayment();
    expect((await payWithTestCard(site.app, started.clientSecret)).status).toBe(200);
    const cancelled = await postJson(
      site.app,
      `/api/bookings/by-token/${bundle.firstAidBooking.accessToken}/cancel`,
      {},
    );
    expect(cancelled.status).toBe(200);
    const [efawRow] = await rowsOf(bundle.firstAidBooking.id);
    const refunds = await db().select().from(payments).where(eq(payments.kind, "refund"));
    expect(refunds).toEqual([
      expect.objectContaining({ bookingId: bundle.firstAidBooking.id, refundOf: efawRow!.id, state: "pending" }),
    ]);
    const refunded = refunds[0]!.amount;
    expect(refunded).toBeGreaterThan(0);
    expect(refunded).toBeLessThanOrEqual(EFAW_PRICE);

    // The refund job asks the provider for a partial refund of the one intent, keyed by the refund's own row.
    const asked: RefundRequest[] = [];
    const recording: PaymentProvider = {
      ...site.app.ctx.payments,
      refund: (request) => {
        asked.push(request);
        return site.app.ctx.payments.refund(request);
      },
    };
    await runRefundJobs(site.app, recording);
    expect(asked).toEqual([
      { providerRef: efawRow!.providerRef, amount: refunded, idempotencyKey: refunds[0]!.idempotencyKey },
    ]);
    expect((await db().select().from(payments).where(eq(payments.id, refunds[0]!.id)))[0]!.state).toBe("succeeded");
    expect((await bookingOf(bundle.id)).status).toBe("confirmed");
    expect((await bookingOf(bundle.firstAidBooking.id)).status).toBe("cancelled");
    expect(await invariantViolations()).toEqual([]);
  });

  it("Stripe's charge.refunded for the shared intent settles the refunds of either booking it covers", async () => {
    const started = await startPayment();
    expect((await payWithTestCard(site.app, started.clientSecret)).status).toBe(200);
    await postJson(site.app, `/api/bookings/by-token/${bundle.firstAidBooking.accessToken}/cancel`, {});
    const [refund] = await db().select().from(payments).where(eq(payments.kind, "refund"));
    const [row] = await rowsOf(bundle.id);
    // Not yet covered: the charge's refunded total is short of it.
    expect(await recordChargeRefunded(db(), row!.providerRef!, refund!.amount - 1, site.app.ctx.site)).toBe(0);
    expect(await recordChargeRefunded(db(), row!.providerRef!, refund!.amount, site.app.ctx.site)).toBe(1);
    expect((await db().select().from(payments).where(eq(payments.id, refund!.id)))[0]!.state).toBe("succeeded");
  });
});

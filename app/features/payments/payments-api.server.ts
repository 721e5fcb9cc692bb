import { eq } from "drizzle-orm";
import express, { Router } from "express";
import { z } from "zod";
import { payments, webhookEvents } from "#db/schema";
import { CreatePaymentIntentRequestSchema } from "#app/features/booking/schema";
import type { AppContext } from "#server/app-context";
import { badRequest, conflict, HttpError, notFound } from "#app/shared/http-error";
import { parseInput } from "#app/shared/validation";
import { recordPaymentSucceeded } from "./record-payment.server";
import { paymentsOfIntent } from "./ledger.server";
import { recordChargeRefunded, recordPaymentFailed, recordRefundUpdate } from "./record-refund.server";
import { InvalidWebhookSignature, type ProviderEvent } from "./payment-provider";
import { balanceOf, firstPaymentOf, startCardPayment } from "./start-card-payment.server";
import { getBookingSummary } from "#app/features/booking/booking-summary.server";
import { TestCardSchema } from "./schema";
import { testCardOutcome, type createTestProvider } from "./test-provider.server";

/** POST /api/create-payment-intent and the built-in test provider's card endpoint. */
export function paymentsApi(app: AppContext): Router {
  const router = Router();

  router.post("/create-payment-intent", async (req, res) => {
    const { bookingId } = parseInput(CreatePaymentIntentRequestSchema, req.body);
    // The amount is the booking's, whatever the request says (SPEC §7's amount is ignored).
    res.json(await startCardPayment(app, req, bookingId, firstPaymentOf));
  });

  // 'Pay balance' on the customer's booking page (issue 13): the outstanding amount, from the ledger.
  // A seat held from the waiting list (issue 14) is paid for on its booking page: the first payment, by its link.
  router.post("/bookings/by-token/:token/first-payment", async (req, res) => {
    const summary = await getBookingSummary(app.db, { accessToken: req.params.token });
    if (!summary) throw notFound("Booking not found");
    res.set("Cache-Control", "no-store").json(await startCardPayment(app, req, summary.id, firstPaymentOf));
  });

  router.post("/bookings/by-token/:token/balance-payment", async (req, res) => {
    const summary = await getBookingSummary(app.db, { accessToken: req.params.token });
    if (!summary) throw notFound("Booking not found");
    res.set("Cache-Control", "no-store").json(await startCardPayment(app, req, summary.id, balanceOf));
  });

  router.post("/test-payments/confirm", async (req, res) => {
    if (app.payments.name !== "test") throw notFound("The test payment provider is not active");
    const provider = app.payments as ReturnType<typeof createTestProvider>;
    const card = parseInput(TestCardSchema, req.body);
    const intent = await provider.verifyClientSecret(card.clientSecret);
    if (!intent) throw badRequest("This payment could not be found. Please start again.");
    const [payment] = await app.db.select().from(payments).where(eq(payments.id, intent.paymentId));
    if (!payment) throw notFound("Booking not found");
    // As Stripe refuses to confirm a cancelled intent: the attempt was closed (issue 19, attempts.server.ts).
    if (payment.state === "canceled") {
      throw conflict("This payment is no longer open: nothing was taken. Please start again from your booking.");
    }
    const outcome = testCardOutcome({ number: card.cardNumber, expiry: card.expiry, cvc: card.cvc });
    if (!outcome.ok) {
      res.status(402).json({ message: outcome.message, code: outcome.code });
      return;
    }
    // The intent's amount: its row's, or the sum of a first-aid bundle's rows (decision 026).
    const rows = await paymentsOfIntent(app.db, intent.intentId);
    const amount = rows.length > 1 ? rows.reduce((sum, row) => sum + row.amount, 0) : payment.amount;
    const result = await recordPaymentSucceeded(
      app.db,
      { provider: "test", intentId: intent.intentId, paymentId: payment.id, amount, currency: "gbp" },
      app.site,
    );
    res.json({ status: "succeeded", outcome: result });
  });

  return router;
}

const BookingIdSchema = z.uuid();

/**
 * POST /api/webhooks/stripe: verified on the raw body, idempotent on the
 * event id. Mounted before the JSON body parser.
 */
export function stripeWebhookApi(app: AppContext): Router {
  const router = Router();
  router.post("/webhooks/stripe", express.raw({ type: "*/*", limit: "1mb" }), async (req, res) => {
    let event: ProviderEvent | undefined;
    try {
      event = app.payments.parseWebhook(req.body as Buffer, String(req.headers["stripe-signature"] ?? ""));
    } catch (error) {
      if (error instanceof InvalidWebhookSignature) throw new HttpError(400, error.message);
      throw error;
    }
    if (!event) throw notFound("Stripe is not configured");
    const [seen] = await app.db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id));
    if (seen) {
      res.json({ received: true, duplicate: true });
      return;
    }
    if (event.type === "payment-succeeded") {
      // Not one of this site's intents (or not a booking id at all): acknowledged, so Stripe does not retry it
      // for days; nothing to confirm (security review F12).
      const bookingId = BookingIdSchema.safeParse(event.bookingId);
      const paymentId = BookingIdSchema.safeParse(event.paymentId);
      if (!bookingId.success) {
        req.log?.warn(
          { eventId: event.id, intentId: event.intentId },
          "payment ignored: no valid booking id in its metadata",
        );
      } else {
        const report = {
          provider: "stripe" as const,
          intentId: event.intentId,
          bookingId: bookingId.data,
          paymentId: paymentId.success ? paymentId.data : undefined,
          amount: event.amount,
          currency: event.currency,
        };
        const outcome = await recordPaymentSucceeded(app.db, report, app.site);
        const { provider: _provider, ...logged } = report;
        if (outcome === "confirmed" || outcome === "already-confirmed" || outcome === "balance-paid") {
          req.log?.info({ eventId: event.id, ...logged, outcome }, "payment recorded");
        } else {
          // Money for a booking this site does not have, or not what the booking owes (staff also get the
          // refund-needed e-mail for that one): someone needs to look.
          req.log?.warn({ eventId: event.id, ...logged, outcome }, "payment recorded without confirming a booking");
        }
      }
    }
    if (event.type === "refund-updated") await recordRefundUpdate(app.db, event, app.site);
    if (event.type === "charge-refunded") {
      await recordChargeRefunded(app.db, event.intentId, event.amountRefunded, app.site);
    }
    if (event.type === "payment-failed") await recordPaymentFailed(app.db, event.intentId);
    // Recorded after handling: a crash in between means a redelivery, which is harmless.
    await app.db
      .insert(webhookEvents)
      .values({
        id: event.id,
        provider: app.payments.name,
        type: event.type === "other" ? event.providerType : "payment_intent.succeeded",
      })
      .onConflictDoNothing();
    res.json({ received: true });
  });
  return router;
}

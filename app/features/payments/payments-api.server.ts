import { eq, sql } from "drizzle-orm";
import express, { Router } from "express";
import type Stripe from "stripe";
import { bookings, webhookEvents } from "../../../db/schema";
import { CreatePaymentIntentRequestSchema } from "~/features/booking/schema";
import { getBookingSummary } from "~/features/booking/booking-summary.server";
import type { AppContext } from "~/shared/app-context.server";
import { badRequest, conflict, HttpError, notFound } from "~/shared/http-error";
import { parseInput } from "~/shared/validation";
import { recordPaymentSucceeded } from "./record-payment.server";
import { TestCardSchema } from "./schema";
import type { createStripeProvider } from "./stripe-provider.server";
import { testCardOutcome, type createTestProvider } from "./test-provider.server";

/** POST /api/create-payment-intent and the built-in test provider's card endpoint. */
export function paymentsApi(app: AppContext): Router {
  const router = Router();

  router.post("/create-payment-intent", async (req, res) => {
    const { bookingId } = parseInput(CreatePaymentIntentRequestSchema, req.body);
    const [booking] = await app.db
      .select({
        id: bookings.id,
        status: bookings.status,
        reference: bookings.reference,
        paymentAmount: bookings.paymentAmount,
        paymentReference: bookings.paymentReference,
        userDetails: bookings.userDetails,
        holdActive: sql<boolean>`${bookings.holdExpiresAt} > now()`,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!booking) throw notFound("Booking not found");
    if (booking.status === "confirmed") throw conflict("This booking has already been paid.");
    if (booking.status !== "pending" || !booking.holdActive) {
      throw conflict("Your reserved place has expired. Please choose your date again.");
    }
    const summary = (await getBookingSummary(app.db, { id: booking.id }))!;
    // The amount is the booking's, whatever the request says (SPEC §7's amount is ignored).
    const intent = await app.payments.createIntent(
      {
        bookingId: booking.id,
        reference: booking.reference,
        amount: booking.paymentAmount,
        description: `${summary.courseTitle} — ${summary.startDate} (${booking.reference})`,
        customerEmail: booking.userDetails.email,
      },
      booking.paymentReference,
    );
    await app.db
      .update(bookings)
      .set({ paymentProvider: app.payments.name, paymentReference: intent.id })
      .where(eq(bookings.id, booking.id));
    res.json({
      clientSecret: intent.clientSecret,
      provider: app.payments.name,
      publishableKey: app.payments.publishableKey ?? null,
      amount: booking.paymentAmount,
    });
  });

  router.post("/test-payments/confirm", async (req, res) => {
    if (app.payments.name !== "test") throw notFound("The test payment provider is not active");
    const provider = app.payments as ReturnType<typeof createTestProvider>;
    const card = parseInput(TestCardSchema, req.body);
    const intent = await provider.verifyClientSecret(card.clientSecret);
    if (!intent) throw badRequest("This payment could not be found. Please start again.");
    const summary = await getBookingSummary(app.db, { id: intent.bookingId });
    if (!summary) throw notFound("Booking not found");
    const outcome = testCardOutcome({ number: card.cardNumber, expiry: card.expiry, cvc: card.cvc });
    if (!outcome.ok) {
      res.status(402).json({ message: outcome.message, code: outcome.code });
      return;
    }
    const result = await recordPaymentSucceeded(
      app.db,
      { provider: "test", intentId: intent.intentId, bookingId: intent.bookingId, amount: summary.paymentAmount },
      app.site,
    );
    res.json({ status: "succeeded", outcome: result });
  });

  return router;
}

/**
 * POST /api/webhooks/stripe: verified on the raw body, idempotent on the
 * event id. Mounted before the JSON body parser.
 */
export function stripeWebhookApi(app: AppContext): Router {
  const router = Router();
  router.post("/webhooks/stripe", express.raw({ type: "*/*", limit: "1mb" }), async (req, res) => {
    const secret = app.settings.STRIPE_WEBHOOK_SECRET;
    if (app.payments.name !== "stripe" || !secret) throw notFound("Stripe is not configured");
    const { stripe } = app.payments as ReturnType<typeof createStripeProvider>;
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(req.body as Buffer, req.headers["stripe-signature"] ?? "", secret);
    } catch {
      throw new HttpError(400, "Invalid webhook signature");
    }
    const [seen] = await app.db.select().from(webhookEvents).where(eq(webhookEvents.id, event.id));
    if (seen) {
      res.json({ received: true, duplicate: true });
      return;
    }
    if (event.type === "payment_intent.succeeded") {
      const intent = event.data.object;
      const bookingId = intent.metadata?.bookingId;
      if (bookingId) {
        const outcome = await recordPaymentSucceeded(
          app.db,
          { provider: "stripe", intentId: intent.id, bookingId, amount: intent.amount_received },
          app.site,
        );
        req.log?.info({ eventId: event.id, bookingId, outcome }, "payment recorded");
      }
    }
    // Recorded after handling: a crash in between means a redelivery, which is harmless.
    await app.db
      .insert(webhookEvents)
      .values({ id: event.id, provider: "stripe", type: event.type })
      .onConflictDoNothing();
    res.json({ received: true });
  });
  return router;
}

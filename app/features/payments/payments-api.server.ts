import { eq, sql } from "drizzle-orm";
import express, { Router } from "express";
import type Stripe from "stripe";
import { z } from "zod";
import { bookings, webhookEvents } from "#db/schema";
import { CreatePaymentIntentRequestSchema } from "#app/features/booking/schema";
import { getBookingSummary } from "#app/features/booking/booking-summary.server";
import type { AppContext } from "#server/app-context";
import { badRequest, conflict, HttpError, notFound } from "#app/shared/http-error";
import { parseInput } from "#app/shared/validation";
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
    const intent = await app.payments
      .createIntent(
        {
          bookingId: booking.id,
          reference: booking.reference,
          amount: booking.paymentAmount,
          description: `${summary.courseTitle} — ${summary.startDate} (${booking.reference})`,
          customerEmail: booking.userDetails.email,
        },
        booking.paymentReference,
      )
      .catch((error: unknown) => {
        // The payment provider is unreachable: a clear 503 (nothing was written), with its cause in the log.
        if (error instanceof HttpError && error.status === 503) {
          req.log?.warn({ err: error.cause, bookingId: booking.id }, "payment provider unavailable");
          res.set("Retry-After", "60");
        }
        throw error;
      });
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
      {
        provider: "test",
        intentId: intent.intentId,
        bookingId: intent.bookingId,
        amount: summary.paymentAmount,
        currency: "gbp",
      },
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
      const given = intent.metadata?.bookingId;
      // Not one of this site's intents (or not a booking id at all): acknowledged, so Stripe does not retry it
      // for days; nothing to confirm (security review F12).
      const bookingId = BookingIdSchema.safeParse(given);
      if (!bookingId.success) {
        req.log?.warn(
          { eventId: event.id, intentId: intent.id },
          "payment ignored: no valid booking id in its metadata",
        );
      } else {
        const report = {
          provider: "stripe" as const,
          intentId: intent.id,
          bookingId: bookingId.data,
          // Stripe always sends both; a malformed event still gets an answer, and is a mismatch.
          amount: Number.isInteger(intent.amount_received) ? intent.amount_received : -1,
          currency: typeof intent.currency === "string" ? intent.currency : "none",
        };
        const outcome = await recordPaymentSucceeded(app.db, report, app.site);
        const { provider: _provider, ...logged } = report;
        if (outcome === "confirmed" || outcome === "already-confirmed") {
          req.log?.info({ eventId: event.id, ...logged, outcome }, "payment recorded");
        } else {
          // Money for a booking this site does not have, or not what the booking owes (staff also get the
          // refund-needed e-mail for that one): someone needs to look.
          req.log?.warn({ eventId: event.id, ...logged, outcome }, "payment recorded without confirming a booking");
        }
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

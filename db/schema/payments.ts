// The payment ledger, the provider's events and the numbered documents' counters.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { users } from "./staff";
import { uuidPrimaryKey, requiredRef, createdNow } from "./columns";

export const PAYMENT_KINDS = ["deposit", "full", "balance", "manual", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_STATES = ["pending", "succeeded", "failed", "canceled"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

// The payment ledger (decision 015): every sum of money a booking took, one row per attempt. What is paid and what is
// owed are sums over these rows, never a column edited by hand. A card attempt's provider intent and idempotency key
// belong to its row, so a balance equal to the deposit is a new intent, and a second click reuses the open one.
export const payments = pgTable(
  "payment",
  {
    id: uuidPrimaryKey(),
    bookingId: requiredRef("booking_id", () => bookings.id, "restrict"),
    kind: text("kind").$type<PaymentKind>().notNull(),
    // Pence, always positive.
    amount: integer("amount").notNull(),
    provider: text("provider").notNull(),
    // The provider's id for it (a Stripe PaymentIntent id); null until the intent exists, and for staff records. A
    // first-aid bundle's first payment is one intent over one row per booking (decision 026): unique per booking.
    providerRef: text("provider_ref"),
    idempotencyKey: uuid("idempotency_key").notNull().defaultRandom(),
    state: text("state").$type<PaymentState>().notNull().default("pending"),
    // Staff records: how the money came (bank transfer, cash, card machine), their note, and who recorded it.
    method: text("method"),
    note: text("note"),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    // A refund (issue 14): money going back, on the payment it returns, with the policy's reason; paid minus
    // succeeded refunds is what the booking holds.
    refundOf: uuid("refund_of").references((): AnyPgColumn => payments.id, { onDelete: "restrict" }),
    reason: text("reason"),
    createdAt: createdNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    // A refund the refund job has handed to the provider (issue 19): from then on it can no longer be taken back.
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // The day money recorded by hand arrived (issue 21: a transfer that came Monday, keyed in Thursday); null: the
    // day it was recorded.
    receivedOn: date("received_on", { mode: "string" }),
    // The receipt's number (issue 21): sequential with no gaps, given by a trigger from document_counter in the
    // transaction where a payment (not a refund) succeeds.
    receiptNumber: integer("receipt_number"),
  },
  (t) => [
    index("payment_booking_idx").on(t.bookingId),
    uniqueIndex("payment_provider_ref_booking_unique").on(t.providerRef, t.bookingId),
    uniqueIndex("payment_idempotency_key_unique").on(t.idempotencyKey),
    // At most one card attempt in progress per booking: a second 'Pay' reuses it.
    uniqueIndex("payment_one_open_card_attempt")
      .on(t.bookingId)
      .where(sql`${t.state} = 'pending' AND ${t.provider} <> 'manual' AND ${t.kind} <> 'refund'`),
    index("payment_refund_of_idx").on(t.refundOf),
    uniqueIndex("payment_receipt_number_unique").on(t.receiptNumber),
    check("payment_amount_positive", sql`${t.amount} > 0`),
    check("payment_kind_valid", sql`${t.kind} IN ('deposit', 'full', 'balance', 'manual', 'refund')`),
    check("payment_state_valid", sql`${t.state} IN ('pending', 'succeeded', 'failed', 'canceled')`),
    check(
      "payment_manual_is_staff",
      sql`(${t.kind} <> 'manual' OR ${t.provider} = 'manual') AND (${t.provider} <> 'manual' OR ${t.kind} IN ('manual', 'refund'))`,
    ),
    check("payment_refund_names_payment", sql`(${t.kind} = 'refund') = (${t.refundOf} IS NOT NULL)`),
  ],
);

// Payment-provider events already handled, so a redelivery changes nothing.
export const webhookEvents = pgTable("webhook_event", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

// Counters for numbered documents (issue 21 receipts; issue 24 invoices and credit notes): the row is locked by the
// transaction that issues the document, so numbers are sequential with no gaps across processes.
export const documentCounters = pgTable("document_counter", {
  kind: text("kind").primaryKey(),
  lastValue: integer("last_value").notNull().default(0),
});

export type Payment = typeof payments.$inferSelect;

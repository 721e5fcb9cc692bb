// The payment ledger, the provider's events and the numbered documents' counters.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { organisations } from "./accounts";
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
    // Money recorded against an invoice (issue 24): the bank transfer that pays it.
    invoiceId: uuid("invoice_id").references((): AnyPgColumn => documents.id, { onDelete: "restrict" }),
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
    index("payment_invoice_idx")
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} IS NOT NULL`),
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

export const DOCUMENT_KINDS = ["invoice", "credit-note", "receipt"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

// Issued documents (issue 24, decision 027): invoices, credit notes and receipts. Each is a snapshot of everything
// printed on it, numbered in its series from document_counter in the transaction that inserts it; a trigger refuses
// UPDATE and DELETE, so a document once issued never changes (a correction is a credit note). The snapshot's shape is
// the documents feature's (a versioned type there).
export const documents = pgTable(
  "document",
  {
    id: uuidPrimaryKey(),
    kind: text("kind").$type<DocumentKind>().notNull(),
    // The counter's key: 'invoice', 'credit-note' or 'receipt'.
    series: text("series").notNull(),
    number: integer("number").notNull(),
    // The printed number, such as INV-000042.
    displayNumber: text("display_number").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    issuedAt: createdNow(),
    bookingId: requiredRef("booking_id", () => bookings.id, "restrict"),
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "restrict" }),
    // The card payment a receipt is for, the refund a credit note is for.
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    // A credit note's invoice.
    refersTo: uuid("refers_to").references((): AnyPgColumn => documents.id, { onDelete: "restrict" }),
    // An invoice's due date.
    dueOn: date("due_on", { mode: "string" }),
    // Pence, VAT included where charged: the figure the document totals to.
    total: integer("total").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    uniqueIndex("document_series_number_unique").on(t.series, t.number),
    uniqueIndex("document_display_number_unique").on(t.displayNumber),
    index("document_booking_idx").on(t.bookingId),
    index("document_organisation_idx").on(t.organisationId),
    index("document_issued_on_idx").on(t.issuedOn),
    uniqueIndex("document_one_receipt_per_payment")
      .on(t.paymentId)
      .where(sql`${t.kind} = 'receipt'`),
    check("document_kind_valid", sql`${t.kind} IN ('invoice', 'credit-note', 'receipt')`),
    check("document_number_positive", sql`${t.number} > 0`),
    check("document_total_valid", sql`${t.total} >= 0`),
    check("document_credit_note_refers", sql`(${t.kind} = 'credit-note') = (${t.refersTo} IS NOT NULL)`),
  ],
);

export const JOURNAL_KINDS = ["payment", "refund", "invoice", "credit-note"] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

// The money journal (issue 24, decision 027): one row per settled movement, written in the transaction that settles
// it, never updated or deleted (a trigger refuses both). Amounts are signed pence: money in and invoiced positive,
// refunds and credit notes negative. Accounting exports it by period; it reconciles with the takings report.
export const moneyJournal = pgTable(
  "money_journal",
  {
    // Its order: the journal is read in the order it was written.
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    // The London day the movement counts on (a transfer received on Monday, recorded on Thursday, is Monday's).
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").$type<JournalKind>().notNull(),
    bookingId: requiredRef("booking_id", () => bookings.id, "restrict"),
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "restrict" }),
    amount: integer("amount").notNull(),
    // 'card', 'bank transfer', 'cash' …: how the money moved; null for invoices and credit notes.
    method: text("method"),
  },
  (t) => [
    index("money_journal_day_idx").on(t.day),
    index("money_journal_booking_idx").on(t.bookingId),
    // One row per settled payment or refund, and per document: a second settlement of the same thing writes nothing.
    uniqueIndex("money_journal_payment_unique")
      .on(t.paymentId)
      .where(sql`${t.paymentId} IS NOT NULL`),
    uniqueIndex("money_journal_document_unique")
      .on(t.documentId)
      .where(sql`${t.documentId} IS NOT NULL`),
    check("money_journal_kind_valid", sql`${t.kind} IN ('payment', 'refund', 'invoice', 'credit-note')`),
    check(
      "money_journal_sign_valid",
      sql`(${t.kind} IN ('payment', 'invoice') AND ${t.amount} > 0) OR (${t.kind} IN ('refund', 'credit-note') AND ${t.amount} < 0)`,
    ),
  ],
);

export type Payment = typeof payments.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;
export type JournalRow = typeof moneyJournal.$inferSelect;

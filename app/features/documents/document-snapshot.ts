// What a numbered document prints (issue 24, decision 027): everything on an invoice, receipt or credit note, worked
// out once when it is issued and kept in document.snapshot, so the PDF drawn from it years later is the same. Pure:
// the server code gathers the booking, payment and settings; these functions only decide what the document says.
import type { DocumentKind } from "#db/schema";
import { formatCourseDays } from "#app/shared/date-span";
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import type { BankDetails } from "#app/shared/bank-details";

/** The standard rate: prices are VAT-inclusive when the academy is VAT-registered (VAT_NUMBER set). */
export const VAT_RATE_PERCENT = 20;

/** The academy as the document names it (COMPANY_NAME or SITE_NAME, SITE_ADDRESS, COMPANY_NUMBER, VAT_NUMBER). */
export type Seller = {
  name: string;
  address: string;
  email: string;
  phone: string;
  companyNumber: string | null;
  vatNumber: string | null;
};

export type DocumentCustomer = {
  name: string;
  /** Address lines, printed one under the other. */
  address: string[];
  /** The person an organisation's document is for: the booking's payer. */
  attention: string | null;
  vatNumber: string | null;
  purchaseOrder: string | null;
};

/** One line: pence, VAT included where charged; `vat` only on a VAT-registered academy's documents. */
export type DocumentLine = {
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  vat: { net: number; vat: number } | null;
};

/** The payment a receipt is for. */
export type ReceivedPayment = {
  kind: "deposit" | "full" | "balance" | "manual";
  amount: number;
  /** The London day the money arrived: the tax point of a deposit. */
  receivedOn: string;
  method: string;
  reference: string;
  /** The invoice this payment pays (money recorded against an invoice), by its number. */
  againstInvoice: string | null;
};

/** Version 1 of document.snapshot. A later shape gets a new version; old documents keep theirs and still draw. */
export type DocumentSnapshotV1 = {
  version: 1;
  kind: DocumentKind;
  /** 'Invoice', 'VAT invoice', 'Receipt', 'Receipt and VAT invoice', 'Credit note'. */
  title: string;
  /** The printed number: INV-000001, CN-000001, R-000123. */
  number: string;
  issuedOn: string;
  dueOn: string | null;
  seller: Seller;
  customer: DocumentCustomer;
  bookingReference: string;
  lines: DocumentLine[];
  /** The VAT rate of every line, or null: no VAT lines. */
  vatRatePercent: number | null;
  totals: { net: number | null; vat: number | null; total: number };
  payment: ReceivedPayment | null;
  /** A credit note's invoice. */
  refersTo: { number: string; issuedOn: string } | null;
  /** Sentences printed under the totals. */
  notes: string[];
  /**
   * An invoice's 'How to pay': the academy's bank account (BANK_DETAILS) as it was when the invoice was issued, the
   * invoice's number to quote. Absent or null (documents issued before it, or with the setting unset): not printed.
   */
  bankDetails?: BankDetails | null;
};

export type DocumentSnapshot = DocumentSnapshotV1;

/** A snapshot before its number is taken: issueDocument adds the number in the transaction that takes it. */
export type UnnumberedSnapshot = Omit<DocumentSnapshot, "number">;

/** What a document says of its booking, gathered by document-source.server.ts. */
export type SnapshotBooking = {
  reference: string;
  seats: number;
  totalPrice: number;
  payer: { fullName: string; address: string; postcode: string };
  organisation: { name: string; billingAddress: string; billingPostcode: string; vatNumber: string | null } | null;
  purchaseOrder: string | null;
  courseTitle: string;
  /** The course days and venue as the booking page shows them (getBookingSummary). */
  days: string[];
  location: string;
  /** The price of each seat held (learner.price), in learner order. */
  seatPrices: number[];
  balanceDue: number;
  balanceDueDate: string | null;
};

/** Net and VAT of a VAT-inclusive amount at the standard rate: net = round(gross ÷ 1.2), VAT = gross − net. */
export function vatOf(gross: number): { net: number; vat: number } {
  // gross × 5 ÷ 6 is gross ÷ 1.2 without a binary fraction of 1.2, so halves round the same way every time.
  const net = Math.round((gross * 5) / 6);
  return { net, vat: gross - net };
}

/** 'SIA Door Supervisor: 7 to 9 December 2026, Reading Hub': the course, its days and venue. */
export function courseDescription(booking: Pick<SnapshotBooking, "courseTitle" | "days" | "location">): string {
  return `${booking.courseTitle}: ${formatCourseDays(booking.days)}, ${booking.location}`;
}

type LineWithoutVat = Omit<DocumentLine, "vat">;

/**
 * The booking's seats as lines: one per seat price (a group's seats share one), each seat's learner price. When the
 * learners' prices do not add up to the booking's price (a booking from before learner prices), one line of its price.
 */
export function bookingLines(booking: SnapshotBooking): LineWithoutVat[] {
  const description = courseDescription(booking);
  const sum = booking.seatPrices.reduce((total, price) => total + price, 0);
  if (booking.seatPrices.length === 0 || sum !== booking.totalPrice) {
    const even = booking.totalPrice % booking.seats === 0;
    const places = booking.seats === 1 ? description : `${description} (${booking.seats} places)`;
    return [
      even
        ? {
            description,
            quantity: booking.seats,
            unitAmount: booking.totalPrice / booking.seats,
            amount: booking.totalPrice,
          }
        : { description: places, quantity: 1, unitAmount: booking.totalPrice, amount: booking.totalPrice },
    ];
  }
  const counts = new Map<number, number>();
  for (const price of booking.seatPrices) counts.set(price, (counts.get(price) ?? 0) + 1);
  return [...counts].map(([unitAmount, quantity]) => ({
    description,
    quantity,
    unitAmount,
    amount: unitAmount * quantity,
  }));
}

/** Lines with their VAT when the academy is VAT-registered, and the totals they add up to. */
export function withTotals(
  lines: LineWithoutVat[],
  vatRegistered: boolean,
): Pick<DocumentSnapshot, "lines" | "vatRatePercent" | "totals"> {
  const withVat = lines.map((line) => ({ ...line, vat: vatRegistered ? vatOf(line.amount) : null }));
  const total = withVat.reduce((sum, line) => sum + line.amount, 0);
  if (!vatRegistered) return { lines: withVat, vatRatePercent: null, totals: { net: null, vat: null, total } };
  // The totals are the lines' sums, so the document adds up as printed.
  const net = withVat.reduce((sum, line) => sum + line.vat!.net, 0);
  return { lines: withVat, vatRatePercent: VAT_RATE_PERCENT, totals: { net, vat: total - net, total } };
}

/** Who the document is made out to: the organisation (with its purchase order) when the booking has one, else the payer. */
export function customerOf(booking: SnapshotBooking): DocumentCustomer {
  const { organisation, payer } = booking;
  if (organisation) {
    return {
      name: organisation.name,
      address: addressLines(organisation.billingAddress, organisation.billingPostcode),
      attention: payer.fullName,
      vatNumber: organisation.vatNumber,
      purchaseOrder: booking.purchaseOrder,
    };
  }
  return {
    name: payer.fullName,
    address: addressLines(payer.address, payer.postcode),
    attention: null,
    vatNumber: null,
    purchaseOrder: booking.purchaseOrder,
  };
}

const addressLines = (address: string, postcode: string) =>
  [...address.split(/\s*[,\n]\s*/), postcode].map((line) => line.trim()).filter(Boolean);

type Common = { seller: Seller; booking: SnapshotBooking; issuedOn: string };

const base = ({ seller, booking, issuedOn }: Common) => ({
  version: 1 as const,
  issuedOn,
  seller,
  customer: customerOf(booking),
  bookingReference: booking.reference,
});

/**
 * An invoice for the booking's seats, due `dueOn`. With the academy's bank details it prints how to pay them, quoting
 * the invoice's number; without, it asks for the booking's reference as before (the customer asks for the details).
 */
export function invoiceSnapshot(
  input: Common & { dueOn: string; bankDetails?: BankDetails | null },
): UnnumberedSnapshot {
  const vatRegistered = input.seller.vatNumber !== null;
  const bankDetails = input.bankDetails ?? null;
  return {
    ...base(input),
    kind: "invoice",
    title: vatRegistered ? "VAT invoice" : "Invoice",
    dueOn: input.dueOn,
    ...withTotals(bookingLines(input.booking), vatRegistered),
    payment: null,
    refersTo: null,
    notes: [
      bankDetails ? "Please pay by the due date." : `Please pay by the due date, quoting ${input.booking.reference}.`,
    ],
    bankDetails,
  };
}

const PAYMENT_WORDS: Record<ReceivedPayment["kind"], string> = {
  deposit: "Deposit",
  full: "Payment",
  balance: "Balance",
  manual: "Payment",
};

/**
 * A receipt for one payment. A payment of the booking's whole price lists its seats; any other names what it was
 * for. With VAT it is also the VAT invoice for the money received (a deposit is a tax point when it is received,
 * HMRC VATTOS5120), unless it pays an invoice already issued, which was the VAT invoice.
 */
export function receiptSnapshot(input: Common & { payment: ReceivedPayment }): UnnumberedSnapshot {
  const { booking, payment } = input;
  const vatInvoice = input.seller.vatNumber !== null && payment.againstInvoice === null;
  const lines: LineWithoutVat[] =
    payment.kind === "full" && payment.amount === booking.totalPrice
      ? bookingLines(booking)
      : [
          {
            description: payment.againstInvoice
              ? `Payment of invoice ${payment.againstInvoice}: ${courseDescription(booking)}`
              : `${PAYMENT_WORDS[payment.kind]} for ${seatsText(booking.seats)} on ${courseDescription(booking)}`,
            quantity: 1,
            unitAmount: payment.amount,
            amount: payment.amount,
          },
        ];
  const notes = [
    ...(payment.kind === "deposit" ? ["This is a deposit towards the booking's price."] : []),
    ...(vatInvoice && payment.kind === "deposit"
      ? ["This receipt is the VAT invoice for the deposit: VAT is due on a deposit when it is received."]
      : []),
    booking.balanceDue > 0
      ? `Still to pay: ${formatPoundsExact(booking.balanceDue)}${booking.balanceDueDate ? ` by ${formatDate(booking.balanceDueDate)}` : ""}.`
      : "Nothing more to pay.",
  ];
  return {
    ...base(input),
    kind: "receipt",
    title: vatInvoice ? "Receipt and VAT invoice" : "Receipt",
    dueOn: null,
    ...withTotals(lines, vatInvoice),
    payment,
    refersTo: null,
    notes,
  };
}

const seatsText = (seats: number) => (seats === 1 ? "1 place" : `${seats} places`);

/**
 * A credit note for part or all of an invoice: one line for the amount credited, with the invoice's own VAT
 * treatment (a credit note corrects the invoice it names, whatever the settings say today).
 */
export function creditNoteSnapshot(
  input: Common & {
    invoice: Pick<DocumentSnapshot, "number" | "issuedOn" | "vatRatePercent">;
    amount: number;
    reason: string;
  },
): UnnumberedSnapshot {
  const { invoice } = input;
  const lines = [
    {
      description: `Credit against invoice ${invoice.number}: ${input.reason}`,
      quantity: 1,
      unitAmount: input.amount,
      amount: input.amount,
    },
  ];
  return {
    ...base(input),
    kind: "credit-note",
    title: "Credit note",
    dueOn: null,
    ...withTotals(lines, invoice.vatRatePercent !== null),
    payment: null,
    refersTo: { number: invoice.number, issuedOn: invoice.issuedOn },
    notes: [`This credit note reduces invoice ${invoice.number} by ${formatPoundsExact(input.amount)}.`],
  };
}

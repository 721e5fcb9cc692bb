// What a document prints (issue 24): VAT at the standard rate on VAT-inclusive prices only when the academy is
// VAT-registered, lines from the learners' seat prices, the organisation and purchase order as the customer when the
// booking has one, and a deposit's receipt saying what it is.
import { describe, expect, it } from "vitest";
import {
  bookingLines,
  creditNoteSnapshot,
  customerOf,
  invoiceSnapshot,
  receiptSnapshot,
  vatOf,
  withTotals,
  type ReceivedPayment,
  type Seller,
  type SnapshotBooking,
} from "./document-snapshot";

const seller = (vatNumber: string | null = null): Seller => ({
  name: "Thames Valley Security Training Ltd",
  address: "Unit 4, Cowley Business Park, Oxford OX4 2HW",
  email: "info@example.com",
  phone: "01632 960 123",
  companyNumber: "12345678",
  vatNumber,
});

const booking = (overrides: Partial<SnapshotBooking> = {}): SnapshotBooking => ({
  reference: "TVS-ABC123",
  seats: 1,
  totalPrice: 24_900,
  payer: { fullName: "Sam Taylor", address: "1 High Street, Oxford", postcode: "OX1 1AA" },
  organisation: null,
  purchaseOrder: null,
  courseTitle: "SIA Door Supervisor",
  days: ["2026-12-07", "2026-12-08", "2026-12-09"],
  location: "Reading Hub",
  seatPrices: [24_900],
  balanceDue: 0,
  balanceDueDate: null,
  ...overrides,
});

describe("vatOf: net = round(gross ÷ 1.2), VAT = gross − net", () => {
  it.each([
    [24_900, 20_750, 4_150],
    [10_000, 8_333, 1_667],
    [22_410, 18_675, 3_735],
    [1, 1, 0],
    [3, 3, 0], // 2.5 rounds up
    [9, 8, 1], // 7.5 rounds up
    [0, 0, 0],
  ])("%i → net %i, VAT %i", (gross, net, vat) => {
    expect(vatOf(gross)).toEqual({ net, vat });
  });
});

describe("bookingLines", () => {
  const description = "SIA Door Supervisor: 7 to 9 December 2026, Reading Hub";
  it.each([
    {
      why: "one seat at its learner's price",
      booking: booking(),
      lines: [{ description, quantity: 1, unitAmount: 24_900, amount: 24_900 }],
    },
    {
      why: "a group's seats at the discounted price share one line",
      booking: booking({ seats: 5, totalPrice: 112_050, seatPrices: Array(5).fill(22_410) }),
      lines: [{ description, quantity: 5, unitAmount: 22_410, amount: 112_050 }],
    },
    {
      why: "seats at two prices make two lines",
      booking: booking({ seats: 3, totalPrice: 69_800, seatPrices: [24_900, 24_900, 20_000] }),
      lines: [
        { description, quantity: 2, unitAmount: 24_900, amount: 49_800 },
        { description, quantity: 1, unitAmount: 20_000, amount: 20_000 },
      ],
    },
    {
      why: "no learner prices: the booking's price over its seats",
      booking: booking({ seats: 2, totalPrice: 49_800, seatPrices: [] }),
      lines: [{ description, quantity: 2, unitAmount: 24_900, amount: 49_800 }],
    },
    {
      why: "prices that do not add up, and a price that does not divide: one line of the booking's price",
      booking: booking({ seats: 3, totalPrice: 50_000, seatPrices: [24_900] }),
      lines: [{ description: `${description} (3 places)`, quantity: 1, unitAmount: 50_000, amount: 50_000 }],
    },
  ])("$why", ({ booking, lines }) => {
    expect(bookingLines(booking)).toEqual(lines);
  });
});

describe("withTotals", () => {
  const lines = [
    { description: "A", quantity: 2, unitAmount: 24_900, amount: 49_800 },
    { description: "B", quantity: 1, unitAmount: 9, amount: 9 },
  ];
  it("without a VAT number: no VAT on any line or in total", () => {
    expect(withTotals(lines, false)).toEqual({
      lines: lines.map((line) => ({ ...line, vat: null })),
      vatRatePercent: null,
      totals: { net: null, vat: null, total: 49_809 },
    });
  });
  it("with a VAT number: each line's net and VAT, and totals that are the lines' sums", () => {
    expect(withTotals(lines, true)).toEqual({
      lines: [
        { ...lines[0], vat: { net: 41_500, vat: 8_300 } },
        { ...lines[1], vat: { net: 8, vat: 1 } },
      ],
      vatRatePercent: 20,
      totals: { net: 41_508, vat: 8_301, total: 49_809 },
    });
  });
});

describe("customerOf", () => {
  it.each([
    {
      why: "the payer, with their address as lines",
      booking: booking(),
      customer: {
        name: "Sam Taylor",
        address: ["1 High Street", "Oxford", "OX1 1AA"],
        attention: null,
        vatNumber: null,
        purchaseOrder: null,
      },
    },
    {
      why: "the organisation, for the attention of the payer, with its VAT number and the purchase order",
      booking: booking({
        organisation: {
          name: "Acme Security Ltd",
          billingAddress: "9 Mill Lane\nSlough",
          billingPostcode: "SL1 2AB",
          vatNumber: "GB 987 6543 21",
        },
        purchaseOrder: "PO-4471",
      }),
      customer: {
        name: "Acme Security Ltd",
        address: ["9 Mill Lane", "Slough", "SL1 2AB"],
        attention: "Sam Taylor",
        vatNumber: "GB 987 6543 21",
        purchaseOrder: "PO-4471",
      },
    },
  ])("$why", ({ booking, customer }) => {
    expect(customerOf(booking)).toEqual(customer);
  });
});

const payment = (overrides: Partial<ReceivedPayment> = {}): ReceivedPayment => ({
  kind: "full",
  amount: 24_900,
  receivedOn: "2026-11-29",
  method: "Card",
  reference: "pi_123",
  againstInvoice: null,
  ...overrides,
});

describe("the documents' titles, VAT and notes", () => {
  it.each([
    {
      why: "an invoice without VAT",
      snapshot: invoiceSnapshot({ seller: seller(), booking: booking(), issuedOn: "2026-11-29", dueOn: "2026-12-29" }),
      title: "Invoice",
      vat: null,
      total: 24_900,
    },
    {
      why: "a VAT invoice",
      snapshot: invoiceSnapshot({
        seller: seller("GB 123 4567 89"),
        booking: booking(),
        issuedOn: "2026-11-29",
        dueOn: "2026-12-29",
      }),
      title: "VAT invoice",
      vat: 4_150,
      total: 24_900,
    },
    {
      why: "a full payment's receipt without VAT lists the seats",
      snapshot: receiptSnapshot({ seller: seller(), booking: booking(), issuedOn: "2026-11-29", payment: payment() }),
      title: "Receipt",
      vat: null,
      total: 24_900,
    },
    {
      why: "a deposit's receipt with VAT is the VAT invoice for the deposit",
      snapshot: receiptSnapshot({
        seller: seller("GB 123 4567 89"),
        booking: booking({ balanceDue: 14_900, balanceDueDate: "2026-11-30" }),
        issuedOn: "2026-11-29",
        payment: payment({ kind: "deposit", amount: 10_000 }),
      }),
      title: "Receipt and VAT invoice",
      vat: 1_667,
      total: 10_000,
    },
    {
      why: "a payment of an invoice is a receipt only: the invoice was the VAT invoice",
      snapshot: receiptSnapshot({
        seller: seller("GB 123 4567 89"),
        booking: booking(),
        issuedOn: "2026-11-29",
        payment: payment({ kind: "manual", againstInvoice: "INV-000004" }),
      }),
      title: "Receipt",
      vat: null,
      total: 24_900,
    },
  ])("$why", ({ snapshot, title, vat, total }) => {
    expect(snapshot.title).toBe(title);
    expect(snapshot.totals.vat).toBe(vat);
    expect(snapshot.totals.total).toBe(total);
    expect(snapshot.lines.every((line) => (line.vat === null) === (vat === null))).toBe(true);
  });

  it("a deposit's receipt says it is a deposit, what it was for and what is still to pay", () => {
    const snapshot = receiptSnapshot({
      seller: seller("GB 123 4567 89"),
      booking: booking({ seats: 2, totalPrice: 49_800, balanceDue: 29_800, balanceDueDate: "2026-11-30" }),
      issuedOn: "2026-11-29",
      payment: payment({ kind: "deposit", amount: 20_000 }),
    });
    expect(snapshot.lines).toEqual([
      {
        description: "Deposit for 2 places on SIA Door Supervisor: 7 to 9 December 2026, Reading Hub",
        quantity: 1,
        unitAmount: 20_000,
        amount: 20_000,
        vat: { net: 16_667, vat: 3_333 },
      },
    ]);
    expect(snapshot.notes).toEqual([
      "This is a deposit towards the booking's price.",
      "This receipt is the VAT invoice for the deposit: VAT is due on a deposit when it is received.",
      "Still to pay: £298 by 30 November 2026.",
    ]);
  });

  it("a credit note follows its invoice's VAT treatment and names it", () => {
    const invoice = { number: "INV-000001", issuedOn: "2026-11-01", vatRatePercent: 20 };
    const snapshot = creditNoteSnapshot({
      seller: seller(null),
      booking: booking(),
      issuedOn: "2026-11-29",
      invoice,
      amount: 4_900,
      reason: "One learner cancelled",
    });
    expect(snapshot).toMatchObject({
      kind: "credit-note",
      title: "Credit note",
      refersTo: { number: "INV-000001", issuedOn: "2026-11-01" },
      vatRatePercent: 20,
      totals: { net: 4_083, vat: 817, total: 4_900 },
    });
    expect(snapshot.lines[0]!.description).toBe("Credit against invoice INV-000001: One learner cancelled");
  });
});

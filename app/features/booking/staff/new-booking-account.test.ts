// Staff book on an approved business's account by phone (issue 24): POST /api/admin/bookings with how 'account' books
// as the contact could online (sale/invoice-booking.test.ts): confirmed at once, the full price (discounted from five
// learners), its invoice issued with its journal row and the same confirmation, no card payment; refused with nothing
// written when the account may not, or the contact is not its own. On PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  bookings,
  documents,
  emailOutbox,
  learners,
  moneyJournal,
  type organisations,
  payments,
} from "#db/schema";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer } from "#test/support/booking-fixtures";
import { fieldErrorsOf, insertAvailableDate, insertCourse } from "#test/support/factories";
import { insertOrganisation } from "#app/features/accounts/account-test-kit";
import { groupPrice } from "../groups/group-pricing";
import { NOT_A_CONTACT, STAFF_ON_ACCOUNT_MESSAGES } from "./new-booking-account.server";
import type { AdminBookingFull } from "./staff-schema";
import type { StaffBookingCreated } from "./new-booking-schema";
import { writtenOnAccount } from "../sale/on-account-test-kit";

const PERCENT = 10;
const PRICE = 24_900;
const site = setUpTestApp({ admin: true, start: { env: { GROUP_DISCOUNT_PERCENT: String(PERCENT) } } });
const db = () => site.app.ctx.db;
const today = londonToday();

async function scene(overrides: Partial<typeof organisations.$inferInsert> = {}) {
  const course = await insertCourse(db(), { title: "SIA Door Supervisor", price: PRICE });
  const date = await insertAvailableDate(db(), { courseId: course.id, date: addDays(today, 30), maxSeats: 12 });
  const { organisation, contacts } = await insertOrganisation(db(), {
    status: "approved",
    creditLimit: 500_000,
    termsDays: 30,
    ...overrides,
  });
  return { course, date, organisation, contact: contacts[0]! };
}

const learnersOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ fullName: `Learner ${i + 1}`, email: `learner${i + 1}@example.com` }));

/** The form's request on account for `n` learners; `extra` overrides any field. */
function onAccount(s: Awaited<ReturnType<typeof scene>>, n = 1, extra: Record<string, unknown> = {}) {
  return site.admin.send("POST", "/bookings", {
    requestKey: randomUUID(),
    courseId: s.course.id,
    availableDateId: s.date.id,
    userDetails: { ...customer, fullName: "Priya Manager", email: "priya@acme.example.com" },
    channel: "phone",
    paymentType: "full",
    how: "account",
    organisationId: s.organisation.id,
    organisationContactId: s.contact.id,
    ...(n > 1 && { learners: learnersOf(n) }),
    ...extra,
  });
}

const written = () => writtenOnAccount(db());

describe("staff book on a business account", () => {
  it("confirms one learner at once on the account, invoiced at the full price, with the online confirmation", async () => {
    const s = await scene({ poRequired: true });
    const response = await onAccount(s, 1, { purchaseOrder: "PO-4471" });
    expect(response.status).toBe(201);
    const made = (await response.json()) as StaffBookingCreated;
    expect(made.status).toBe("confirmed");

    const [booking] = await db().select().from(bookings).where(eq(bookings.id, made.id));
    expect(booking).toMatchObject({
      status: "confirmed",
      channel: "phone",
      paymentType: "invoice",
      paymentAmount: PRICE,
      totalPrice: PRICE,
      seats: 1,
      organisationId: s.organisation.id,
      organisationContactId: s.contact.id,
      purchaseOrder: "PO-4471",
      holdExpiresAt: null,
      balanceDueDate: null,
    });
    expect(booking!.confirmedAt).not.toBeNull();
    expect(booking!.createdBy).not.toBeNull();
    expect(await db().select().from(payments).where(eq(payments.bookingId, made.id))).toEqual([]);

    const [invoice, ...more] = await db().select().from(documents).where(eq(documents.bookingId, made.id));
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      kind: "invoice",
      organisationId: s.organisation.id,
      total: PRICE,
      issuedOn: today,
      dueOn: addDays(today, 30),
    });
    const [journal] = await db().select().from(moneyJournal).where(eq(moneyJournal.documentId, invoice!.id));
    expect(journal).toMatchObject({ kind: "invoice", amount: PRICE, bookingId: made.id });

    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.bookingId, made.id));
    expect(mail.map((row) => row.kind)).toEqual(["booking-confirmation"]);
    expect(mail[0]!.toAddress).toBe("priya@acme.example.com");
    expect(mail[0]!.text).toContain(invoice!.displayNumber);
    expect(mail[0]!.text).toContain(`/documents/${invoice!.id}.pdf`);

    const detail = await site.admin.get<AdminBookingFull>(`/bookings/${made.id}`);
    const texts = detail.timeline.map((event) => [event.kind, event.text, event.actor]);
    expect(texts).toEqual([
      [
        "created",
        `Booked by staff on the phone: on the account of ${s.organisation.name}, £249 to pay by invoice, confirmed`,
        expect.stringMatching(/^admin/),
      ],
      [
        "invoiced",
        `Booked on the account of ${s.organisation.name}: invoice ${invoice!.displayNumber} for ${formatPoundsExact(PRICE)}, due by ${formatDate(addDays(today, 30))}, purchase order PO-4471`,
        expect.stringMatching(/^admin/),
      ],
      ["message-queued", expect.stringMatching(/^Booking confirmation e-mail queued/), "system"],
    ]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, made.id), eq(auditLog.action, "booking.create")));
    expect(audit!.summary).toBe(`Booked ${made.reference} for Priya Manager on the phone (on account)`);
  });

  it("books a group of five on account with the group discount, one invoice for all of it", async () => {
    const s = await scene();
    const response = await onAccount(s, 5);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as StaffBookingCreated;
    const total = groupPrice(PRICE, 5, PERCENT).total;
    expect(total).toBeLessThan(5 * PRICE);
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, id));
    expect(booking).toMatchObject({ status: "confirmed", paymentType: "invoice", seats: 5, totalPrice: total });
    expect(await db().select().from(learners).where(eq(learners.bookingId, id))).toHaveLength(5);
    const invoices = await db().select().from(documents).where(eq(documents.bookingId, id));
    expect(invoices.map((row) => [row.kind, row.total])).toEqual([["invoice", total]]);
  });
});

describe("staff booking on account is refused with nothing written", () => {
  it.each([
    ["an account on hold", { status: "on-hold" }, {}, 409, STAFF_ON_ACCOUNT_MESSAGES["not-approved"]],
    ["an account not yet approved", { status: "applicant" }, {}, 409, STAFF_ON_ACCOUNT_MESSAGES["not-approved"]],
    [
      "a booking over the credit limit",
      { creditLimit: PRICE - 1 },
      {},
      409,
      STAFF_ON_ACCOUNT_MESSAGES["over-credit-limit"],
    ],
    [
      "no purchase order where the account asks for one",
      { poRequired: true },
      {},
      400,
      STAFF_ON_ACCOUNT_MESSAGES.purchaseOrder,
    ],
    [
      "a blank purchase order",
      { poRequired: true },
      { purchaseOrder: "  " },
      400,
      STAFF_ON_ACCOUNT_MESSAGES.purchaseOrder,
    ],
  ] as const)("%s", async (_, account, extra, status, message) => {
    const s = await scene(account);
    const before = await written();
    const response = await onAccount(s, 1, extra);
    expect(response.status).toBe(status);
    const { message: said } = (await response.json()) as { message: string };
    expect(said).toBe(message);
    // Worded for the office: never the customer's 'or pay by card' or 'your business account'.
    expect(said).not.toMatch(/pay by card|your business account/);
    expect(await written()).toEqual(before);
  });

  it("refuses a contact of another account, and an account or contact left out", async () => {
    const s = await scene();
    const other = await insertOrganisation(db(), { status: "approved", creditLimit: 500_000 }, [
      { fullName: "Sam Other", email: "sam@other.example.com" },
    ]);
    const before = await written();
    const stranger = await onAccount(s, 1, { organisationContactId: other.contacts[0]!.id });
    expect(await fieldErrorsOf(stranger)).toEqual({ organisationContactId: [NOT_A_CONTACT] });
    const noAccount = await onAccount(s, 1, { organisationId: undefined });
    expect(await fieldErrorsOf(noAccount)).toMatchObject({ organisationId: ["Please choose the business account"] });
    const noContact = await onAccount(s, 1, { organisationContactId: undefined });
    expect(await fieldErrorsOf(noContact)).toMatchObject({
      organisationContactId: ["Please choose who is booking for the business"],
    });
    expect(await written()).toEqual(before);
  });

  it("refuses a group that would take the account over its limit, while one learner still fits", async () => {
    const s = await scene({ creditLimit: PRICE * 2 });
    const before = await written();
    const group = await onAccount(s, 3);
    expect(group.status).toBe(409);
    expect(await written()).toEqual(before);
    expect((await onAccount(s, 1)).status).toBe(201);
  });
});

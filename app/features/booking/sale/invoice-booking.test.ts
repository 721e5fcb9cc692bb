// Paying by invoice (issue 24, decision 027): a signed-in contact of an approved business books on account through
// POST /api/bookings; the booking is confirmed at once with its numbered invoice and journal row in the seats'
// transaction, or refused with nothing written. On PGlite and on PostgreSQL (TEST_DATABASE_URL).
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  bookings,
  documents,
  emailOutbox,
  learners,
  moneyJournal,
  organisationContacts,
  organisations,
} from "#db/schema";
import { addDays, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertBooking, insertCourse } from "#test/support/factories";
import { pdfPages } from "#test/support/pdf-text";
import { insertOrganisation } from "#app/features/accounts/account-test-kit";
import { createSignInLink, exchangeSignInLink } from "#app/features/accounts/account-links.server";
import { ACCOUNT_COOKIE } from "#app/features/accounts/account-cookie.server";
import { CREDIT_REFUSAL_MESSAGES } from "#app/features/accounts/account-credit";
import { issueInvoice } from "#app/features/documents/issue-invoice.server";
import { groupPrice } from "../groups/group-pricing";
import { onlySeatsLeftMessage } from "../groups/group-seats";
import { INVOICE_MESSAGES } from "./invoice-booking.server";
import { writtenOnAccount } from "./on-account-test-kit";

const PERCENT = 10;
const PRICE = 24_900;
const site = setUpTestApp({ start: { env: { GROUP_DISCOUNT_PERCENT: String(PERCENT) } } });
const db = () => site.app.ctx.db;

async function dateOf(maxSeats = 10) {
  const course = await insertCourse(db(), { price: PRICE });
  const date = await insertAvailableDate(db(), { courseId: course.id, date: addDays(londonToday(), 30), maxSeats });
  return { course, date };
}

/** An approved account (unless told) with one contact, signed in: the session token its cookie carries. */
async function signedInAccount(overrides: Partial<typeof organisations.$inferInsert> = {}) {
  const { organisation, contacts } = await insertOrganisation(db(), {
    status: "approved",
    creditLimit: 500_000,
    termsDays: 30,
    ...overrides,
  });
  const contact = contacts[0]!;
  const session = (await exchangeSignInLink(db(), await createSignInLink(db(), contact.id)))!;
  return { organisation, contact, session };
}

const learnersOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ fullName: `Learner ${i + 1}`, email: `learner${i + 1}@example.com` }));

/** POST /api/bookings on account for `n` learners at the group's full price, with the session's cookie if given. */
function bookOnAccount(
  scene: { course: { id: string }; date: { id: string } },
  { session, n = 2, ...extra }: { session?: string; n?: number } & Record<string, unknown>,
) {
  return site.app.fetch("/api/bookings", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(session && { Cookie: `${ACCOUNT_COOKIE}=${session}` }) },
    body: JSON.stringify({
      courseId: scene.course.id,
      availableDateId: scene.date.id,
      userDetails: { ...customer, email: "priya@acme.example.com", fullName: "Priya Manager" },
      paymentType: "invoice",
      paymentAmount: groupPrice(PRICE, n, PERCENT).total,
      ...(n > 1 && { learners: learnersOf(n) }),
      ...extra,
    }),
  });
}

const written = () => writtenOnAccount(db());

type Created = { id: string; status: string; paymentType: string; accessToken: string; totalPrice: number };

describe("a signed-in contact of an approved business pays by invoice", () => {
  it("confirms the booking at once with its invoice, numbered in sequence, its journal row and its e-mails", async () => {
    const scene = await dateOf();
    const { organisation, contact, session } = await signedInAccount({ poRequired: true });
    const first = await bookOnAccount(scene, { session, purchaseOrder: "PO-4471" });
    expect(first.status).toBe(201);
    const created = (await first.json()) as Created;
    const total = groupPrice(PRICE, 2, PERCENT).total;
    expect(created).toMatchObject({ status: "confirmed", paymentType: "invoice", totalPrice: total });

    const [booking] = await db().select().from(bookings).where(eq(bookings.id, created.id));
    expect(booking).toMatchObject({
      status: "confirmed",
      paymentType: "invoice",
      paymentAmount: total,
      seats: 2,
      organisationId: organisation.id,
      organisationContactId: contact.id,
      purchaseOrder: "PO-4471",
      holdExpiresAt: null,
      balanceDueDate: null,
    });
    expect(booking!.confirmedAt).not.toBeNull();
    expect(await db().select().from(learners).where(eq(learners.bookingId, created.id))).toHaveLength(2);

    const [invoice] = await db().select().from(documents).where(eq(documents.bookingId, created.id));
    expect(invoice).toMatchObject({
      kind: "invoice",
      organisationId: organisation.id,
      total,
      issuedOn: londonToday(),
      dueOn: addDays(londonToday(), 30),
    });
    const [journal] = await db().select().from(moneyJournal).where(eq(moneyJournal.documentId, invoice!.id));
    expect(journal).toMatchObject({ kind: "invoice", amount: total, bookingId: created.id });

    // The success page's view (and the booking page's) names the invoice.
    const summary = (await (await site.app.fetch(`/api/bookings/by-token/${created.accessToken}`)).json()) as {
      status: string;
      invoice: { id: string; number: string; dueOn: string; total: number };
    };
    expect(summary.status).toBe("confirmed");
    expect(summary.invoice).toEqual({
      id: invoice!.id,
      number: invoice!.displayNumber,
      issuedOn: londonToday(),
      dueOn: addDays(londonToday(), 30),
      total,
    });

    // The confirmation names the invoice and links its PDF; each learner hears from us.
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.bookingId, created.id));
    const confirmation = mail.find((row) => row.kind === "booking-confirmation")!;
    expect(confirmation.toAddress).toBe("priya@acme.example.com");
    expect(confirmation.text).toContain(invoice!.displayNumber);
    expect(confirmation.text).toContain(`/documents/${invoice!.id}.pdf`);
    expect(mail.filter((row) => row.toAddress.startsWith("learner")).map((row) => row.toAddress)).toEqual(
      expect.arrayContaining(["learner1@example.com", "learner2@example.com"]),
    );

    // The PDF by the booking's link: number, purchase order, lines and total.
    const pdf = await site.app.fetch(`/api/bookings/by-token/${created.accessToken}/documents/${invoice!.id}.pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const [page] = await pdfPages(await pdf.arrayBuffer());
    expect(page!.text).toContain(invoice!.displayNumber);
    expect(page!.text).toContain("PO-4471");

    // The next booking on account takes the next number.
    const second = (await (await bookOnAccount(scene, { session, purchaseOrder: "PO-4472" })).json()) as Created;
    const [next] = await db().select().from(documents).where(eq(documents.bookingId, second.id));
    expect(next!.number).toBe(invoice!.number + 1);
  });

  it("charges the full group price with the discount for 5 learners, never a deposit", async () => {
    const scene = await dateOf();
    const { session } = await signedInAccount();
    const deposit = await bookOnAccount(scene, { session, n: 5, paymentAmount: 5 * 10_000 });
    expect(deposit.status).toBe(400);
    const five = await bookOnAccount(scene, { session, n: 5 });
    expect(five.status).toBe(201);
    const { id } = (await five.json()) as Created;
    const [invoice] = await db().select().from(documents).where(eq(documents.bookingId, id));
    expect(invoice!.total).toBe(groupPrice(PRICE, 5, PERCENT).total);
    expect(invoice!.total).toBeLessThan(5 * PRICE);
  });

  it("books one learner (the contact) on account too", async () => {
    const scene = await dateOf();
    const { session } = await signedInAccount();
    const one = await bookOnAccount(scene, { session, n: 1 });
    expect(one.status).toBe(201);
    expect(((await one.json()) as Created).status).toBe("confirmed");
  });
});

describe("refusals write nothing", () => {
  it("refuses a booking that would go over the credit limit with 409, and one that fits still books", async () => {
    const scene = await dateOf();
    const { session } = await signedInAccount({ creditLimit: groupPrice(PRICE, 2, PERCENT).total - 1 });
    const before = await written();
    const over = await bookOnAccount(scene, { session });
    expect(over.status).toBe(409);
    expect(((await over.json()) as { message: string }).message).toBe(CREDIT_REFUSAL_MESSAGES["over-credit-limit"]);
    expect(await written()).toEqual(before);
    expect((await bookOnAccount(scene, { session, n: 1 })).status).toBe(201);
  });

  it("refuses an account with an invoice more than 30 days overdue with 409", async () => {
    const scene = await dateOf();
    const { organisation, session } = await signedInAccount();
    // An invoice issued 70 days ago on 30 days' terms: 40 days overdue.
    const old = await insertBooking(db(), {
      courseId: scene.course.id,
      availableDateId: scene.date.id,
      status: "confirmed",
      paymentType: "invoice",
      paymentAmount: PRICE,
      totalPrice: PRICE,
      organisationId: organisation.id,
      paid: 0,
    });
    await db().insert(learners).values({ bookingId: old.id, fullName: "Old Learner", price: PRICE, position: 1 });
    await db().transaction((tx) =>
      issueInvoice(tx, old.id, { site: site.app.ctx.site, issuedOn: addDays(londonToday(), -70), termsDays: 30 }),
    );
    const before = await written();
    const refused = await bookOnAccount(scene, { session, n: 1 });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(CREDIT_REFUSAL_MESSAGES["invoice-overdue"]);
    expect(await written()).toEqual(before);
  });

  it("requires the purchase order when the account asks for one (400 on the field)", async () => {
    const scene = await dateOf();
    const { session } = await signedInAccount({ poRequired: true });
    const before = await written();
    for (const purchaseOrder of [undefined, "   "]) {
      const missing = await bookOnAccount(scene, { session, purchaseOrder });
      expect(missing.status).toBe(400);
      const body = (await missing.json()) as { message: string; fieldErrors: Record<string, string[]> };
      expect(body.fieldErrors.purchaseOrder).toEqual([INVOICE_MESSAGES.purchaseOrder]);
    }
    expect(await written()).toEqual(before);
  });

  it("refuses without a session (403), with a dead one, for a removed contact, and for an account on hold (409)", async () => {
    const scene = await dateOf();
    const before = await written();
    const none = await bookOnAccount(scene, {});
    expect(none.status).toBe(403);
    expect(((await none.json()) as { message: string }).message).toBe(INVOICE_MESSAGES.signIn);
    expect((await bookOnAccount(scene, { session: "x".repeat(43) })).status).toBe(403);

    const onHold = await signedInAccount();
    await db().update(organisations).set({ status: "on-hold" }).where(eq(organisations.id, onHold.organisation.id));
    const held = await bookOnAccount(scene, { session: onHold.session });
    expect(held.status).toBe(409);
    expect(((await held.json()) as { message: string }).message).toBe(CREDIT_REFUSAL_MESSAGES["not-approved"]);

    const removed = await signedInAccount();
    await db().delete(organisationContacts).where(eq(organisationContacts.id, removed.contact.id));
    expect((await bookOnAccount(scene, { session: removed.session })).status).toBe(403);

    // The account is the session's: a body naming another is not a booking request.
    const other = await signedInAccount();
    const named = await bookOnAccount(scene, { session: other.session, organisationId: onHold.organisation.id });
    expect(named.status).toBe(400);
    expect(await written()).toEqual({ ...before, invoiceNumber: before.invoiceNumber });
  });

  it("keeps all or none at the last seats: 2 learners for 1 seat left are refused, and nothing is invoiced", async () => {
    const scene = await dateOf(2);
    const { organisation, session } = await signedInAccount();
    expect((await bookOnAccount(scene, { session, n: 1 })).status).toBe(201);
    const before = await written();
    const short = await bookOnAccount(scene, { session, n: 2 });
    expect(short.status).toBe(409);
    expect(((await short.json()) as { message: string }).message).toBe(onlySeatsLeftMessage(1));
    expect(await written()).toEqual(before);
    const onAccount = await db()
      .select({ seats: bookings.seats })
      .from(bookings)
      .where(and(eq(bookings.organisationId, organisation.id), eq(bookings.status, "confirmed")));
    expect(onAccount.map((row) => row.seats)).toEqual([1]);
  });

  it("judges two bookings at once on one account one after the other against its limit", async () => {
    const scene = await dateOf();
    const one = groupPrice(PRICE, 2, PERCENT).total;
    const { session } = await signedInAccount({ creditLimit: one + one - 1 });
    const answers = await Promise.all([bookOnAccount(scene, { session }), bookOnAccount(scene, { session })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await db().select().from(documents)).toHaveLength(1);
  });
});

describe("GET /api/business-accounts/session: what the booking dialog offers", () => {
  const sessionOf = async (session?: string) => {
    const answer = await site.app.fetch("/api/business-accounts/session", {
      headers: session ? { Cookie: `${ACCOUNT_COOKIE}=${session}` } : {},
    });
    expect(answer.headers.get("cache-control")).toBe("no-store");
    return answer.json();
  };

  it("says signed out without a live session, and the account's name, terms and credit left with one", async () => {
    expect(await sessionOf()).toEqual({ signedIn: false });
    expect(await sessionOf("x".repeat(43))).toEqual({ signedIn: false });
    const scene = await dateOf();
    const { organisation, session } = await signedInAccount({ poRequired: true, creditLimit: 100_000, termsDays: 14 });
    expect((await bookOnAccount(scene, { session, n: 1, purchaseOrder: "PO-1" })).status).toBe(201);
    expect(await sessionOf(session)).toEqual({
      signedIn: true,
      contactName: "Priya Manager",
      organisationName: organisation.name,
      poRequired: true,
      termsDays: 14,
      creditLeft: 100_000 - PRICE,
      refusal: null,
    });
  });

  it("says why an account on hold may not book on account", async () => {
    const { organisation, session } = await signedInAccount();
    await db().update(organisations).set({ status: "on-hold" }).where(eq(organisations.id, organisation.id));
    expect(await sessionOf(session)).toMatchObject({
      signedIn: true,
      refusal: CREDIT_REFUSAL_MESSAGES["not-approved"],
    });
  });
});

import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { availableDates, bookings, emailOutbox, leads, payments } from "#db/schema";
import { paymentsOf } from "./ledger.server";
import { bookingScene, customer, type BookingScene } from "#test/support/booking-fixtures";
import { insertWaitingPerson } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { setUpTestApp } from "#test/support/app-fixture";

const site = setUpTestApp();
let scene: BookingScene;
beforeEach(async () => {
  scene = await bookingScene(site.app.ctx.db);
});

type Created = { id: string; accessToken: string; reference: string };

async function createBooking(availableDateId = scene.farDate.id): Promise<Created> {
  const leadResponse = await postJson(site.app, "/api/booking-leads", {
    ...customer,
    selectedCourseId: scene.course.id,
    selectedCourseDateId: availableDateId,
  });
  const { leadId } = (await leadResponse.json()) as { leadId: string };
  const response = await postJson(site.app, "/api/bookings", {
    courseId: scene.course.id,
    availableDateId,
    leadId,
    userDetails: customer,
    paymentType: "deposit",
    paymentAmount: 10_000,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Created;
}

async function createIntent(bookingId: string, amount = 1) {
  const response = await postJson(site.app, "/api/create-payment-intent", {
    bookingId,
    amount,
    courseTitle: "x",
    customerEmail: customer.email,
    customerName: customer.fullName,
  });
  return { response, body: (await response.json()) as { clientSecret: string; amount: number; provider: string } };
}

const pay = (clientSecret: string, cardNumber: string) =>
  postJson(site.app, "/api/test-payments/confirm", { clientSecret, cardNumber, expiry: "12 / 34", cvc: "123" });

const bookingRow = async (id: string) => (await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const outbox = () => site.app.ctx.db.select().from(emailOutbox);

/** Lets a booking's hold lapse, as if the customer took too long to pay. */
const expireHold = (id: string) =>
  site.app.ctx.db
    .update(bookings)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(bookings.id, id));

describe("POST /api/create-payment-intent", () => {
  it("creates the intent for the booking's own amount, whatever the request says, and the same one on reload", async () => {
    const booking = await createBooking();
    const first = await createIntent(booking.id, 1);
    expect(first.response.status).toBe(200);
    expect(first.body).toMatchObject({ amount: 10_000, provider: "test" });
    const second = await createIntent(booking.id, 999_999);
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    const ledger = await site.app.ctx.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(ledger).toMatchObject([
      { kind: "deposit", amount: 10_000, state: "pending", providerRef: `pi_test_${ledger[0]!.id}` },
    ]);
  });

  it("refuses an unknown booking, an expired hold and a paid booking", async () => {
    expect((await createIntent("5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11")).response.status).toBe(404);
    const booking = await createBooking();
    await expireHold(booking.id);
    const expired = await createIntent(booking.id);
    expect(expired.response.status).toBe(409);
  });
});

describe("the test provider", () => {
  it("confirms a 4242 card: booking confirmed, lead converted, one confirmation e-mail with a calendar file", async () => {
    const booking = await createBooking();
    const { body } = await createIntent(booking.id);
    const response = await pay(body.clientSecret, "4242 4242 4242 4242");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "succeeded", outcome: "confirmed" });

    const row = await bookingRow(booking.id);
    expect(row).toMatchObject({ status: "confirmed", holdExpiresAt: null });
    const ledger = await paymentsOf(site.app.ctx.db, booking.id);
    expect(ledger).toMatchObject([{ kind: "deposit", amount: 10_000, state: "succeeded", provider: "test" }]);
    const [lead] = await site.app.ctx.db.select().from(leads).where(eq(leads.id, row.leadId!));
    expect(lead).toMatchObject({ status: "converted", bookingStage: "confirmed" });

    const emails = await outbox();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: "booking-confirmation", toAddress: customer.email, status: "pending" });
    expect(emails[0]!.text).toContain(booking.reference);
    expect(emails[0]!.text).toContain("Amount paid: £100");
    expect(emails[0]!.text).toContain("Balance due: £149");
    expect(emails[0]!.text).toContain("Photo ID (passport or driving licence)");
    const ics = Buffer.from(emails[0]!.attachments[0]!.contentBase64, "base64").toString();
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain(`DTSTART;VALUE=DATE:${scene.farDate.date.replaceAll("-", "")}`);
  });

  it("confirms once however often the payment is reported", async () => {
    const booking = await createBooking();
    const { body } = await createIntent(booking.id);
    await pay(body.clientSecret, "4242424242424242");
    const again = await pay(body.clientSecret, "4242424242424242");
    expect(await again.json()).toEqual({ status: "succeeded", outcome: "already-confirmed" });
    expect(await outbox()).toHaveLength(1);
  });

  it.each([
    ["4000 0000 0000 0002", "card_declined", "Your card was declined."],
    ["4000 0000 0000 9995", "insufficient_funds", "Your card has insufficient funds."],
    ["4242 4242 4242 4241", "incorrect_number", "Your card number is invalid."],
  ])("refuses %s (%s) and leaves the booking pending", async (card, code, message) => {
    const booking = await createBooking();
    const { body } = await createIntent(booking.id);
    const response = await pay(body.clientSecret, card);
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ code, message });
    expect((await bookingRow(booking.id)).status).toBe("pending");
    expect(await outbox()).toHaveLength(0);
  });

  it("refuses a forged client secret", async () => {
    const booking = await createBooking();
    const response = await pay(`pi_test_${booking.id}_secret_${"A".repeat(32)}`, "4242424242424242");
    expect(response.status).toBe(400);
    expect((await bookingRow(booking.id)).status).toBe("pending");
  });
});

describe("a payment that arrives after its hold expired", () => {
  it("takes the seat again when one is still free", async () => {
    const booking = await createBooking();
    const { body } = await createIntent(booking.id);
    await expireHold(booking.id);
    const response = await pay(body.clientSecret, "4242424242424242");
    expect(await response.json()).toMatchObject({ outcome: "confirmed" });
    expect((await bookingRow(booking.id)).status).toBe("confirmed");
  });

  it("refunds the money at once, and tells the customer and staff, when the seat has gone", async () => {
    const booking = await createBooking();
    const { body } = await createIntent(booking.id);
    await expireHold(booking.id);
    // Someone else takes the last seats meanwhile.
    await site.app.ctx.db
      .update(availableDates)
      .set({ bookedSeats: 12 })
      .where(eq(availableDates.id, scene.farDate.id));

    const response = await pay(body.clientSecret, "4242424242424242");
    expect(await response.json()).toMatchObject({ outcome: "refund-needed" });
    // Refunded by card through the ledger: nothing for staff to do by hand.
    expect(await bookingRow(booking.id)).toMatchObject({ status: "cancelled", needsRefund: false });
    const ledger = await paymentsOf(site.app.ctx.db, booking.id);
    const paid = ledger.find((row) => row.kind === "deposit")!;
    expect(ledger.map((row) => [row.kind, row.amount, row.state, row.refundOf])).toEqual([
      ["deposit", 10_000, "succeeded", null],
      ["refund", 10_000, "pending", paid.id],
    ]);
    const emails = await outbox();
    expect(emails.map((e) => [e.kind, e.toAddress]).sort()).toEqual(
      [
        [`money-returned:${paid.id}`, customer.email],
        [`staff-alert:money-returned:${paid.id}`, site.app.ctx.site.email],
      ].sort(),
    );
    const toCustomer = emails.find((e) => e.kind.startsWith("money-returned:"))!;
    expect(toCustomer.subject).toBe(`We received £100: £100 will be refunded (${booking.reference})`);
    expect(toCustomer.text).toContain("It arrived after your reserved place had been released");
  });

  // Issue 19 (pretix's count_waitinglist): a lapsed hold paid late never jumps the people waiting for a seat.
  it("does not take a freed seat that someone on the waiting list is waiting for", async () => {
    const db = site.app.ctx.db;
    const booking = await createBooking();
    const { body } = await createIntent(booking.id);
    await expireHold(booking.id);
    // Every other seat is taken, and one person is waiting (confirmed) for the one this lapsed hold freed.
    await db
      .update(availableDates)
      .set({ bookedSeats: scene.farDate.maxSeats - 1 })
      .where(eq(availableDates.id, scene.farDate.id));
    await insertWaitingPerson(db, { courseId: scene.course.id, availableDateId: scene.farDate.id });
    const response = await pay(body.clientSecret, "4242424242424242");
    expect(await response.json()).toMatchObject({ outcome: "refund-needed" });
    expect(await bookingRow(booking.id)).toMatchObject({ status: "cancelled" });
    expect((await paymentsOf(db, booking.id)).map((row) => [row.kind, row.state])).toEqual([
      ["deposit", "succeeded"],
      ["refund", "pending"],
    ]);
  });
});

describe("GET /api/bookings/by-token/:token", () => {
  it("shows the booking as the server has it, by its token only", async () => {
    const booking = await createBooking();
    const { body } = await createIntent(booking.id);
    await pay(body.clientSecret, "4242424242424242");
    const response = await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      reference: booking.reference,
      status: "confirmed",
      courseTitle: "SIA Door Supervisor",
      startDate: scene.farDate.date,
      location: "Oxford",
      paymentAmount: 10_000,
      balanceDue: 14_900,
    });
    expect((await site.app.fetch(`/api/bookings/by-token/${booking.id}`)).status).toBe(404);
    const calendar = await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/calendar.ics`);
    expect(calendar.headers.get("content-type")).toMatch(/text\/calendar/);
  });
});

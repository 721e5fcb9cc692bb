// The customer's booking page by its secret link (issue 13): the ledger's figures, Pay balance, receipts, contact
// changes, 'Find my booking', and the link's access rules.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingEvents, bookingLinks, bookings, emailOutbox, jobs, payments } from "#db/schema";
import { startJobRunner } from "#app/features/jobs/job-runner.server";
import { createLogger } from "#server/logger";
import { setUpTestApp } from "#test/support/app-fixture";
import { fieldErrorsOf } from "#test/support/factories";
import { bookingScene, customer } from "#test/support/booking-fixtures";
import { postJson, type TestApp } from "#test/support/test-app";
import { hashBookingToken } from "../life-cycle/booking-links.server";
import { FIND_BOOKING_JOB, findBookingJobHandler } from "./find-booking.server";

const site = setUpTestApp();
type Summary = { status: string; amountPaid: number; balanceDue: number; startDate: string; reference: string };
type Started = { clientSecret: string; amount: number; provider: string };

/** A deposit booking of the scene's far date, paid with the test card: £100 paid, £149 to pay. */
async function depositBooking(app: TestApp = site.app) {
  const scene = await bookingScene(app.ctx.db);
  const created = (await (
    await postJson(app, "/api/bookings", {
      courseId: scene.course.id,
      availableDateId: scene.farDate.id,
      userDetails: customer,
      paymentType: "deposit",
      paymentAmount: 10_000,
    })
  ).json()) as { id: string; accessToken: string; reference: string };
  const intent = (await (
    await postJson(app, "/api/create-payment-intent", { bookingId: created.id })
  ).json()) as Started;
  expect((await pay(app, intent.clientSecret)).status).toBe(200);
  return { ...created, scene };
}

const pay = (app: TestApp, clientSecret: string, cardNumber = "4242 4242 4242 4242") =>
  postJson(app, "/api/test-payments/confirm", { clientSecret, cardNumber, expiry: "12 / 34", cvc: "123" });
const summaryOf = async (token: string) =>
  (await (await site.app.fetch(`/api/bookings/by-token/${token}`)).json()) as Summary;
const startBalance = (token: string) => postJson(site.app, `/api/bookings/by-token/${token}/balance-payment`, {});

describe("the booking by its link", () => {
  it("answers the ledger's figures: amount paid and balance due", async () => {
    const booking = await depositBooking();
    const response = await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}`);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({
      status: "confirmed",
      amountPaid: 10_000,
      balanceDue: 14_900,
      startDate: booking.scene.farDate.date,
    });
  });

  it("keeps only a hash of each link's token", async () => {
    const booking = await depositBooking();
    const links = await site.app.ctx.db.select().from(bookingLinks).where(eq(bookingLinks.bookingId, booking.id));
    expect(links.map((link) => link.tokenHash)).toContain(hashBookingToken(booking.accessToken));
    expect(JSON.stringify(links)).not.toContain(booking.accessToken);
    const [row] = await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(JSON.stringify(row)).not.toContain(booking.accessToken);
  });

  it("answers 404 for an unknown, malformed or revoked token", async () => {
    const booking = await depositBooking();
    for (const token of ["x".repeat(43), "short", "not a token at all!"]) {
      expect((await site.app.fetch(`/api/bookings/by-token/${encodeURIComponent(token)}`)).status).toBe(404);
    }
    await site.app.ctx.db
      .update(bookingLinks)
      .set({ revokedAt: new Date() })
      .where(eq(bookingLinks.bookingId, booking.id));
    expect((await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}`)).status).toBe(404);
  });
});

describe("Pay balance", () => {
  it("takes the outstanding amount by card, reusing one open attempt, then reads paid in full with a receipt", async () => {
    const booking = await depositBooking();
    const first = await startBalance(booking.accessToken);
    expect(first.status).toBe(200);
    const intent = (await first.json()) as Started;
    expect(intent).toMatchObject({ amount: 14_900, provider: "test" });
    // A second click while the first is open: the same attempt and intent.
    const again = (await (await startBalance(booking.accessToken)).json()) as Started;
    expect(again.clientSecret).toBe(intent.clientSecret);

    const declined = await pay(site.app, intent.clientSecret, "4000 0000 0000 0002");
    expect(declined.status).toBe(402);
    expect((await summaryOf(booking.accessToken)).amountPaid).toBe(10_000);

    const paid = await pay(site.app, intent.clientSecret);
    expect(await paid.json()).toEqual({ status: "succeeded", outcome: "balance-paid" });
    expect(await summaryOf(booking.accessToken)).toMatchObject({ amountPaid: 24_900, balanceDue: 0 });
    // Reported twice (a retried webhook): nothing changes twice.
    expect(await (await pay(site.app, intent.clientSecret)).json()).toEqual({
      status: "succeeded",
      outcome: "already-confirmed",
    });

    const ledger = await site.app.ctx.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(
      ledger.map(({ kind, amount, state }) => ({ kind, amount, state })).sort((a, b) => a.amount - b.amount),
    ).toEqual([
      { kind: "deposit", amount: 10_000, state: "succeeded" },
      { kind: "balance", amount: 14_900, state: "succeeded" },
    ]);
    const balance = ledger.find((payment) => payment.kind === "balance")!;
    const receipts = await site.app.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, `receipt:${balance.id}`));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      toAddress: customer.email,
      subject: expect.stringMatching(/^Receipt for your payment of £149/),
    });

    const refused = await startBalance(booking.accessToken);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "This booking is paid in full: there is nothing more to pay." });
    const timeline = await site.app.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(timeline.map((event) => event.text)).toContain("£149 balance paid by card");
  });

  it("gives a new intent for a new amount: a balance equal to the deposit is its own payment", async () => {
    const booking = await depositBooking();
    // Staff recorded £49 by bank transfer: £100 is left, the deposit's own amount.
    await site.app.ctx.db.insert(payments).values({
      bookingId: booking.id,
      kind: "manual",
      amount: 4_900,
      provider: "manual",
      method: "Bank transfer",
      state: "succeeded",
    });
    const intent = (await (await startBalance(booking.accessToken)).json()) as Started;
    expect(intent.amount).toBe(10_000);
    const deposit = (await site.app.ctx.db.select().from(payments).where(eq(payments.bookingId, booking.id))).find(
      (payment) => payment.kind === "deposit",
    )!;
    expect(intent.clientSecret.startsWith(`${deposit.providerRef}_`)).toBe(false);
    expect(await (await pay(site.app, intent.clientSecret)).json()).toMatchObject({ outcome: "balance-paid" });
    expect(await summaryOf(booking.accessToken)).toMatchObject({ amountPaid: 24_900, balanceDue: 0 });
  });

  it("refuses a booking that is not confirmed, and an unknown link", async () => {
    const scene = await bookingScene(site.app.ctx.db);
    const pending = (await (
      await postJson(site.app, "/api/bookings", {
        courseId: scene.course.id,
        availableDateId: scene.farDate.id,
        userDetails: customer,
        paymentType: "deposit",
        paymentAmount: 10_000,
      })
    ).json()) as { accessToken: string };
    const response = await startBalance(pending.accessToken);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "Only a confirmed booking has a balance to pay." });
    expect((await startBalance("x".repeat(43))).status).toBe(404);
  });
});

describe("changing contact details", () => {
  it("saves a new phone number and address and notes it on the timeline", async () => {
    const booking = await depositBooking();
    const response = await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/contact`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        phone: "07700 900999",
        address: "2 New Road, Reading",
        postcode: "RG1 1AA",
        email: "x@y.z",
      }),
    });
    expect(response.status).toBe(200);
    const [row] = await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.userDetails).toEqual({
      ...customer,
      phone: "07700 900999",
      address: "2 New Road, Reading",
      postcode: "RG1 1AA",
    });
    const events = await site.app.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events.map((event) => event.text)).toContain(
      "The customer changed their phone number and address and postcode",
    );
  });

  it("refuses bad input with the fields' messages and changes nothing", async () => {
    const booking = await depositBooking();
    const response = await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/contact`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: "12", address: "x", postcode: "OX1 1AA" }),
    });
    expect(await fieldErrorsOf(response)).toMatchObject({
      phone: ["Please enter a valid phone number"],
      address: ["Please enter a complete address"],
    });
    const [row] = await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.userDetails).toEqual(customer);
  });
});

describe("Find my booking", () => {
  it("gives the same answer whether or not a booking matches, and e-mails a link only for a match", async () => {
    const booking = await depositBooking();
    const ask = (body: object) => postJson(site.app, "/api/bookings/find", body);
    const match = await ask({ email: customer.email.toUpperCase(), reference: booking.reference.toLowerCase() });
    const wrongEmail = await ask({ email: "someone@example.com", reference: booking.reference });
    const wrongReference = await ask({ email: customer.email, reference: "TV-ZZZZZZZZ" });
    for (const response of [match, wrongEmail, wrongReference]) expect(response.status).toBe(202);
    const answers = await Promise.all([match, wrongEmail, wrongReference].map((response) => response.json()));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    // Each request only queued a job, the same work whether or not a booking matches: its time says nothing either.
    const queued = await site.app.ctx.db.select().from(jobs).where(eq(jobs.kind, FIND_BOOKING_JOB));
    expect(queued).toHaveLength(3);
    expect(await site.app.ctx.db.select().from(emailOutbox)).not.toContainEqual(
      expect.objectContaining({ kind: expect.stringMatching(/^booking-link:/) }),
    );
    const handlers = { [FIND_BOOKING_JOB]: findBookingJobHandler(site.app.ctx.site) };
    const ran = await startJobRunner({
      db: site.app.ctx.db,
      logger: createLogger("silent"),
      handlers,
      autoStart: false,
    }).runOnce();
    expect(ran).toMatchObject({ ran: 3, failed: 0 });
    const links = (await site.app.ctx.db.select().from(emailOutbox)).filter((email) =>
      email.kind.startsWith("booking-link:"),
    );
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ toAddress: customer.email, bookingId: booking.id });
    expect(links[0]!.text).toContain("/my-booking/");
  });

  it("refuses a malformed request with a 400", async () => {
    const response = await postJson(site.app, "/api/bookings/find", { email: "nope", reference: "123" });
    expect(await fieldErrorsOf(response)).toEqual({
      email: ["Please enter a valid email address"],
      reference: ["Please enter your booking reference, such as TV-AB3CD4EF, or leave it blank"],
    });
  });
});

describe("the link's rate limit", () => {
  const limited = setUpTestApp({ start: { env: { PUBLIC_WRITE_LIMIT_MULTIPLIER: "1" } } });
  it("answers at most 60 requests a minute per address", async () => {
    const booking = await depositBooking(limited.app);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await limited.app.fetch(`/api/bookings/by-token/${booking.accessToken}`)).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

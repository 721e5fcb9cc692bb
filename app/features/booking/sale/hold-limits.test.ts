// Unpaid seat holds (issue 11, decision 008), over HTTP from several loopback
// addresses: each test's requests come from 127.0.0.x sockets, which the app
// (TRUST_PROXY unset) sees as that visitor's address.
import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, leads } from "#db/schema";
import { startApiProcess } from "#test/support/api-process";
import { customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { postJsonFrom, type LoopbackResponse } from "#test/support/loopback-client";
import { startTestApp, type TestApp } from "#test/support/test-app";
import { getTestDatabaseUrl, useTestDatabase } from "#test/support/test-database";
import { parseSettings } from "#app/shared/settings.server";
import { addDays, londonToday } from "#app/shared/dates";
import { HOLD_MINUTES } from "./booking.server";
import { holdLimitMessage } from "./hold-limits.server";

const CAP = 3;
const PRICE = 24_900;
const HOLDS_ON = { MAX_HOLDS_PER_ADDRESS: String(CAP) };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: HOLDS_ON });
});
afterAll(() => app.close());

let courseId: string;
let dates: string[];
beforeEach(async () => {
  await useTestDatabase();
  const course = await insertCourse(app.ctx.db, { price: PRICE });
  courseId = course.id;
  dates = [];
  for (let i = 0; i < 6; i++) {
    const date = await insertAvailableDate(app.ctx.db, {
      courseId,
      date: addDays(londonToday(), 30 + i),
      maxSeats: 12,
    });
    dates.push(date.id);
  }
});

type Booked = { id: string; accessToken: string; paymentAmount: number };

function book(
  from: string,
  change: { date?: string; email?: string; leadId?: string; key?: string } = {},
  baseUrl = app.url,
): Promise<LoopbackResponse> {
  return postJsonFrom(
    from,
    `${baseUrl}/api/bookings`,
    {
      courseId,
      availableDateId: change.date ?? dates[0],
      ...(change.leadId && { leadId: change.leadId }),
      userDetails: { ...customer, email: change.email ?? `visitor.${randomUUID()}@example.com` },
      paymentType: "full",
      paymentAmount: PRICE,
    },
    change.key ? { "Idempotency-Key": change.key } : {},
  );
}

async function bookOk(from: string, change: Parameters<typeof book>[1] = {}): Promise<Booked> {
  const response = await book(from, change);
  expect(response.status, response.body).toBe(201);
  return JSON.parse(response.body) as Booked;
}

/** Three holds from one address, on three dates. */
async function fillCap(from: string): Promise<Booked[]> {
  const held: Booked[] = [];
  for (let i = 0; i < CAP; i++) held.push(await bookOk(from, { date: dates[i] }));
  return held;
}

const allBookings = () => app.ctx.db.select().from(bookings);
const seatsHeldOn = async (dateId: string) =>
  (
    await app.ctx.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.availableDateId, dateId),
          eq(bookings.status, "pending"),
          sql`${bookings.holdExpiresAt} > now()`,
        ),
      )
  ).length;

function expectHoldLimit(response: LoopbackResponse) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers["retry-after"]);
  // The earliest hold was made moments ago, so it lapses in (almost) a whole hold's time.
  expect(retryAfter).toBeGreaterThan(HOLD_MINUTES * 60 - 60);
  expect(retryAfter).toBeLessThanOrEqual(HOLD_MINUTES * 60);
  expect(JSON.parse(response.body)).toEqual({ message: holdLimitMessage(CAP, retryAfter) });
}

describe("unpaid holds per client address", () => {
  it("refuses a 4th hold from one address with 429, Retry-After and a message, and holds nothing", async () => {
    await fillCap("127.0.0.2");
    const fourth = await book("127.0.0.2", { date: dates[3] });
    expectHoldLimit(fourth);
    expect(JSON.parse(fourth.body).message).toBe(
      "You already have 3 unpaid bookings in progress. Please finish paying for one of them, " +
        `or wait ${HOLD_MINUTES} minutes for the oldest to lapse, then try again.`,
    );
    expect(await allBookings()).toHaveLength(CAP);
    expect(await seatsHeldOn(dates[3]!)).toBe(0);
    // A full date elsewhere does not matter: the cap counts every date.
    expectHoldLimit(await book("127.0.0.2", { date: dates[0] }));
  });

  it("lets other addresses book while one is at its cap", async () => {
    await fillCap("127.0.0.2");
    expectHoldLimit(await book("127.0.0.2", { date: dates[3] }));
    await bookOk("127.0.0.3", { date: dates[3] });
    await bookOk("127.0.0.4", { date: dates[3] });
    expect(await seatsHeldOn(dates[3]!)).toBe(2);
  });

  it("stores the address as the limits count it, on the hold only", async () => {
    const held = await bookOk("127.0.0.5");
    const [row] = await app.ctx.db.select().from(bookings).where(eq(bookings.id, held.id));
    expect(row!.holdAddress).toBe("127.0.0.5");
  });

  it("frees a slot once one of the holds is paid", async () => {
    const [first] = await fillCap("127.0.0.2");
    const intent = await postJsonFrom("127.0.0.2", `${app.url}/api/create-payment-intent`, {
      bookingId: first!.id,
      amount: first!.paymentAmount,
      courseTitle: "x",
      customerEmail: customer.email,
      customerName: customer.fullName,
    });
    expect(intent.status, intent.body).toBe(200);
    const { clientSecret } = JSON.parse(intent.body) as { clientSecret: string };
    const paid = await postJsonFrom("127.0.0.2", `${app.url}/api/test-payments/confirm`, {
      clientSecret,
      cardNumber: "4242 4242 4242 4242",
      expiry: "12 / 34",
      cvc: "123",
    });
    expect(paid.status, paid.body).toBe(200);
    await bookOk("127.0.0.2", { date: dates[3] });
    expectHoldLimit(await book("127.0.0.2", { date: dates[4] }));
  });

  it("frees the address once its holds lapse", async () => {
    await fillCap("127.0.0.2");
    // Fifteen minutes pass: the holds' expiry is moved into the past rather than waiting for the clock.
    await app.ctx.db.update(bookings).set({ holdExpiresAt: sql`now() - interval '1 second'` as unknown as Date });
    for (let i = 3; i < 3 + CAP; i++) await bookOk("127.0.0.2", { date: dates[i] });
    expectHoldLimit(await book("127.0.0.2", { date: dates[0] }));
  });

  it("answers a replay of an Idempotency-Key at the cap with the booking made the first time", async () => {
    const key = randomUUID();
    const email = "replay@example.com";
    await bookOk("127.0.0.2", { date: dates[0] });
    await bookOk("127.0.0.2", { date: dates[1] });
    const first = await bookOk("127.0.0.2", { date: dates[2], email, key });
    const again = await book("127.0.0.2", { date: dates[2], email, key });
    expect(again.status).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    // The same booking; its link is a new one (only hashes of links are kept).
    expect(JSON.parse(again.body)).toEqual({ ...first, accessToken: expect.stringMatching(/^[\w-]{43}$/) });
    expect(await allBookings()).toHaveLength(CAP);
  });

  it("is off with MAX_HOLDS_PER_ADDRESS=0", async () => {
    const uncapped = await startTestApp({ env: { MAX_HOLDS_PER_ADDRESS: "0" } });
    try {
      for (let i = 0; i < 5; i++) {
        const response = await book("127.0.0.2", { date: dates[i] }, uncapped.url);
        expect(response.status).toBe(201);
      }
      // Nothing to count, so nothing personal is kept.
      expect(await app.ctx.db.select().from(bookings).where(isNotNull(bookings.holdAddress))).toEqual([]);
    } finally {
      await uncapped.close();
    }
  });
});

describe("one unpaid hold per e-mail address and date", () => {
  it("replaces the earlier hold of the same e-mail, in any case, so the date's seat count stays 1", async () => {
    const first = await bookOk("127.0.0.2", { email: "Sam.Taylor@Example.com" });
    const second = await bookOk("127.0.0.3", { email: "sam.taylor@example.COM" });
    expect(second.id).not.toBe(first.id);
    expect(await seatsHeldOn(dates[0]!)).toBe(1);
    const rows = await allBookings();
    expect(rows.find((row) => row.id === first.id)).toMatchObject({ status: "expired" });
    expect(rows.find((row) => row.id === second.id)).toMatchObject({ status: "pending" });
  });

  it("takes its seat again on a date its own hold had filled", async () => {
    const date = await insertAvailableDate(app.ctx.db, { courseId, date: addDays(londonToday(), 50), maxSeats: 1 });
    await bookOk("127.0.0.2", { date: date.id, email: "first.try@example.com" });
    expect((await book("127.0.0.3", { date: date.id })).status).toBe(409);
    // The card was declined; the customer tries again, from a phone this time.
    await bookOk("127.0.0.4", { date: date.id, email: "FIRST.TRY@example.com" });
    expect(await seatsHeldOn(date.id)).toBe(1);
  });

  it("does not count the replaced hold against the address's cap", async () => {
    const email = "again@example.com";
    await bookOk("127.0.0.2", { date: dates[0] });
    await bookOk("127.0.0.2", { date: dates[1] });
    await bookOk("127.0.0.2", { date: dates[2], email });
    // At the cap, a new attempt for the same date by the same e-mail replaces its hold.
    await bookOk("127.0.0.2", { date: dates[2], email });
    await bookOk("127.0.0.2", { date: dates[2], email: email.toUpperCase() });
    expect(await seatsHeldOn(dates[2]!)).toBe(1);
    expectHoldLimit(await book("127.0.0.2", { date: dates[3], email }));
  });

  it("keeps the holds of the same e-mail on other dates", async () => {
    const email = "family@example.com";
    await bookOk("127.0.0.2", { date: dates[0], email });
    await bookOk("127.0.0.2", { date: dates[1], email });
    expect(await seatsHeldOn(dates[0]!)).toBe(1);
    expect(await seatsHeldOn(dates[1]!)).toBe(1);
  });
});

describe("linking a lead to a booking", () => {
  async function leadFor(email: string): Promise<string> {
    const response = await postJsonFrom("127.0.0.2", `${app.url}/api/booking-leads`, {
      ...customer,
      email,
      selectedCourseId: courseId,
      selectedCourseDateId: dates[0],
    });
    expect(response.status, response.body).toBe(201);
    return (JSON.parse(response.body) as { leadId: string }).leadId;
  }

  const leadRow = async (id: string) => (await app.ctx.db.select().from(leads).where(eq(leads.id, id)))[0]!;
  const bookingRow = async (id: string) => (await app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

  it("does not link a lead saved with another e-mail address, and still books", async () => {
    const leadId = await leadFor("someone.else@example.com");
    const booked = await bookOk("127.0.0.3", { leadId, email: "me@example.com" });
    expect((await bookingRow(booked.id)).leadId).toBeNull();
    expect((await leadRow(leadId)).bookingStage).toBe("details");
  });

  it("links the lead saved with the same e-mail address, in any case", async () => {
    const leadId = await leadFor("Me@Example.com");
    const booked = await bookOk("127.0.0.2", { leadId, email: "me@example.com" });
    expect((await bookingRow(booked.id)).leadId).toBe(leadId);
    expect((await leadRow(leadId)).bookingStage).toBe("payment");
  });
});

describe("the cap under concurrency", () => {
  const tenAtOnce = (baseUrls: string[]) =>
    Promise.all(
      Array.from({ length: 10 }, (_, i) => book("127.0.0.9", { date: dates[i % dates.length] }, baseUrls[i % 2]!)),
    );

  function expectExactlyTheCap(answers: LoopbackResponse[]) {
    expect(answers.filter((a) => a.status === 201)).toHaveLength(CAP);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(10 - CAP);
  }

  it("lets 10 parallel attempts from one address hold exactly 3 seats", async () => {
    expectExactlyTheCap(await tenAtOnce([app.url, app.url]));
    expect(await allBookings()).toHaveLength(CAP);
  });

  // Two processes share only the database, so only its lock keeps their counts apart.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "lets 10 parallel attempts from one address through two server processes hold exactly 3 seats",
    async () => {
      const second = await startApiProcess((await getTestDatabaseUrl())!, HOLDS_ON);
      try {
        expectExactlyTheCap(await tenAtOnce([app.url, second.url]));
        expect(await allBookings()).toHaveLength(CAP);
      } finally {
        await second.stop();
      }
    },
  );
});

describe("the MAX_HOLDS_PER_ADDRESS setting", () => {
  it("is 3 by default, 0 (off) under NODE_ENV=test, and what it is set to", () => {
    expect(parseSettings({ NODE_ENV: "production" }).MAX_HOLDS_PER_ADDRESS).toBe(3);
    expect(parseSettings({}).MAX_HOLDS_PER_ADDRESS).toBe(3);
    expect(parseSettings({ NODE_ENV: "test" }).MAX_HOLDS_PER_ADDRESS).toBe(0);
    expect(parseSettings({ NODE_ENV: "production", MAX_HOLDS_PER_ADDRESS: "0" }).MAX_HOLDS_PER_ADDRESS).toBe(0);
    expect(parseSettings({ NODE_ENV: "test", MAX_HOLDS_PER_ADDRESS: "5" }).MAX_HOLDS_PER_ADDRESS).toBe(5);
  });

  it.each(["-1", "1.5", "lots"])("refuses %s", (value) => {
    expect(() => parseSettings({ MAX_HOLDS_PER_ADDRESS: value })).toThrow(/MAX_HOLDS_PER_ADDRESS/);
  });
});

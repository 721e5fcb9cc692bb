// The first-aid rule at booking on the server (issue 23): a course that needs a first aid certificate takes the
// learner's declaration, checked with the shared schema; the verdict is worked out again and the declaration stored
// on the booking's learner in the booking's transaction.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingEvents, bookings, learners } from "#db/schema";
import { customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { setUpTestApp } from "#test/support/app-fixture";
import { addDays, addMonths, londonToday } from "#app/shared/dates";

const site = setUpTestApp();
const db = () => site.app.ctx.db;
let flagged: { courseId: string; dateId: string; firstDay: string };
let plain: typeof flagged;

beforeEach(async () => {
  const firstDay = addDays(londonToday(), 40);
  const course = await insertCourse(db(), {
    title: "SIA Door Supervisor",
    price: 24_900,
    needsFirstAidCertificate: true,
  });
  const date = await insertAvailableDate(db(), { courseId: course.id, date: firstDay, maxSeats: 12 });
  flagged = { courseId: course.id, dateId: date.id, firstDay };
  const other = await insertCourse(db(), { title: "CCTV", price: 24_900 });
  const otherDate = await insertAvailableDate(db(), { courseId: other.id, date: firstDay, maxSeats: 12 });
  plain = { courseId: other.id, dateId: otherDate.id, firstDay };
});

const book = (body: Record<string, unknown>, on = flagged) =>
  postJson(site.app, "/api/bookings", {
    courseId: on.courseId,
    availableDateId: on.dateId,
    userDetails: customer,
    paymentType: "full",
    paymentAmount: 24_900,
    ...body,
  });

type Refusal = { message: string; fieldErrors?: Record<string, string[]> };
const learnerOf = async (bookingId: string) =>
  (await db().select().from(learners).where(eq(learners.bookingId, bookingId)))[0]!;
const eventsOf = async (bookingId: string) =>
  (
    await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId)).orderBy(bookingEvents.seq)
  ).map((event) => event.kind);

/** A certificate issued `monthsAgo` months before today. */
const issued = (monthsAgo: number) => addMonths(londonToday(), -monthsAgo);

describe("POST /api/bookings on a course that needs a first aid certificate", () => {
  it("refuses a booking without a declaration with 400 and a clear message, and holds no seat", async () => {
    const response = await book({});
    expect(response.status).toBe(400);
    const body = (await response.json()) as Refusal;
    expect(body.message).toBe(
      "This course needs a first aid certificate: please tell us which first aid qualification you hold, or 'None yet'.",
    );
    expect(body.fieldErrors).toEqual({
      "firstAid.qualification": ["Please choose your first aid qualification, or 'None yet'"],
    });
    expect(await db().select().from(bookings)).toEqual([]);
  });

  it("refuses a certificate issued in the future", async () => {
    const response = await book({
      firstAid: { qualification: "efaw", issuedBy: "St John Ambulance", issuedOn: addDays(londonToday(), 1) },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Refusal;
    expect(body.message).toBe("The date your certificate was issued cannot be in the future.");
    expect(body.fieldErrors).toEqual({
      "firstAid.issuedOn": ["The date your certificate was issued cannot be in the future."],
    });
    expect(await db().select().from(bookings)).toEqual([]);
  });

  it("refuses a certificate without who issued it and when", async () => {
    const response = await book({ firstAid: { qualification: "faw" } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Refusal).fieldErrors).toEqual({
      "firstAid.issuedBy": ["Please say who issued your certificate"],
      "firstAid.issuedOn": ["Please enter the date your certificate was issued"],
    });
  });

  it.each([
    ["a certificate that runs out too soon", { qualification: "efaw", issuedBy: "Red Cross", issuedOn: issued(30) }],
    ["no certificate yet", { qualification: "none" }],
  ])("requires the acknowledgement for %s", async (_, firstAid) => {
    const refused = await book({ firstAid });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Refusal).fieldErrors).toEqual({
      "firstAid.acknowledged": [
        "Please confirm that you cannot start the course without a valid first aid certificate",
      ],
    });
    const accepted = await book({ firstAid: { ...firstAid, acknowledged: true } });
    expect(accepted.status).toBe(201);
  });

  it("refuses a verdict sent by the browser: the server works it out", async () => {
    const response = await book({
      firstAid: { qualification: "none", acknowledged: true, verdict: "meets" },
    });
    expect(response.status).toBe(400);
  });

  it("stores a certificate that meets the rule on the booking's learner, with the server's verdict", async () => {
    const issuedOn = issued(6);
    const response = await book({
      firstAid: { qualification: "frec", issuedBy: "  Qualsafe Awards ", issuedOn },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await learnerOf(id)).toMatchObject({
      fullName: customer.fullName,
      firstAidQualification: "frec",
      firstAidIssuedBy: "Qualsafe Awards",
      firstAidIssuedOn: issuedOn,
      remindersConsentAt: null,
    });
    const [event] = await db().select().from(bookingEvents).where(eq(bookingEvents.kind, "first-aid-declared"));
    expect(event?.text).toMatch(
      /^First aid declared: First Response Emergency Care \(FREC\) level 3 or above issued by Qualsafe Awards on .+: meets the rule \(valid until .+\)$/,
    );
  });

  it("stores a certificate that runs out too soon as declared, with the verdict the server worked out", async () => {
    // Valid on the first day but not for 12 months more: the server says so whatever the browser thought.
    const issuedOn = issued(30);
    const response = await book({
      firstAid: { qualification: "efaw", issuedBy: "Red Cross", issuedOn, acknowledged: true },
    });
    const { id } = (await response.json()) as { id: string };
    expect(await learnerOf(id)).toMatchObject({ firstAidQualification: "efaw", firstAidIssuedOn: issuedOn });
    const [event] = await db().select().from(bookingEvents).where(eq(bookingEvents.kind, "first-aid-declared"));
    expect(event?.text).toContain("does not meet the rule");
    expect(await eventsOf(id)).toEqual(["created", "first-aid-declared"]);
  });

  it("stores 'None yet' with no issuer or date", async () => {
    const response = await book({ firstAid: { qualification: "none", issuedBy: "x", acknowledged: true } });
    const { id } = (await response.json()) as { id: string };
    expect(await learnerOf(id)).toMatchObject({
      firstAidQualification: "none",
      firstAidIssuedBy: null,
      firstAidIssuedOn: null,
    });
  });

  it("stores the consent to renewal reminders when the box is ticked, and none when it is not", async () => {
    const firstAid = { qualification: "efaw", issuedBy: "Red Cross", issuedOn: issued(3) };
    const before = Date.now();
    const ticked = (await (await book({ firstAid, remindersConsent: true })).json()) as { id: string };
    const consent = (await learnerOf(ticked.id)).remindersConsentAt;
    expect(consent).toBeInstanceOf(Date);
    expect(consent!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const other = { ...customer, email: "other@example.com" };
    const unticked = (await (await book({ firstAid, userDetails: other, remindersConsent: false })).json()) as {
      id: string;
    };
    expect((await learnerOf(unticked.id)).remindersConsentAt).toBeNull();
  });
});

describe("POST /api/bookings on a course that does not need one", () => {
  it("books without a declaration and stores none, even if one is sent", async () => {
    const bare = await book({}, plain);
    expect(bare.status).toBe(201);
    const sent = await book(
      {
        userDetails: { ...customer, email: "other@example.com" },
        firstAid: { qualification: "efaw", issuedBy: "Red Cross", issuedOn: issued(3) },
        remindersConsent: true,
      },
      plain,
    );
    const { id } = (await sent.json()) as { id: string };
    expect(await learnerOf(id)).toMatchObject({ firstAidQualification: null, firstAidIssuedOn: null });
    expect((await learnerOf(id)).remindersConsentAt).toBeInstanceOf(Date);
    expect(await eventsOf(id)).toEqual(["created"]);
  });
});

describe("paying for a seat on a course that needs a first aid certificate", () => {
  const startPayment = (bookingId: string) =>
    postJson(site.app, "/api/create-payment-intent", {
      bookingId,
      amount: 1,
      courseTitle: "x",
      customerEmail: customer.email,
      customerName: customer.fullName,
    });

  it("waits for the learner's declaration: a seat held without one (an offer e-mailed before offers asked) is refused with 409", async () => {
    const booked = await book({ firstAid: { qualification: "none", acknowledged: true } });
    expect(booked.status).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    // As a waiting-list seat held before the question was asked: the learner has declared nothing.
    await db().update(learners).set({ firstAidQualification: null }).where(eq(learners.bookingId, id));

    const refused = await startPayment(id);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Refusal).message).toBe(
      "This course needs a first aid certificate: before paying, please tell us about yours with 'Book your seat' in your waiting-list e-mail.",
    );

    await db().update(learners).set({ firstAidQualification: "none" }).where(eq(learners.bookingId, id));
    expect((await startPayment(id)).status).toBe(200);
  });

  it("does not ask on a course that needs none", async () => {
    const booked = await book({}, plain);
    const { id } = (await booked.json()) as { id: string };
    expect((await startPayment(id)).status).toBe(200);
  });
});

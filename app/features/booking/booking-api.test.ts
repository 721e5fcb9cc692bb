import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bookings, leads } from "#db/schema";
import { bookingScene, customer, type BookingScene } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertBooking, insertCourse } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { addDays } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { HOLD_MINUTES } from "./sale/booking.server";
import { badFirstAidAnswers, expectFirstAidRefusal } from "#test/support/first-aid-bad-answers";

const site = setUpTestApp();
let scene: BookingScene;
beforeEach(async () => {
  scene = await bookingScene(site.app.ctx.db);
});

const bookingCount = async () => (await site.app.ctx.db.select().from(bookings)).length;
const book = (body: Record<string, unknown>) =>
  postJson(site.app, "/api/bookings", {
    courseId: scene.course.id,
    availableDateId: scene.farDate.id,
    userDetails: customer,
    paymentType: "full",
    paymentAmount: 24_900,
    ...body,
  });

/** A booking lead for the scene's course and far date, the customer's details, with `fields` changed. */
const postLead = (fields: Record<string, unknown>) =>
  postJson(site.app, "/api/booking-leads", {
    ...customer,
    selectedCourseId: scene.course.id,
    selectedCourseDateId: scene.farDate.id,
    ...fields,
  });

describe("POST /api/booking-leads", () => {
  it("stores a lead with source 'booking', its stage, course and date", async () => {
    const response = await postLead({});
    expect(response.status).toBe(201);
    const { leadId } = (await response.json()) as { leadId: string };
    const [lead] = await site.app.ctx.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead).toMatchObject({
      source: "booking",
      bookingStage: "details",
      status: "new",
      email: customer.email,
      fullName: customer.fullName,
      selectedCourseId: scene.course.id,
      selectedCourseDateId: scene.farDate.id,
    });
  });

  it.each([
    ["fullName", "A", "Full name must be at least 2 characters"],
    ["address", "1 A", "Please enter a complete address"],
    ["postcode", "OX1", "Please enter a valid postcode"],
    ["email", "sam@", "Please enter a valid email address"],
    ["phone", "0770", "Please enter a valid phone number"],
  ])("rejects a bad %s with the spec's message and stores nothing", async (field, value, message) => {
    const response = await postLead({ [field]: value });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors[field]).toEqual([message]);
    expect(await site.app.ctx.db.select().from(leads)).toEqual([]);
  });

  it("rejects a date of another course", async () => {
    const response = await postLead({ selectedCourseId: scene.cheap.id });
    expect(response.status).toBe(400);
    expect(await site.app.ctx.db.select().from(leads)).toEqual([]);
  });
});

describe("POST /api/bookings: the server computes the amount", () => {
  it("holds a seat for a deposit booking, with the balance and its due date", async () => {
    const response = await book({ paymentType: "deposit", paymentAmount: 10_000 });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      status: "pending",
      paymentType: "deposit",
      paymentAmount: 10_000,
      totalPrice: 24_900,
      balanceDue: 14_900,
      balanceDueDate: addDays(scene.farDate.date, -7),
    });
    expect(body.reference).toMatch(/^TV-[A-Z2-9]{8}$/);
    expect(String(body.accessToken).length).toBeGreaterThanOrEqual(32);
    const holdMinutes = (new Date(String(body.holdExpiresAt)).getTime() - Date.now()) / 60_000;
    expect(holdMinutes).toBeGreaterThan(14);
    expect(holdMinutes).toBeLessThanOrEqual(15.1);
  });

  it("takes the instance's own price over the course price", async () => {
    const response = await book({ availableDateId: undefined, instanceId: scene.instance.id, paymentAmount: 22_000 });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ totalPrice: 22_000, paymentAmount: 22_000, balanceDue: 0 });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["an amount the browser chose", { paymentAmount: 100 }, "paymentAmount"],
    ["the deposit amount on a full payment", { paymentAmount: 10_000 }, "paymentAmount"],
    [
      "a deposit within 7 days of the start",
      { availableDateId: "soon", paymentType: "deposit", paymentAmount: 10_000 },
      "paymentType",
    ],
    [
      "a deposit on a course at or under £150",
      { courseId: "cheap", availableDateId: "cheapDate", paymentType: "deposit", paymentAmount: 10_000 },
      "paymentType",
    ],
  ])("rejects %s with 400 and writes nothing", async (_label, change, field) => {
    const resolved = {
      ...change,
      ...(change.availableDateId === "soon" && { availableDateId: scene.soonDate.id }),
      ...(change.availableDateId === "cheapDate" && { availableDateId: scene.cheapDate.id }),
      ...(change.courseId === "cheap" && { courseId: scene.cheap.id }),
    };
    const response = await book(resolved);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors[field]).toBeDefined();
    expect(await bookingCount()).toBe(0);
  });

  it("accepts full payment within 7 days", async () => {
    const response = await book({ availableDateId: scene.soonDate.id });
    expect(response.status).toBe(201);
  });

  it("rejects a past date, a cancelled date, another course's date and an unknown date", async () => {
    const db = site.app.ctx.db;
    const past = await insertAvailableDate(db, { courseId: scene.course.id, date: addDays(scene.today, -2) });
    const cancelled = await insertAvailableDate(db, {
      courseId: scene.course.id,
      date: addDays(scene.today, 40),
      status: "cancelled",
    });
    const cases: [string, Record<string, unknown>, string][] = [
      ["past", { availableDateId: past.id }, "This date has already passed. Please choose another date."],
      ["cancelled", { availableDateId: cancelled.id }, "This date has been cancelled. Please choose another date."],
      ["other course", { availableDateId: scene.cheapDate.id }, "The chosen date is not a date of this course."],
      ["unknown", { availableDateId: "1f0e6f44-3d2c-4b9a-8f7e-6d5c4b3a2910" }, "The chosen date does not exist."],
    ];
    for (const [label, change, message] of cases) {
      const response = await book(change);
      expect(response.status, label).toBe(400);
      expect(((await response.json()) as { message: string }).message, label).toBe(message);
    }
    expect(await bookingCount()).toBe(0);
  });

  it.each([
    ["no date at all", { availableDateId: undefined }],
    ["two dates", { instanceId: "4c1d7c9e-1b6f-4a55-9d0c-6c2f1f1b2a3c" }],
    ["unknown fields", { price: 1 }],
    ["a negative amount", { paymentAmount: -24_900 }],
    ["a fractional amount", { paymentAmount: 249.5 }],
    ["an unknown payment type", { paymentType: "later" }],
    ["a malformed course id", { courseId: "1; drop table booking" }],
    ["bad customer details", { userDetails: { ...customer, email: "nope" } }],
  ])("rejects %s with 400 and a JSON message", async (_label, change) => {
    const response = await book(change);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBeTruthy();
    expect(await bookingCount()).toBe(0);
  });
});

describe("POST /api/bookings: bad first aid declarations on a course that needs a certificate (issue 23)", () => {
  it.each(badFirstAidAnswers())("rejects %s with 400 and writes nothing", async (...row) => {
    const db = site.app.ctx.db;
    const course = await insertCourse(db, {
      title: "SIA Security Officer",
      price: 24_900,
      needsFirstAidCertificate: true,
    });
    const date = await insertAvailableDate(db, { courseId: course.id, date: addDays(scene.today, 40), maxSeats: 12 });
    const [, firstAid] = row;
    const response = await book({
      courseId: course.id,
      availableDateId: date.id,
      ...(firstAid !== undefined && { firstAid }),
    });
    await expectFirstAidRefusal(response, row);
    expect(await bookingCount()).toBe(0);
  });
});

describe("POST /api/bookings: seats", () => {
  /** A date of the scene's course fifty days from today, with these seats. */
  const dateInFiftyDays = (seats: { maxSeats: number; bookedSeats?: number }) =>
    insertAvailableDate(site.app.ctx.db, { courseId: scene.course.id, date: addDays(scene.today, 50), ...seats });

  it("a pending booking from the test factory holds its seat for as long as one booked here", async () => {
    const db = site.app.ctx.db;
    const created = await book({});
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const [booked] = await db.select().from(bookings).where(eq(bookings.id, id));
    const date = await dateInFiftyDays({ maxSeats: 1 });
    const inserted = await insertBooking(db, { courseId: scene.course.id, availableDateId: date.id });

    const holdLength = (row: typeof bookings.$inferSelect) => row.holdExpiresAt!.getTime() - row.createdAt.getTime();
    expect(inserted.status).toBe("pending");
    expect(holdLength(inserted)).toBe(HOLD_MINUTES * 60_000);
    expect(holdLength(inserted)).toBe(holdLength(booked!));
    const other = { ...customer, email: "another.customer@example.com" };
    expect((await book({ availableDateId: date.id, userDetails: other })).status).toBe(409);
  });

  it("answers 409 'This date is fully booked' when held, confirmed and offline seats fill the date", async () => {
    const db = site.app.ctx.db;
    const date = await dateInFiftyDays({ maxSeats: 3, bookedSeats: 1 });
    const at = { courseId: scene.course.id, availableDateId: date.id };
    await insertBooking(db, { ...at, status: "confirmed", paymentAmount: 24_900, totalPrice: 24_900 });
    await insertBooking(db, {
      ...at,
      status: "pending",
      holdExpiresAt: new Date(Date.now() + 60_000),
      paymentAmount: 24_900,
      totalPrice: 24_900,
    });

    const response = await book({ availableDateId: date.id });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "This date is fully booked" });
  });

  it("does not count an expired hold as taken", async () => {
    const db = site.app.ctx.db;
    const date = await dateInFiftyDays({ maxSeats: 1 });
    await insertBooking(db, {
      courseId: scene.course.id,
      availableDateId: date.id,
      status: "pending",
      holdExpiresAt: new Date(Date.now() - 1_000),
      paymentAmount: 24_900,
      totalPrice: 24_900,
    });
    expect((await book({ availableDateId: date.id })).status).toBe(201);
    // Another customer: the same e-mail would replace its own hold (decision 008).
    const other = { ...customer, email: "another.customer@example.com" };
    expect((await book({ availableDateId: date.id, userDetails: other })).status).toBe(409);
  });

  it("links the lead and moves it to the payment stage", async () => {
    const leadResponse = await postLead({});
    const { leadId } = (await leadResponse.json()) as { leadId: string };
    const response = await book({ leadId });
    expect(response.status).toBe(201);
    const [lead] = await site.app.ctx.db.select().from(leads).where(eq(leads.id, leadId));
    expect(lead!.bookingStage).toBe("payment");
  });
});

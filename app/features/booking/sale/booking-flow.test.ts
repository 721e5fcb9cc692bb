import { beforeEach, describe, expect, it } from "vitest";
import { bookingScene, customer, type BookingScene } from "#test/support/booking-fixtures";
import { postJson } from "#test/support/test-app";
import {
  bookingInfoFrom,
  bookingRequestFor,
  bookingSuccessPath,
  checkoutPayment,
  DETAILS_FIELDS,
  leadRequestFor,
  type CreatedBookingResponse,
} from "./booking-flow";
import { isBookingInfo } from "./booking-storage";
import { BookingLeadRequestSchema, CreateBookingRequestSchema } from "../schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { ApiError } from "#app/shared/api-client";
import { applyFieldErrors } from "#app/shared/form-errors";

const TODAY = "2026-11-22";

describe("checkoutPayment: /checkout applies the deposit by itself (SPEC §4)", () => {
  it.each([
    // price, start, type, now, balance
    [24_900, "2026-12-20", "deposit", 10_000, 14_900],
    [24_900, "2026-11-29", "full", 24_900, 0], // 7 days away
    [24_900, "2026-11-30", "deposit", 10_000, 14_900], // 8 days away
    [15_000, "2027-01-10", "full", 15_000, 0], // £150 is not over £150
    [15_001, "2027-01-10", "deposit", 10_000, 5_001],
    [9_500, "2027-01-10", "full", 9_500, 0],
  ] as const)("£%i starting %s → %s, %i now, %i later", (price, start, type, now, balance) => {
    expect(checkoutPayment(price, start, TODAY)).toEqual({ paymentType: type, amountNow: now, balance });
  });
});

describe("the requests a booking sends", () => {
  const details = { ...customer, notes: "Vegetarian lunch" };
  const ids = { course: "0b4c1e58-7a7e-4a8e-9c1e-2f0f1f0c9a01", date: "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11" };

  it("names the date as an instance or an available date, as the server expects", () => {
    const base = { courseId: ids.course, details, paymentType: "full" as const };
    expect(bookingRequestFor({ ...base, date: { id: ids.date, kind: "instance", price: 22_000 } })).toEqual({
      courseId: ids.course,
      instanceId: ids.date,
      userDetails: details,
      paymentType: "full",
      paymentAmount: 22_000,
    });
    const legacy = bookingRequestFor({
      ...base,
      paymentType: "deposit",
      leadId: "9f1f3a52-1d55-4c8e-8d0f-6f5b7b1c2d3e",
      date: { id: ids.date, kind: "available-date", price: 24_900 },
    });
    expect(legacy).toMatchObject({ availableDateId: ids.date, paymentAmount: 10_000, leadId: expect.any(String) });
    expect(legacy).not.toHaveProperty("instanceId");
    expect(CreateBookingRequestSchema.safeParse(legacy).success).toBe(true);
  });

  it("builds a lead request the shared schema accepts", () => {
    const request = leadRequestFor(ids.course, ids.date, details);
    expect(BookingLeadRequestSchema.parse(request)).toEqual({
      ...details,
      selectedCourseId: ids.course,
      selectedCourseDateId: ids.date,
    });
  });

  it("keeps the server's amounts in bookingInfo, not its own", () => {
    const created: CreatedBookingResponse = {
      id: "9f1f3a52-1d55-4c8e-8d0f-6f5b7b1c2d3e",
      reference: "TV-ABCDEFGH",
      accessToken: "abcdefghijklmnopqrstuvwxyz012345",
      status: "pending",
      paymentType: "deposit",
      paymentAmount: 10_000,
      totalPrice: 24_900,
      balanceDue: 14_900,
      balanceDueDate: "2026-12-13",
      holdExpiresAt: "2026-11-22T12:15:00.000Z",
    };
    const info = bookingInfoFrom(created, {
      course: { id: ids.course, slug: "door-supervisor", title: "SIA Door Supervisor", price: 24_900 },
      date: { id: ids.date, kind: "available-date", date: "2026-12-20", location: "Oxford", price: 24_900 },
      details,
    });
    expect(isBookingInfo(info)).toBe(true);
    expect(info).toMatchObject({
      bookingId: created.id,
      accessToken: created.accessToken,
      paymentAmount: 10_000,
      paymentType: "deposit",
      balanceDue: 14_900,
      balanceDueDate: "2026-12-13",
    });
  });

  it("maps the server's field messages onto the details form, from the lead or the booking, first field focused", () => {
    const set: [string, string, boolean][] = [];
    const error = new ApiError(
      400,
      JSON.stringify({
        fieldErrors: {
          "userDetails.phone": ["Please enter a valid phone number"],
          postcode: ["Please enter a valid postcode", "second"],
          paymentAmount: ["The amount does not match the price of this course"],
        },
      }),
      "Bad Request",
    );
    const matched = applyFieldErrors(
      error,
      (name, { message }, { shouldFocus }) => set.push([name, message, shouldFocus]),
      DETAILS_FIELDS,
      { prefix: "userDetails." },
    );
    expect(matched).toBe(true);
    expect(set).toEqual([
      ["phone", "Please enter a valid phone number", true],
      ["postcode", "Please enter a valid postcode", false],
    ]);
  });

  it("links to the success page by the access token", () => {
    expect(bookingSuccessPath("abc-_123")).toBe("/booking-success?token=abc-_123");
  });
});

describe("the requests against the real API", () => {
  const site = setUpTestApp();
  let scene: BookingScene;
  beforeEach(async () => {
    scene = await bookingScene(site.app.ctx.db);
  });

  const price = (date: { price: number | null }, coursePrice: number) => date.price ?? coursePrice;

  it.each([
    ["a far legacy date with the checkout's deposit", "farDate", 10_000, 14_900],
    ["a legacy date within 7 days, in full", "soonDate", 24_900, 0],
    ["a cheap course, in full", "cheapDate", 9_500, 0],
  ] as const)("are accepted for %s", async (_case, which, amount, balance) => {
    const date = scene[which];
    const course = which === "cheapDate" ? scene.cheap : scene.course;
    const { paymentType } = checkoutPayment(course.price, date.date, scene.today);
    const lead = await postJson(site.app, "/api/booking-leads", leadRequestFor(course.id, date.id, customer));
    expect(lead.status).toBe(201);
    const { leadId } = (await lead.json()) as { leadId: string };
    const response = await postJson(
      site.app,
      "/api/bookings",
      bookingRequestFor({
        courseId: course.id,
        date: { id: date.id, kind: "available-date", price: course.price },
        details: customer,
        paymentType,
        leadId,
      }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ paymentAmount: amount, balanceDue: balance, status: "pending" });
  });

  it("are accepted for an instance at its own price, with either payment type", async () => {
    for (const paymentType of ["deposit", "full"] as const) {
      const response = await postJson(
        site.app,
        "/api/bookings",
        bookingRequestFor({
          courseId: scene.course.id,
          date: { id: scene.instance.id, kind: "instance", price: price(scene.instance, scene.course.price) },
          details: customer,
          paymentType,
        }),
      );
      expect(response.status).toBe(201);
      expect(((await response.json()) as { paymentAmount: number }).paymentAmount).toBe(
        paymentType === "deposit" ? 10_000 : 22_000,
      );
    }
  });
});

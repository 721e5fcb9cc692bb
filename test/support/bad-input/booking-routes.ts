// A customer's booking: making it, paying (the card, the test card, the provider's webhook), their booking page
// and Find my booking.
import { choice, email, ignoredText, uuid, ignoredNumber, text, wholeNumber } from "../bad-values";
import { customer } from "../booking-fixtures";
import { customerDetails, firstAidFields, firstAidThatMeets, type RouteSpec, type Scene } from "./route-spec";

export const BOOKING_ROUTES: Record<string, RouteSpec> = {
  "POST /api/webhooks/stripe": {
    path: () => "/api/webhooks/stripe",
    body: () => ({ id: "evt_1", type: "payment_intent.succeeded", data: { object: {} } }),
    rawBody: { limitBytes: 1024 * 1024 },
    stripe: true,
    // Unsigned: a forged event is refused whatever it says.
    accepted: 400,
  },
  "POST /api/bookings": {
    path: () => "/api/bookings",
    // A course that needs a first aid certificate, so the declaration's fields are checked too (issue 23).
    body: (scene) => ({
      courseId: scene.firstAidCourse.id,
      availableDateId: scene.firstAidDate.id,
      userDetails: customer,
      paymentType: "full",
      paymentAmount: 24_900,
      firstAid: firstAidThatMeets(scene),
    }),
    fields: {
      courseId: { required: true, bad: [...uuid<Scene>().bad, (scene: Scene) => scene.other.id] },
      availableDateId: uuid<Scene>(),
      instanceId: { required: false, bad: [...uuid<Scene>({ required: false }).bad, (s: Scene) => s.instance.id] },
      leadId: uuid<Scene>({ required: false, unknownIsRefused: false }),
      userDetails: { required: true, bad: [null, "Sam Taylor", [], 42, {}] },
      ...customerDetails,
      paymentType: choice(),
      paymentAmount: { required: true, bad: [...wholeNumber(1, 10_000_000).bad, 24_899, 10_000] },
      ...firstAidFields,
    },
    freeText: ["userDetails.fullName", "userDetails.address", "userDetails.notes", "firstAid.issuedBy"],
    headers: {
      "Idempotency-Key": [
        "",
        "not-a-uuid",
        "1b4e28ba2fa141d2883f0016d3cca427",
        "{1b4e28ba-2fa1-41d2-883f-0016d3cca427}",
        "1b4e28ba-2fa1-41d2-883f-0016d3cca42g",
        "1b4e28ba-2fa1-41d2-883f-0016d3cca427, 1b4e28ba-2fa1-41d2-883f-0016d3cca428",
        "' OR '1'='1",
        "x".repeat(5000),
      ],
    },
    strict: true,
    accepted: 201,
  },
  "POST /api/create-payment-intent": {
    path: () => "/api/create-payment-intent",
    body: (scene) => ({
      bookingId: scene.booking.id,
      amount: 24_900,
      courseTitle: "SIA Door Supervisor",
      customerEmail: customer.email,
      customerName: customer.fullName,
    }),
    fields: {
      bookingId: uuid<Scene>(),
      amount: ignoredNumber,
      courseTitle: ignoredText(300),
      customerEmail: ignoredText(254),
      customerName: ignoredText(200),
    },
    accepted: 200,
  },
  "POST /api/test-payments/confirm": {
    path: () => "/api/test-payments/confirm",
    body: (scene) => ({
      clientSecret: scene.clientSecret,
      cardNumber: "4242 4242 4242 4242",
      expiry: "12 / 34",
      cvc: "123",
    }),
    fields: {
      clientSecret: {
        required: true,
        bad: [
          ...text(200).bad,
          "pi_test_6a1e3b2c-0000-4000-8000-000000000000_secret_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
          // The real secret with its last character changed (never to itself).
          (scene: Scene) => `${scene.clientSecret.slice(0, -1)}${scene.clientSecret.endsWith("A") ? "B" : "A"}`,
        ],
      },
      cardNumber: { required: true, bad: [...text(30).bad, "4000 0000 0000 0002", "4000 0000 0000 9995", "abcd"] },
      expiry: { required: true, bad: [...text(10).bad, "13 / 34", "01 / 20", "soon"] },
      cvc: { required: true, bad: [...text(6).bad, "12", "abc"] },
    },
    strict: true,
    accepted: 200,
  },

  "PUT /api/bookings/by-token/:token/contact": {
    path: (scene) => `/api/bookings/by-token/${scene.booking.accessToken}/contact`,
    body: () => ({ phone: customer.phone, address: customer.address, postcode: customer.postcode }),
    fields: {
      phone: customerDetails["userDetails.phone"],
      address: customerDetails["userDetails.address"],
      postcode: customerDetails["userDetails.postcode"],
    },
    freeText: ["address"],
    accepted: 200,
  },
  "POST /api/bookings/by-token/:token/balance-payment": {
    path: (scene) => `/api/bookings/by-token/${scene.booking.accessToken}/balance-payment`,
    body: "none",
    // The scene's booking is not paid yet: it has no balance to pay.
    accepted: 409,
  },
  "POST /api/bookings/by-token/:token/cancel": {
    path: (scene) => `/api/bookings/by-token/${scene.booking.accessToken}/cancel`,
    body: "none",
    // The scene's booking is not paid yet: only a confirmed booking is cancelled here.
    accepted: 409,
  },
  "POST /api/bookings/by-token/:token/date-change": {
    path: (scene) => `/api/bookings/by-token/${scene.booking.accessToken}/date-change`,
    body: (scene) => ({ instanceId: scene.instance.id }),
    fields: { instanceId: uuid<Scene>() },
    strict: true,
    // The scene's booking is not paid yet: only a confirmed booking changes its date.
    accepted: 409,
  },
  "POST /api/bookings/by-token/:token/first-payment": {
    path: (scene) => `/api/bookings/by-token/${scene.booking.accessToken}/first-payment`,
    body: "none",
    // The scene's booking is a live hold: its first payment starts.
    accepted: 200,
  },
  "POST /api/bookings/by-token/:token/retake": {
    path: (scene) => `/api/bookings/by-token/${scene.booking.accessToken}/retake`,
    body: (scene) => ({ instanceId: scene.instance.id }),
    fields: { instanceId: uuid<Scene>() },
    strict: true,
    // The scene's booking has no result: no retake to book.
    accepted: 409,
  },
  "POST /api/bookings/find": {
    path: () => "/api/bookings/find",
    body: (scene) => ({ email: customer.email, reference: scene.booking.reference }),
    fields: {
      email: email(),
      // Optional since issue 21 (walkthrough L9): blank asks for the address's newest bookings.
      reference: {
        required: false,
        bad: [...text(20, { required: false }).bad, "TV-", "TV-ABC", "AB-12345678", "TV-1234567890"],
      },
    },
    accepted: 202,
  },
};

// Staff working on bookings: cancelling, payments, moves, results, refunds, notes, messages to a date, bookings
// made by phone or at the desk, and places sold offline (issue 21).
import { randomUUID } from "node:crypto";
import { addDays } from "#app/shared/dates";
import { unique } from "../factories";
import { calendarDate, choice, email, text, uuid, wholeNumber, type FieldKind, yesNo } from "../bad-values";
import { customer } from "../booking-fixtures";
import { customerDetails, firstAidFields, firstAidThatMeets, type RouteSpec, type Scene } from "./route-spec";

const offlinePlaceFields: Record<string, FieldKind<Scene>> = {
  fullName: text(100, { required: false }),
  email: { ...email(), required: false, bad: email().bad.filter((value) => value !== null && value !== "") },
  phone: text(30, { required: false }),
  note: text(500, { required: false }),
};

/** Adding an internal note: one multi-line free-text field. */
const staffNote = (path: RouteSpec["path"], note: string, accepted: number): RouteSpec => ({
  path,
  body: () => ({ body: note }),
  fields: { body: text(2000, { lines: "multi" }) },
  freeText: ["body"],
  strict: true,
  accepted,
});

export const STAFF_BOOKING_ROUTES: Record<string, RouteSpec> = {
  "POST /api/admin/bookings/:id/cancel": {
    path: (scene) => `/api/admin/bookings/${scene.booking.id}/cancel`,
    // The scene's booking is not paid yet: whoever asked, the refund is nothing.
    body: () => ({
      requestedBy: "customer",
      customerReason: "As you asked by phone",
      internalNote: "Phoned",
      refund: 0,
    }),
    fields: {
      requestedBy: choice(),
      customerReason: text(300, { required: false }),
      internalNote: text(1000, { required: false, lines: "multi" }),
      refund: wholeNumber(0, 10_000_000, { required: false }),
      notifyCustomer: yesNo,
    },
    freeText: ["customerReason", "internalNote"],
    accepted: 200,
  },
  "POST /api/admin/bookings/:id/payments": {
    path: (scene) => `/api/admin/bookings/${scene.booking.id}/payments`,
    body: (scene) => ({ amount: 1_000, method: "Bank transfer", note: "Paid by transfer", receivedOn: scene.today }),
    fields: {
      amount: wholeNumber(1, 10_000_000),
      method: choice(),
      note: text(500, { required: false }),
      receivedOn: calendarDate({ required: false }),
    },
    freeText: ["note"],
    // The scene's booking is not confirmed: nothing to pay towards.
    accepted: 409,
  },
  "POST /api/admin/bookings/:id/due-date": {
    path: (scene) => `/api/admin/bookings/${scene.booking.id}/due-date`,
    body: (scene) => ({ balanceDueDate: addDays(scene.today, 10) }),
    fields: { balanceDueDate: calendarDate() },
    // The scene's booking is not confirmed: it has no balance to move.
    accepted: 409,
  },
  "POST /api/admin/bookings/:id/send-reminder": {
    path: (scene) => `/api/admin/bookings/${scene.booking.id}/send-reminder`,
    body: "none",
    accepted: 409,
  },
  "POST /api/admin/bookings/:id/release": {
    path: (scene) => `/api/admin/bookings/${scene.booking.id}/release`,
    body: () => ({ reason: "No reply to three reminders" }),
    fields: { reason: text(500) },
    freeText: ["reason"],
    accepted: 409,
  },
  "POST /api/admin/bookings/:id/move": {
    path: (scene) => `/api/admin/bookings/${scene.booking.id}/move`,
    body: (scene) => ({ instanceId: scene.instance.id }),
    fields: { instanceId: uuid<Scene>() },
    strict: true,
    // The scene's booking is not paid yet: only a confirmed booking moves.
    accepted: 409,
  },
  "POST /api/admin/bookings/:id/result": {
    path: (scene) => `/api/admin/bookings/${scene.booking.id}/result`,
    body: () => ({ result: "passed" }),
    fields: { result: choice() },
    strict: true,
    // The scene's booking is not confirmed: it has no result yet.
    accepted: 409,
  },
  "PUT /api/admin/bookings/:id/email": {
    path: (scene) => `/api/admin/bookings/${scene.booking.id}/email`,
    body: () => ({ email: `new.${unique()}@example.com` }),
    fields: { email: email() },
    accepted: 200,
  },
  "POST /api/admin/refunds/:id/retry": {
    // The scene has no refund: the route reads no body, and answers an unknown refund with 404.
    path: () => "/api/admin/refunds/5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11/retry",
    body: "none",
    accepted: 404,
  },
  "POST /api/admin/bookings/:id/refund": {
    path: (scene) => `/api/admin/bookings/${scene.booking.id}/refund`,
    body: () => ({ amount: 1_000, reason: "Paid after the seat had gone" }),
    fields: { amount: wholeNumber(1, 10_000_000), reason: text(500) },
    freeText: ["reason"],
    // The scene's booking is not cancelled: its money goes back by cancelling it.
    accepted: 409,
  },
  "POST /api/admin/refunds/:id/paid-back": {
    // The scene has no refund: a good body reaches the lookup, which answers an unknown refund with 404.
    path: () => "/api/admin/refunds/5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11/paid-back",
    body: () => ({ method: "Bank transfer", note: "Returned to the payer's account" }),
    fields: { method: choice(), note: text(500, { required: false }) },
    freeText: ["note"],
    accepted: 404,
  },
  "POST /api/admin/bookings/:id/mark-balance-paid": {
    path: (scene) => `/api/admin/bookings/${scene.booking.id}/mark-balance-paid`,
    body: "none",
    // The scene's booking is paid in full: there is no balance to mark.
    accepted: 409,
  },
  "POST /api/admin/bookings/:id/notes": staffNote(
    (scene) => `/api/admin/bookings/${scene.booking.id}/notes`,
    "Prefers a call after 5pm.",
    201,
  ),
  // Nobody has this id: a good body reaches the lookup, which answers an unknown person with 404.
  "POST /api/admin/people/:id/notes": staffNote(
    () => "/api/admin/people/5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11/notes",
    "Asked about group rates.",
    404,
  ),
  "POST /api/admin/dates/:kind/:id/message": {
    path: (scene) => `/api/admin/dates/date/${scene.date.id}/message`,
    body: () => ({
      subject: "Room change",
      message: "We are in Room 2.\n\nParking is at the back.",
      idempotencyKey: "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11",
    }),
    fields: {
      subject: text(150),
      message: text(5000, { lines: "multi" }),
      idempotencyKey: uuid<Scene>({ unknownIsRefused: false }),
    },
    freeText: ["subject", "message"],
    strict: true,
    // Nobody on the scene's date has paid: there is no one to e-mail.
    accepted: 409,
  },
  // Results for a whole date (issue 21): the scene's date has not started, so even a valid request is refused.
  "POST /api/admin/dates/:kind/:id/results": {
    path: (scene) => `/api/admin/dates/date/${scene.date.id}/results`,
    body: (scene) => ({ results: [{ bookingId: scene.booking.id, result: "passed" }] }),
    fields: {
      results: {
        required: true,
        bad: [null, "passed", 42, {}, [], [null], [42], [{}], Array.from({ length: 501 }, () => ({}))],
      },
      "results.0.bookingId": uuid<Scene>({ unknownIsRefused: false }),
      "results.0.result": choice(),
    },
    strict: true,
    accepted: 409,
  },
  // Staff make bookings (issue 21): a walk-in paying in full by hand, on the scene's roomy date.
  "POST /api/admin/bookings": {
    path: () => "/api/admin/bookings",
    body: (scene) => ({
      requestKey: randomUUID(),
      // A course that needs a first aid certificate: staff give the learner's declaration (issue 23).
      courseId: scene.firstAidCourse.id,
      availableDateId: scene.firstAidDate.id,
      userDetails: customer,
      firstAid: firstAidThatMeets(scene),
      channel: "walk-in",
      paymentType: "full",
      how: "by-hand",
      amount: 24_900,
      method: "Cash",
      receivedOn: scene.today,
      note: "Paid at the desk",
    }),
    fields: {
      requestKey: uuid<Scene>({ unknownIsRefused: false }),
      courseId: uuid<Scene>(),
      availableDateId: uuid<Scene>(),
      instanceId: uuid<Scene>({ required: false, unknownIsRefused: false }),
      ...customerDetails,
      channel: choice(),
      paymentType: choice(),
      how: choice(),
      holdHours: { required: false, bad: [null, 0, 25, "24", 1.5, {}, []] },
      amount: wholeNumber(1, 10_000_000),
      method: choice(),
      receivedOn: calendarDate(),
      note: text(500, { required: false }),
      dueDate: calendarDate({ required: false }),
      ...firstAidFields,
      // On a business account (issue 24).
      organisationId: uuid<Scene>({ required: false, unknownIsRefused: false }),
      organisationContactId: uuid<Scene>({ required: false, unknownIsRefused: false }),
      purchaseOrder: text(50, { required: false }),
    },
    freeText: ["userDetails.fullName", "userDetails.address", "userDetails.notes", "note", "firstAid.issuedBy"],
    strict: true,
    accepted: 201,
  },
  "POST /api/admin/bookings/:id/retake": {
    path: (scene) => `/api/admin/bookings/${scene.booking.id}/retake`,
    body: (scene) => ({ availableDateId: scene.date.id, channel: "phone" }),
    fields: { availableDateId: uuid<Scene>({ unknownIsRefused: false }), channel: choice() },
    strict: true,
    // The scene's booking has no result: it has no free retake to book.
    accepted: 409,
  },
  // Names for every seat (issue 21).
  "POST /api/admin/dates/:kind/:id/offline-places": {
    path: (scene) => `/api/admin/dates/date/${scene.date.id}/offline-places`,
    body: () => ({ fullName: "Dev Patel", email: "dev@example.com", phone: "07700 900321", note: "Invoice 1042" }),
    fields: offlinePlaceFields,
    freeText: ["fullName", "phone", "note"],
    strict: true,
    // Every field may be left blank: an empty body adds an unnamed place.
    partial: true,
    accepted: 201,
  },
  "PUT /api/admin/offline-places/:id": {
    // No place has this id: a good body reaches the lookup, which answers 404.
    path: () => "/api/admin/offline-places/5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11",
    body: () => ({ fullName: "Dev Patel", email: "dev@example.com", phone: "07700 900321", note: "Invoice 1042" }),
    fields: offlinePlaceFields,
    strict: true,
    accepted: 404,
  },
};

// What the bad-input test needs to know about each route that takes input:
// a valid request to start from (so a single bad field is what gets refused)
// and the kind of each field. Routes are found on the app itself; one
// missing from this table fails the test until it is described here.
import { addDays, londonToday } from "#app/shared/dates";
import type { Executor } from "#db/db.server";
import {
  insertLead,
  insertPost,
  signInAdmin,
  insertAvailableDate,
  insertCourse,
  insertInstance,
  unique,
} from "./factories";
import {
  calendarDate,
  choice,
  email,
  ignoredNumber,
  ignoredText,
  slug,
  text,
  textList,
  uuid,
  webAddress,
  wholeNumber,
  yesNo,
  type FieldKind,
} from "./bad-values";
import { customer } from "./booking-fixtures";
import { STAFF_PASSWORD } from "./staff";
import { postJson, type TestApp } from "./test-app";

export type Scene = Awaited<ReturnType<typeof createScene>>;

/** Everything the valid requests point at, with room for many bookings. */
export async function createScene(app: TestApp, db: Executor) {
  const today = londonToday();
  const course = await insertCourse(db, { slug: "door-supervisor", title: "SIA Door Supervisor", price: 24_900 });
  const other = await insertCourse(db, { slug: "first-aid", title: "First Aid", price: 9_500, durationDays: 1 });
  const date = await insertAvailableDate(db, { courseId: course.id, date: addDays(today, 30), maxSeats: 1000 });
  const instance = await insertInstance(db, {
    courseId: course.id,
    startDate: addDays(today, 21),
    maxSeats: 1000,
    days: ["Mon", "Tue", "Wed"],
  });
  const lead = await insertLead(db);
  const post = await insertPost(db, { slug: "first-post" });
  const otherPost = await insertPost(db, { slug: "second-post" });
  const admin = await signInAdmin(app);
  const username = await usernameOf(app, admin.cookie);

  const created = await postJson(app, "/api/bookings", {
    courseId: course.id,
    availableDateId: date.id,
    userDetails: customer,
    paymentType: "full",
    paymentAmount: 24_900,
  });
  if (created.status !== 201) throw new Error(`scene booking: ${created.status} ${await created.text()}`);
  const booking = (await created.json()) as { id: string; accessToken: string; reference: string };
  const intent = await postJson(app, "/api/create-payment-intent", { bookingId: booking.id });
  if (intent.status !== 200) throw new Error(`scene intent: ${intent.status} ${await intent.text()}`);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };

  return { today, course, other, date, instance, lead, post, otherPost, admin, username, booking, clientSecret };
}

async function usernameOf(app: TestApp, cookie: string): Promise<string> {
  const response = await app.fetch("/api/auth/user", { headers: { Cookie: cookie } });
  return ((await response.json()) as { username: string }).username;
}

export type RouteSpec = {
  /** The concrete path, ids taken from the scene. */
  path: (scene: Scene) => string;
  /** A body the route accepts; "none" for routes that read no body. */
  body: ((scene: Scene) => Record<string, unknown>) | "none";
  /** Dotted paths into the body and what kind of value each holds. */
  fields?: Record<string, FieldKind<Scene>>;
  /** Free-text fields, where odd but legitimate text must be stored or refused, never break anything. */
  freeText?: string[];
  /** Refuses fields it does not know (a strict schema); otherwise they are ignored. */
  strict?: boolean;
  /** An update: fields left out keep their stored values, so an empty body is no error. */
  partial?: boolean;
  /** Request headers the route reads, each with values it must refuse (the valid request sends none of them). */
  headers?: Record<string, string[]>;
  /** Read raw for a signature check, with its own size limit. */
  rawBody?: { limitBytes: number };
  /** Served by the app with Stripe configured. */
  stripe?: boolean;
  /** The expected status of the valid request. */
  accepted: number;
};

const details = {
  "userDetails.fullName": text(100, { min: 2 }),
  "userDetails.email": email(),
  "userDetails.phone": text(30, { min: 10 }),
  "userDetails.address": text(300, { min: 5 }),
  "userDetails.postcode": text(12, { min: 5 }),
  "userDetails.notes": text(2000, { required: false, lines: "multi" }),
};

const courseFields: Record<string, FieldKind<Scene>> = {
  slug: slug((scene: Scene) => scene.other.slug),
  title: text(200),
  description: text(5000, { required: false, lines: "multi" }),
  durationDays: wholeNumber(1, 365, { required: false }),
  price: wholeNumber(0, 10_000_000, { required: false }),
  prerequisites: textList(300),
  includes: textList(300),
  tags: textList(50),
  awardingBody: text(200, { required: false }),
  syllabus: {
    required: false,
    bad: ["Week one", {}, [{}], [{ topic: "" }], [{ topic: 42 }], [{ topic: "Law", content: "not a list" }]],
  },
  assessmentMethod: text(2000, { required: false, lines: "multi" }),
  isActive: yesNo,
};
const courseText = ["title", "description", "awardingBody", "assessmentMethod", "prerequisites.0", "syllabus.0.topic"];

const courseBody = (scene: Scene) => ({
  slug: `course-${unique()}`,
  title: "Close Protection",
  description: "Twelve days of training.",
  durationDays: 12,
  price: 150_000,
  prerequisites: ["Age 18 or over"],
  includes: ["Course manual"],
  tags: ["SIA"],
  awardingBody: "Highfield",
  syllabus: [{ topic: "Law", content: ["Powers of arrest"] }],
  assessmentMethod: "Written exam",
  isActive: scene.course.isActive,
});

const instanceFields: Record<string, FieldKind<Scene>> = {
  courseId: uuid<Scene>(),
  startDate: calendarDate(),
  endDate: {
    required: false,
    bad: [...calendarDate({ required: false }).bad, (scene: Scene) => addDays(scene.today, 1)],
  },
  location: text(200),
  maxSeats: wholeNumber(1, 1000, { required: false }),
  days: { required: true, bad: [null, [], ["Funday"], ["mon"], "Mon", [1], {}] },
  price: wholeNumber(0, 10_000_000, { required: false }),
  bookUrl: webAddress(),
  status: choice({ required: false }),
  bookedSeats: { required: false, bad: [...wholeNumber(0, 1000, { required: false }).bad, 999] },
};

const instanceBody = (scene: Scene) => ({
  courseId: scene.course.id,
  startDate: addDays(scene.today, 40),
  endDate: addDays(scene.today, 44),
  location: "Reading",
  maxSeats: 16,
  days: ["Mon", "Tue", "Wed", "Thu", "Fri"],
  price: 22_000,
  bookUrl: "https://example.com/book",
  status: "active",
  bookedSeats: 0,
});

const dateFields: Record<string, FieldKind<Scene>> = {
  courseId: uuid<Scene>(),
  date: calendarDate(),
  maxSeats: wholeNumber(1, 1000, { required: false }),
  location: text(200, { required: false }),
  status: choice({ required: false }),
  notes: text(2000, { required: false, lines: "multi" }),
  bookedSeats: { required: false, bad: [...wholeNumber(0, 1000, { required: false }).bad, 999] },
};

const dateBody = (scene: Scene) => ({
  courseId: scene.course.id,
  date: addDays(scene.today, 50),
  maxSeats: 12,
  location: "Oxford",
  status: "active",
  notes: "Bring photo ID",
  bookedSeats: 0,
});

const postFields: Record<string, FieldKind<Scene>> = {
  slug: slug((scene: Scene) => scene.otherPost.slug),
  title: text(200),
  excerpt: text(1000, { required: false, lines: "multi" }),
  content: text(100_000, { lines: "multi" }),
  featuredImage: {
    required: false,
    bad: [
      ...webAddress().bad,
      "data:image/png;base64,AAAA",
      "images/relative.jpg",
      // Read by browsers as //evil.example/…, another site (security review F13).
      "/\\evil.example/x.png",
      "http://cdn.example/x.png",
    ],
    lines: "one",
  },
  imageAlt: text(300, { required: false }),
  tags: textList(50),
  published: yesNo,
};

const postBody = () => ({
  slug: `post-${unique()}`,
  title: "Renewing your SIA licence",
  excerpt: "What to do before it runs out.",
  content: "<p>Start three months early.</p>",
  featuredImage: "/images/blog/licence.jpg",
  imageAlt: "An SIA licence card",
  tags: ["SIA"],
  published: false,
});
const postText = ["title", "excerpt", "content", "imageAlt"];

/** Keyed by "METHOD /api/path" as the router lists it. */
export const ROUTE_SPECS: Record<string, RouteSpec> = {
  "POST /api/webhooks/stripe": {
    path: () => "/api/webhooks/stripe",
    body: () => ({ id: "evt_1", type: "payment_intent.succeeded", data: { object: {} } }),
    rawBody: { limitBytes: 1024 * 1024 },
    stripe: true,
    // Unsigned: a forged event is refused whatever it says.
    accepted: 400,
  },
  "POST /api/auth/login": {
    path: () => "/api/auth/login",
    body: (scene) => ({ username: scene.username, password: STAFF_PASSWORD }),
    fields: {
      username: text(100),
      password: { required: true, bad: [null, "", 42, {}, [], tooLongPassword(), "wrong password", "\u0000"] },
    },
    accepted: 200,
  },
  "POST /api/auth/logout": { path: () => "/api/auth/logout", body: "none", accepted: 200 },

  "POST /api/leads/contact": {
    path: () => "/api/leads/contact",
    body: () => ({
      firstName: "Jo",
      lastName: "Bloggs",
      email: "jo.bloggs@example.com",
      phone: "07700 900456",
      message: "Subject: course-enquiry\n\nWhen does the next door supervisor course start?",
      website: "",
    }),
    fields: {
      firstName: text(100),
      lastName: text(100),
      email: email(),
      phone: text(30, { required: false }),
      message: text(5000, { min: 10, lines: "multi" }),
      website: { required: false, bad: ["https://spam.example", 42, {}] },
    },
    freeText: ["firstName", "lastName", "message"],
    strict: true,
    accepted: 201,
  },
  "POST /api/booking-leads": {
    path: () => "/api/booking-leads",
    body: (scene) => ({ ...customer, selectedCourseId: scene.course.id, selectedCourseDateId: scene.date.id }),
    fields: {
      fullName: text(100, { min: 2 }),
      email: email(),
      phone: text(30, { min: 10 }),
      address: text(300, { min: 5 }),
      postcode: text(12, { min: 5 }),
      notes: text(2000, { required: false, lines: "multi" }),
      selectedCourseId: { required: true, bad: [...uuid<Scene>().bad, (scene: Scene) => scene.other.id] },
      selectedCourseDateId: uuid<Scene>(),
    },
    freeText: ["fullName", "address", "notes"],
    strict: true,
    accepted: 201,
  },
  "POST /api/bookings": {
    path: () => "/api/bookings",
    body: (scene) => ({
      courseId: scene.course.id,
      availableDateId: scene.date.id,
      userDetails: customer,
      paymentType: "full",
      paymentAmount: 24_900,
    }),
    fields: {
      courseId: { required: true, bad: [...uuid<Scene>().bad, (scene: Scene) => scene.other.id] },
      availableDateId: uuid<Scene>(),
      instanceId: { required: false, bad: [...uuid<Scene>({ required: false }).bad, (s: Scene) => s.instance.id] },
      leadId: uuid<Scene>({ required: false, unknownIsRefused: false }),
      userDetails: { required: true, bad: [null, "Sam Taylor", [], 42, {}] },
      ...details,
      paymentType: choice(),
      paymentAmount: { required: true, bad: [...wholeNumber(1, 10_000_000).bad, 24_899, 10_000] },
    },
    freeText: ["userDetails.fullName", "userDetails.address", "userDetails.notes"],
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
      phone: details["userDetails.phone"],
      address: details["userDetails.address"],
      postcode: details["userDetails.postcode"],
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
  "POST /api/waiting-list": {
    path: () => "/api/waiting-list",
    body: (scene) => ({
      fullName: customer.fullName,
      email: `wait.${unique()}@example.com`,
      phone: customer.phone,
      availableDateId: scene.date.id,
    }),
    fields: {
      fullName: details["userDetails.fullName"],
      email: details["userDetails.email"],
      phone: details["userDetails.phone"],
      availableDateId: uuid<Scene>(),
      instanceId: { required: false, bad: [...uuid<Scene>({ required: false }).bad, (s: Scene) => s.instance.id] },
    },
    freeText: ["fullName"],
    strict: true,
    // The scene's date has free seats: there is no list to join.
    accepted: 409,
  },
  "POST /api/waiting-list/:token/book": {
    path: () => "/api/waiting-list/n0GFRHwHUSd2IA_j2Z75DD4iQLNaHcipAAAAAAAAAAA/book",
    body: "none",
    accepted: 404,
  },
  "POST /api/waiting-list/:token/confirm": {
    path: () => "/api/waiting-list/n0GFRHwHUSd2IA_j2Z75DD4iQLNaHcipAAAAAAAAAAA/confirm",
    body: "none",
    accepted: 404,
  },
  "POST /api/waiting-list/:token/leave": {
    // No entry has this token: the route reads no body, and answers an unknown link with 404.
    path: () => "/api/waiting-list/n0GFRHwHUSd2IA_j2Z75DD4iQLNaHcipAAAAAAAAAAA/leave",
    body: "none",
    accepted: 404,
  },
  "POST /api/waiting-list/:token/decline": {
    path: () => "/api/waiting-list/n0GFRHwHUSd2IA_j2Z75DD4iQLNaHcipAAAAAAAAAAA/decline",
    body: "none",
    accepted: 404,
  },
  "POST /api/bookings/find": {
    path: () => "/api/bookings/find",
    body: (scene) => ({ email: customer.email, reference: scene.booking.reference }),
    fields: {
      email: email(),
      reference: { required: true, bad: [...text(20).bad, "TV-", "TV-ABC", "AB-12345678", "TV-1234567890"] },
    },
    accepted: 202,
  },

  "PATCH /api/admin/leads/:id": {
    path: (scene) => `/api/admin/leads/${scene.lead.id}`,
    body: () => ({ status: "contacted" }),
    fields: { status: choice() },
    accepted: 200,
  },
  "POST /api/admin/courses": {
    path: () => "/api/admin/courses",
    body: courseBody,
    fields: courseFields,
    freeText: courseText,
    accepted: 201,
  },
  "PUT /api/admin/courses/:id": {
    path: (scene) => `/api/admin/courses/${scene.course.id}`,
    body: (scene) => ({ ...courseBody(scene), slug: scene.course.slug }),
    fields: courseFields,
    freeText: courseText,
    partial: true,
    accepted: 200,
  },
  "POST /api/admin/course-instances": {
    path: () => "/api/admin/course-instances",
    body: instanceBody,
    fields: instanceFields,
    freeText: ["location"],
    accepted: 201,
  },
  "PUT /api/admin/course-instances/:id": {
    path: (scene) => `/api/admin/course-instances/${scene.instance.id}`,
    body: instanceBody,
    fields: instanceFields,
    freeText: ["location"],
    partial: true,
    accepted: 200,
  },
  "POST /api/admin/available-dates": {
    path: () => "/api/admin/available-dates",
    body: dateBody,
    fields: dateFields,
    freeText: ["location", "notes"],
    accepted: 201,
  },
  "PUT /api/admin/available-dates/:id": {
    path: (scene) => `/api/admin/available-dates/${scene.date.id}`,
    body: dateBody,
    fields: dateFields,
    freeText: ["location", "notes"],
    partial: true,
    accepted: 200,
  },
  "POST /api/admin/posts": {
    path: () => "/api/admin/posts",
    body: postBody,
    fields: postFields,
    freeText: postText,
    accepted: 201,
  },
  "PUT /api/admin/posts/:id": {
    path: (scene) => `/api/admin/posts/${scene.post.id}`,
    body: (scene) => ({ ...postBody(), slug: scene.post.slug }),
    fields: postFields,
    freeText: postText,
    partial: true,
    accepted: 200,
  },
  "POST /api/admin/bookings/:id/cancel": {
    path: (scene) => `/api/admin/bookings/${scene.booking.id}/cancel`,
    body: () => ({ refund: 0, reason: "Asked by phone" }),
    fields: { refund: wholeNumber(0, 10_000_000), reason: text(500), notifyCustomer: yesNo },
    freeText: ["reason"],
    accepted: 200,
  },
  "POST /api/admin/bookings/:id/payments": {
    path: (scene) => `/api/admin/bookings/${scene.booking.id}/payments`,
    body: () => ({ amount: 1_000, method: "Bank transfer", note: "Paid by transfer" }),
    fields: {
      amount: wholeNumber(1, 10_000_000),
      method: choice(),
      note: text(500, { required: false }),
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
  "POST /api/admin/waiting-list/pause": {
    path: () => "/api/admin/waiting-list/pause",
    body: (scene) => ({ availableDateId: scene.date.id, paused: true }),
    fields: { availableDateId: uuid<Scene>(), paused: { ...yesNo, required: true, bad: [null, ...yesNo.bad] } },
    strict: true,
    accepted: 200,
  },
  "POST /api/admin/waiting-list/remove": {
    // An id nobody has is no error: it is counted as not removed.
    path: () => "/api/admin/waiting-list/remove",
    body: () => ({ entryIds: ["5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11"] }),
    fields: {
      entryIds: {
        required: true,
        bad: [
          null,
          "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11",
          42,
          {},
          [],
          [null],
          [42],
          ["not-a-uuid"],
          Array.from({ length: 201 }, () => "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11"),
        ],
      },
      "entryIds.0": uuid<Scene>({ unknownIsRefused: false }),
    },
    strict: true,
    accepted: 200,
  },
  "POST /api/admin/waiting-list/:id/offer": {
    // The scene has no waiting list: the route reads no body, and answers an unknown entry with 404.
    path: () => "/api/admin/waiting-list/5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11/offer",
    body: "none",
    accepted: 404,
  },
  "POST /api/admin/waiting-list/:id/remove": {
    path: () => "/api/admin/waiting-list/5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11/remove",
    body: "none",
    accepted: 404,
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
};

function tooLongPassword() {
  return "p".repeat(201);
}

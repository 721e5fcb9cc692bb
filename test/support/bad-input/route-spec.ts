// A route that takes input, as the bad-input test (server/bad-input*.test.ts) sees it, and the scene its valid
// requests point at.
import { addDays, addMonths, londonToday } from "#app/shared/dates";
import { and, eq } from "drizzle-orm";
import type { Database } from "#db/db.server";
import { learners, waitlistEntries } from "#db/schema";
import { lockBookableDate } from "#app/features/booking/bookable-date.server";
import { holdSeatForWaitingPerson } from "#app/features/booking/sale/waiting-list-hold.server";
import { createWaitlistLink } from "#app/features/waitlist/waitlist-links.server";
import { createLearnerLink } from "#app/features/booking/groups/learner-links.server";
import {
  insertAvailableDate,
  insertCourse,
  insertInstance,
  insertLead,
  insertPost,
  insertVenue,
  signInAdmin,
} from "../factories";
import { calendarDate, choice, email, text, yesNo, type FieldKind } from "../bad-values";
import { customer } from "../booking-fixtures";
import { postJson, type TestApp } from "../test-app";

export type Scene = Awaited<ReturnType<typeof createScene>>;

/** Everything the valid requests point at, with room for many bookings. */
export async function createScene(app: TestApp, db: Database) {
  const today = londonToday();
  const course = await insertCourse(db, { slug: "door-supervisor", title: "SIA Door Supervisor", price: 24_900 });
  const other = await insertCourse(db, { slug: "first-aid", title: "First Aid", price: 9_500, durationDays: 1 });
  // Venues (issue 21): the academy's, which the spec's default location names, and the one the valid bodies pick.
  await insertVenue(db, { name: "Oxford", isAcademy: true });
  const venue = await insertVenue(db, { name: "Reading" });
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
  // The booking's learner (issue 23): not on the date's register while the booking is unpaid.
  const [learner] = await db.select({ id: learners.id }).from(learners).where(eq(learners.bookingId, booking.id));
  // A course that needs a first aid certificate (issue 23), and a seat on it offered from its waiting list.
  const firstAidCourse = await insertCourse(db, {
    slug: "security-officer",
    title: "SIA Security Officer",
    price: 24_900,
    needsFirstAidCertificate: true,
  });
  const firstAidDate = await insertAvailableDate(db, {
    courseId: firstAidCourse.id,
    date: addDays(today, 30),
    maxSeats: 1000,
  });
  const offerToken = await offeredSeat(db, firstAidDate.id);
  const learnerToken = await groupLearnerLink(app, firstAidCourse.id, firstAidDate.id);

  return {
    today,
    course,
    other,
    venue,
    date,
    instance,
    lead,
    post,
    otherPost,
    admin,
    username,
    booking,
    clientSecret,
    learnerId: learner!.id,
    firstAidCourse,
    firstAidDate,
    offerToken,
    learnerToken,
  };
}

/** A group of two booked on the date (issue 24): the link to its first learner's own page. */
async function groupLearnerLink(app: TestApp, courseId: string, availableDateId: string): Promise<string> {
  const created = await postJson(app, "/api/bookings", {
    courseId,
    availableDateId,
    userDetails: { ...customer, email: "group.payer@example.com" },
    paymentType: "full",
    paymentAmount: 2 * 24_900,
    learners: [
      { fullName: "Gita Group", email: "gita.group@example.com" },
      { fullName: "Glen Group", email: "glen.group@example.com" },
    ],
  });
  if (created.status !== 201) throw new Error(`scene group booking: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const [first] = await app.ctx.db
    .select({ id: learners.id })
    .from(learners)
    .where(and(eq(learners.bookingId, id), eq(learners.position, 1)));
  return createLearnerLink(app.ctx.db, first!.id);
}

/** A seat of the date held for someone offered it from its waiting list, as the sweep holds it: their entry's link. */
async function offeredSeat(db: Database, availableDateId: string): Promise<string> {
  const person = { fullName: "Wendy Waiting", email: "wendy.waiting@example.com", phone: customer.phone };
  const until = new Date(Date.now() + 24 * 3_600_000);
  const entryId = await db.transaction(async (tx) => {
    const date = (await lockBookableDate(tx, { availableDateId }))!;
    const hold = await holdSeatForWaitingPerson(tx, date, person, until);
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({
        courseId: date.courseId,
        availableDateId,
        ...person,
        emailKey: person.email,
        status: "offered",
        confirmedAt: new Date(),
        offeredAt: new Date(),
        offerExpiresAt: until,
        bookingId: hold.id,
      })
      .returning({ id: waitlistEntries.id });
    return entry!.id;
  });
  return createWaitlistLink(db, entryId);
}

/** A first aid declaration that meets the rule, as the booking dialog sends it (issue 23). */
export const firstAidThatMeets = (scene: Scene) => ({
  qualification: "efaw",
  issuedBy: "St John Ambulance",
  issuedOn: addMonths(scene.today, -3),
});

/**
 * The declaration's fields on a course that needs one, as every way of selling a seat checks them: besides each
 * field's own bad values, 'None yet' and a certificate that runs out too soon without the acknowledgement, and one
 * issued tomorrow.
 */
export const firstAidFields: Record<string, FieldKind<Scene>> = {
  firstAid: { required: true, bad: [null, "efaw", 42, true, [], {}] },
  "firstAid.qualification": { ...choice(), bad: [...choice().bad, "none", "cpr"] },
  "firstAid.issuedBy": text(200, { min: 2 }),
  "firstAid.issuedOn": {
    required: true,
    bad: [
      ...calendarDate().bad,
      (scene: Scene) => addDays(scene.today, 1),
      (scene: Scene) => addMonths(scene.today, -30),
    ],
  },
  "firstAid.acknowledged": yesNo,
};

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

/** The customer's details in a booking, as every route that takes them checks them. */
export const customerDetails = {
  "userDetails.fullName": text(100, { min: 2 }),
  "userDetails.email": email(),
  "userDetails.phone": text(30, { min: 10 }),
  "userDetails.address": text(300, { min: 5 }),
  "userDetails.postcode": text(12, { min: 5 }),
  "userDetails.notes": text(2000, { required: false, lines: "multi" }),
};

type CollectionSpec = Required<Pick<RouteSpec, "fields" | "freeText">> & {
  body: (scene: Scene) => Record<string, unknown>;
};

/**
 * A staff collection's create route (POST /api/admin/<collection>, 201) and update route (PUT …/:id on the scene's
 * `stored` row, any subset of the fields, 200): the same body, fields and free text unless `update` says otherwise.
 */
export function createAndUpdate(
  collection: string,
  stored: (scene: Scene) => { id: string },
  create: CollectionSpec,
  update: Partial<CollectionSpec> = {},
): Record<string, RouteSpec> {
  const path = `/api/admin/${collection}`;
  return {
    [`POST ${path}`]: { ...create, path: () => path, accepted: 201 },
    [`PUT ${path}/:id`]: {
      ...create,
      ...update,
      path: (scene) => `${path}/${stored(scene).id}`,
      partial: true,
      accepted: 200,
    },
  };
}

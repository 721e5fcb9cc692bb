// Several learners in one booking (issue 24, decision 027): seats summed, all or none under the date's lock, the
// group discount priced on the server, one learner row per seat, and a group moving date whole. On PGlite and on
// PostgreSQL (TEST_DATABASE_URL).
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availableDates, bookingEvents, bookings, learnerLinks, learners } from "#db/schema";
import { addDays, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { CERTIFICATE_THAT_MEETS, customer, payWithTestCard } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { availableDateAsBookable, countSeatsTaken, seatsTakenOf } from "../bookable-date.server";
import { getBookingSummary } from "../booking-summary.server";
import { bookingPageView } from "../booking-page/booking-page.server";
import { groupPrice } from "./group-pricing";
import { GROUP_BOOKING_MESSAGES } from "./group-booking-rules";
import { FULLY_BOOKED_MESSAGE, onlySeatsLeftMessage } from "./group-seats";

const PERCENT = 10;
const site = setUpTestApp({ start: { env: { GROUP_DISCOUNT_PERCENT: String(PERCENT) } } });
const db = () => site.app.ctx.db;
const PRICE = 24_900;

const learnersOf = (n: number, tag = "l") =>
  Array.from({ length: n }, (_, i) => ({ fullName: `Learner ${tag}${i + 1}`, email: `${tag}${i + 1}@example.com` }));

async function dateOf(maxSeats: number, course?: { id: string }) {
  const owner = course ?? (await insertCourse(db(), { price: PRICE }));
  const date = await insertAvailableDate(db(), {
    courseId: owner.id,
    date: addDays(londonToday(), 30),
    maxSeats,
  });
  return { course: owner, date };
}

/** POST /api/bookings for `n` learners (none: the payer alone), paying in full at the group's price unless told. */
function bookGroup(
  scene: { course: { id: string }; date: { id: string } },
  n: number,
  extra: Record<string, unknown> = {},
) {
  const amount = n > 0 ? groupPrice(PRICE, n, PERCENT).total : PRICE;
  return postJson(site.app, "/api/bookings", {
    courseId: scene.course.id,
    availableDateId: scene.date.id,
    userDetails: { ...customer, email: `payer-${Math.random().toString(36).slice(2)}@example.com` },
    paymentType: "full",
    paymentAmount: amount,
    ...(n > 0 && { learners: learnersOf(n) }),
    ...extra,
  });
}

const rowCounts = async () => {
  const count = async (table: typeof bookings | typeof learners | typeof bookingEvents) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
    )[0]!.n;
  return { bookings: await count(bookings), learners: await count(learners), events: await count(bookingEvents) };
};

async function pay(bookingId: string) {
  const intent = (await (await postJson(site.app, "/api/create-payment-intent", { bookingId })).json()) as {
    clientSecret: string;
  };
  expect((await payWithTestCard(site.app, intent.clientSecret)).status).toBe(200);
}

describe("seats are summed, not counted by booking", () => {
  it("a 3-seat booking on a 5-seat date leaves 2 seats, in every count", async () => {
    const scene = await dateOf(5);
    expect((await bookGroup(scene, 3)).status).toBe(201);
    const [row] = await db().select().from(availableDates).where(eq(availableDates.id, scene.date.id));
    const bookable = availableDateAsBookable(row!);
    expect(await countSeatsTaken(db(), bookable)).toBe(3);
    expect((await seatsTakenOf(db(), [bookable])).get(scene.date.id)).toBe(3);
    // The public list's figure (seatsTakenSql): the course page offers 2.
    const listed = (await (await site.app.fetch(`/api/courses/${scene.course.id}/available-dates`)).json()) as {
      id: string;
      maxSeats: number;
      bookedSeats: number;
    }[];
    const shown = listed.find((date) => date.id === scene.date.id)!;
    expect(shown.maxSeats - shown.bookedSeats).toBe(2);
  });

  it("takes all the seats or none: 3 left, 4 asked is refused with how many are left and writes nothing", async () => {
    const scene = await dateOf(5);
    expect((await bookGroup(scene, 2)).status).toBe(201);
    const before = await rowCounts();
    const refused = await bookGroup(scene, 4);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(onlySeatsLeftMessage(3));
    expect(await rowCounts()).toEqual(before);
    expect((await bookGroup(scene, 3)).status).toBe(201);
    const full = await bookGroup(scene, 2);
    expect(full.status).toBe(409);
    expect(((await full.json()) as { message: string }).message).toBe(FULLY_BOOKED_MESSAGE);
  });

  it("says 'Only 1 seat is left on this date' for one seat", () => {
    expect(onlySeatsLeftMessage(1)).toBe("Only 1 seat is left on this date");
  });
});

describe("the group's price and learners", () => {
  it("5 learners get the discount: each seat priced, one learner row and link per seat, in order", async () => {
    const scene = await dateOf(8);
    const priced = groupPrice(PRICE, 5, PERCENT);
    const response = await bookGroup(scene, 5);
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string; totalPrice: number; paymentAmount: number };
    expect(created).toMatchObject({ totalPrice: priced.total, paymentAmount: priced.total });
    expect(priced.seatPrice).toBe(22_410);
    const [booking] = await db().select().from(bookings).where(eq(bookings.id, created.id));
    expect(booking!.seats).toBe(5);
    const rows = await db().select().from(learners).where(eq(learners.bookingId, created.id));
    expect(rows.map((row) => [row.position, row.fullName, row.price]).sort()).toEqual(
      learnersOf(5).map((learner, i) => [i + 1, learner.fullName, priced.seatPrice]),
    );
    const links = await db()
      .select()
      .from(learnerLinks)
      .innerJoin(learners, eq(learners.id, learnerLinks.learnerId))
      .where(eq(learners.bookingId, created.id));
    expect(links).toHaveLength(5);
  });

  it("refuses the undiscounted amount for 5 learners with 400, and holds nothing", async () => {
    const scene = await dateOf(8);
    const before = await rowCounts();
    const response = await bookGroup(scene, 5, { paymentAmount: PRICE * 5 });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/The amount to pay has changed/);
    expect(await rowCounts()).toEqual(before);
  });

  it("prices 4 learners without a discount, and a deposit per learner", async () => {
    const scene = await dateOf(12);
    const full = await bookGroup(scene, 4);
    expect(((await full.json()) as { totalPrice: number }).totalPrice).toBe(PRICE * 4);
    const deposit = await bookGroup(scene, 5, { paymentType: "deposit", paymentAmount: 10_000 * 5 });
    expect(deposit.status).toBe(201);
    expect(await deposit.json()).toMatchObject({
      paymentAmount: 50_000,
      totalPrice: groupPrice(PRICE, 5, PERCENT).total,
    });
  });

  it("refuses a first-aid bundle or a first aid answer with several learners", async () => {
    const scene = await dateOf(8);
    const bundle = await bookGroup(scene, 2, {
      firstAidBundle: { kind: "available-date", id: scene.date.id },
    });
    expect(bundle.status).toBe(400);
    expect(((await bundle.json()) as { message: string }).message).toBe(GROUP_BOOKING_MESSAGES.bundle);
    const firstAid = await bookGroup(scene, 2, { firstAid: CERTIFICATE_THAT_MEETS() });
    expect(firstAid.status).toBe(400);
    expect(((await firstAid.json()) as { message: string }).message).toBe(GROUP_BOOKING_MESSAGES.firstAid);
  });

  it("a group on a course that needs a first aid certificate is paid for without the payer declaring", async () => {
    const course = await insertCourse(db(), { price: PRICE, needsFirstAidCertificate: true });
    const scene = await dateOf(8, course);
    const response = await bookGroup(scene, 2);
    expect(response.status).toBe(201);
    await pay(((await response.json()) as { id: string }).id);
  });

  it("the payer's page lists the learners and the discount; the money stays the sum of the seats", async () => {
    const scene = await dateOf(8);
    const created = (await (await bookGroup(scene, 5)).json()) as { id: string };
    await pay(created.id);
    const summary = (await getBookingSummary(db(), { id: created.id }))!;
    const view = await bookingPageView(db(), summary, site.app.ctx.site);
    const priced = groupPrice(PRICE, 5, PERCENT);
    expect(view.totalPrice).toBe(priced.total);
    expect(view.learner).toBeNull();
    expect(view.group).toEqual({
      seats: 5,
      learners: learnersOf(5).map((learner, i) => ({
        position: i + 1,
        ...learner,
        seatPrice: priced.seatPrice,
        released: false,
      })),
      discount: { percent: PERCENT, amount: priced.discount },
      // Paid by card on no business account (issue 24): some learners can be cancelled, none substituted.
      changes: { release: true, substitute: false },
    });
  });

  it("a booking for the payer alone has no group on its page", async () => {
    const scene = await dateOf(8);
    const created = (await (await bookGroup(scene, 0)).json()) as { id: string };
    const summary = (await getBookingSummary(db(), { id: created.id }))!;
    expect((await bookingPageView(db(), summary, site.app.ctx.site)).group).toBeNull();
  });
});

describe("a group moving date", () => {
  it("needs all its seats free on the new date", async () => {
    const scene = await dateOf(8);
    const response = await bookGroup(scene, 3);
    const created = (await response.json()) as { id: string; accessToken: string; totalPrice: number };
    await pay(created.id);
    /** Asks to move the group to a new date `daysAway` days out with `maxSeats` seats. */
    const moveToNewDate = async (daysAway: number, maxSeats: number) => {
      const date = await insertAvailableDate(db(), {
        courseId: scene.course.id,
        date: addDays(londonToday(), daysAway),
        maxSeats,
      });
      const response = await postJson(site.app, `/api/bookings/by-token/${created.accessToken}/date-change`, {
        availableDateId: date.id,
      });
      return { date, response };
    };
    const { response: refused } = await moveToNewDate(40, 2);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(onlySeatsLeftMessage(2));
    const { date: roomy, response: moved } = await moveToNewDate(41, 3);
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as { totalPrice: number }).totalPrice).toBe(created.totalPrice);
    const [row] = await db().select().from(availableDates).where(eq(availableDates.id, roomy.id));
    expect(await countSeatsTaken(db(), availableDateAsBookable(row!))).toBe(3);
    const [left] = await db()
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, created.id), eq(bookings.availableDateId, roomy.id)));
    expect(left?.seats).toBe(3);
  });
});

// A group learner's own page (issue 24): GET /api/learners/by-token/{token} tells the course, never money; PUT
// …/details and …/first-aid write that learner's row only; an unknown or revoked token is 404. And each learner whose
// address is not the payer's gets their own joining instructions when the group is paid, the payer's confirmation
// listing them. On PGlite and PostgreSQL.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingEvents, emailOutbox, learners } from "#db/schema";
import { addDays, addMonths, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer, payWithTestCard } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { createLearnerLink, revokeLearnerLinks } from "./learner-links.server";
import { LEARNER_PAGE_NOT_FOUND } from "./learner-page.server";
import { LEARNER_TOKEN_PLACEHOLDER } from "./learner-messages.server";
import type { LearnerPageView } from "./learner-page-view";
import { queueScheduledMessage } from "../life-cycle/booking-sweeps.server";

const site = setUpTestApp();
const db = () => site.app.ctx.db;
const PRICE = 24_900;

const group = [
  { fullName: "Sam Taylor", email: customer.email },
  { fullName: "Gita Patel", email: "gita.patel@example.com" },
  { fullName: "Glen Moss", email: "glen.moss@example.com" },
];

/** A paid booking of three on a course that needs a first aid certificate; the payer is its first learner. */
async function paidGroup(learnersBooked = group) {
  const course = await insertCourse(db(), {
    price: PRICE,
    needsFirstAidCertificate: true,
    title: "SIA Door Supervisor",
  });
  const date = await insertAvailableDate(db(), { courseId: course.id, date: addDays(londonToday(), 30), maxSeats: 8 });
  const response = await postJson(site.app, "/api/bookings", {
    courseId: course.id,
    availableDateId: date.id,
    userDetails: customer,
    paymentType: "full",
    paymentAmount: PRICE * 3,
    learners: learnersBooked,
  });
  expect(response.status).toBe(201);
  const booking = (await response.json()) as { id: string; reference: string };
  const intent = (await (await postJson(site.app, "/api/create-payment-intent", { bookingId: booking.id })).json()) as {
    clientSecret: string;
  };
  expect((await payWithTestCard(site.app, intent.clientSecret)).status).toBe(200);
  const rows = await db().select().from(learners).where(eq(learners.bookingId, booking.id));
  const gita = rows.find((row) => row.position === 2)!;
  return { booking, date, gita, token: await createLearnerLink(db(), gita.id) };
}

const put = (token: string, what: string, body: unknown) =>
  site.app.fetch(`/api/learners/by-token/${token}/${what}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("GET /api/learners/by-token/{token}", () => {
  it("tells the learner their course, days, venue and what is asked of them, and nothing of money", async () => {
    const { booking, date, token } = await paidGroup();
    const response = await site.app.fetch(`/api/learners/by-token/${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const view = (await response.json()) as LearnerPageView;
    expect(view).toMatchObject({
      reference: booking.reference,
      seat: "booked",
      seatText: "Booked",
      bookedBy: customer.fullName,
      courseTitle: "SIA Door Supervisor",
      learner: { fullName: "Gita Patel", email: "gita.patel@example.com" },
      firstAid: { needed: true, declared: null, lockedBecause: null },
    });
    expect(view.days[0]!.date).toBe(date.date);
    expect(view.details).toMatchObject({ fullName: "Gita Patel", dateOfBirth: null, lockedBecause: null });
    expect(JSON.stringify(view)).not.toMatch(/price|amount|paid|balance/i);
  });

  it("answers 404 for an unknown token and for a revoked one", async () => {
    const { gita, token } = await paidGroup();
    const unknown = await site.app.fetch(`/api/learners/by-token/${"x".repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe(LEARNER_PAGE_NOT_FOUND);
    await revokeLearnerLinks(db(), gita.id);
    expect((await site.app.fetch(`/api/learners/by-token/${token}`)).status).toBe(404);
  });
});

describe("PUT /api/learners/by-token/{token}/first-aid and /details", () => {
  it("keeps the learner's declaration on their own row, says so on the booking's history and shows it", async () => {
    const { booking, gita, token } = await paidGroup();
    const firstAid = { qualification: "efaw", issuedBy: "St John Ambulance", issuedOn: addMonths(londonToday(), -3) };
    const response = await put(token, "first-aid", { firstAid });
    expect(response.status).toBe(200);
    const view = (await response.json()) as LearnerPageView;
    expect(view.firstAid).toMatchObject({ needed: false, declared: { meets: true } });
    const rows = await db().select().from(learners).where(eq(learners.bookingId, booking.id));
    expect(rows.find((row) => row.id === gita.id)).toMatchObject({ firstAidQualification: "efaw" });
    expect(rows.filter((row) => row.id !== gita.id).map((row) => row.firstAidQualification)).toEqual([null, null]);
    const history = await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(history.map((event) => event.text)).toContainEqual(expect.stringMatching(/^Gita Patel: First aid declared/));
  });

  it("refuses a declaration without its acknowledgement as the booking dialog does", async () => {
    const { token } = await paidGroup();
    const response = await put(token, "first-aid", { firstAid: { qualification: "none" } });
    expect(response.status).toBe(400);
  });

  it("changes that learner's details only", async () => {
    const { booking, gita, token } = await paidGroup();
    const response = await put(token, "details", {
      fullName: "Gita K. Patel",
      dateOfBirth: "1990-05-17",
      remindersConsent: true,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as LearnerPageView).learner.fullName).toBe("Gita K. Patel");
    const rows = await db().select().from(learners).where(eq(learners.bookingId, booking.id));
    expect(rows.find((row) => row.id === gita.id)).toMatchObject({
      fullName: "Gita K. Patel",
      dateOfBirth: "1990-05-17",
    });
    expect(rows.filter((row) => row.id !== gita.id).map((row) => row.dateOfBirth)).toEqual([null, null]);
  });
});

describe("a paid group's e-mails", () => {
  it("the learners other than the payer get joining instructions with their own page; the payer's confirmation lists everyone", async () => {
    const { booking } = await paidGroup();
    const outbox = await db().select().from(emailOutbox).where(eq(emailOutbox.bookingId, booking.id));
    const toLearners = outbox.filter((row) => row.kind.startsWith("learner:"));
    expect(toLearners.map((row) => row.toAddress).sort()).toEqual(["gita.patel@example.com", "glen.moss@example.com"]);
    for (const row of toLearners) {
      expect(row.subject).toMatch(/^Joining instructions/);
      expect(row.text).toContain(`/my-booking/learner/${LEARNER_TOKEN_PLACEHOLDER}`);
      expect(row.text).not.toMatch(/£/);
    }
    const [confirmation] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, booking.id), eq(emailOutbox.kind, "booking-confirmation")));
    expect(confirmation!.toAddress).toBe(customer.email);
    for (const learner of group) expect(confirmation!.text).toContain(learner.fullName);
  });

  it("the day-before e-mail goes to each learner too, once, and not to a learner released from the group", async () => {
    const { booking, gita } = await paidGroup();
    await db().update(learners).set({ releasedAt: new Date() }).where(eq(learners.id, gita.id));
    const queue = () =>
      db().transaction((tx) => queueScheduledMessage(tx, booking.id, "see-you-tomorrow", site.app.ctx.site));
    await queue();
    await queue();
    const kinds = (await db().select().from(emailOutbox).where(eq(emailOutbox.bookingId, booking.id)))
      .filter((row) => row.kind.startsWith("learner:") && row.kind.includes("see-you-tomorrow"))
      .map((row) => row.toAddress);
    expect(kinds).toEqual(["glen.moss@example.com"]);
  });

  it("a payer who is not one of the learners is not told to come; the learners are", async () => {
    const others = [...group.slice(1), { fullName: "Hana Lee", email: "hana.lee@example.com" }];
    const { booking } = await paidGroup(others);
    await db().transaction((tx) => queueScheduledMessage(tx, booking.id, "see-you-tomorrow", site.app.ctx.site));
    const told = (await db().select().from(emailOutbox).where(eq(emailOutbox.bookingId, booking.id)))
      .filter((row) => row.kind.includes("see-you-tomorrow"))
      .map((row) => row.toAddress)
      .sort();
    expect(told).toEqual(others.map((learner) => learner.email).sort());
  });
});

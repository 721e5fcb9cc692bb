// Achievements and renewal reminders end to end (issue 23) on the real app and database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): staff enter a pass, the daily sweep and its jobs run under a controlled clock, and the outbox
// shows what would be sent.
import { randomBytes } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { achievements, emailOutbox, learners, people, type EmailOutboxRow } from "#db/schema";
import { startJobRunner } from "#app/features/jobs/job-runner.server";
import { addDays, addMonths, formatDate, londonToday } from "#app/shared/dates";
import { londonInstant } from "#app/shared/london-clock";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer, moveDateTo, paidLearnerOnNewDate } from "#test/support/booking-fixtures";
import { insertCourse } from "#test/support/factories";
import { createLogger, redactUrl } from "#server/logger";
import {
  queueDueRenewalReminders,
  RENEWAL_SWEEP,
  renewalReminderHandlers,
  unsubscribePerson,
  withRenewalReminderCheck,
} from "./renewal-reminders.server";
import type { RenewalDue } from "./renewals-due";
import { personOfUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token.server";

const site = setUpTestApp({ admin: true });
const noop = async () => {};
const today = londonToday();
const key = randomBytes(32);

const efaw = { slug: "efaw", title: "Emergency First Aid at Work (EFAW)", durationDays: 1 };
const doorSupervisor = {
  slug: "door-supervisor",
  title: "SIA Door Supervisor",
  siaLicenceLinked: true,
  durationDays: 5,
};

/** A learner who sat `course` `daysAgo` days ago; `result` entered by staff. */
async function sat(course: Parameters<typeof insertCourse>[1], result = "passed", daysAgo = 2) {
  const { date, booking } = await paidLearnerOnNewDate(site.app, { course });
  const firstDay = addDays(today, -daysAgo - ((course?.durationDays ?? 1) - 1));
  await moveDateTo(site.app.ctx.db, date.id, firstDay);
  const lastDay = addDays(today, -daysAgo);
  const answer = await site.admin.send("POST", `/bookings/${booking.id}/result`, { result });
  expect(answer.status).toBe(200);
  const [learner] = await site.app.ctx.db.select().from(learners).where(eq(learners.bookingId, booking.id));
  return { booking, lastDay, learner: learner! };
}

const achievementsOf = (learnerId: string) =>
  site.app.ctx.db.select().from(achievements).where(eq(achievements.learnerId, learnerId));

const consent = (learnerId: string) =>
  site.app.ctx.db.update(learners).set({ remindersConsentAt: new Date() }).where(eq(learners.id, learnerId));

/** Runs the daily sweep and the jobs it queues as the server would, at 09:00 London on `day` (the controlled clock). */
function runOn(day: string) {
  // The clock is mocked: years pass between a pass and its reminders.
  const at = londonInstant(day, "09:00");
  return startJobRunner({
    db: site.app.ctx.db,
    logger: createLogger("silent"),
    sweeps: [RENEWAL_SWEEP],
    handlers: renewalReminderHandlers({ site: site.app.ctx.site, unsubscribeKey: () => key }),
    now: () => at,
    autoStart: false,
  }).runOnce();
}

const reminders = () =>
  site.app.ctx.db
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.kind, "renewal-reminder:%"))
    .orderBy(emailOutbox.createdAt);

describe("a pass records an achievement", () => {
  it("first aid: expires 3 years from the course's last day, for the person; taken back, it is removed", async () => {
    const { booking, lastDay, learner } = await sat(efaw);
    const [person] = await site.app.ctx.db.select().from(people).where(eq(people.email, customer.email));
    expect(await achievementsOf(learner.id)).toEqual([
      expect.objectContaining({
        kind: "first-aid",
        achievedOn: lastDay,
        expiresOn: addMonths(lastDay, 36),
        personId: person!.id,
      }),
    ]);
    await site.admin.send("POST", `/bookings/${booking.id}/result`, { result: "not-passed" });
    expect(await achievementsOf(learner.id)).toEqual([]);
  });

  it("SIA: the licence's expiry is unknown until the learner adds it, then read from their details", async () => {
    const { lastDay, learner } = await sat(doorSupervisor);
    // Its refresher (top-up-door-supervisor) needs first aid, so the reminder says what the learner will need.
    await insertCourse(site.app.ctx.db, {
      slug: "top-up-door-supervisor",
      title: "Door Supervisor Top-Up Refresher",
      siaLicenceLinked: true,
      needsFirstAidCertificate: true,
    });
    expect(await achievementsOf(learner.id)).toEqual([
      expect.objectContaining({ kind: "sia-licence", achievedOn: lastDay, expiresOn: null }),
    ]);
    const licenceExpiry = addMonths(today, 7);
    await site.app.ctx.db
      .update(learners)
      .set({ siaLicenceExpiresOn: licenceExpiry, remindersConsentAt: new Date() })
      .where(eq(learners.id, learner.id));
    await runOn(addMonths(licenceExpiry, -6));
    const [reminder, ...more] = await reminders();
    expect(more).toEqual([]);
    expect(reminder!.subject).toBe(`Your SIA licence expires on ${formatDate(licenceExpiry)}`);
    expect(reminder!.text).toContain("/courses/top-up-door-supervisor#dates");
    expect(reminder!.text).toContain(
      `The SIA accepts a renewal from ${formatDate(addMonths(licenceExpiry, -4))}, and a refresher course is needed first.`,
    );
    // No first aid known for this person: the refresher's need is spelt out.
    expect(reminder!.text).toContain(
      `The refresher course needs a first aid certificate (EFAW or higher) with at least 12 months left on its first day: for a refresher by ${formatDate(licenceExpiry)}, one valid until at least ${formatDate(addMonths(licenceExpiry, 12))}.`,
    );
  });

  it("a result other than a pass records nothing", async () => {
    const { learner } = await sat(efaw, "not-passed");
    expect(await achievementsOf(learner.id)).toEqual([]);
  });
});

describe("renewal reminders", () => {
  it("first aid: once at 90 days and once at 30, each however often the sweep runs, with the unsubscribe headers", async () => {
    const { lastDay, learner } = await sat(efaw);
    await consent(learner.id);
    const expiry = addMonths(lastDay, 36);
    await runOn(addDays(expiry, -91));
    expect(await reminders()).toEqual([]);

    await runOn(addDays(expiry, -90));
    await runOn(addDays(expiry, -90));
    await runOn(addDays(expiry, -89));
    const [first, ...others] = await reminders();
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      toAddress: customer.email,
      subject: `Your first aid certificate expires on ${formatDate(expiry)}`,
    });
    expect(first!.text).toContain("/courses/efaw#dates");
    expect(first!.html).toContain("Unsubscribe from renewal reminders");
    const link = /\/unsubscribe\/([\w-]{43})/.exec(first!.text)?.[1];
    expect(link).toBeDefined();
    expect(first!.headers).toEqual({
      "List-Unsubscribe": `<${site.app.ctx.site.url}/unsubscribe/${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    const [person] = await site.app.ctx.db.select().from(people).where(eq(people.email, customer.email));
    expect(personOfUnsubscribeToken(link!, key)).toBe(person!.id);

    await runOn(addDays(expiry, -30));
    await runOn(addDays(expiry, -29));
    expect(await reminders()).toHaveLength(2);
    await runOn(expiry);
    expect(await reminders()).toHaveLength(2);
  });

  it("two processes sweeping the same morning queue one reminder", async () => {
    const { lastDay, learner } = await sat(efaw);
    await consent(learner.id);
    const day = addDays(addMonths(lastDay, 36), -90);
    await Promise.all([runOn(day), runOn(day), runOn(day)]);
    expect(await reminders()).toHaveLength(1);
  });

  it("nothing without consent", async () => {
    const { lastDay } = await sat(efaw);
    await runOn(addDays(addMonths(lastDay, 36), -90));
    expect(await reminders()).toEqual([]);
  });

  it("nothing after unsubscribing, even for a reminder already queued as a job", async () => {
    const { lastDay, learner } = await sat(efaw);
    await consent(learner.id);
    const expiry = addMonths(lastDay, 36);
    await runOn(addDays(expiry, -90));
    expect(await reminders()).toHaveLength(1);
    // The 30-day reminder's job is queued; the person unsubscribes before it runs.
    await queueDueRenewalReminders(site.app.ctx.db, londonInstant(addDays(expiry, -30), "09:00"));
    const [person] = await site.app.ctx.db.select().from(people).where(eq(people.email, customer.email));
    expect(await unsubscribePerson(site.app.ctx.db, person!.id)).toBe(true);
    await runOn(addDays(expiry, -30));
    expect(await reminders()).toHaveLength(1);
  });

  it("a reminder waiting in the outbox is skipped if the person unsubscribes before it goes", async () => {
    const { lastDay, learner } = await sat(efaw);
    await consent(learner.id);
    await runOn(addDays(addMonths(lastDay, 36), -90));
    const [queued] = await reminders();
    const passThrough = { prepare: async (row: EmailOutboxRow) => row, sent: noop, failed: noop, skipped: noop };
    const hooks = withRenewalReminderCheck(site.app.ctx.db, passThrough);
    expect(await hooks.prepare(queued!)).toBe(queued);
    const [person] = await site.app.ctx.db.select().from(people).where(eq(people.email, customer.email));
    await unsubscribePerson(site.app.ctx.db, person!.id);
    expect(await hooks.prepare(queued!)).toBeNull();
  });

  it("no reminder for a licence whose reminder day came before the learner's refresher", async () => {
    const { learner } = await sat({
      ...doorSupervisor,
      slug: "top-up-door-supervisor",
      title: "Door Supervisor Top-Up",
    });
    // The licence they held when they sat the refresher runs out in 3 months: they were already renewing.
    await site.app.ctx.db
      .update(learners)
      .set({ siaLicenceExpiresOn: addMonths(today, 3), remindersConsentAt: new Date() })
      .where(eq(learners.id, learner.id));
    await runOn(today);
    await runOn(addMonths(today, 1));
    expect(await reminders()).toEqual([]);
  });

  it("nothing for an anonymised learner", async () => {
    const { lastDay, learner } = await sat(efaw);
    await consent(learner.id);
    await site.app.ctx.db.update(learners).set({ anonymisedAt: new Date() }).where(eq(learners.id, learner.id));
    await runOn(addDays(addMonths(lastDay, 36), -90));
    expect(await reminders()).toEqual([]);
  });

  it("nothing for a certificate renewed by a later first aid pass of the same person", async () => {
    const first = await sat(efaw, "passed", 3);
    await consent(first.learner.id);
    await sat({ ...efaw, slug: "efaw-again" }, "passed", 1);
    await runOn(addDays(addMonths(first.lastDay, 36), -90));
    expect(await reminders()).toEqual([]);
  });

  it("a reminder queued before the certificate was renewed is not sent when its job runs", async () => {
    const first = await sat(efaw, "passed", 3);
    await consent(first.learner.id);
    const day = addDays(addMonths(first.lastDay, 36), -90);
    await runOn(day);
    expect(await reminders()).toHaveLength(1);
    // The 30-day reminder's job is queued by the sweep; the renewal arrives before the job runs.
    const at = londonInstant(addDays(addMonths(first.lastDay, 36), -30), "09:00");
    await queueDueRenewalReminders(site.app.ctx.db, at);
    await sat({ ...efaw, slug: "efaw-again" }, "passed", 1);
    await runOn(addDays(addMonths(first.lastDay, 36), -30));
    const [firstAchievement] = await achievementsOf(first.learner.id);
    const kinds = (await reminders()).map((email) => email.kind);
    expect(kinds).toContain(
      `renewal-reminder:first-aid-90-days:${addMonths(first.lastDay, 36)}:${firstAchievement!.id}`,
    );
    expect(kinds.filter((kind) => kind.endsWith(firstAchievement!.id))).toHaveLength(1);
  });
});

describe("staff: due for renewal", () => {
  it("lists by month who holds what that expires when, consented or not, for the next 12 months", async () => {
    const licence = await sat(doorSupervisor);
    const licenceExpiry = addDays(today, 40);
    await site.app.ctx.db
      .update(learners)
      .set({ siaLicenceExpiresOn: licenceExpiry })
      .where(eq(learners.id, licence.learner.id));
    const firstAid = await sat({ ...efaw, title: "Emergency First Aid at Work (EFAW)" });
    // Within the year only once its expiry is brought forward (a pass today expires in 3 years).
    const firstAidExpiry = addMonths(today, 5);
    await site.app.ctx.db
      .update(achievements)
      .set({ expiresOn: firstAidExpiry })
      .where(eq(achievements.learnerId, firstAid.learner.id));
    const due = await site.admin.get<RenewalDue[]>("/renewals");
    expect(due).toEqual([
      expect.objectContaining({
        month: licenceExpiry.slice(0, 7),
        fullName: customer.fullName,
        kind: "sia-licence",
        expiresOn: licenceExpiry,
        courseTitle: "SIA Door Supervisor",
        consented: false,
      }),
      expect.objectContaining({
        month: firstAidExpiry.slice(0, 7),
        kind: "first-aid",
        expiresOn: firstAidExpiry,
        consented: false,
      }),
    ]);
    await consent(firstAid.learner.id);
    expect((await site.admin.get<RenewalDue[]>("/renewals")).map((row) => row.consented)).toEqual([true, true]);
  });
});

describe("the unsubscribe token", () => {
  it("names the person when untouched; a changed character, another key or another id is refused", async () => {
    const personId = "5b1d0a8e-7a43-4c1b-8d0e-111111111111";
    const token = unsubscribeToken(personId, key);
    expect(personOfUnsubscribeToken(token, key)).toBe(personId);
    const flipped = `${token.slice(0, 30)}${token[30] === "A" ? "B" : "A"}${token.slice(31)}`;
    expect(personOfUnsubscribeToken(flipped, key)).toBeUndefined();
    expect(personOfUnsubscribeToken(token, randomBytes(32))).toBeUndefined();
    const otherId = unsubscribeToken("5b1d0a8e-7a43-4c1b-8d0e-222222222222", key);
    expect(personOfUnsubscribeToken(`${otherId.slice(0, 21)}${token.slice(21)}`, key)).toBeUndefined();
    expect(personOfUnsubscribeToken("not-a-token", key)).toBeUndefined();
    // The last character's two spare bits changed: the same bytes, but not the token that was sent.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const spare = alphabet[alphabet.indexOf(token.at(-1)!) ^ 1]!;
    const sameBytes = `${token.slice(0, -1)}${spare}`;
    expect(Buffer.from(sameBytes, "base64url")).toEqual(Buffer.from(token, "base64url"));
    expect(personOfUnsubscribeToken(sameBytes, key)).toBeUndefined();
  });

  it("is kept out of the request log, on the page and its data request", () => {
    const token = unsubscribeToken("5b1d0a8e-7a43-4c1b-8d0e-111111111111", key);
    expect(redactUrl(`/unsubscribe/${token}`)).toBe("/unsubscribe/[redacted]");
    expect(redactUrl(`/unsubscribe/${token}.data`)).toBe("/unsubscribe/[redacted].data");
  });
});

// 'Learner details' on the booking page (issue 23): PUT /api/bookings/by-token/{token}/learner writes the booking's
// learner with what the awarding body needs (a real date of birth, old enough on the first day; on a refresher or
// top-up the SIA licence number and expiry) and the renewal-reminders consent; refused once the course has started.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingEvents, learners } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { moveDateTo, paidLearnerOnNewDate } from "#test/support/booking-fixtures";
import { fieldErrorsOf } from "#test/support/factories";
import { addDays, addMonths, londonToday } from "#app/shared/dates";
import { MINIMUM_AGE } from "#app/features/learners/regulations";
import { getBookingSummary } from "../booking-summary.server";
import { bookingPageView } from "./booking-page.server";

const site = setUpTestApp();
const db = () => site.app.ctx.db;

const refresher = { title: "Door Supervisor Top-Up Refresher", siaLicenceLinked: true };

async function bookingOn(course: { title?: string; siaLicenceLinked?: boolean } = {}) {
  const { booking, date } = await paidLearnerOnNewDate(site.app, { course, daysAway: 20 });
  return { ...booking, firstDay: date.date, dateId: date.id };
}

const putLearner = (token: string, body: unknown) =>
  site.app.fetch(`/api/bookings/by-token/${token}/learner`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

const learnerOf = async (bookingId: string) =>
  (await db().select().from(learners).where(eq(learners.bookingId, bookingId)))[0]!;
const historyOf = async (bookingId: string) =>
  (await db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId))).map((event) => event.text);
/** The booking page's 'Learner details', as its loader builds it. */
const pageLearnerOf = async (token: string) => {
  const summary = await getBookingSummary(db(), { accessToken: token });
  return (await bookingPageView(db(), summary!, site.app.ctx.site)).learner;
};

/** A birthday `years` years before `day`, moved by `shift` days. */
const bornYearsBefore = (day: string, years: number, shift = 0) => addDays(addMonths(day, -12 * years), shift);

describe("PUT /api/bookings/by-token/{token}/learner", () => {
  it("writes the learner's name and date of birth, and names what changed (not the values) on the history", async () => {
    const booking = await bookingOn();
    const response = await putLearner(booking.accessToken, {
      fullName: "  Priya K. Shah ",
      dateOfBirth: "1991-07-04",
      remindersConsent: false,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const learner = await learnerOf(booking.id);
    expect(learner).toMatchObject({
      fullName: "Priya K. Shah",
      dateOfBirth: "1991-07-04",
      siaLicenceNumber: null,
      siaLicenceExpiresOn: null,
      remindersConsentAt: null,
    });
    const history = await historyOf(booking.id);
    expect(history).toContain("The customer changed the learner's full name and date of birth");
    expect(history.join(" ")).not.toContain("1991");
    // The booking page shows them, still open to change.
    expect(await pageLearnerOf(booking.accessToken)).toMatchObject({
      fullName: "Priya K. Shah",
      dateOfBirth: "1991-07-04",
      asksSiaLicence: false,
      minimumAge: 14,
      remindersConsent: false,
      lockedBecause: null,
      note: null,
      shown: [
        { label: "Full name", value: "Priya K. Shah" },
        { label: "Date of birth", value: "4 July 1991" },
        { label: "Renewal reminders", value: "No" },
      ],
    });
  });

  it.each([
    ["not a date", "last spring", "Please enter a real date of birth"],
    ["a day that does not exist", "1990-02-30", "Please enter a real date of birth"],
    ["missing", "", "Please enter the learner's date of birth"],
  ])(
    "refuses a date of birth that is %s with 400 and the field's message, changing nothing",
    async (_, dob, message) => {
      const booking = await bookingOn();
      const response = await putLearner(booking.accessToken, {
        fullName: "Priya Shah",
        dateOfBirth: dob,
        remindersConsent: true,
      });
      expect(await fieldErrorsOf(response)).toEqual({ dateOfBirth: [message] });
      expect(await learnerOf(booking.id)).toMatchObject({ dateOfBirth: null, remindersConsentAt: null });
      expect(await historyOf(booking.id)).not.toContain(expect.stringContaining("learner"));
    },
  );

  it("refuses a learner younger than the course's minimum age on its first day, and takes one who is just old enough", async () => {
    const booking = await bookingOn(refresher);
    const licence = { siaLicenceNumber: "1234 5678 9012 3456", siaLicenceExpiresOn: "2027-03-31" };
    const tooYoung = bornYearsBefore(booking.firstDay, MINIMUM_AGE.siaLicenceLinked, 1);
    const refused = await putLearner(booking.accessToken, {
      fullName: "Sam Young",
      dateOfBirth: tooYoung,
      ...licence,
      remindersConsent: false,
    });
    expect(await fieldErrorsOf(refused)).toEqual({
      dateOfBirth: ["The learner must be at least 18 on the course's first day"],
    });
    const birthdayOnFirstDay = bornYearsBefore(booking.firstDay, MINIMUM_AGE.siaLicenceLinked);
    const taken = await putLearner(booking.accessToken, {
      fullName: "Sam Young",
      dateOfBirth: birthdayOnFirstDay,
      ...licence,
      remindersConsent: false,
    });
    expect(taken.status).toBe(200);
    expect(await learnerOf(booking.id)).toMatchObject({
      dateOfBirth: birthdayOnFirstDay,
      siaLicenceNumber: "1234567890123456",
      siaLicenceExpiresOn: "2027-03-31",
    });
    expect((await pageLearnerOf(booking.accessToken))?.shown).toEqual(
      expect.arrayContaining([
        { label: "SIA licence number", value: "1234 5678 9012 3456" },
        { label: "SIA licence expires", value: "31 March 2027" },
      ]),
    );
  });

  it("takes a younger learner on a course that is not SIA licence-linked (first aid: 14)", async () => {
    const booking = await bookingOn({ title: "Emergency First Aid at Work" });
    const fifteen = bornYearsBefore(booking.firstDay, 15);
    expect(
      (await putLearner(booking.accessToken, { fullName: "Ali Kay", dateOfBirth: fifteen, remindersConsent: false }))
        .status,
    ).toBe(200);
    const thirteen = bornYearsBefore(booking.firstDay, 13);
    expect(
      await fieldErrorsOf(
        await putLearner(booking.accessToken, { fullName: "Ali Kay", dateOfBirth: thirteen, remindersConsent: false }),
      ),
    ).toEqual({ dateOfBirth: ["The learner must be at least 14 on the course's first day"] });
  });

  it.each([
    ["15 digits", "123456789012345"],
    ["17 digits", "12345678901234567"],
    ["letters", "1234 5678 9012 345X"],
    ["missing", ""],
  ])("on a refresher, refuses an SIA licence number of %s", async (_, number) => {
    const booking = await bookingOn(refresher);
    const response = await putLearner(booking.accessToken, {
      fullName: "Jo Bloggs",
      dateOfBirth: "1985-01-01",
      siaLicenceNumber: number,
      siaLicenceExpiresOn: "2027-02-30",
      remindersConsent: false,
    });
    expect(await fieldErrorsOf(response)).toEqual({
      siaLicenceNumber: ["Please enter the 16-digit number on the front of the SIA licence"],
      siaLicenceExpiresOn: ["Please enter the expiry date on the SIA licence"],
    });
    expect((await learnerOf(booking.id)).siaLicenceNumber).toBeNull();
  });

  it("does not ask for or keep a licence on a course that is not a refresher or top-up", async () => {
    const booking = await bookingOn({ title: "SIA Door Supervisor", siaLicenceLinked: true });
    const response = await putLearner(booking.accessToken, {
      fullName: "Jo Bloggs",
      dateOfBirth: "1985-01-01",
      siaLicenceNumber: "nonsense",
      remindersConsent: false,
    });
    expect(response.status).toBe(200);
    expect((await learnerOf(booking.id)).siaLicenceNumber).toBeNull();
  });

  it("refuses with 409 once the course has started, and the page shows the details read-only", async () => {
    const booking = await bookingOn();
    await moveDateTo(db(), booking.dateId, londonToday());
    const response = await putLearner(booking.accessToken, {
      fullName: "Priya Shah",
      dateOfBirth: "1991-07-04",
      remindersConsent: true,
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toBe(
      "The course has started: learner details can no longer be changed here. Please contact us.",
    );
    expect(await learnerOf(booking.id)).toMatchObject({ dateOfBirth: null, remindersConsentAt: null });
    expect((await pageLearnerOf(booking.accessToken))?.lockedBecause).toBe(
      "The course has started: learner details can no longer be changed here. Please contact us.",
    );
  });

  it("records consent when ticked, keeps its time when sent again, and withdraws it when unticked", async () => {
    const booking = await bookingOn();
    const details = { fullName: "Priya Shah", dateOfBirth: "1991-07-04" };
    expect((await putLearner(booking.accessToken, { ...details, remindersConsent: true })).status).toBe(200);
    const given = (await learnerOf(booking.id)).remindersConsentAt;
    expect(given).toBeInstanceOf(Date);
    expect((await putLearner(booking.accessToken, { ...details, remindersConsent: true })).status).toBe(200);
    expect((await learnerOf(booking.id)).remindersConsentAt).toEqual(given);
    expect((await putLearner(booking.accessToken, { ...details, remindersConsent: false })).status).toBe(200);
    expect((await learnerOf(booking.id)).remindersConsentAt).toBeNull();
    expect(await historyOf(booking.id)).toEqual(
      expect.arrayContaining([
        "The customer changed the learner's full name and date of birth, and agreed to renewal reminders",
        "The customer withdrew consent to renewal reminders",
      ]),
    );
  });

  it("takes a new tick after an unsubscribe as new consent", async () => {
    const booking = await bookingOn();
    await db()
      .update(learners)
      .set({ remindersConsentAt: new Date("2026-01-01T10:00:00Z"), unsubscribedAt: new Date("2026-02-01T10:00:00Z") })
      .where(eq(learners.bookingId, booking.id));
    expect(
      (
        await putLearner(booking.accessToken, {
          fullName: "Alex Morgan",
          dateOfBirth: "1991-07-04",
          remindersConsent: true,
        })
      ).status,
    ).toBe(200);
    const learner = await learnerOf(booking.id);
    expect(learner.unsubscribedAt).toBeNull();
    expect(learner.remindersConsentAt!.getTime()).toBeGreaterThan(new Date("2026-02-01T10:00:00Z").getTime());
  });

  it("refuses a body without the consent answer or with unknown fields", async () => {
    const booking = await bookingOn();
    expect(
      await fieldErrorsOf(await putLearner(booking.accessToken, { fullName: "Priya Shah", dateOfBirth: "1991-07-04" })),
    ).toEqual({ remindersConsent: ["Please say whether the learner wants renewal reminders"] });
    expect(
      (
        await putLearner(booking.accessToken, {
          fullName: "Priya Shah",
          dateOfBirth: "1991-07-04",
          remindersConsent: false,
          email: "someone@else.com",
        })
      ).status,
    ).toBe(400);
    expect((await learnerOf(booking.id)).email).not.toBe("someone@else.com");
  });

  it("answers 404 for an unknown link", async () => {
    const response = await putLearner("x".repeat(43), {
      fullName: "A B",
      dateOfBirth: "1990-01-01",
      remindersConsent: false,
    });
    expect(response.status).toBe(404);
  });
});

// What a learner is told of their first aid declaration is one text (issue 23): the booking page, the confirmation
// and the joining instructions all say declaredFirstAid's words, for a seat sold each of the three ways: online,
// by staff on the phone, and from a waiting-list offer accepted on the waiting-list page.
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { bookAndPayThroughApi, customer, payWithTestCard } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { addDays, addMonths, londonToday } from "#app/shared/dates";
import { person, waitlistKit } from "#app/features/waitlist/waitlist-test-kit";
import { bookingPageView } from "./booking-page/booking-page.server";
import { getBookingSummary } from "./booking-summary.server";
import { declaredFirstAid } from "./first-aid-declared";
import { staffBookingLeftOwing } from "./booking-test-kit";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;
const waitlist = waitlistKit(site);
const today = londonToday();
// Within a week of the first day, so the joining instructions go with the confirmation.
const DAYS_AWAY = 5;

const flaggedCourse = () =>
  insertCourse(db(), { title: "SIA Door Supervisor", price: 24_900, needsFirstAidCertificate: true });

async function bookedOnline(): Promise<string> {
  const course = await flaggedCourse();
  const date = await insertAvailableDate(db(), { courseId: course.id, date: addDays(today, DAYS_AWAY) });
  // bookAndPayThroughApi declares a certificate issued 3 months ago, as the booking dialog would send it.
  return (
    await bookAndPayThroughApi(site.app, {
      courseId: course.id,
      date: { availableDateId: date.id },
      paymentType: "full",
      paymentAmount: 24_900,
    })
  ).id;
}

async function bookedByStaff(): Promise<string> {
  const course = await flaggedCourse();
  const date = await insertAvailableDate(db(), { courseId: course.id, date: addDays(today, DAYS_AWAY) });
  const response = await staffBookingLeftOwing(site.admin, {
    courseId: course.id,
    availableDateId: date.id,
    userDetails: { ...customer, email: "phoned@example.com" },
    dueDate: addDays(today, 2),
    firstAid: {
      qualification: "faw",
      issuedBy: "British Red Cross",
      issuedOn: addMonths(today, -30),
      acknowledged: true,
    },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function bookedFromTheWaitingList(): Promise<string> {
  const { date, holder } = await waitlist.fullDate(DAYS_AWAY, {
    title: "SIA Door Supervisor",
    needsFirstAidCertificate: true,
  });
  const token = await waitlist.joinConfirmed(date.id, person("ann"));
  await waitlist.cancel(holder.accessToken);
  await waitlist.sweep();
  const accepted = await postJson(site.app, `/api/waiting-list/${token}/book`, {
    firstAid: { qualification: "none", acknowledged: true },
  });
  expect(accepted.status).toBe(200);
  const { bookingPath } = (await accepted.json()) as { bookingPath: string };
  const bookingToken = bookingPath.split("/").pop()!;
  const started = await postJson(site.app, `/api/bookings/by-token/${bookingToken}/first-payment`, {});
  const { clientSecret } = (await started.json()) as { clientSecret: string };
  expect((await payWithTestCard(site.app, clientSecret)).status).toBe(200);
  const [entry] = await waitlist.entries(date.id);
  return entry!.bookingId!;
}

const textOf = async (bookingId: string, kind: string) => {
  const [row] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, bookingId), like(emailOutbox.kind, kind)));
  expect(row, kind).toBeDefined();
  return row!.text.replace(/\s+/g, " ");
};

describe("the first aid declaration, told the same on the booking page and in both e-mails", () => {
  it.each([
    ["booked online", bookedOnline, "Emergency First Aid at Work (EFAW)"],
    ["booked by staff on the phone", bookedByStaff, "First Aid at Work (FAW)"],
    ["booked from a waiting-list offer", bookedFromTheWaitingList, "None yet"],
  ])("%s", async (_, bookIt, qualification) => {
    const bookingId = await bookIt();
    const summary = (await getBookingSummary(db(), { id: bookingId }))!;
    expect(summary.status).toBe("confirmed");
    const told = declaredFirstAid(summary, today)!;
    expect(told.rows[0]).toEqual(["Qualification", qualification]);

    expect((await bookingPageView(db(), summary, site.app.ctx.site)).firstAid).toEqual(told);
    for (const kind of ["booking-confirmation", "joining-instructions:%"]) {
      const text = await textOf(bookingId, kind);
      for (const [, value] of told.rows) expect(text, kind).toContain(value);
      for (const said of [told.verdict, told.warning, told.bring]) if (said) expect(text, kind).toContain(said);
    }
  });
});

// Staff booking on a course flagged 'Needs a first aid certificate' (issue 23): staff give the learner's declaration
// as the learner says it; the server applies the booking dialog's rule against the date's first day, refuses what
// the dialog refuses (with staff's own acknowledgement that the learner was told), and stores the declaration on the
// learner with the same timeline line as an online booking's.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingEvents, bookings, learners } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { addDays, addMonths, londonToday } from "#app/shared/dates";
import { badFirstAidAnswers, expectFirstAidRefusal } from "#test/support/first-aid-bad-answers";
import { STAFF_FIRST_AID_MESSAGES, type StaffBookingCreated } from "./new-booking-schema";
import { staffBookingLeftOwing } from "../booking-test-kit";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;
const today = londonToday();
const issued = (monthsAgo: number) => addMonths(today, -monthsAgo);

let flagged: { courseId: string; dateId: string };
let plain: typeof flagged;
beforeEach(async () => {
  const course = await insertCourse(db(), {
    title: "SIA Door Supervisor",
    price: 24_900,
    needsFirstAidCertificate: true,
  });
  const date = await insertAvailableDate(db(), { courseId: course.id, date: addDays(today, 40), maxSeats: 12 });
  flagged = { courseId: course.id, dateId: date.id };
  const other = await insertCourse(db(), { title: "CCTV Operator", price: 24_900 });
  const otherDate = await insertAvailableDate(db(), { courseId: other.id, date: addDays(today, 40), maxSeats: 12 });
  plain = { courseId: other.id, dateId: otherDate.id };
});

/** A phone booking left owing (confirmed at once), with `extra` on top. */
const book = (extra: Record<string, unknown>, on = flagged) =>
  staffBookingLeftOwing(site.admin, {
    courseId: on.courseId,
    availableDateId: on.dateId,
    userDetails: { ...customer, fullName: "Priya Shah", email: "priya.shah@example.com" },
    dueDate: addDays(today, 20),
    ...extra,
  });

const learnerOf = async (bookingId: string) =>
  (await db().select().from(learners).where(eq(learners.bookingId, bookingId)))[0]!;
const eventsOf = (bookingId: string) =>
  db().select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId)).orderBy(bookingEvents.seq);

describe("POST /api/admin/bookings: bad first aid declarations are refused with 400 and book nothing", () => {
  it.each(badFirstAidAnswers(STAFF_FIRST_AID_MESSAGES))("%s", async (...row) => {
    const [, firstAid] = row;
    await expectFirstAidRefusal(await book(firstAid === undefined ? {} : { firstAid }), row);
    expect(await db().select().from(bookings)).toEqual([]);
  });
});

describe("POST /api/admin/bookings: the declaration kept on the learner", () => {
  it("stores a certificate that meets the rule, with the online booking's timeline line by the staff member", async () => {
    const issuedOn = issued(6);
    const response = await book({ firstAid: { qualification: "frec", issuedBy: " Qualsafe Awards ", issuedOn } });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as StaffBookingCreated;
    expect(await learnerOf(id)).toMatchObject({
      fullName: "Priya Shah",
      firstAidQualification: "frec",
      firstAidIssuedBy: "Qualsafe Awards",
      firstAidIssuedOn: issuedOn,
    });
    const declared = (await eventsOf(id)).find((event) => event.kind === "first-aid-declared");
    expect(declared?.text).toMatch(
      /^First aid declared: First Response Emergency Care \(FREC\) level 3 or above issued by Qualsafe Awards on .+: meets the rule \(valid until .+\)$/,
    );
    expect(declared?.actor).toMatch(/^admin/);
  });

  it.each([
    ["a certificate that runs out too soon", { qualification: "efaw", issuedBy: "Red Cross", issuedOn: issued(30) }],
    ["no certificate yet", { qualification: "none" }],
  ])("books %s once staff tick that the learner was told", async (_, firstAid) => {
    const response = await book({ firstAid: { ...firstAid, acknowledged: true } });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as StaffBookingCreated;
    expect(await learnerOf(id)).toMatchObject({ firstAidQualification: firstAid.qualification });
    const declared = (await eventsOf(id)).find((event) => event.kind === "first-aid-declared");
    expect(declared?.text).toContain("does not meet the rule");
  });

  it("books a course that does not need one without a declaration, and stores none if one is sent", async () => {
    const response = await book(
      { firstAid: { qualification: "efaw", issuedBy: "Red Cross", issuedOn: issued(3) } },
      plain,
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as StaffBookingCreated;
    expect(await learnerOf(id)).toMatchObject({ firstAidQualification: null, firstAidIssuedOn: null });
    expect((await eventsOf(id)).map((event) => event.kind)).not.toContain("first-aid-declared");
  });
});

// A course in Reading sends its learners to Reading (issue 21, H1), on the days staff chose (M1): the booking page,
// the confirmation and joining-instructions e-mails, the calendar file and the success page all read the date's
// venue and stored days. Before, a Reading date with no address of its own fell back to the academy's in Oxford.
import { afterAll, describe, expect, it } from "vitest";
import { emailOutbox } from "#db/schema";
import { addDays, londonToday, weekdayOf } from "#app/shared/dates";
import { formatCourseDays } from "#app/shared/date-span";
import { setUpTestApp } from "#test/support/app-fixture";
import { bookAndPayThroughApi } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse, insertInstance, insertVenue, signInAdmin } from "#test/support/factories";
import { captureLog } from "#test/support/log-capture";
import { closePageServer, startPageApp } from "#test/support/page-app";
import { getTestDatabase } from "#test/support/test-database";

const site = setUpTestApp();
afterAll(() => closePageServer());

const READING_ADDRESS = "Reading Training Rooms, 10 Station Road, Reading RG1 1LG";
const OXFORD_ADDRESS = "Unit 4, Cowley Business Park, Oxford OX4 2HW";
// The first page of a run compiles the app through Vite: slow on a busy machine.
const PAGE_TEST_TIMEOUT_MS = 240_000;

const WEEKDAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * Six training days that skip a Sunday, starting `days` from today or a day or two later: never on a Sunday, nor on a
 * Monday (whose six days would not reach a Sunday). Starting 2 days ahead keeps the first day inside the
 * joining-instructions window whatever today's weekday (a Tuesday-only start was 3 to 9 days away, outside it on 4).
 */
function sixDaysFrom(days: number): string[] {
  let first = addDays(londonToday(), days);
  while (weekdayOf(first) === 0 || weekdayOf(first) === 1) first = addDays(first, 1);
  const chosen: string[] = [];
  for (let day = first; chosen.length < 6; day = addDays(day, 1)) if (weekdayOf(day) !== 0) chosen.push(day);
  return chosen;
}

const weekdaysOf = (dates: string[]) => dates.map((date) => WEEKDAY_NAMES[weekdayOf(date)]!);

async function readingBooking(options: { address?: string; days: string[]; run?: boolean }) {
  const db = site.app.ctx.db;
  await insertVenue(db, { name: "Oxford", isAcademy: true });
  const reading = await insertVenue(db, {
    name: "Reading",
    address: options.address ?? READING_ADDRESS,
    directions: "Second floor; the lift is on the left.",
  });
  const course = await insertCourse(db, { title: "SIA Security Officer", price: 24_900, durationDays: 6 });
  const place = { venueId: reading.id, location: "Reading", courseDays: options.days };
  const date = options.run
    ? {
        instanceId: (
          await insertInstance(db, {
            courseId: course.id,
            startDate: options.days[0]!,
            endDate: options.days.at(-1)!,
            days: weekdaysOf(options.days),
            price: 24_900,
            ...place,
          })
        ).id,
      }
    : {
        availableDateId: (await insertAvailableDate(db, { courseId: course.id, date: options.days[0]!, ...place })).id,
      };
  const booking = await bookAndPayThroughApi(site.app, {
    courseId: course.id,
    date,
    paymentType: "full",
    paymentAmount: 24_900,
  });
  return { ...booking, reading, date };
}

const mailOf = async (bookingId: string) =>
  (await site.app.ctx.db.select().from(emailOutbox)).filter((row) => row.bookingId === bookingId);

describe("a Reading date's booking", () => {
  it("has the Reading venue and the chosen days in its summary, e-mails and calendar file", async () => {
    const days = sixDaysFrom(2);
    const booking = await readingBooking({ days, run: true });

    const summary = (await (await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}`)).json()) as {
      location: string;
      venueAddress: string;
      venueDirections: string;
      days: string[];
      endDate: string;
    };
    expect(summary).toMatchObject({
      location: "Reading",
      venueAddress: READING_ADDRESS,
      venueDirections: "Second floor; the lift is on the left.",
      days,
      endDate: days.at(-1),
    });

    const mail = await mailOf(booking.id);
    const confirmation = mail.find((row) => row.kind === "booking-confirmation")!;
    const instructions = mail.find((row) => row.kind.startsWith("joining-instructions"))!;
    expect(confirmation.text).toContain(`Venue: ${READING_ADDRESS}`);
    expect(instructions.text).toContain(READING_ADDRESS);
    // The academy's address is in every e-mail's footer; only there.
    for (const message of [confirmation, instructions]) {
      expect(message.text.split(OXFORD_ADDRESS)).toHaveLength(2);
    }
    // Six days that skip the Sunday, and no Sunday among them.
    expect(instructions.text).not.toMatch(/Sunday/);
    expect(instructions.text.match(/, 09:00 to 17:00/g)).toHaveLength(6);
    // Their subjects name the days as the pages do (the one date-span formatter), not the first day alone.
    for (const message of [confirmation, instructions]) {
      expect(message.subject).toContain(`SIA Security Officer, ${formatCourseDays(days)} (`);
    }

    const calendar = await (await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/calendar.ics`)).text();
    expect(calendar.replace(/\r\n[ \t]/g, "")).toContain(`LOCATION:${READING_ADDRESS.replace(/,/g, "\\,")}`);
    expect(calendar).toContain(`DTEND;VALUE=DATE:${addDays(days.at(-1)!, 1).replace(/-/g, "")}`);
  });

  it("names a Reading venue whose address is not yet known, and never sends its learners to Oxford", async () => {
    const booking = await readingBooking({ address: "", days: sixDaysFrom(30) });
    const summary = (await (await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}`)).json()) as {
      venueAddress: string;
    };
    expect(summary.venueAddress).toBe("Reading (Address to follow)");
    const [confirmation] = await mailOf(booking.id);
    expect(confirmation!.text).toContain("Venue: Reading (Address to follow)");
    const calendar = await (await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/calendar.ics`)).text();
    expect(calendar).toContain("LOCATION:Reading\r\n");
  });

  it("names the Reading venue and its address at the head of the date's roster", async () => {
    const booking = await readingBooking({ days: sixDaysFrom(30) });
    const admin = await signInAdmin(site.app);
    const query = new URLSearchParams(Object.entries(booking.date) as [string, string][]).toString();
    expect(await admin.get(`/roster?${query}`)).toMatchObject({ location: "Reading", venueAddress: READING_ADDRESS });
  });

  it(
    "shows the Reading address on the booking page and the success page",
    async () => {
      const days = sixDaysFrom(30);
      const booking = await readingBooking({ days });
      const pages = await startPageApp({ database: await getTestDatabase(), logger: captureLog("error").logger });
      try {
        const bookingPage = await (await pages.fetch(`/my-booking/${booking.accessToken}`)).text();
        const successPage = await (await pages.fetch(`/booking-success?token=${booking.accessToken}`)).text();
        for (const html of [bookingPage, successPage]) expect(html).toContain(READING_ADDRESS);
        // The success page says when, in the words every page uses.
        expect(successPage).toMatch(/\d{1,2}( [A-Z][a-z]+)?( \d{4})? to \d{1,2} [A-Z][a-z]+ \d{4}/);
      } finally {
        await pages.close();
      }
    },
    PAGE_TEST_TIMEOUT_MS,
  );
});

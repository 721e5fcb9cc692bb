// /checkout?date=<id> is drawn whole by the server (issue 22: its largest text, the booking summary, was drawn only
// after the scripts had run, 2.2 s into a phone's load); plain /checkout still waits for the browser's saved booking.
import { afterAll, describe, expect, it } from "vitest";
import { addDays, londonToday } from "#app/shared/dates";
import { formatPounds } from "#app/shared/money";
import { checkoutBookingFor } from "#app/features/catalogue/course-detail/course-page.server";
import { setUpTestApp } from "#test/support/app-fixture";
import { insertAvailableDate, insertCourse, insertInstance } from "#test/support/factories";
import { captureLog } from "#test/support/log-capture";
import { closePageServer, startPageApp } from "#test/support/page-app";
import { getTestDatabase } from "#test/support/test-database";

const site = setUpTestApp();
afterAll(() => closePageServer());
// The first page of a run compiles the app through Vite: slow on a busy machine.
const PAGE_TEST_TIMEOUT_MS = 240_000;
const today = londonToday();

async function courseWithDate(overrides: Partial<Parameters<typeof insertAvailableDate>[1]> = {}) {
  const db = site.app.ctx.db;
  const course = await insertCourse(db, { title: "SIA Door Supervisor", price: 29_900, durationDays: 6 });
  const date = await insertAvailableDate(db, {
    courseId: course.id,
    date: addDays(today, 30),
    location: "Oxford",
    maxSeats: 12,
    ...overrides,
  });
  return { course, date };
}

describe("the booking /checkout shows for ?date=", () => {
  it("is what the course page saves for an upcoming date of an active course, read from the database now", async () => {
    const { course, date } = await courseWithDate({ bookedSeats: 3 });
    const booking = await checkoutBookingFor(site.app.ctx.catalogue, date.id, today);
    expect(booking).toMatchObject({
      course: { id: course.id, title: "SIA Door Supervisor", price: 29_900, durationDays: 6 },
      selectedDate: { id: date.id, date: addDays(today, 30), location: "Oxford", maxSeats: 12, bookedSeats: 3 },
    });
  });

  it.each([
    ["no date", () => null],
    ["not an id", () => "not-a-uuid"],
    ["an unknown id", () => "00000000-0000-4000-8000-000000000000"],
  ])("is none for %s", async (_, id) => {
    expect(await checkoutBookingFor(site.app.ctx.catalogue, id(), today)).toBeNull();
  });

  it("is none for a past, cancelled or inactive course's date, and for a run (runs book through the dialog)", async () => {
    const db = site.app.ctx.db;
    const past = await courseWithDate({ date: addDays(today, -1) });
    const cancelled = await courseWithDate({ status: "cancelled" });
    const retired = await insertCourse(db, { isActive: false });
    const retiredDate = await insertAvailableDate(db, { courseId: retired.id, date: addDays(today, 20) });
    const run = await insertInstance(db, { courseId: past.course.id, startDate: addDays(today, 10) });
    for (const id of [past.date.id, cancelled.date.id, retiredDate.id, run.id]) {
      expect(await checkoutBookingFor(site.app.ctx.catalogue, id, today)).toBeNull();
    }
  });
});

describe("a full page load of /checkout", () => {
  it(
    "has the summary in the server's HTML with ?date=, and the loading state without",
    async () => {
      const { date } = await courseWithDate();
      const pages = await startPageApp({ database: await getTestDatabase(), logger: captureLog("error").logger });
      try {
        // React marks where text and values meet with empty comments.
        const named = (await (await pages.fetch(`/checkout?date=${date.id}`)).text()).replaceAll("<!-- -->", "");
        expect(named).toContain("Booking Summary");
        expect(named).toContain("SIA Door Supervisor");
        // Over £150 and 30 days away: the deposit now, the balance later (SPEC §3).
        expect(named).toContain(`Remaining balance of ${formatPounds(19_900)} due before course start`);
        expect(named).not.toContain("Loading your booking");
        // The form is there before the scripts: a submit then must not put the details in the address.
        expect(named.match(/<form [^>]*aria-labelledby="details-heading"[^>]*>/)?.[0]).toContain('method="post"');

        const plain = await (await pages.fetch("/checkout")).text();
        expect(plain).toContain("Loading your booking");
        expect(plain).not.toContain("Booking Summary");
        const unknown = await (await pages.fetch("/checkout?date=not-a-uuid")).text();
        expect(unknown).toContain("Loading your booking");
      } finally {
        await pages.close();
      }
    },
    PAGE_TEST_TIMEOUT_MS,
  );
});

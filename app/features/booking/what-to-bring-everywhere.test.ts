// 'What to bring' is one text everywhere (issue 21, L4). Before, the course page, /checkout and /booking-success said
// "Photo ID (passport or driving licence), Proof of right to work in the UK, A valid first aid certificate" while the
// e-mails, the booking page and the calendar file asked an SIA learner for Group A and Group B documents and a first
// aid certificate valid a year on. Now all of them say what whatToBring says for the course.
import { afterAll, describe, expect, it } from "vitest";
import { emailOutbox } from "#db/schema";
import { addDays, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { bookAndPayThroughApi } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { captureLog } from "#test/support/log-capture";
import { closePageServer, startPageApp } from "#test/support/page-app";
import { getTestDatabase } from "#test/support/test-database";
import { readBookingData, writeBookingData, type BookingData } from "./sale/booking-storage";
import { WHAT_TO_BRING, whatToBring, whatToBringForCourse } from "./what-to-bring";

const site = setUpTestApp();
afterAll(() => closePageServer());
// The first page of a run compiles the app through Vite: slow on a busy machine.
const PAGE_TEST_TIMEOUT_MS = 240_000;

const htmlText = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** A door supervisor course (SIA licence-linked, needs a first aid certificate) on a date 30 days away, booked. */
async function doorSupervisorBooking() {
  const db = site.app.ctx.db;
  const course = await insertCourse(db, {
    title: "SIA Door Supervisor",
    price: 24_900,
    prerequisites: ["Emergency First Aid at Work"],
    siaLicenceLinked: true,
    needsFirstAidCertificate: true,
  });
  const firstDay = addDays(londonToday(), 30);
  const date = await insertAvailableDate(db, { courseId: course.id, date: firstDay, maxSeats: 4 });
  const booking = await bookAndPayThroughApi(site.app, {
    courseId: course.id,
    date: { availableDateId: date.id },
    paymentType: "full",
    paymentAmount: 24_900,
  });
  const list = whatToBring(
    { siaLicenceLinked: true, needsFirstAidCertificate: true, hasPrerequisites: true },
    firstDay,
  );
  return { course, date, booking, firstDay, list };
}

describe("what to bring, for a door supervisor course", () => {
  it("is the same list in the confirmation, the calendar file, the booking's summary and the checkout's saved course", async () => {
    const { course, date, booking, list } = await doorSupervisorBooking();
    expect(list[0]).toBe(WHAT_TO_BRING.siaIdentity);

    const [confirmation] = (await site.app.ctx.db.select().from(emailOutbox)).filter(
      (row) => row.bookingId === booking.id && row.kind === "booking-confirmation",
    );
    for (const item of list) expect(confirmation!.text).toContain(item);
    expect(confirmation!.text).not.toContain("Photo ID");

    const calendar = await (await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/calendar.ics`)).text();
    const description = calendar.replace(/\r\n[ \t]/g, "").replace(/\\([,;\\])/g, "$1");
    expect(description).toContain(`Bring: ${list.join("; ")}.`);

    // The public course carries what the list depends on; the course page saves it for /checkout (bookingDataFor).
    const publicCourse = (await (
      await site.app.fetch(`/api/courses/slug/${course.slug}`)
    ).json()) as BookingData["course"] & {
      faqs: { question: string; answer: string }[];
    };
    expect(publicCourse).toMatchObject({ siaLicenceLinked: true, needsFirstAidCertificate: true });
    const browser = new Map<string, string>();
    const storage = {
      getItem: (key: string) => browser.get(key) ?? null,
      setItem: (key: string, value: string) => void browser.set(key, value),
      removeItem: (key: string) => void browser.delete(key),
    };
    const { id, slug, title, price, durationDays, prerequisites, siaLicenceLinked, needsFirstAidCertificate } =
      publicCourse;
    writeBookingData(
      {
        course: { id, slug, title, price, durationDays, prerequisites, siaLicenceLinked, needsFirstAidCertificate },
        selectedDate: { id: date.id, date: date.date, location: "Oxford", maxSeats: 4, bookedSeats: 1, price: 24_900 },
      },
      storage,
    );
    const saved = readBookingData(storage)!;
    expect(whatToBringForCourse(saved.course, saved.selectedDate.date)).toEqual(list);
    // The course page's answer, before a date is chosen: the same items, the certificate by its rule.
    const answer = publicCourse.faqs.find((faq) => faq.question.startsWith("What ID"))!.answer;
    for (const item of whatToBring({
      siaLicenceLinked: true,
      needsFirstAidCertificate: true,
      hasPrerequisites: true,
    })) {
      expect(answer.toLowerCase()).toContain(item.toLowerCase());
    }
  });

  it(
    "is the same list on the course page, the success page and the booking page",
    async () => {
      const { course, booking, list } = await doorSupervisorBooking();
      const pages = await startPageApp({ database: await getTestDatabase(), logger: captureLog("error").logger });
      try {
        const coursePage = htmlText(await (await pages.fetch(`/courses/${course.slug}`)).text());
        const successPage = htmlText(await (await pages.fetch(`/booking-success?token=${booking.accessToken}`)).text());
        const bookingPage = htmlText(await (await pages.fetch(`/my-booking/${booking.accessToken}`)).text());
        for (const html of [successPage, bookingPage]) {
          for (const item of list) expect(html).toContain(item);
          expect(html).not.toContain("Photo ID (passport or driving licence)");
        }
        expect(coursePage.toLowerCase()).toContain(WHAT_TO_BRING.siaIdentity.toLowerCase());
        expect(coursePage).not.toContain("photo ID (passport or driving licence)");
      } finally {
        await pages.close();
      }
    },
    PAGE_TEST_TIMEOUT_MS,
  );
});

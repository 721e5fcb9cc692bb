// Issue 21, H2 and M8, on a phone (390 px), axe clean: staff move a run a learner is booked on, and are told before
// saving who is booked and what happens; the learner's e-mail (the new days, the venue, the calendar file with the same
// UID and the next SEQUENCE) is read from the mailbox, and their booking page offers a free move or a full refund.
// And a date is cancelled from its own action, with who is on it shown first; the learner's e-mail follows.
import type { ParsedMail } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { formatCourseDays } from "#app/shared/date-span";
import { addDays, formatDate, londonToday, weekdayOf } from "#app/shared/dates";
import { newPage, setupBrowser } from "./browser";
import { waitForEmail } from "./mailbox";
import { addDate, api, bookAndPayInFull, coursesOfThisFile, payWithTestCard } from "./staff-api";
import { expectFitsAndAxeClean, staffPhone } from "./staff-phone";

setupBrowser();

const letters = () =>
  Array.from({ length: 6 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");

/** Dates left on the public site: cancelled at the end, by the action, for the test files that follow. */
const madeDates: string[] = [];
const madeRuns: string[] = [];
afterAll(async () => {
  for (const id of madeRuns) await api("POST", `/admin/dates/instance/${id}/cancel`, { confirm: true }).catch(() => {});
  for (const id of madeDates) await api("POST", `/admin/dates/date/${id}/cancel`, { confirm: true }).catch(() => {});
});
// Courses out of the public site too (e2e/courses.e2e.ts counts the catalogue's courses).
const createCourse = coursesOfThisFile();
/** A course of this file whose slug and title end in `suffix`. */
const courseEndingIn = (suffix: string, slug: string, title: string, fields: { durationDays: number; price: number }) =>
  createCourse<{ id: string; title: string }>({ slug: `${slug}-${suffix}`, title: `${title} ${suffix}`, ...fields });

/** A Monday at least `daysAway` off whose Monday and Tuesday, and those a week later, are not bank holidays. */
async function openMonday(daysAway: number): Promise<string> {
  const holidays = new Set((await api<{ date: string }[]>("GET", "/admin/bank-holidays")).map((h) => h.date));
  for (let day = addDays(londonToday(), daysAway); ; day = addDays(day, 1)) {
    const days = [day, addDays(day, 1), addDays(day, 7), addDays(day, 8)];
    if (weekdayOf(day) === 1 && !days.some((d) => holidays.has(d))) return day;
  }
}

/** The calendar file attached to a message: its UID and SEQUENCE. */
function calendarOf(mail: ParsedMail) {
  const file = mail.attachments.find((attachment) => attachment.filename?.endsWith(".ics"));
  expect(file, `a calendar file on “${mail.subject}”`).toBeDefined();
  const text = file!.content.toString("utf8");
  return { uid: /^UID:(.+)$/m.exec(text)?.[1]?.trim(), sequence: Number(/^SEQUENCE:(\d+)$/m.exec(text)?.[1]) };
}

/** A two-day course with a run on Monday and Tuesday at a venue of its own, and a learner booked and paid on it. */
async function runWithALearner() {
  const suffix = letters();
  const venue = await api<{ id: string }>("POST", "/admin/venues", {
    name: `E2E Hall ${suffix}`,
    address: "3 Test Road, Reading RG1 2AA",
  });
  const course = await courseEndingIn(suffix, "e2e-run-change", "E2E Run Change", { durationDays: 2, price: 18_000 });
  /** A run of the course on `start` (a Monday) and the Tuesday after, at the venue, with 8 seats. */
  const mondayTuesdayRun = (start: string) =>
    api<{ id: string }>("POST", "/admin/course-instances", {
      courseId: course.id,
      startDate: start,
      endDate: addDays(start, 1),
      days: ["Mon", "Tue"],
      courseDays: [start, addDays(start, 1)],
      venueId: venue.id,
      maxSeats: 8,
    });
  const monday = await openMonday(60);
  const run = await mondayTuesdayRun(monday);
  // Another run of the course, for the learner's free move.
  const other = await mondayTuesdayRun(await openMonday(100));
  madeRuns.push(run.id, other.id);
  const email = `rhea.${suffix}@example.com`;
  const userDetails = {
    fullName: `Rhea Runner${suffix}`,
    email,
    phone: "07700 900456",
    address: "5 Mill Road, Oxford",
  };
  const booking = await api<{ id: string }>(
    "POST",
    "/bookings",
    {
      courseId: course.id,
      instanceId: run.id,
      paymentType: "full",
      paymentAmount: 18_000,
      userDetails: { ...userDetails, postcode: "OX4 1AA" },
    },
    "visitor",
  );
  await payWithTestCard(booking.id);
  return { course, run, monday, email, name: `${course.title} on ${formatDate(monday)}` };
}

describe("moving a run a learner is booked on", () => {
  it("says who is booked before saving, e-mails the learner the new days with the calendar update, and offers them a free move or a full refund", async () => {
    const { monday, email, name } = await runWithALearner();
    const confirmation = await waitForEmail(email, /^Booking confirmed/);
    const { page, errors } = await staffPhone();
    await page.goto("/admin?tab=schedules");
    await page.getByRole("button", { name: `Edit schedule: ${name}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Schedule" });
    await dialog.getByText(/^1 learner is booked on this date/).waitFor();

    // A week later: the course days follow the new first day.
    const newMonday = addDays(monday, 7);
    await dialog.getByLabel("Start date").fill(newMonday);
    await dialog.getByText(`2 days: ${formatCourseDays([newMonday, addDays(newMonday, 1)])}`).waitFor();
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    const panel = dialog.getByRole("group", { name: "The days change for people already booked" });
    await panel.waitFor();
    await panel
      .getByText(/^1 learner booked: they will be e-mailed the new dates with an updated calendar file/)
      .waitFor();
    await expectFitsAndAxeClean(page, "the schedule's edit, asking before it moves a learner");
    await page.screenshot({ path: "tmp/screenshots/staff-run-change-390.png" });
    await panel.getByRole("button", { name: "Save and e-mail 1 learner" }).click();
    await dialog.waitFor({ state: "detached" });

    // The learner's e-mail: the new days, the venue, and the same calendar event with the next SEQUENCE.
    const changed = await waitForEmail(email, /^Your course dates have changed: /);
    expect(changed.text).toContain(`Monday ${formatDate(newMonday)}, 09:00 to 17:00`);
    expect(changed.text).toContain(`Tuesday ${formatDate(addDays(newMonday, 1))}, 09:00 to 17:00`);
    expect(changed.text).toContain("3 Test Road, Reading RG1 2AA");
    const before = calendarOf(confirmation);
    const after = calendarOf(changed);
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(before.sequence + 1);

    // Their booking page, from the e-mail's link: the change, a free move, everything back.
    const link = /https?:\/\/\S+\/my-booking\/[\w-]+/.exec(changed.text ?? "")![0];
    const learner = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await learner.page.goto(new URL(link).pathname);
    await learner.page.getByText("We have had to change the dates of this course").waitFor();
    await learner.page.getByText(`Monday ${formatDate(newMonday)}, 09:00 to 17:00`).waitFor();
    const changing = learner.page.getByRole("region", { name: "Changing your date" });
    await changing.getByText("Choose another date of this course, at no extra cost.").waitFor();
    await changing.getByRole("button", { name: "Change date" }).waitFor();
    await learner.page
      .getByText("We changed your course dates: everything paid (£180) is refunded", { exact: false })
      .waitFor();
    await expectFitsAndAxeClean(learner.page, "the learner's booking page after the change");
    await learner.page.getByRole("note").first().scrollIntoViewIfNeeded();
    await learner.page.screenshot({ path: "tmp/screenshots/booking-page-academy-changed-390.png" });
    expect(errors).toEqual([]);
    expect(learner.errors).toEqual([]);
  });
});

describe("cancelling a date", () => {
  it("is its own action: who is on the date is shown first, and the learner is told", async () => {
    const suffix = letters();
    const course = await courseEndingIn(suffix, "e2e-cancel-date", "E2E Cancel Date", {
      durationDays: 1,
      price: 12_000,
    });
    const day = addDays(londonToday(), 75);
    const date = await addDate(course.id, { date: day });
    madeDates.push(date.id);
    const email = `cara.${suffix}@example.com`;
    await bookAndPayInFull(
      { courseId: course.id, availableDateId: date.id, price: 12_000 },
      { fullName: `Cara Cancelled${suffix}`, email },
    );
    const name = `${course.title} on ${formatDate(day)}`;

    const { page, errors } = await staffPhone();
    // From the row: the dialog says who is on the date; keeping the date changes nothing.
    await page.goto("/admin?tab=dates");
    await page.getByRole("button", { name: `Cancel date: ${name}`, exact: true }).click();
    let dialog = page.getByRole("alertdialog", { name: "Cancel this date?" });
    await dialog.getByText(/^1 learner booked: they are e-mailed within a minute and offered a new date/).waitFor();
    await dialog.getByText("Its waiting list is closed.").waitFor();
    await expectFitsAndAxeClean(page, "the 'Cancel date' dialog");
    await dialog.getByRole("button", { name: "Keep the date" }).click();
    await dialog.waitFor({ state: "detached" });

    // From the date's page: confirmed, it is cancelled, and says so.
    await page.goto(`/admin/dates/date/${date.id}`);
    const section = page.getByRole("region", { name: "Cancel this date" });
    await section.getByRole("button", { name: "Cancel date" }).click();
    dialog = page.getByRole("alertdialog", { name: "Cancel this date?" });
    await dialog.getByText(/^1 learner booked/).waitFor();
    await page.screenshot({ path: "tmp/screenshots/staff-cancel-date-390.png" });
    await dialog.getByRole("button", { name: "Cancel date" }).click();
    await dialog.waitFor({ state: "detached" });
    await section.getByText("This date is cancelled").waitFor();
    await expectFitsAndAxeClean(page, "the date's page, cancelled");
    madeDates.splice(madeDates.indexOf(date.id), 1);

    const told = await waitForEmail(email, /^We have had to cancel your course date: /, 90_000);
    expect(told.text).toContain("full refund");
    expect(errors).toEqual([]);
    // Room for the e-mail's own 90 s beside the steps before it.
  }, 180_000);
});

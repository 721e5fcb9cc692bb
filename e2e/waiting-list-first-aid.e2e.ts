// Issue 23 on a phone (390 px): a seat offered from the waiting list of a course flagged 'Needs a first aid
// certificate'. The offer e-mail leads to the waiting-list page, where 'Book your seat' asks the booking dialog's
// first aid question before the held seat's page opens; that page and the confirmation show what was declared.
import { describe, expect, it } from "vitest";
import { addDays, addMonths, londonToday } from "#app/shared/dates";
import { axeBuilder } from "./axe";
import { fillFirstAid } from "./booking-dialog-steps";
import { newPage, setupBrowser, waitForHydration } from "./browser";
import { payByCard } from "./card-form";
import { waitForEmail } from "./mailbox";
import {
  addDate,
  api,
  coursesOfThisFile,
  firstAidCourseBody,
  joinWaitingList,
  takeTheOnlySeat,
  unique,
} from "./staff-api";

setupBrowser();

const createCourse = coursesOfThisFile();

describe("accepting a waiting-list offer on a course that needs a first aid certificate", () => {
  it("asks for the declaration before the held seat's page, which shows it once paid", async () => {
    const course = await createCourse<{ id: string }>(
      firstAidCourseBody("e2e-waiting-first-aid", "E2E Security Officer", { durationDays: 1 }),
    );
    const date = await addDate(course.id, { date: addDays(londonToday(), 40), maxSeats: 1 });
    const holder = await takeTheOnlySeat(course.id, date.id);
    const email = `wendy.${unique()}@example.com`;
    await joinWaitingList(date.id, email);
    const asked = await waitForEmail(email, /^Please confirm your place on the waiting list/);
    const entryPath = /https?:\/\/\S+?(\/waiting-list\/[\w-]+)/.exec(asked.text ?? "")![1]!;

    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(entryPath);
    await waitForHydration(page);
    const place = page.getByRole("region", { name: "Your place" });
    await place.getByRole("button", { name: "Confirm my place" }).click();
    await place.getByText("You are on the waiting list.").waitFor();

    // The holder cancels; the offer's 'Book your seat' leads to her waiting-list page, not straight to the seat.
    await api("POST", `/admin/bookings/${holder.id}/cancel`, { requestedBy: "customer", internalNote: "Cannot come" });
    const offer = await waitForEmail(email, /^A seat is yours to book/, 150_000);
    expect(offer.text ?? "").not.toContain("/my-booking/");
    const offerPath = /https?:\/\/\S+?(\/waiting-list\/[\w-]+)/.exec(offer.text ?? "")![1]!;
    await page.goto(offerPath);
    await waitForHydration(page);
    await place.getByRole("button", { name: "Book your seat" }).click();
    await place.getByRole("heading", { name: "Your First Aid Certificate" }).waitFor();

    // 'None yet': told plainly, and not on without the acknowledgement.
    await place.getByRole("radio", { name: "None yet" }).check();
    await place.getByText(/^This course needs a first aid certificate \(EFAW or higher\)/).waitFor();
    await place.getByRole("button", { name: "Continue to Payment" }).click();
    await place
      .getByText("Please confirm that you cannot start the course without a valid first aid certificate")
      .waitFor();
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await page.screenshot({ path: "tmp/screenshots/waiting-list-first-aid.png", fullPage: true });

    // She has a certificate after all: one that meets the rule, and on to the held seat.
    await fillFirstAid(place, "Emergency First Aid at Work (EFAW)", addMonths(londonToday(), -3));
    await place.getByText(/^Your certificate is valid until /).waitFor();
    await place.getByRole("button", { name: "Continue to Payment" }).click();
    await page.waitForURL(/\/my-booking\/[\w-]{20,}$/);
    await page.getByText("We are holding this seat for you until", { exact: false }).waitFor();
    await page.getByRole("button", { name: "Pay £100 and book" }).click();
    await payByCard(page, "4242 4242 4242 4242");
    await page.getByText("Confirmed", { exact: true }).first().waitFor();
    await page.getByText("Emergency First Aid at Work (EFAW)").first().waitFor();
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);

    const confirmed = await waitForEmail(email, /^Booking confirmed/);
    expect(confirmed.text ?? "").toContain("Emergency First Aid at Work (EFAW)");
    expect(errors).toEqual([]);
  }, 300_000);
});

// The booking dialog's first-aid step at 390 px (issue 23): on a course that needs a first aid certificate the learner
// declares theirs; one that will not have 12 months left shows why, the academy's EFAW dates before the course and a
// warning to acknowledge; one that meets the rule is booked and shown on the booking page.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addMonths, londonToday } from "#app/shared/dates";
import { expectNoAxeViolations } from "./axe";
import { newPage, setupBrowser } from "./browser";
import { payByCard } from "./card-form";
import { field, fillDetails, fillFirstAid, openOnLastDate } from "./booking-dialog-steps";

setupBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The home page's dialog for SIA Door Supervisor (needs a first aid certificate), its furthest date, the details. */
async function openFirstAidStep(page: Page, email: string): Promise<Locator> {
  const dialog = await openOnLastDate(page, "SIA Door Supervisor");
  await fillDetails(dialog, {
    fullName: "Jordan Reeves",
    email,
    phone: "07700 900789",
    address: "5 Castle Street, Reading",
    postcode: "RG1 7SB",
  });
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
  await dialog.getByRole("heading", { name: "Your First Aid Certificate" }).waitFor();
  return dialog;
}

describe("the first-aid step of the booking dialog, at 390 px", () => {
  it("explains a certificate that runs out too soon, offers the EFAW dates before the course, and asks to acknowledge", async () => {
    const { page, errors } = await newPage(PHONE);
    const dialog = await openFirstAidStep(page, `too-old-${Date.now()}@example.com`);

    // Nothing chosen: the step says what it needs.
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await dialog.getByText("Please choose your first aid qualification, or 'None yet'").waitFor();

    const datesAnswer = page.waitForResponse((response) => response.url().includes("/api/first-aid-dates"));
    // Issued 30 months ago: valid for 6 months more, short of 12 months on the first day.
    await fillFirstAid(dialog, "Emergency First Aid at Work (EFAW)", addMonths(londonToday(), -30));
    const status = dialog.getByRole("status");
    await status
      .getByText(
        /^Your certificate runs out on .+\. This course needs a first aid certificate with at least 12 months left on its first day, .+: valid until at least .+\.$/,
      )
      .waitFor();
    await dialog
      .getByText(
        /^You can still book, but you cannot start the course without a first aid certificate valid until at least .+\.$/,
      )
      .waitFor();

    // The EFAW dates the server offers, each linking to its card on the EFAW course page.
    const answer = await datesAnswer;
    const offered = (await answer.json()) as { href: string }[];
    expect(offered.length, "the seed has EFAW dates before the furthest door-supervisor date").toBeGreaterThan(0);
    const links = dialog
      .getByRole("region", { name: "Our Emergency First Aid at Work dates before your course" })
      .getByRole("link");
    await links.first().waitFor();
    expect(await links.evaluateAll((found) => found.map((link) => link.getAttribute("href")))).toEqual(
      offered.map((date) => date.href),
    );
    for (const date of offered) expect(date.href).toMatch(/^\/courses\/efaw#date-(instance|available-date)-/);

    // The verdict, the dates and the acknowledgement in view: what the learner reads at 390 px.
    await dialog.getByRole("status").scrollIntoViewIfNeeded();
    await dialog.getByRole("status").evaluate((element) => element.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: "tmp/screens/first-aid-390.png" });
    await expectNoAxeViolations(page, "the first-aid step", '[role="dialog"]');

    // Not acknowledged: the step stays; acknowledged: on to payment.
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await dialog
      .getByText("Please confirm that you cannot start the course without a valid first aid certificate")
      .waitFor();
    await dialog.getByRole("checkbox", { name: /^I understand that I cannot start this course/ }).check();
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await dialog.getByRole("heading", { name: "Payment Options" }).waitFor();

    // Back keeps what was declared.
    await dialog.getByRole("button", { name: "Back to First Aid" }).click();
    expect(await field(dialog, "Issued by").inputValue()).toBe("St John Ambulance");
    expect(errors).toEqual([]);
  });

  it("books a certificate that meets the rule, and the booking page shows what was declared", async () => {
    const { page, errors } = await newPage(PHONE);
    const dialog = await openFirstAidStep(page, `meets-${Date.now()}@example.com`);
    await fillFirstAid(dialog, "First Aid at Work (FAW)", addMonths(londonToday(), -3));
    await dialog
      .getByRole("status")
      .getByText(
        /^Your certificate is valid until .+: at least 12 months left on the first day\. Bring it with you on the first day\.$/,
      )
      .waitFor();
    expect(await dialog.getByRole("checkbox", { name: /^I understand/ }).count()).toBe(0);

    const booking = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/bookings");
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await dialog.getByRole("button", { name: /^Pay Full Amount/ }).click();
    const sent = (await booking).postDataJSON() as Record<string, unknown>;
    expect(sent.firstAid).toEqual({
      qualification: "faw",
      issuedBy: "St John Ambulance",
      issuedOn: addMonths(londonToday(), -3),
    });
    expect(sent).not.toHaveProperty("remindersConsent");

    await page.waitForURL((url) => url.pathname === "/payment");
    await payByCard(page, "4242 4242 4242 4242");
    await page.getByRole("heading", { level: 1, name: "Booking Confirmed!" }).waitFor();
    await page.getByRole("link", { name: "View your booking" }).click();
    const section = page.getByRole("region", { name: "Your first aid certificate" });
    await section.waitFor();
    const text = await section.textContent();
    for (const words of [
      "First Aid at Work (FAW)",
      "St John Ambulance",
      "Issued on",
      "Valid until",
      "at least 12 months left on the first day",
    ]) {
      expect(text).toContain(words);
    }
    await expectNoAxeViolations(page, "the booking page");
    expect(errors).toEqual([]);
  });
});

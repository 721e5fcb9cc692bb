// The home page's booking dialog end to end (SPEC §4): dates → details → payment
// options → /payment with the test provider → /booking-success.
import { axeBuilder } from "./axe";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PAYMENT_MESSAGES } from "#app/features/booking/sale/payment-rules";
import { newPage, setupBrowser } from "./browser";
import { payByCard } from "./card-form";
import { declareFirstAid, field, fillDetails } from "./booking-dialog-steps";

setupBrowser();

async function openDialogFor(page: Page, courseTitle: string): Promise<Locator> {
  await page.goto("/");
  await page.waitForFunction(() => {
    const link = document.querySelector("header a");
    return link !== null && Object.keys(link).some((key) => key.startsWith("__reactProps"));
  });
  await page.getByRole("button", { name: `Book Now: ${courseTitle}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.waitFor();
  return dialog;
}

/** Chooses the last date offered (the furthest away: more than 7 days out). */
async function chooseLastDate(dialog: Locator) {
  const choices = dialog.getByRole("list", { name: /dates/i }).getByRole("button");
  await choices.first().waitFor();
  await choices.last().click();
  await field(dialog, "Full Name").waitFor();
}

const PRIYA = {
  fullName: "Priya Shah",
  email: "priya.shah@example.com",
  phone: "07700 900456",
  address: "22 Cowley Road, Oxford",
  postcode: "OX4 1HZ",
};

describe("the booking dialog", () => {
  it("validates the details, saves the lead, offers the deposit, and takes the payment", async () => {
    const { page, errors } = await newPage();
    const dialog = await openDialogFor(page, "SIA Door Supervisor");
    await chooseLastDate(dialog);

    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    for (const message of [
      "Full name must be at least 2 characters",
      "Please enter a complete address",
      "Please enter a valid postcode",
      "Please enter a valid email address",
      "Please enter a valid phone number",
    ]) {
      await dialog.getByText(message).waitFor();
    }
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);

    await fillDetails(dialog, PRIYA);
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await page.getByText("Details Saved", { exact: true }).first().waitFor();
    await declareFirstAid(dialog);
    await dialog.getByText(PAYMENT_MESSAGES["deposit-available"]).waitFor();
    const deposit = dialog.getByRole("button", { name: "Pay £100 Deposit" });
    expect(await dialog.getByRole("button", { name: /^Pay Full Amount - £249/ }).count()).toBe(1);

    await dialog.getByRole("button", { name: "Back to First Aid" }).click();
    await dialog.getByRole("button", { name: "Back to Details" }).click();
    expect(await field(dialog, "Full Name").inputValue()).toBe("Priya Shah");
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await deposit.click();

    await page.waitForURL((url) => url.pathname === "/payment");
    await payByCard(page, "4242 4242 4242 4242");

    await page.getByRole("heading", { level: 1, name: "Booking Confirmed!" }).waitFor();
    const text = await page.locator("main").textContent();
    expect(text).toContain("SIA Door Supervisor");
    expect(text).toContain("£100");
    expect(text).toContain("£149");
    expect(errors).toEqual([]);
  });

  it("asks for full payment only on a course at or under £150", async () => {
    const { page } = await newPage();
    const dialog = await openDialogFor(page, "Emergency First Aid at Work (EFAW)");
    await chooseLastDate(dialog);
    await fillDetails(dialog, PRIYA);
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await dialog.getByText(PAYMENT_MESSAGES["full-only"]).waitFor();
    expect(await dialog.getByRole("button", { name: /Deposit/ }).count()).toBe(0);
    expect(await dialog.getByRole("button", { name: "Pay Full Amount - £95" }).count()).toBe(1);
  });

  it("asks for full payment only within 7 days of the start", async () => {
    const { page } = await newPage();
    const dialog = await openDialogFor(page, "SIA Door Supervisor");
    const choices = dialog.getByRole("list", { name: /dates/i }).getByRole("button");
    await choices.first().waitFor();
    await choices.first().click(); // the seed's first door-supervisor dates start within 7 days
    await fillDetails(dialog, PRIYA);
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await declareFirstAid(dialog);
    await dialog.getByText(PAYMENT_MESSAGES["within-7-days"]).waitFor();
    expect(await dialog.getByRole("button", { name: /Deposit/ }).count()).toBe(0);
  });
});

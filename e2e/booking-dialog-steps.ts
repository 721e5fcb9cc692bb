// The booking dialog's steps as a customer goes through them on the home page or a course page, for the tests that
// book on their way to something else (the toast, a declined card, the first-aid step, a group, an invoice): open it
// on a course's furthest or first date, fill in the details, declare a first aid certificate (issue 23).
import type { Locator, Page } from "playwright-core";
import { addMonths, londonToday } from "#app/shared/dates";
import { waitForHydration } from "./browser";

export const field = (scope: Page | Locator, name: string) => scope.getByRole("textbox", { name, exact: true });

/** The home page's booking dialog for `courseTitle`, on its furthest date (more than 7 days out: a deposit is offered). */
export async function openOnLastDate(page: Page, courseTitle: string): Promise<Locator> {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: `Book Now: ${courseTitle}` }).click();
  const dialog = page.getByRole("dialog");
  const choices = dialog.getByRole("list", { name: /dates/i }).getByRole("button");
  await choices.first().waitFor();
  await choices.last().click();
  return dialog;
}

/** The course page's booking dialog, opened on the first date it lists, once the details step shows. */
export async function openOnFirstDate(page: Page, slug: string): Promise<Locator> {
  await page.goto(`/courses/${slug}`);
  await waitForHydration(page);
  await page
    .locator("#dates")
    .getByRole("button", { name: /^Book Now/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await field(dialog, "Full Name").waitFor();
  return dialog;
}

export type DialogCustomer = { fullName: string; email: string; phone: string; address: string; postcode: string };

/** Types the customer's details into the booking dialog, or into /checkout's form (the same fields). */
export async function fillDetails(scope: Page | Locator, customer: DialogCustomer) {
  await field(scope, "Full Name").fill(customer.fullName);
  await field(scope, "Email Address").fill(customer.email);
  await field(scope, "Phone Number").fill(customer.phone);
  await field(scope, "Address").fill(customer.address);
  await field(scope, "Postcode").fill(customer.postcode);
}

/** Fills in the first-aid step: the qualification, issued by St John Ambulance on `issuedOn`. */
export async function fillFirstAid(dialog: Locator, qualification: string, issuedOn: string) {
  await dialog.getByRole("radio", { name: qualification }).check();
  await field(dialog, "Issued by").fill("St John Ambulance");
  await dialog.getByLabel("Issued on").fill(issuedOn);
}

/** Declares an EFAW certificate issued 3 months ago (it meets the rule) and goes on to the payment step. */
export async function declareFirstAid(dialog: Locator) {
  await dialog.getByRole("heading", { name: "Your First Aid Certificate" }).waitFor();
  await fillFirstAid(dialog, "Emergency First Aid at Work (EFAW)", addMonths(londonToday(), -3));
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
}

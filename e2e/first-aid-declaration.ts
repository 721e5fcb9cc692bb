// The booking dialog's first-aid step (issue 23), as a learner with a certificate that meets the rule fills it in:
// for the tests that book a course needing one (SIA Door Supervisor) on their way to something else.
import type { Locator } from "playwright-core";
import { addMonths, londonToday } from "#app/shared/dates";

/** Declares an EFAW certificate issued 3 months ago and goes on to the payment step. */
export async function declareFirstAid(dialog: Locator) {
  await dialog.getByRole("heading", { name: "Your First Aid Certificate" }).waitFor();
  await dialog.getByRole("radio", { name: "Emergency First Aid at Work (EFAW)" }).check();
  await dialog.getByRole("textbox", { name: "Issued by", exact: true }).fill("St John Ambulance");
  await dialog.getByLabel("Issued on").fill(addMonths(londonToday(), -3));
  await dialog.getByRole("button", { name: "Continue to Payment" }).click();
}

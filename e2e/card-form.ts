// The test payment provider's card form (app/features/payments/test-card-form.tsx), as a customer fills it on
// /payment, on their booking page or for a waiting-list offer.
import type { Page } from "playwright-core";

/** Types the card number, a future expiry and a CVC into the form; returns the form. */
export async function fillCardForm(page: Page, cardNumber: string) {
  const card = page.getByRole("form", { name: "Card payment" });
  await card.getByLabel("Card number").fill(cardNumber);
  await card.getByLabel("Expiry date").fill("12 / 40");
  await card.getByLabel("CVC").fill("123");
  return card;
}

/** Fills the card form and presses Complete Payment; returns the form. */
export async function payByCard(page: Page, cardNumber: string) {
  const card = await fillCardForm(page, cardNumber);
  await card.getByRole("button", { name: "Complete Payment" }).click();
  return card;
}

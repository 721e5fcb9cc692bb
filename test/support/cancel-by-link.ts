// A learner cancelling from their booking's own page: the quote it shows, then its 'Cancel booking' button.
import { expect } from "vitest";
import { postJson, type TestApp } from "./test-app";

/** Asserts the page offers cancelling with `amount` back for `reason`, cancels, and that `amount` is refunded. */
export async function cancelsByLinkWithRefund(
  app: TestApp,
  accessToken: string,
  { amount, reason }: { amount: number; reason: string },
) {
  const quote = await (await app.fetch(`/api/bookings/by-token/${accessToken}/cancellation`)).json();
  expect(quote).toEqual({ allowed: true, amount, reason });
  const cancelled = await postJson(app, `/api/bookings/by-token/${accessToken}/cancel`, {});
  expect(await cancelled.json()).toMatchObject({ refund: { amount } });
}

/**
 * Opens /payment as a new document, not a client-side navigation: the page's
 * Content-Security-Policy is the only one that lets Stripe's card form load
 * (server/app.ts), and a policy belongs to the document that received it.
 */
export function goToPaymentPage(): void {
  window.location.assign("/payment");
}

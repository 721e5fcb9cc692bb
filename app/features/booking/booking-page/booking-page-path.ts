/** The customer's booking page for a link's token (issue 13); with a payment id, that payment's printable receipt. */
export const bookingPagePath = (token: string, receipt?: string) =>
  `/my-booking/${encodeURIComponent(token)}${receipt ? `?receipt=${encodeURIComponent(receipt)}` : ""}`;

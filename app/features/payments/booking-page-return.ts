// Where Stripe sends the customer back after a card check that left the page (3-D Secure, bank redirects) while
// paying on their booking page (issue 19, security review N8). Stripe keeps the return URL on the PaymentIntent,
// visible in its Dashboard and API, so it must not be the secret /my-booking/<token>: the page is remembered in this
// tab's sessionStorage instead, and /my-booking/return reopens it. The first payment (the /payment page) returns the
// same way to its confirmation page, whose address names the booking too.
import { bookingSuccessPath } from "#app/features/booking/sale/booking-success-path";

export const BOOKING_PAGE_RETURN_PATH = "/my-booking/return";

const STORAGE_KEY = "bookingPageReturn";
// The shape of a booking link's token (booking-links.server.ts BOOKING_TOKEN); anything else is not reopened.
const TOKEN = /^[\w-]{20,64}$/;

type TabStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** This tab's session storage, or undefined on the server or where it is blocked. */
function tabStorage(): TabStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The absolute URL to give Stripe as `return_url`: the same for every booking, naming none. */
export const bookingPageReturnUrl = (origin: string) => new URL(BOOKING_PAGE_RETURN_PATH, origin).href;

/** Where a payment that leaves for a card check comes back to: the booking page, or the first payment's confirmation. */
export type PaymentReturn = { to: "booking-page" | "success-page"; token: string };

/** Remembers the page `ret` names, for this tab only, just before Stripe may leave it. */
export function rememberPaymentReturn(ret: PaymentReturn, storage = tabStorage()): void {
  remember(ret.to === "success-page" ? `${SUCCESS_PREFIX}${ret.token}` : ret.token, storage);
}

const SUCCESS_PREFIX = "success:";

function remember(value: string, storage: TabStorage | undefined) {
  try {
    storage?.setItem(STORAGE_KEY, value);
  } catch {
    // Storage blocked: the return page says how to reopen the booking instead.
  }
}

/** The booking page to reopen after Stripe's return, once (the token is then forgotten), if this tab knows it. */
export function takeBookingPageReturn(storage = tabStorage()): string | undefined {
  try {
    const value = storage?.getItem(STORAGE_KEY);
    storage?.removeItem(STORAGE_KEY);
    const success = value?.startsWith(SUCCESS_PREFIX);
    const token = success ? value!.slice(SUCCESS_PREFIX.length) : value;
    if (!token || !TOKEN.test(token)) return undefined;
    // The booking page's address (booking/booking-page/booking-page-path.ts), which this feature does not import.
    return success ? bookingSuccessPath(token) : `/my-booking/${encodeURIComponent(token)}`;
  } catch {
    return undefined;
  }
}

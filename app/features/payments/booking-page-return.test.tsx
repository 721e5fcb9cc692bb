// Stripe's return from a card check on the booking page names no booking (issue 19, security review N8).
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "#app/routes";
import BookingPageReturn from "./routes/booking-page-return";
import {
  BOOKING_PAGE_RETURN_PATH,
  bookingPageReturnUrl,
  rememberPaymentReturn,
  takeBookingPageReturn,
} from "./booking-page-return";
import { memoryStorage, throwingStorage } from "#test/support/web-storage";

const TOKEN = "n0GFRHwHUSd2IA_j2Z75DD4iQLNaHcipQx7Lw3YbT0k";

describe("the return URL given to Stripe", () => {
  it("is the same token-free address for every booking", () => {
    const storage = memoryStorage();
    rememberPaymentReturn({ to: "booking-page", token: TOKEN }, storage);
    const url = bookingPageReturnUrl("https://www.example.co.uk");
    expect(url).toBe("https://www.example.co.uk/my-booking/return");
    expect(url).not.toContain(TOKEN);
  });

  it("reopens the booking page this tab paid on, once", () => {
    const storage = memoryStorage();
    rememberPaymentReturn({ to: "booking-page", token: TOKEN }, storage);
    expect(takeBookingPageReturn(storage)).toBe(`/my-booking/${TOKEN}`);
    expect(takeBookingPageReturn(storage)).toBeUndefined();
  });

  // A first payment (the /payment page) gave Stripe its confirmation page, /booking-success?token=…, before.
  it("takes a first payment back to its confirmation page, naming it only in this tab", () => {
    const storage = memoryStorage();
    rememberPaymentReturn({ to: "success-page", token: TOKEN }, storage);
    expect([...storage.items.values()].join()).not.toContain("/");
    expect(takeBookingPageReturn(storage)).toBe(`/booking-success?token=${TOKEN}`);
    expect(takeBookingPageReturn(storage)).toBeUndefined();
  });

  it.each(["success:", "success:../x", "success:short"])("reopens nothing for a stored %j", (stored) => {
    const storage = memoryStorage();
    storage.setItem("bookingPageReturn", stored);
    expect(takeBookingPageReturn(storage)).toBeUndefined();
  });

  it.each([undefined, "", "../admin", "x".repeat(65), "short"])("reopens nothing for a stored %j", (stored) => {
    const storage = memoryStorage();
    if (stored !== undefined) storage.setItem("bookingPageReturn", stored);
    expect(takeBookingPageReturn(storage)).toBeUndefined();
  });

  it("survives blocked storage", () => {
    const blocked = throwingStorage();
    expect(() => rememberPaymentReturn({ to: "booking-page", token: TOKEN }, blocked)).not.toThrow();
    expect(takeBookingPageReturn(blocked)).toBeUndefined();
  });
});

describe("/my-booking/return", () => {
  it("is its own page, not a booking page looked up by the token 'return'", () => {
    const routeObjects = routes.map((route) => ({ path: route.path, id: route.file, index: route.index }));
    const matched = matchRoutes(
      routeObjects,
      `${BOOKING_PAGE_RETURN_PATH}?payment_intent=pi_1&redirect_status=succeeded`,
    );
    expect(matched?.at(-1)?.route.id).toBe("features/payments/routes/booking-page-return.tsx");
    expect(matchRoutes(routeObjects, `/my-booking/${TOKEN}`)?.at(-1)?.route.id).toBe(
      "features/booking/routes/my-booking.tsx",
    );
  });

  it("says it is returning to the booking while it reopens it", () => {
    const Stub = createRoutesStub([{ path: BOOKING_PAGE_RETURN_PATH, Component: BookingPageReturn }]);
    const html = renderToStaticMarkup(<Stub initialEntries={[BOOKING_PAGE_RETURN_PATH]} />);
    expect(html).toContain("Returning to your booking...");
  });
});

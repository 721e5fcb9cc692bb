// The payment pages in the browser (SPEC §2 /payment, /booking-success; §8; §9): a course at or under £150 paid in full,
// declined and underfunded cards, the pages with no booking to show, a payment still processing, and Stripe as the
// provider. The steps each test starts from are in ./legacy-booking.ts; the booking journey itself is
// ./booking.e2e.ts.
import { describe, expect, it } from "vitest";
import { BOOKING_DATA_KEY, BOOKING_INFO_KEY } from "#app/features/booking/sale/booking-storage";
import { PAYMENT_MESSAGES } from "#app/features/booking/sale/payment-rules";
import { depositAppliesTo } from "#app/features/catalogue/course-detail/course-dates";
import { daysBetween } from "#app/shared/dates";
import { expectNoAxeViolations } from "./axe";
import { newPage, setupBrowser } from "./browser";
import { payByCard } from "./card-form";
import { customer } from "#test/support/customer";
import { fillDetails } from "./booking-dialog-steps";
import { holdSeat, legacyDates, openCheckout, postApi, storedItems } from "./legacy-booking";

setupBrowser();

describe("a course at or under £150", () => {
  it("is full payment only, and declined or underfunded cards keep the visitor on /payment", async () => {
    const { course, dates, today } = await legacyDates("efaw");
    const date = dates.filter((d) => d.seatsLeft > 0 && daysBetween(today, d.date) > 7).at(-1)!;
    const { page, errors } = await newPage();
    await openCheckout(page, course, date);
    const summary = page.getByRole("region", { name: "Booking Summary" });
    expect(await summary.getByTestId("amount-to-pay").textContent()).toBe("£95");
    expect(await summary.textContent()).toContain(PAYMENT_MESSAGES["full-only"]);
    expect(await summary.textContent()).not.toContain("Remaining balance");

    const scripts: { url: string; code: Promise<string> }[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") {
        scripts.push({ url: response.url(), code: response.text().catch(() => "") });
      }
    });
    await fillDetails(page, customer);
    await page.getByRole("button", { name: "Proceed to Payment - £95" }).click();
    await page.waitForURL((url) => url.pathname === "/payment");
    expect(await page.getByTestId("amount-due").textContent()).toBe("£95");
    // The test provider's page never downloads the Stripe form (the one file with Stripe.js's loader) or Stripe.js.
    expect(scripts.filter(({ url }) => /stripe/i.test(url)).map(({ url }) => url)).toEqual([]);
    const codes = await Promise.all(scripts.map(({ code }) => code));
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.filter((code) => code.includes("js.stripe.com"))).toEqual([]);

    await page.getByRole("button", { name: "Complete Payment" }).click();
    await page.getByText("Please enter your card number", { exact: true }).waitFor();
    await expectNoAxeViolations(page);

    await payByCard(page, "4000 0000 0000 0002");
    // Beside the card form (issue 21, L10), and in one toast.
    await page
      .getByRole("form", { name: "Card payment" })
      .getByRole("alert")
      .getByText("Your card was declined.")
      .waitFor();
    const toasts = page.getByRole("region", { name: /^Notifications/ });
    await toasts.getByText("Payment Failed", { exact: true }).waitFor();
    expect(await toasts.getByText("Payment Failed", { exact: true }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe("/payment");
    expect(await page.getByRole("button", { name: "Complete Payment" }).isEnabled()).toBe(true);

    await payByCard(page, "4000000000009995");
    await page.getByRole("alert").getByText("Your card has insufficient funds.", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/payment");
    expect((await storedItems(page))[1]).not.toBeNull();
    // The failed payments are refused by the server itself, not hidden by the page.
    expect(errors.filter((e) => !e.includes("402"))).toEqual([]);
  });
});

describe("pages without a booking to show", () => {
  it.each(["/checkout", "/payment"])("%s without saved data goes to /courses", async (path) => {
    const { page } = await newPage();
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === "/courses");
    await page.getByRole("heading", { level: 1, name: "Security Training Courses" }).waitFor();
  });

  it("treats unreadable saved data as none", async () => {
    const { page } = await newPage();
    await page.goto("/about");
    await page.evaluate(
      ([dataKey, infoKey]) => {
        window.localStorage.setItem(dataKey!, "{not json");
        window.localStorage.setItem(infoKey!, JSON.stringify({ bookingId: "temp-123" }));
      },
      [BOOKING_DATA_KEY, BOOKING_INFO_KEY],
    );
    await page.goto("/checkout");
    await page.waitForURL((url) => url.pathname === "/courses");
    await page.goto("/payment");
    await page.waitForURL((url) => url.pathname === "/courses");
  });

  it("/payment goes to /courses when the payment intent cannot be created", async () => {
    const { page } = await newPage();
    await page.goto("/about");
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [
        BOOKING_INFO_KEY,
        JSON.stringify({
          bookingId: "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11",
          accessToken: "abcdefghijklmnopqrstuvwxyz012345",
          course: { id: "x", slug: "efaw", title: "EFAW", price: 9_500 },
          selectedDate: { id: "y", kind: "available-date", date: "2030-01-01", location: "Oxford", price: 9_500 },
          userDetails: { ...customer },
          paymentAmount: 9_500,
          paymentType: "full",
          balanceDue: 0,
        }),
      ],
    );
    const intent = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/create-payment-intent",
    );
    await page.goto("/payment");
    expect((await intent).status()).toBe(404);
    await page.waitForURL((url) => url.pathname === "/courses");
    await page.getByText("Booking not found", { exact: true }).waitFor();
  });

  it("/booking-success with an unknown token says so, with a 404 status", async () => {
    const { page } = await newPage();
    const response = await page.goto("/booking-success?token=abcdefghijklmnopqrstuvwxyz012345");
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1, name: "Booking Not Found" }).waitFor();
    await expectNoAxeViolations(page);
  });
});

describe("/booking-success while the payment is still processing", () => {
  it("says so, asks the server again, and shows the confirmation once the payment lands", async () => {
    const { course, dates, today } = await legacyDates("door-supervisor");
    const date = dates.filter((d) => d.seatsLeft > 0 && depositAppliesTo(d, today)).at(-1)!;
    const booking = await holdSeat(course, date, today);
    const { body: intent } = await postApi<{ clientSecret: string }>("/api/create-payment-intent", {
      bookingId: booking.id,
    });

    const { page, errors } = await newPage();
    await page.goto(`/booking-success?token=${booking.accessToken}`);
    await page.getByRole("heading", { level: 1, name: "Payment Processing" }).waitFor();
    await page.getByText("Checking your payment...").waitFor();
    expect(await page.getByRole("link", { name: "Add to calendar" }).count()).toBe(0);
    await expectNoAxeViolations(page);

    const paid = await postApi("/api/test-payments/confirm", {
      clientSecret: intent.clientSecret,
      cardNumber: "4242424242424242",
      expiry: "12 / 34",
      cvc: "123",
    });
    expect(paid.status).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Booking Confirmed!" }).waitFor({ timeout: 15_000 });
    await page.getByRole("link", { name: "Add to calendar" }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("/payment with Stripe as the provider", () => {
  it("loads Stripe's form only then, and says so when Stripe.js cannot load", async () => {
    const { course, dates, today } = await legacyDates("efaw");
    const date = dates.filter((d) => d.seatsLeft > 0 && daysBetween(today, d.date) > 7).at(-1)!;
    const { page } = await newPage();
    // No Stripe account in tests: the server's answer is made to name Stripe, and Stripe itself is unreachable.
    await page.route("**/api/create-payment-intent", (route) =>
      route.fulfill({
        json: { clientSecret: "pi_x_secret_y", provider: "stripe", publishableKey: "pk_test_x", amount: 9_500 },
      }),
    );
    await page.route(/^https:\/\/([a-z]+\.)*stripe\.(com|network)\//, (route) => route.abort());
    // Script files are named by their hash (decision 006): Stripe's form is the one file that carries Stripe.js's
    // loader, which names js.stripe.com.
    const scripts: Promise<string>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script" && new URL(response.url()).pathname.startsWith("/assets/")) {
        scripts.push(response.text().catch(() => ""));
      }
    });
    await openCheckout(page, course, date);
    await fillDetails(page, customer);
    await page.getByRole("button", { name: "Proceed to Payment - £95" }).click();
    await page.waitForURL((url) => url.pathname === "/payment");

    await page.getByText("Payment form error", { exact: true }).waitFor();
    await page
      .getByText("There was an error loading the payment form. Please refresh and try again.", { exact: true })
      .waitFor();
    expect((await Promise.all(scripts)).some((code) => code.includes("js.stripe.com"))).toBe(true);
    expect(await page.getByText("Test mode — no real payment", { exact: true }).count()).toBe(0);

    await page.getByRole("button", { name: "Complete Payment" }).click();
    await page.getByText("Payment form not ready", { exact: true }).waitFor();
    await page.getByText("Please wait for the payment form to load completely.", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/payment");
  });
});

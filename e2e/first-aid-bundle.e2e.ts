// The first-aid bundle at 390 px (issue 23, decision 026): a learner with no first aid certificate books SIA Door
// Supervisor and, from the first-aid step's list, an EFAW date before it; one test card payment pays both; the payment
// and success pages show both bookings and the total the server worked out.
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./axe";
import { newPage, setupBrowser } from "./browser";
import { payByCard } from "./card-form";
import { fillDetails, openOnLastDate } from "./booking-dialog-steps";

setupBrowser();

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe("the first-aid bundle, at 390 px", () => {
  it("books the course and an EFAW date together, paid in one card payment", async () => {
    const { page, errors } = await newPage(PHONE);
    const dialog = await openOnLastDate(page, "SIA Door Supervisor");
    await fillDetails(dialog, {
      fullName: "Casey Morgan",
      email: `bundle-${Date.now()}@example.com`,
      phone: "07700 900456",
      address: "9 Queen Street, Oxford",
      postcode: "OX1 1EN",
    });
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await dialog.getByRole("heading", { name: "Your First Aid Certificate" }).waitFor();
    const datesAnswer = page.waitForResponse((response) => response.url().includes("/api/first-aid-dates"));
    await dialog.getByRole("radio", { name: "None yet" }).check();
    const offered = (await (await datesAnswer).json()) as { id: string; kind: string; price: number }[];
    expect(offered.length, "the seed has EFAW dates before the furthest door-supervisor date").toBeGreaterThan(0);

    const dates = dialog.getByRole("region", { name: "Our Emergency First Aid at Work dates before your course" });
    await dates.getByText("cancelling one does not cancel the other", { exact: false }).waitFor();
    await dates
      .getByRole("checkbox", { name: /^Book this first aid course too/ })
      .first()
      .check();
    await dialog.getByRole("checkbox", { name: /^I understand that I cannot start this course/ }).check();
    await expectNoAxeViolations(page, "the first-aid step with an EFAW date chosen", '[role="dialog"]');
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await dialog.getByRole("heading", { name: "Payment Options" }).waitFor();
    await dialog.getByText(/is booked too, in the same payment/).waitFor();

    const booking = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/bookings");
    const intentAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/create-payment-intent",
    );
    await dialog.getByRole("button", { name: /^Pay Full Amount/ }).click();
    const sent = (await booking).postDataJSON() as Record<string, unknown>;
    expect(sent.firstAidBundle).toEqual({ kind: offered[0]!.kind, id: offered[0]!.id });

    // The payment page: both bookings and the server's total.
    await page.waitForURL((url) => url.pathname === "/payment");
    const intent = (await (await intentAnswer).json()) as {
      amount: number;
      lines: { label: string; amount: number }[];
    };
    expect(intent.lines).toHaveLength(2);
    expect(intent.amount).toBe(intent.lines[0]!.amount + intent.lines[1]!.amount);
    const efawLine = intent.lines[1]!;
    expect(efawLine.label).toMatch(/^Emergency First Aid at Work/);
    const summary = page.getByRole("region", { name: "Course Summary" });
    for (const line of intent.lines) await summary.getByText(line.label).waitFor();
    const total = `£${Math.round(intent.amount / 100).toLocaleString("en-GB")}`;
    expect(await page.getByTestId("amount-due").textContent()).toContain(total);
    await page.screenshot({ path: "tmp/screens/first-aid-bundle-payment-390.png" });
    await expectNoAxeViolations(page, "the payment page of a bundle");

    await payByCard(page, "4242 4242 4242 4242");
    await page.getByRole("heading", { level: 1, name: "Booking Confirmed!" }).waitFor();
    const both = page.getByRole("region", { name: "Booked in the Same Payment" });
    await both.waitFor();
    const text = (await both.textContent()) ?? "";
    expect(text).toContain(efawLine.label.match(/\((TV-\w+)\)$/)![1]);
    expect(text).toContain(total);
    await expectNoAxeViolations(page, "the success page of a bundle");
    expect(errors).toEqual([]);
  });
});

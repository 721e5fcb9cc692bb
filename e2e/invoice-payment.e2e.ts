// Issue 24, the office's side of invoices, at 390 px: an approved business's contact books on account (its invoice
// issued at once), staff record a part payment by bank transfer against the invoice from the booking's page, and
// both the staff page and the customer's booking page read 'Part paid'; the rest makes it 'Paid'. Axe clean.
import { describe, expect, it } from "vitest";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { newPage, setupBrowser, waitForHydration } from "./browser";
import { waitForEmail } from "./mailbox";
import { addDate, api, coursesOfThisFile, unique } from "./staff-api";
import { expectFitsAndAxeClean, PHONE, staffPhone } from "./staff-phone";

setupBrowser();

const createCourse = coursesOfThisFile();

describe("an invoice paid by bank transfer", () => {
  it("is recorded by staff against the invoice, part paid then paid, on the staff and customer pages", async () => {
    const tag = unique();
    const course = await createCourse<{ id: string }>({
      slug: `e2e-invoice-${tag}`,
      title: `E2E Invoice ${tag}`,
      durationDays: 1,
      price: 24_900,
    });
    const date = await addDate(course.id, { date: addDays(londonToday(), 40), location: "Oxford", maxSeats: 8 });

    // An approved business and its contact, signed in by the link e-mailed to them.
    const contactEmail = `priya.${tag}@guarding.example.com`;
    const { id: organisationId } = await api<{ id: string }>(
      "POST",
      "/business-accounts",
      {
        companyName: `E2E Guarding ${tag} Ltd`,
        billingAddress: "Unit 2, Mill Lane, Reading",
        billingPostcode: "RG1 1AA",
        billingEmail: `accounts.${tag}@guarding.example.com`,
        phone: "0118 496 0000",
        fullName: "Priya Manager",
        email: contactEmail,
      },
      "visitor",
    );
    await api("POST", `/admin/organisations/${organisationId}/approve`, { termsDays: 30, creditLimit: 500_000 });
    await api("POST", "/business-accounts/sign-in", { email: contactEmail }, "visitor");
    const link = await waitForEmail(contactEmail, /^Sign in to your business account/, 60_000);
    const linkPath = /https?:\/\/\S+?(\/business-accounts\/sign-in\/[\w-]+)/.exec(link.text ?? "")![1]!;
    const customer = await newPage(PHONE);
    await customer.page.goto(linkPath);
    await customer.page.getByRole("button", { name: "Sign in" }).click();
    await customer.page.waitForURL(/\/business-accounts\/account$/);

    // The contact books on account, as the booking dialog does: confirmed at once, its invoice issued.
    const booking = await customer.page.evaluate(
      async (body) => {
        const response = await fetch("/api/bookings", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: (await response.json()) as Record<string, string> };
      },
      {
        courseId: course.id,
        availableDateId: date.id,
        paymentType: "invoice",
        paymentAmount: 24_900,
        userDetails: {
          fullName: "Priya Manager",
          email: contactEmail,
          phone: "0118 496 0000",
          address: "Unit 2, Mill Lane, Reading",
          postcode: "RG1 1AA",
        },
      },
    );
    expect(booking.status, JSON.stringify(booking.body)).toBe(201);
    expect(booking.body.status).toBe("confirmed");
    const dueOn = formatDate(addDays(londonToday(), 30));

    // Staff record £100 of it from the booking's page.
    const staff = await staffPhone();
    await staff.page.goto(`/admin/bookings/${booking.body.id}`);
    const documents = staff.page.locator("section", { has: staff.page.getByRole("heading", { name: "Documents" }) });
    await documents.getByText("Unpaid").waitFor();
    expect(await staff.page.getByRole("button", { name: "Record a payment" }).count()).toBe(0);
    await documents.getByRole("button", { name: "Record payment" }).click();
    const form = staff.page.getByRole("form", { name: /^Record a payment against INV-\d+$/ });
    await form.getByText(`Still owed on`, { exact: false }).waitFor();
    await form.getByLabel("Amount (£)").fill("100");
    await form.getByLabel("Bank reference").fill(`GUARDING ${tag}`);
    await expectFitsAndAxeClean(staff.page, "the booking's page, recording a bank transfer");
    await staff.page.screenshot({ path: "tmp/screenshots/invoice-record-payment.png", fullPage: true });
    await form.getByRole("button", { name: "Record payment" }).click();
    await documents.getByText("Part paid: £149 owed").waitFor();
    await documents.getByText(/^Receipt R-\d+$/).waitFor();
    await expectFitsAndAxeClean(staff.page, "the booking's page, part paid");

    // The customer's booking page says so too.
    await customer.page.goto(`/my-booking/${booking.body.accessToken}`);
    await waitForHydration(customer.page);
    await customer.page.getByText(`Part paid: £149 owed, due ${dueOn}`).waitFor();
    await expectFitsAndAxeClean(customer.page, "/my-booking/:token, part paid");
    await customer.page.screenshot({ path: "tmp/screenshots/invoice-part-paid-customer.png", fullPage: true });

    // The rest, as the form offers it, pays the invoice.
    await documents.getByRole("button", { name: "Record payment" }).click();
    expect(await form.getByLabel("Amount (£)").inputValue()).toBe("149");
    await form.getByLabel("Bank reference").fill(`GUARDING ${tag} 2`);
    await form.getByRole("button", { name: "Record payment" }).click();
    await documents.getByText(/: Paid$/).waitFor();
    expect(await documents.getByRole("button", { name: "Record payment" }).count()).toBe(0);
    expect(staff.errors).toEqual([]);
    expect(customer.errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  }, 180_000);
});

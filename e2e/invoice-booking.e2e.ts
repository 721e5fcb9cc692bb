// Issue 24 on a phone (390 px): an approved business's contact signs in by the link e-mailed to them, books two
// learners from the course page's dialog on account ('Pay by invoice', with the purchase order the account asks for),
// lands on the confirmation with the invoice's number and due date, and downloads the invoice: the test reads the PDF
// back (number, purchase order, the line for the two places, the total). axe clean on the steps that changed.
import { describe, expect, it } from "vitest";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { pdfPages } from "#test/support/pdf-text";
import { expectNoAxeViolations } from "./axe";
import { field, fillDetails, openOnFirstDate } from "./booking-dialog-steps";
import { newPage, setupBrowser } from "./browser";
import { waitForEmail } from "./mailbox";
import { addDate, api, coursesOfThisFile, firstAidCourseBody, unique } from "./staff-api";

setupBrowser();

const createCourse = coursesOfThisFile();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const tag = unique();
const COMPANY = `E2E Invoice Guarding ${tag} Ltd`;
const CONTACT = {
  fullName: "Priya Manager",
  email: `priya.${tag}@invoice-guarding.example.com`,
  phone: "0118 496 0000",
  address: "Unit 2, Mill Lane, Reading",
  postcode: "RG1 1AA",
};
const LEARNER_2 = { fullName: "Ola Adeyemi", email: `ola.${tag}@invoice-guarding.example.com` };

/** An approved account asking for purchase orders, on 30 days' terms with a £5,000 limit, its contact the applicant. */
async function approvedAccount() {
  const { id } = await api<{ id: string }>(
    "POST",
    "/business-accounts",
    {
      companyName: COMPANY,
      billingAddress: "Unit 2, Mill Lane\nReading",
      billingPostcode: "RG1 1AA",
      billingEmail: `accounts.${tag}@invoice-guarding.example.com`,
      phone: "0118 496 0000",
      poRequired: true,
      fullName: CONTACT.fullName,
      email: CONTACT.email,
    },
    "visitor",
  );
  await api("POST", `/admin/organisations/${id}/approve`, { termsDays: 30, creditLimit: 500_000 });
}

describe("paying by invoice (issue 24)", () => {
  it("a signed-in contact books two learners on account and downloads the invoice", async () => {
    const body = firstAidCourseBody("e2e-invoice", "E2E Invoice Door Supervisor");
    const course = await createCourse<{ id: string }>(body);
    await addDate(course.id, { date: addDays(londonToday(), 40), maxSeats: 12, location: "Oxford", status: "active" });
    await approvedAccount();

    // The contact signs in by the link e-mailed to them.
    const { page, errors } = await newPage(PHONE);
    await api("POST", "/business-accounts/sign-in", { email: CONTACT.email }, "visitor");
    const link = await waitForEmail(CONTACT.email, /^Sign in to your business account/, 60_000);
    const linkPath = /https?:\/\/\S+?(\/business-accounts\/sign-in\/[\w-]+)/.exec(link.text ?? "")![1]!;
    await page.goto(linkPath);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/business-accounts\/account$/);

    // Two learners from the course page's dialog: the contact and one of their staff.
    const dialog = await openOnFirstDate(page, body.slug);
    await fillDetails(dialog, CONTACT);
    await dialog.getByRole("combobox", { name: "Number of learners" }).selectOption("2");
    await dialog.getByRole("button", { name: "Continue to Learners" }).click();
    await dialog.getByRole("heading", { name: "Your Learners" }).waitFor();
    const learner2 = dialog.getByRole("group", { name: "Learner 2" });
    await field(learner2, "Full Name").fill(LEARNER_2.fullName);
    await field(learner2, "Email Address").fill(LEARNER_2.email);
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();

    // The payment step offers the card and, for the signed-in contact, the invoice; the purchase order is required.
    await dialog.getByRole("heading", { name: "Payment Options" }).waitFor();
    await dialog.getByText(`Business account: ${COMPANY}`).waitFor();
    await dialog.getByRole("button", { name: "Pay Full Amount - £498" }).waitFor();
    const payByInvoice = dialog.getByRole("button", { name: "Pay by invoice - £498" });
    await expectNoAxeViolations(page, "payment step, signed in to a business account");
    await page.screenshot({ path: "tmp/screenshots/invoice-payment-step.png", fullPage: true });
    await payByInvoice.click();
    await dialog.getByText("Please enter your purchase order number").waitFor();
    await dialog.getByRole("textbox", { name: "Purchase order number" }).fill(`PO-${tag}`);
    await payByInvoice.click();

    // Confirmed at once, with the invoice's number, what is owed and by when.
    await page.waitForURL((url) => url.pathname === "/booking-success");
    await page.getByRole("heading", { level: 1, name: "Booking Confirmed!" }).waitFor();
    const details = page.getByTestId("booking-details");
    const invoiceLink = details.getByRole("link", { name: /^INV-\d{6} \(PDF\)$/ });
    const number = (await invoiceLink.textContent())!.replace(" (PDF)", "");
    const due = formatDate(addDays(londonToday(), 30));
    expect(await details.textContent()).toContain(`To pay by invoice£498 by ${due}`);
    expect(await details.textContent()).toContain("Learners2");
    // How to pay it, as the booking page and the confirmation say it (this server has no BANK_DETAILS: whom to ask).
    const howToPay = `Please pay invoice ${number} by bank transfer, quoting ${number} as the reference.`;
    await page.getByText(howToPay).waitFor();
    await expectNoAxeViolations(page, "/booking-success, on account");
    await page.screenshot({ path: "tmp/screenshots/invoice-booking-success.png", fullPage: true });

    // The invoice, downloaded by its link and read back.
    const pdf = await page.request.get((await invoiceLink.getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const [first] = await pdfPages(await pdf.body());
    expect(first!.text).toContain(number);
    expect(first!.text).toContain(`PO-${tag}`);
    expect(first!.text).toContain(COMPANY);
    expect(first!.text).toContain(`Due by ${due}`);
    // The line: the course, its days and place; 2 places at £249, £498; and the total.
    expect(first!.text).toMatch(/E2E Invoice Door Supervisor \w+: .+, Oxford 2 £249 £498 Total due £498 /);

    // The confirmation e-mail names the invoice; the other learner has their joining e-mail.
    const confirmation = await waitForEmail(CONTACT.email, /^Booking confirmed/);
    expect(confirmation.text).toContain(howToPay);
    await waitForEmail(LEARNER_2.email, /./);
    expect(errors).toEqual([]);
  }, 180_000);
});

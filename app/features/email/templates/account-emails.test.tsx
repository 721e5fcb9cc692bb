// The business account e-mails (issue 24): what each says, in both parts, with the customer's own text escaped.
import { describe, expect, it } from "vitest";
import {
  accountApplicationNoticeEmail,
  accountApplicationReceivedEmail,
  accountDecisionEmail,
  accountSignInEmail,
  type MessageOrganisation,
} from "./account-emails";
import { testSite } from "./message-test-kit";

const organisation: MessageOrganisation = {
  name: "<b>Acme</b> Guarding Ltd",
  billingAddress: "Unit 2, Mill Lane, Reading",
  billingPostcode: "RG1 1AA",
  billingEmail: "accounts@acme.example.com",
  phone: "0118 496 0000",
  vatNumber: null,
  poRequired: true,
  termsDays: 45,
  creditLimit: 500_050,
  decisionNote: "We could not verify the company's registration.",
};

describe("the business account e-mails", () => {
  it.each([
    [
      "acknowledgement",
      () => accountApplicationReceivedEmail(organisation, { fullName: "Priya Manager" }, testSite),
      "We have your business account application: <b>Acme</b> Guarding Ltd",
      ["Dear Priya Manager", "Purchase order on each booking: Yes", "Billing e-mail: accounts@acme.example.com"],
    ],
    [
      "staff notice",
      () =>
        accountApplicationNoticeEmail(
          organisation,
          { fullName: "Priya Manager", email: "priya@acme.example.com" },
          "https://www.example.co.uk/admin/accounts/1",
          testSite,
        ),
      "New business account application: <b>Acme</b> Guarding Ltd",
      ["VAT number: Not given", "Applicant: Priya Manager <priya@acme.example.com>", "/admin/accounts/1"],
    ],
    [
      "approval",
      () =>
        accountDecisionEmail(organisation, "approved", "https://www.example.co.uk/business-accounts/sign-in", testSite),
      "Your business account is approved: <b>Acme</b> Guarding Ltd",
      ["Payment terms: 45 days from the invoice date", "Credit limit: £5,000.50", "/business-accounts/sign-in"],
    ],
    [
      "decline",
      () =>
        accountDecisionEmail(organisation, "declined", "https://www.example.co.uk/business-accounts/sign-in", testSite),
      "Your business account application: <b>Acme</b> Guarding Ltd",
      ["You can still book and pay by card.", "Our note: We could not verify the company's registration."],
    ],
    [
      "hold",
      () =>
        accountDecisionEmail(organisation, "on-hold", "https://www.example.co.uk/business-accounts/sign-in", testSite),
      "Your business account is on hold: <b>Acme</b> Guarding Ltd",
      ["bookings on account are paused", "Our note: We could not verify"],
    ],
    [
      "sign-in link",
      () =>
        accountSignInEmail(
          { fullName: "Priya Manager" },
          organisation.name,
          "https://www.example.co.uk/business-accounts/sign-in/TOKEN",
          30,
          testSite,
        ),
      "Sign in to your business account: <b>Acme</b> Guarding Ltd",
      ["It works once, for the next 30 minutes.", "https://www.example.co.uk/business-accounts/sign-in/TOKEN"],
    ],
  ])("the %s says what it must, escaping the company's name", async (_name, render, subject, lines) => {
    const email = await render();
    expect(email.subject).toBe(subject);
    const text = email.text.replace(/\s+/g, " ");
    for (const line of lines) expect(text).toContain(line);
    expect(email.html).not.toContain("<b>Acme</b>");
    expect(email.html).toContain("&lt;b&gt;Acme&lt;/b&gt;");
  });

  it("leaves the note out of an approval", async () => {
    const email = await accountDecisionEmail(organisation, "approved", "https://x.example/sign-in", testSite);
    expect(email.text).not.toContain("Our note");
  });
});

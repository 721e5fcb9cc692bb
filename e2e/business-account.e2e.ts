// Issue 24: an employer applies for a business account on a phone, staff approve it with a credit limit, and the
// applicant, now the account's contact, signs in by the link e-mailed to them and sees the account: 390 px, axe clean
// on every page.
import { describe, expect, it } from "vitest";
import { newPage, setupBrowser, waitForHydration } from "./browser";
import { waitForEmail, waitForEmailThat } from "./mailbox";
import { unique } from "./staff-api";
import { expectFitsAndAxeClean, PHONE, staffPhone } from "./staff-phone";

setupBrowser();

describe("a business account", () => {
  it("is applied for, approved by staff with a limit, and signed in to by its contact's link", async () => {
    const company = `E2E Guarding ${unique()} Ltd`;
    const contactEmail = `priya.${unique()}@guarding.example.com`;
    const billingEmail = `accounts.${unique()}@guarding.example.com`;

    // The employer applies.
    const { page, errors } = await newPage(PHONE);
    await page.goto("/business-accounts");
    await waitForHydration(page, "form");
    await expectFitsAndAxeClean(page, "/business-accounts");
    await page.getByRole("button", { name: "Apply for an account" }).click();
    await page.getByText("Company name is required").waitFor();
    await page.getByLabel(/^Company name/).fill(company);
    await page.getByLabel(/^Billing address/).fill("Unit 2, Mill Lane\nReading");
    await page.getByLabel(/^Postcode/).fill("rg1 1aa");
    await page.getByLabel(/^Phone number/).fill("0118 496 0000");
    await page.getByLabel(/^Billing e-mail/).fill(billingEmail);
    await page.getByLabel("We need a purchase order number on each booking").check();
    await page.getByLabel(/^Your full name/).fill("Priya Manager");
    await page.getByLabel(/^Your e-mail/).fill(contactEmail);
    await page.getByRole("button", { name: "Apply for an account" }).click();
    await page.getByRole("heading", { name: "Application sent" }).waitFor();
    await expectFitsAndAxeClean(page, "/business-accounts, sent");
    await page.screenshot({ path: "tmp/screenshots/business-account-applied.png", fullPage: true });
    const acknowledgement = await waitForEmail(contactEmail, /^We have your business account application/);
    expect(acknowledgement.text).toContain("Purchase order on each booking: Yes");

    // Staff find it among the applications and approve it with a £5,000 limit.
    const staff = await staffPhone();
    await staff.page.goto("/admin/accounts?status=applicant");
    await staff.page.getByRole("link", { name: company }).click();
    await staff.page.getByRole("heading", { level: 1, name: company }).waitFor();
    await expectFitsAndAxeClean(staff.page, "/admin/accounts/:id");
    await staff.page.getByLabel(/^Credit limit/).fill("5,000");
    await staff.page.getByRole("button", { name: "Approve" }).click();
    await staff.page.getByRole("button", { name: "Save terms" }).waitFor();
    expect(await staff.page.getByText("£5,000").first().isVisible()).toBe(true);
    await expectFitsAndAxeClean(staff.page, "/admin/accounts/:id, approved");
    await staff.page.screenshot({ path: "tmp/screenshots/business-account-staff.png", fullPage: true });
    const approval = await waitForEmail(billingEmail, /^Your business account is approved/);
    expect(approval.text).toContain("Credit limit: £5,000");

    // The contact asks for a link and follows it.
    await page.goto("/business-accounts/sign-in");
    await waitForHydration(page, "form");
    await expectFitsAndAxeClean(page, "/business-accounts/sign-in");
    await page.getByLabel(/^Email/).fill(contactEmail);
    await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    await page.getByText("we have e-mailed a sign-in link", { exact: false }).waitFor();
    const link = await waitForEmail(contactEmail, /^Sign in to your business account/, 60_000);
    const linkPath = /https?:\/\/\S+?(\/business-accounts\/sign-in\/[\w-]+)/.exec(link.text ?? "")![1]!;
    await page.goto(linkPath);
    await expectFitsAndAxeClean(page, "the sign-in link's page");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/business-accounts\/account$/);
    await page.getByRole("heading", { level: 1, name: "Your business account" }).waitFor();
    const terms = await page.getByRole("region", { name: company }).innerText();
    expect(terms).toContain("30 days from the invoice date");
    expect(terms).toContain("£5,000");
    const [cookie] = (await page.context().cookies()).filter((each) => each.name === "academy.account");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    await expectFitsAndAxeClean(page, "/business-accounts/account");
    await page.screenshot({ path: "tmp/screenshots/business-account-page.png", fullPage: true });

    // The link worked once; signing out ends the session.
    await page.goto(linkPath);
    await page.getByText("This sign-in link has expired or has already been used.").waitFor();
    await page.goto("/business-accounts/account");
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(/\/business-accounts\/sign-in$/);
    await page.goto("/business-accounts/account");
    await page.getByText("You are not signed in", { exact: false }).waitFor();

    // A press before the page's scripts have run (here: none at all) is a plain form post, and works the same.
    await page.goto("/business-accounts/sign-in");
    await waitForHydration(page, "form");
    await page.getByLabel(/^Email/).fill(contactEmail);
    await page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    await page.getByText("we have e-mailed a sign-in link", { exact: false }).waitFor();
    const second = await waitForEmailThat(
      contactEmail,
      (mail) => /^Sign in to your business account/.test(mail.subject ?? "") && mail.messageId !== link.messageId,
      "with a second sign-in link",
    );
    const secondPath = /https?:\/\/\S+?(\/business-accounts\/sign-in\/[\w-]+)/.exec(second.text ?? "")![1]!;
    const noScripts = await newPage({ ...PHONE, javaScriptEnabled: false });
    await noScripts.page.goto(secondPath);
    await noScripts.page.getByRole("button", { name: "Sign in" }).click();
    await noScripts.page.waitForURL(/\/business-accounts\/account$/);
    await noScripts.page.getByRole("heading", { level: 1, name: "Your business account" }).waitFor();
    await noScripts.page.getByRole("button", { name: "Sign out" }).click();
    await noScripts.page.waitForURL(/\/business-accounts\/sign-in$/);
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  }, 180_000);
});

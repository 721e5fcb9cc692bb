// BANK_DETAILS (issue 24): 'account name, sort code, account number', read once at start-up; a value that is not
// one stops the start with the reason, so a mistyped account never reaches an invoice.
import { describe, expect, it } from "vitest";
import { bankAccountText, howToPayInvoice, parseBankDetails } from "./bank-details";
import { parseSettings, siteInfo } from "./settings.server";

describe("parseBankDetails", () => {
  it.each([
    [
      "Thames Valley Security Training Ltd, 12-34-56, 12345678",
      { accountName: "Thames Valley Security Training Ltd", sortCode: "12-34-56", accountNumber: "12345678" },
    ],
    [
      " Smith, Jones & Co Ltd ,123456, 1234 5678 ",
      { accountName: "Smith, Jones & Co Ltd", sortCode: "12-34-56", accountNumber: "12345678" },
    ],
    [
      "Academy Ltd, 12 34 56, 00012345",
      { accountName: "Academy Ltd", sortCode: "12-34-56", accountNumber: "00012345" },
    ],
  ])("reads %j", (text, bank) => {
    expect(parseBankDetails(text)).toEqual(bank);
  });

  it.each([
    ["Academy Ltd 12-34-56 12345678", /account name, sort code, account number/],
    [", 12-34-56, 12345678", /account name, sort code, account number/],
    ["Academy Ltd, 12-34-5, 12345678", /sort code must be 6 digits/],
    ["Academy Ltd, 12-34-56, 1234567", /account number must be 8 digits/],
    ["Academy Ltd, 12345678, 12-34-56", /sort code must be 6 digits/],
  ])("refuses %j", (text, problem) => {
    const read = parseBankDetails(text);
    expect(read).toHaveProperty("problem");
    expect((read as { problem: string }).problem).toMatch(problem);
  });

  it("words the account in one line", () => {
    expect(bankAccountText({ accountName: "Academy Ltd", sortCode: "12-34-56", accountNumber: "12345678" })).toBe(
      "Academy Ltd, sort code 12-34-56, account number 12345678",
    );
  });
});

describe("the BANK_DETAILS setting", () => {
  it("is unset by default: the documents carry no bank account", () => {
    expect(siteInfo(parseSettings({})).legal?.bankDetails).toBeNull();
  });

  it("reaches the documents' facts when set", () => {
    const settings = parseSettings({ BANK_DETAILS: "Academy Ltd, 123456, 12345678" });
    expect(siteInfo(settings).legal?.bankDetails).toEqual({
      accountName: "Academy Ltd",
      sortCode: "12-34-56",
      accountNumber: "12345678",
    });
  });

  it("stops the start with the reason when it is not an account", () => {
    expect(() => parseSettings({ BANK_DETAILS: "Academy Ltd, 12-34-56, 123" })).toThrowError(
      /BANK_DETAILS: .*account number must be 8 digits/,
    );
  });
});

describe("howToPayInvoice: one sentence for the booking page, the success page and the confirmation", () => {
  const site = { phone: "01865 000000", email: "info@example.co.uk" };
  const bank = { accountName: "Academy Ltd", sortCode: "12-34-56", accountNumber: "12345678" };

  it.each([
    [
      "the account, with BANK_DETAILS",
      { bankDetails: bank },
      "Please pay invoice INV-000042 by bank transfer to Academy Ltd, sort code 12-34-56, account number 12345678, quoting INV-000042 as the reference.",
    ],
    [
      "whom to ask, without",
      { bankDetails: null },
      "Please pay invoice INV-000042 by bank transfer, quoting INV-000042 as the reference. For our bank details, call us on 01865 000000 or e-mail info@example.co.uk.",
    ],
  ])("names %s", (_case, legal, sentence) => {
    expect(howToPayInvoice("INV-000042", { ...site, legal })).toBe(sentence);
  });

  it("asks for the account when the site has no legal details at all", () => {
    expect(howToPayInvoice("INV-000001", site)).toContain("For our bank details, call us on 01865 000000");
  });
});

// The academy's bank account for payment by bank transfer (issue 24): the BANK_DETAILS setting, read as
// 'account name, sort code, account number'. Printed on invoices as issued (the invoice's snapshot), and given in
// the invoice reminders and on the customer's booking page. Unset, nothing invents them: the customer is told to ask.

export type BankDetails = { accountName: string; sortCode: string; accountNumber: string };

/** The setting's value read, or why it cannot be (the start-up stops with the reason). */
export function parseBankDetails(text: string): BankDetails | { problem: string } {
  const parts = text.split(",").map((part) => part.trim());
  const problem =
    "BANK_DETAILS must be 'account name, sort code, account number', such as 'Example Training Ltd, 12-34-56, 12345678'";
  if (parts.length < 3) return { problem };
  const accountNumber = parts.pop()!.replace(/\s/g, "");
  const sortCode = parts.pop()!.replace(/[\s-]/g, "");
  const accountName = parts.join(", ");
  if (!accountName) return { problem };
  if (!/^\d{6}$/.test(sortCode)) return { problem: `${problem}: the sort code must be 6 digits` };
  if (!/^\d{8}$/.test(accountNumber)) return { problem: `${problem}: the account number must be 8 digits` };
  return { accountName, sortCode: sortCode.replace(/^(\d\d)(\d\d)(\d\d)$/, "$1-$2-$3"), accountNumber };
}

/** The account as one line: 'Example Training Ltd, sort code 12-34-56, account number 12345678'. */
export const bankAccountText = (bank: BankDetails) =>
  `${bank.accountName}, sort code ${bank.sortCode}, account number ${bank.accountNumber}`;

/**
 * How to pay an invoice, as the booking page, the success page and the confirmation e-mail all say it: by bank
 * transfer to the academy's account quoting the invoice's number, or, without BANK_DETAILS, whom to ask for it.
 */
export function howToPayInvoice(
  number: string,
  site: { phone: string; email: string; legal?: { bankDetails?: BankDetails | null } },
): string {
  const bank = site.legal?.bankDetails;
  return bank
    ? `Please pay invoice ${number} by bank transfer to ${bankAccountText(bank)}, quoting ${number} as the reference.`
    : `Please pay invoice ${number} by bank transfer, quoting ${number} as the reference. For our bank details, call us on ${site.phone} or e-mail ${site.email}.`;
}

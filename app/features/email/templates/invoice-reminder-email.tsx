// An invoice's reminders (issue 24, decision 027): to the account's billing address 7 days before the due date, on it,
// and 7 and 14 days after, each sent only while money is still owed on the invoice. Each says the invoice's number,
// what is still owed, the due date, how to pay and where to download the invoice.
import { ActionButton, Details, EmailLayout, Paragraph } from "./email-layout";
import { formatDate, formatPoundsExact } from "./email-format";
import type { MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";
import type { BankDetails } from "#app/shared/bank-details";

export type InvoiceReminderStageName = "due-soon" | "due-today" | "overdue-7" | "overdue-14";

export type MessageInvoice = {
  number: string;
  /** The business it is made out to. */
  customer: string;
  bookingReference: string;
  courseTitle: string;
  issuedOn: string;
  dueOn: string;
  /** Pence. */
  total: number;
  owed: number;
  /** The invoice's PDF by the booking's link (minted when the e-mail is sent). */
  downloadUrl: string;
  /** Where to send the money (BANK_DETAILS); unset, the customer is told to ask for them. */
  bankDetails?: BankDetails | null;
};

export function invoiceReminderEmail(
  invoice: MessageInvoice,
  site: MessageSite,
  { stage }: { stage: InvoiceReminderStageName },
): Promise<RenderedEmail> {
  const owed = formatPoundsExact(invoice.owed);
  const due = formatDate(invoice.dueOn);
  const overdue = stage === "overdue-7" || stage === "overdue-14";
  const subject = {
    "due-soon": `Invoice ${invoice.number}: ${owed} due by ${due}`,
    "due-today": `Invoice ${invoice.number} is due today: ${owed}`,
    "overdue-7": `Invoice ${invoice.number} is overdue: ${owed} was due on ${due}`,
    "overdue-14": `Invoice ${invoice.number} is overdue: ${owed} was due on ${due}`,
  }[stage];
  const partPaid =
    invoice.owed < invoice.total ? ` (of ${formatPoundsExact(invoice.total)}; thank you for what you have paid)` : "";
  const opening = {
    "due-soon": `This is a reminder that invoice ${invoice.number} for ${invoice.customer} is due in 7 days, on ${due}. ${owed} is still to pay${partPaid}.`,
    "due-today": `Invoice ${invoice.number} for ${invoice.customer} is due today, ${due}. ${owed} is still to pay${partPaid}.`,
    "overdue-7": `Invoice ${invoice.number} for ${invoice.customer} was due on ${due} and ${owed} is still unpaid${partPaid}.`,
    "overdue-14": `Invoice ${invoice.number} for ${invoice.customer} was due on ${due}, two weeks ago, and ${owed} is still unpaid${partPaid}.`,
  }[stage];
  return renderEmail(
    subject,
    <EmailLayout site={site} preview={opening}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{opening}</Paragraph>
      <Details
        rows={[
          ["Invoice number", invoice.number],
          ["Issued", formatDate(invoice.issuedOn)],
          ["Booking reference", invoice.bookingReference],
          ["Course", invoice.courseTitle],
          ["Still to pay", owed],
          ["Due by", due],
        ]}
      />
      {invoice.bankDetails ? (
        <>
          <Paragraph>Please pay by bank transfer to:</Paragraph>
          <Details
            rows={[
              ["Account name", invoice.bankDetails.accountName],
              ["Sort code", invoice.bankDetails.sortCode],
              ["Account number", invoice.bankDetails.accountNumber],
              ["Reference", invoice.number],
            ]}
          />
          <Paragraph>Please quote {invoice.number} as the reference, so we can match your payment to it.</Paragraph>
        </>
      ) : (
        // BANK_DETAILS unset: nothing here invents them, and the office gives them.
        <Paragraph>
          Please pay by bank transfer, quoting {invoice.number} as the reference. If you need our bank details, reply to
          this e-mail or call us on {site.phone}.
        </Paragraph>
      )}
      <ActionButton href={invoice.downloadUrl}>Download the invoice (PDF)</ActionButton>
      <Paragraph>
        {overdue
          ? `If there is a problem with this invoice, or you need more time, please call us on ${site.phone} or reply to this e-mail.`
          : "If you have already paid, thank you: a transfer can take a few days to reach us."}
      </Paragraph>
    </EmailLayout>,
  );
}

import { CalendarFooter, Details, EmailLayout, Heading, List, Paragraph, TextLink } from "./email-layout";
import { balanceText, bookingPlaceRows, datesText, formatDate, formatPoundsExact } from "./email-format";
import { FirstAidSection } from "./first-aid-section";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/**
 * A booking on a business account's invoice (issue 24): its number, total, due date and the PDF's address, and how
 * to pay it, worded by the server as the booking page and the success page word it (howToPayInvoice).
 */
export type ConfirmedInvoice = {
  number: string;
  total: number;
  dueOn: string | null;
  url: string;
  howToPay: string;
};

/** The confirmation, the receipt for the first payment (or, on a business account, the invoice's covering note). */
export function bookingConfirmedEmail(
  booking: MessageBooking,
  site: MessageSite,
  options: {
    joiningInstructionsSoon: boolean;
    /** False for a group's payer who is not one of its learners (issue 24): the learners get the instructions. */
    payerAttends?: boolean;
    invoice?: ConfirmedInvoice;
  },
): Promise<RenderedEmail> {
  const { invoice } = options;
  // A group booking (issue 24): the payer is told who is booked; each learner hears from us on their own.
  const group = booking.learners && booking.learners.length > 1 ? booking.learners : null;
  const attends = options.payerAttends ?? true;
  const subject = `Booking confirmed: ${booking.courseTitle}, ${datesText(booking)} (${booking.reference})`;
  return renderEmail(
    subject,
    <EmailLayout site={site} preview={`Your place on ${booking.courseTitle} is confirmed.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>
        Thank you for booking with {site.name}.{" "}
        {group ? `The ${group.length} places are confirmed.` : "Your place is confirmed."}
      </Paragraph>
      <Details
        rows={[
          ...bookingPlaceRows(booking),
          // A free retake has nothing paid and nothing to pay.
          ...((booking.totalPrice === 0
            ? [["Price", booking.retakeOf ? `Free retake of ${booking.retakeOf}` : "Free"]]
            : invoice
              ? [
                  ["Invoice", `${invoice.number}, ${formatPoundsExact(invoice.total)}`],
                  ["Payment due by", invoice.dueOn ? formatDate(invoice.dueOn) : "On receipt"],
                ]
              : [
                  ["Amount paid", formatPoundsExact(booking.amountPaid)],
                  ["Balance due", balanceText(booking)],
                ]) as [string, string][]),
        ]}
      />
      {invoice && (
        <Paragraph>
          Booked on your business account: no card payment is needed. Download invoice {invoice.number} (PDF):{" "}
          <TextLink href={invoice.url}>{invoice.url}</TextLink>
        </Paragraph>
      )}
      {invoice && <Paragraph>{invoice.howToPay}</Paragraph>}
      {group && (
        <>
          <Heading>Learners</Heading>
          <List items={group.map((learner) => `${learner.fullName} (${learner.email})`)} />
          <Paragraph>
            Each learner gets their own joining instructions and a link to their own page, where they give the details
            the awarding body needs.
          </Paragraph>
        </>
      )}
      <Heading>{attends ? "Please bring on the first day" : "Each learner should bring on the first day"}</Heading>
      <List items={booking.whatToBring} />
      <FirstAidSection firstAid={booking.firstAid} />
      <Paragraph>{joiningInstructionsText(options.joiningInstructionsSoon, attends)}</Paragraph>
      <CalendarFooter bookingUrl={booking.bookingUrl} site={site} />
    </EmailLayout>,
  );
}

/**
 * When the joining instructions come, told to whoever gets them: the payer who attends (one learner, or one of a
 * group's), or, for a payer booking others only, each learner on their own (issue 24: the payer gets none).
 */
export function joiningInstructionsText(soon: boolean, payerAttends: boolean): string {
  if (payerAttends) {
    return soon
      ? "Your joining instructions are on their way in a separate e-mail."
      : "Joining instructions will follow closer to the start date.";
  }
  return soon
    ? "Each learner's joining instructions are on their way to them in a separate e-mail."
    : "Each learner will get their own joining instructions closer to the start date.";
}

import { ActionButton, Details, EmailLayout, Paragraph } from "./email-layout";
import { firstDayOf, formatDate, formatPoundsExact } from "./email-format";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

export type ReminderStage = "first" | "last" | "due-today" | "overdue";

/** The balance reminders: 7 and 2 days before the due date, on it, and the day after (issue 13). */
export function balanceReminderEmail(
  booking: MessageBooking,
  site: MessageSite,
  { stage }: { stage: ReminderStage },
): Promise<RenderedEmail> {
  const owed = formatPoundsExact(booking.amountOwed);
  const due = booking.balanceDueDate ? formatDate(booking.balanceDueDate) : formatDate(firstDayOf(booking));
  const subject = {
    first: `Balance reminder: ${owed} due by ${due} (${booking.reference})`,
    last: `Balance reminder: ${owed} due by ${due} (${booking.reference})`,
    "due-today": `Your balance of ${owed} is due today (${booking.reference})`,
    overdue: `Your balance of ${owed} is overdue (${booking.reference})`,
  }[stage];
  const opening = {
    first: `This is a friendly reminder that the balance of ${owed} for your course is due by ${due}.`,
    last: `The balance of ${owed} for your course is due in two days, by ${due}.`,
    "due-today": `The balance of ${owed} for your course is due today, ${due}.`,
    overdue: `The balance of ${owed} for your course was due on ${due} and we have not received it yet.`,
  }[stage];
  return renderEmail(
    subject,
    <EmailLayout site={site} preview={opening}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>{opening}</Paragraph>
      <Details
        rows={[
          ["Booking reference", booking.reference],
          ["Course", booking.courseTitle],
          ["First day", formatDate(firstDayOf(booking))],
          ["Still to pay", owed],
          ["Due by", due],
        ]}
      />
      <ActionButton href={booking.bookingUrl}>Pay your balance</ActionButton>
      {stage === "overdue" ? (
        <Paragraph>
          Please pay it from your booking page, or call us on {site.phone} if you would like to pay another way or need
          more time.
        </Paragraph>
      ) : (
        <Paragraph>You can pay securely by card from your booking page. If you have already paid, thank you.</Paragraph>
      )}
    </EmailLayout>,
  );
}

import { ActionButton, EmailLayout, Paragraph } from "./email-layout";
import { datesText, formatDate, formatPoundsExact } from "./email-format";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/** The academy cancelled the learner's date (issue 14): a new date, free, or everything back; their choice. */
export function dateCancelledEmail(booking: MessageBooking, site: MessageSite): Promise<RenderedEmail> {
  const first = booking.days[0]!.date;
  return renderEmail(
    `We have had to cancel your course date: ${booking.courseTitle}, ${formatDate(first)} (${booking.reference})`,
    <EmailLayout site={site} preview="Choose a new date or a full refund on your booking page.">
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>
        We are sorry: we have had to cancel {booking.courseTitle} on {datesText(booking)}, which you booked (
        {booking.reference}).
      </Paragraph>
      <Paragraph>
        On your booking page you can move to another date of the course at no extra cost, or cancel for a full refund of
        everything you have paid ({formatPoundsExact(booking.amountPaid)}), deposit included. If you have not chosen by{" "}
        {formatDate(first)}, we will refund you in full.
      </Paragraph>
      <ActionButton href={booking.bookingUrl}>Choose a new date or a refund</ActionButton>
      <Paragraph>
        Questions? Call {site.phone} or reply to {site.email}.
      </Paragraph>
    </EmailLayout>,
  );
}

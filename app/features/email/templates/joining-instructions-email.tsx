import { CalendarFooter, EmailLayout, Heading, List, Paragraph } from "./email-layout";
import { courseDayText, datesText, formatDate, formatPoundsExact } from "./email-format";
import { FirstAidSection } from "./first-aid-section";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/** Where to go, when, and what to bring (issue 13): sent 7 days before the first day, or at once if booked later. */
export function joiningInstructionsEmail(booking: MessageBooking, site: MessageSite): Promise<RenderedEmail> {
  const subject = `Joining instructions: ${booking.courseTitle}, ${datesText(booking)} (${booking.reference})`;
  return renderEmail(
    subject,
    <EmailLayout site={site} preview={`Where to go and what to bring for ${booking.courseTitle}.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>
        We look forward to seeing you on {booking.courseTitle}. Here is everything you need for the course (booking{" "}
        {booking.reference}).
      </Paragraph>
      <Heading>Where</Heading>
      <Paragraph>{booking.venueAddress}</Paragraph>
      {booking.venueDirections && <Paragraph>{booking.venueDirections}</Paragraph>}
      <Heading>When</Heading>
      <List items={booking.days.map(courseDayText)} />
      <Paragraph>Please arrive 15 minutes before the start on your first day.</Paragraph>
      <Heading>What to bring</Heading>
      <List items={booking.whatToBring} />
      <FirstAidSection firstAid={booking.firstAid} />
      {booking.amountOwed > 0 && (
        <Paragraph>
          Your balance of {formatPoundsExact(booking.amountOwed)} is still to pay
          {booking.balanceDueDate ? ` (due by ${formatDate(booking.balanceDueDate)})` : ""}. You can pay it from your
          booking page.
        </Paragraph>
      )}
      <CalendarFooter bookingUrl={booking.bookingUrl} site={site} />
    </EmailLayout>,
  );
}

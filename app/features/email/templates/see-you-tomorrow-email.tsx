import { ActionButton, EmailLayout, List, Paragraph } from "./email-layout";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/** The day before the course (issue 13). */
export function seeYouTomorrowEmail(booking: MessageBooking, site: MessageSite): Promise<RenderedEmail> {
  const first = booking.days[0]!;
  return renderEmail(
    `See you tomorrow: ${booking.courseTitle} (${booking.reference})`,
    <EmailLayout site={site} preview={`Your course starts tomorrow at ${first.start}.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>
        Your course starts tomorrow at {first.start} at {booking.venueAddress}. Please arrive 15 minutes early.
      </Paragraph>
      <Paragraph>Remember to bring:</Paragraph>
      <List items={booking.whatToBring} />
      <ActionButton href={booking.bookingUrl}>View your booking</ActionButton>
      <Paragraph>See you tomorrow. If anything has changed, call us on {site.phone}.</Paragraph>
    </EmailLayout>,
  );
}

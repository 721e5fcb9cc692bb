import { ActionButton, EmailLayout, Paragraph } from "./email-layout";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/** The answer to 'Find my booking' (issue 13). */
export function bookingLinkEmail(booking: MessageBooking, site: MessageSite): Promise<RenderedEmail> {
  return renderEmail(
    `Your booking ${booking.reference}`,
    <EmailLayout site={site} preview={`The link to your booking ${booking.reference}.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>
        Here is the link to your booking {booking.reference} for {booking.courseTitle}, as you asked. Keep it to
        yourself: anyone with the link can see your booking.
      </Paragraph>
      <ActionButton href={booking.bookingUrl}>View your booking</ActionButton>
      <Paragraph>If you did not ask for this, you can ignore this e-mail.</Paragraph>
    </EmailLayout>,
  );
}

import { ActionButton, Details, EmailLayout, Paragraph } from "./email-layout";
import { bookingPlaceRows, formatPoundsExact } from "./email-format";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/**
 * A booking staff made on the phone or at the desk, to be paid by card (issue 21, decision 021): the seat is held
 * until a stated time, and the customer pays on their booking page. The confirmation follows once they have.
 */
export function paymentLinkEmail(
  booking: MessageBooking,
  site: MessageSite,
  link: { amount: number; paymentType: "deposit" | "full"; until: string },
): Promise<RenderedEmail> {
  return renderEmail(
    `Pay to book your place: ${booking.courseTitle} (${booking.reference})`,
    <EmailLayout site={site} preview={`We are holding your seat until ${link.until}.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>
        Thank you for booking with {site.name}. We are holding a seat for you on {booking.courseTitle} until{" "}
        {link.until}. To book it, pay by card on your booking page before then.
      </Paragraph>
      <Details
        rows={[
          ...bookingPlaceRows(booking),
          [
            "To pay now",
            `${formatPoundsExact(link.amount)} (${link.paymentType === "deposit" ? "deposit" : "full fee"})`,
          ],
          ["Held until", link.until],
        ]}
      />
      <ActionButton href={booking.bookingUrl}>Pay and book</ActionButton>
      <Paragraph>
        Once you have paid, we send your confirmation. If the seat is not paid for by {link.until}, it is released and
        nothing is charged.
      </Paragraph>
      <Paragraph>
        Questions? Call {site.phone} or reply to {site.email}.
      </Paragraph>
    </EmailLayout>,
  );
}

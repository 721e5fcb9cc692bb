import { londonDateOf } from "#app/shared/dates";
import { ActionButton, Details, EmailLayout, Paragraph } from "./email-layout";
import { formatDate, formatPoundsExact } from "./email-format";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/** A refund has been paid back: to the card by the provider ('Card'), or by staff the way the money came. */
export function refundPaidEmail(
  booking: MessageBooking,
  site: MessageSite,
  refund: { amount: number; method: string; paidAt: Date },
): Promise<RenderedEmail> {
  const amount = formatPoundsExact(refund.amount);
  return renderEmail(
    `Refund of ${amount} paid (${booking.reference})`,
    <EmailLayout site={site} preview={`We have paid back ${amount}.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>
        We have paid back {amount} for your booking {booking.reference} ({booking.courseTitle}).
      </Paragraph>
      <Details
        rows={[
          ["Refund", amount],
          ["Paid back", formatDate(londonDateOf(refund.paidAt))],
          ["How", refund.method === "Card" ? "To the card you paid with" : refund.method],
          ["Booking reference", booking.reference],
        ]}
      />
      <Paragraph>
        {refund.method === "Card"
          ? `It goes back to the card you paid with: banks usually show it within 5 to 10 working days. If it has not reached you by then, please call us on ${site.phone}.`
          : `If it has not reached you within a few working days, please call us on ${site.phone}.`}
      </Paragraph>
      <ActionButton href={booking.bookingUrl}>View your booking</ActionButton>
    </EmailLayout>,
  );
}

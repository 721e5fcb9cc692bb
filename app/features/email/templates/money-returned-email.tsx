import { ActionButton, Details, EmailLayout, Paragraph } from "./email-layout";
import { formatPoundsExact } from "./email-format";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/** Why money that arrived is going back: the booking was no longer open to it, or it was more than was owed. */
export type MoneyReturnedWhy = "cancelled" | "seat-gone" | "overpaid" | "attempt-closed";

const WHY_TEXT: Record<MoneyReturnedWhy, string> = {
  cancelled: "It arrived after your booking had been cancelled, so there was nothing for it to pay.",
  "seat-gone": "It arrived after your reserved place had been released, and the seat is no longer free.",
  overpaid: "It was more than your booking still owed.",
  "attempt-closed": "It was made through a payment form that had already been closed: the booking no longer needed it.",
};

/**
 * Money the academy received and is giving back (issue 19): the customer hears of it at once, and again when the
 * refund has been paid (refund-paid e-mail). `byCard` false: the academy pays it back itself.
 */
export function moneyReturnedEmail(
  booking: MessageBooking,
  site: MessageSite,
  money: { received: number; refund: number; why: MoneyReturnedWhy; byCard: boolean },
): Promise<RenderedEmail> {
  const received = formatPoundsExact(money.received);
  const refund = formatPoundsExact(money.refund);
  return renderEmail(
    `We received ${received}: ${refund} will be refunded (${booking.reference})`,
    <EmailLayout site={site} preview={`${refund} of your payment will be refunded.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>
        We received {received} for your booking {booking.reference} ({booking.courseTitle}). {WHY_TEXT[money.why]}
      </Paragraph>
      <Details
        rows={[
          ["Received", received],
          ["To be refunded", refund],
          ["How", money.byCard ? "To the card you paid with" : "Paid back by the academy"],
          ["Booking reference", booking.reference],
        ]}
      />
      <Paragraph>
        {money.byCard
          ? `The refund goes back to the card you paid with: we will e-mail you when it has been sent, and banks usually show it within 5 to 10 working days.`
          : `We will pay it back to you ourselves and e-mail you when we have.`}{" "}
        {`If you have any questions, please call us on ${site.phone}.`}
      </Paragraph>
      <ActionButton href={booking.bookingUrl}>View your booking</ActionButton>
    </EmailLayout>,
  );
}

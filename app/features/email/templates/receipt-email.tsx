import { londonDateOf } from "#app/shared/dates";
import { ActionButton, Details, EmailLayout, Paragraph } from "./email-layout";
import { firstDayOf, formatDate, formatPoundsExact } from "./email-format";
import type { MessageBooking, MessageSite, ReceiptPayment, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/** A receipt for every payment after the first (the first payment's receipt is the confirmation). */
export function receiptEmail(
  booking: MessageBooking,
  site: MessageSite,
  payment: ReceiptPayment,
): Promise<RenderedEmail> {
  const amount = formatPoundsExact(payment.amount);
  return renderEmail(
    `Receipt for your payment of ${amount} (${booking.reference})`,
    <EmailLayout site={site} preview={`We have received your payment of ${amount}.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>Thank you: we have received your payment of {amount}.</Paragraph>
      <Details
        rows={[
          ["Amount", amount],
          ["Date paid", formatDate(londonDateOf(payment.paidAt))],
          ["Method", payment.method],
          ["Payment reference", payment.reference],
          ["Booking reference", booking.reference],
          ["Course", `${booking.courseTitle}, starting ${formatDate(firstDayOf(booking))}`],
          ["Course price", formatPoundsExact(booking.totalPrice)],
          ["Paid so far", formatPoundsExact(booking.amountPaid)],
          ["Still to pay", booking.amountOwed > 0 ? formatPoundsExact(booking.amountOwed) : "Paid in full"],
        ]}
      />
      <ActionButton href={booking.bookingUrl}>View or print your receipts</ActionButton>
    </EmailLayout>,
  );
}

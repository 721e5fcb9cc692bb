import { londonDateOf } from "#app/shared/dates";
import { receiptNumberText, stillToPayText } from "#app/shared/receipts";
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
  const rows: [string, string][] = [
    ...(payment.receiptNumber === null
      ? []
      : [["Receipt number", receiptNumberText(payment.receiptNumber)] as [string, string]]),
    ["Amount", amount],
    // Money recorded by hand is dated the day it arrived, not the day staff keyed it in.
    ["Date paid", formatDate(payment.receivedOn ?? londonDateOf(payment.paidAt))],
    ["Method", payment.method],
    ["Payment reference", payment.reference],
    ["Booking reference", booking.reference],
    ["Course", `${booking.courseTitle}, starting ${formatDate(firstDayOf(booking))}`],
    ["Course price", formatPoundsExact(booking.totalPrice)],
    ["Paid so far", formatPoundsExact(booking.amountPaid)],
    ["Still to pay", stillToPayText(booking.amountOwed, booking.balanceDueDate)],
  ];
  return renderEmail(
    `Receipt for your payment of ${amount} (${booking.reference})`,
    <EmailLayout site={site} preview={`We have received your payment of ${amount}.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>Thank you: we have received your payment of {amount}.</Paragraph>
      <Details rows={rows} />
      <ActionButton href={booking.bookingUrl}>View or print your receipts</ActionButton>
    </EmailLayout>,
  );
}

import { londonDateOf } from "#app/shared/dates";
import { ActionButton, Details, EmailLayout, Paragraph } from "./email-layout";
import { formatDate, formatPoundsExact } from "./email-format";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/** A part of a refund: pence, and how it went back ('Card': by the provider to the card; else how staff paid it). */
export type RefundPart = { amount: number; method: string };

const howOne = (method: string) => (method === "Card" ? "To the card you paid with" : method);

/** 'To the card you paid with', or each part's way when they differ: '£149 to the card you paid with, £100 by Cash'. */
function howText(parts: readonly RefundPart[]): string {
  const methods = new Set(parts.map((part) => part.method));
  if (methods.size === 1) return howOne(parts[0]!.method);
  // Card first, then each way staff paid back, larger first: the same order however the parts were stored.
  const ordered = [...parts].sort(
    (a, b) =>
      Number(a.method !== "Card") - Number(b.method !== "Card") ||
      a.method.localeCompare(b.method) ||
      b.amount - a.amount,
  );
  return ordered
    .map((part) =>
      part.method === "Card"
        ? `${formatPoundsExact(part.amount)} to the card you paid with`
        : `${formatPoundsExact(part.amount)} by ${part.method.toLowerCase()}`,
    )
    .join(", ");
}

/**
 * A refund has been paid back in full (issue 21, L2: once, however many payments it went back to): to the card by the
 * provider, or by staff the way the money came.
 */
export function refundPaidEmail(
  booking: MessageBooking,
  site: MessageSite,
  refund: { amount: number; paidAt: Date; parts: readonly RefundPart[] },
): Promise<RenderedEmail> {
  const amount = formatPoundsExact(refund.amount);
  const { parts } = refund;
  const byCard = parts.some((part) => part.method === "Card");
  const allByCard = parts.every((part) => part.method === "Card");
  return renderEmail(
    `Your refund of ${amount} has been paid (${booking.reference})`,
    <EmailLayout site={site} preview={`We have paid back your refund of ${amount}.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>
        Your refund of {amount} for your booking {booking.reference} ({booking.courseTitle}) has been paid back in full.
      </Paragraph>
      <Details
        rows={[
          ["Refund", amount],
          ["Paid back", formatDate(londonDateOf(refund.paidAt))],
          ["How", howText(parts)],
          ["Booking reference", booking.reference],
        ]}
      />
      <Paragraph>
        {allByCard
          ? `It goes back to the card you paid with: banks usually show it within 5 to 10 working days. If it has not reached you by then, please call us on ${site.phone}.`
          : byCard
            ? `Banks usually show money back on a card within 5 to 10 working days. If any of it has not reached you by then, please call us on ${site.phone}.`
            : `If it has not reached you within a few working days, please call us on ${site.phone}.`}
      </Paragraph>
      <ActionButton href={booking.bookingUrl}>View your booking</ActionButton>
    </EmailLayout>,
  );
}

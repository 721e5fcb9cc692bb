import { ActionButton, Details, EmailLayout, List, Paragraph } from "./email-layout";
import { courseDayText, datesText, formatPoundsExact } from "./email-format";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";
import { formatCourseDays } from "#app/shared/date-span";

/**
 * The academy changed the days of the learner's course (issue 21, H2; decision 020): the new days, the venue, the
 * calendar file again (same event, higher SEQUENCE), and their choice if the new days do not suit: a free move to
 * another date or everything back. A seat still held (not yet paid) is told before paying.
 */
export function courseDatesChangedEmail(
  booking: MessageBooking,
  site: MessageSite,
  change: { previousDays: readonly string[]; held: boolean },
): Promise<RenderedEmail> {
  const previous = formatCourseDays([...change.previousDays].sort());
  return renderEmail(
    `Your course dates have changed: ${booking.courseTitle}, ${datesText(booking)} (${booking.reference})`,
    <EmailLayout site={site} preview={`${booking.courseTitle} now runs ${datesText(booking)}.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>
        We are sorry: we have had to change the dates of {booking.courseTitle} ({booking.reference}). It was to run{" "}
        {previous}. It now runs on these days:
      </Paragraph>
      <List items={booking.days.map(courseDayText)} />
      <Details rows={[["Venue", booking.venueAddress]]} />
      {booking.venueDirections && <Paragraph>{booking.venueDirections}</Paragraph>}
      {change.held ? (
        <Paragraph>
          We are still holding your seat. If the new dates suit you, pay as before to book it; if they do not, you need
          not pay. Once booked, you can still move to another date of the course free of charge, or cancel for a full
          refund.
        </Paragraph>
      ) : (
        <>
          <Paragraph>
            If the new dates suit you, there is nothing to do: your place is kept, and your joining instructions and
            reminders follow the new dates.
          </Paragraph>
          <Paragraph>
            If they do not, you can move to another date of the course free of charge (this does not use up your own
            change of date), or cancel for a full refund of everything you have paid (
            {formatPoundsExact(booking.amountPaid)}), deposit included. Choose on your booking page before the course
            starts.
          </Paragraph>
        </>
      )}
      <ActionButton href={booking.bookingUrl}>{change.held ? "View your booking" : "Move or cancel free"}</ActionButton>
      {!change.held && (
        <Paragraph>An updated calendar file is attached: it moves the course in your calendar.</Paragraph>
      )}
      <Paragraph>
        Questions? Call {site.phone} or reply to {site.email}.
      </Paragraph>
    </EmailLayout>,
  );
}

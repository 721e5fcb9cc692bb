import { CalendarFooter, Details, EmailLayout, List, Paragraph } from "./email-layout";
import { balanceLine, courseDayText, datesText, formatDate, formatPoundsExact, refundRouteRow } from "./email-format";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/** The booking moved to another date (issue 14): the new days, the money, and the calendar file again. */
export function dateChangedEmail(
  booking: MessageBooking,
  site: MessageSite,
  /** `refund`: pence going back, `refundByHand` of it paid back by the academy itself (it did not come by card). */
  change: { previousStartDate: string; moneySummary: string; refund: number; refundByHand: number },
): Promise<RenderedEmail> {
  return renderEmail(
    `New date for your course: ${booking.courseTitle}, ${datesText(booking)} (${booking.reference})`,
    <EmailLayout site={site} preview={`Your course now starts on ${formatDate(booking.days[0]!.date)}.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>
        Your booking {booking.reference} for {booking.courseTitle} has moved from {formatDate(change.previousStartDate)}{" "}
        to {datesText(booking)}. Your place on the earlier date has been released.
      </Paragraph>
      <List items={booking.days.map(courseDayText)} />
      <Details
        rows={[
          ["Venue", booking.venueAddress],
          ["Price", `${formatPoundsExact(booking.totalPrice)} (${change.moneySummary.toLowerCase()})`],
          ...(change.refund > 0
            ? ([["Refund", refundRouteRow({ amount: change.refund, byHand: change.refundByHand })]] as [
                string,
                string,
              ][])
            : []),
          ["Balance", balanceLine(booking).replace(/^Balance due: /, "")],
        ]}
      />
      <Paragraph>Your joining instructions and reminders now follow the new date.</Paragraph>
      <CalendarFooter bookingUrl={booking.bookingUrl} site={site} />
    </EmailLayout>,
  );
}

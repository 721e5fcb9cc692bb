import { formatCourseDays } from "#app/shared/date-span";
import { CalendarFooter, Details, EmailLayout, List, Paragraph } from "./email-layout";
import { balanceText, courseDayText, datesText, formatDate, formatPoundsExact, refundRouteRow } from "./email-format";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/** The booking moved to another date (issue 14): the new days, the money, and the calendar file again. */
export function dateChangedEmail(
  booking: MessageBooking,
  site: MessageSite,
  /**
   * `previousDays`: the course days booked before, first day first. `refund`: pence going back, `refundByHand` of it
   * paid back by the academy itself (it did not come by card).
   */
  change: { previousDays: readonly string[]; moneySummary: string; refund: number; refundByHand: number },
): Promise<RenderedEmail> {
  return renderEmail(
    `New date for your course: ${booking.courseTitle}, ${datesText(booking)} (${booking.reference})`,
    <EmailLayout site={site} preview={`Your course now starts on ${formatDate(booking.days[0]!.date)}.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>
        Your course has moved: your booking {booking.reference} for {booking.courseTitle} is now on new dates, and your
        place on the earlier dates has been released.
      </Paragraph>
      {/* Each span a field of its own (issue 21, L3): "from 14 December to 28 December to 2 January" read as one. */}
      <Details
        rows={[
          ["Was", formatCourseDays(change.previousDays)],
          ["Now", datesText(booking)],
        ]}
      />
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
          ["Balance due", balanceText(booking)],
        ]}
      />
      <Paragraph>Your joining instructions and reminders now follow the new date.</Paragraph>
      <CalendarFooter bookingUrl={booking.bookingUrl} site={site} />
    </EmailLayout>,
  );
}

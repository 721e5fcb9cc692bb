// The waiting list's messages (issue 14): confirm your place (issue 19), a seat offered, the offer lapsed, and the
// date gone with them still waiting.
import { ActionButton, Details, EmailLayout, List, Paragraph, TextLink } from "./email-layout";
import { formatDate, formatPoundsExact } from "./email-format";
import type { MessageSite, MessageWaitlistEntry, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/**
 * The first e-mail after joining (issue 19, security review N4/N5): a link to confirm the address. Anyone can type
 * anyone's address into the form, so it carries nothing the visitor typed: no name, only our own words and dates.
 */
export function waitlistConfirmEmail(
  entry: Pick<MessageWaitlistEntry, "courseTitle" | "startDate" | "waitlistUrl">,
  site: MessageSite,
  confirmBy: string,
): Promise<RenderedEmail> {
  const date = formatDate(entry.startDate);
  return renderEmail(
    `Please confirm your place on the waiting list: ${entry.courseTitle}, ${date}`,
    <EmailLayout site={site} preview="One step left: confirm your e-mail address to join the line.">
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Someone, we hope you, asked to join the waiting list for {entry.courseTitle} starting {date} with this e-mail
        address. To take your place in line, open the link below and press 'Confirm my place' by {confirmBy}. Until you
        do, you are not in line and we cannot offer you a seat.
      </Paragraph>
      <ActionButton href={entry.waitlistUrl}>Confirm my place</ActionButton>
      <Paragraph>
        Keep this e-mail: the same link shows your place in line and lets you leave the list. If it was not you, ignore
        this e-mail: without confirmation the request lapses and we will not write again.
      </Paragraph>
      <Paragraph>
        Questions? Call {site.phone} or reply to {site.email}.
      </Paragraph>
    </EmailLayout>,
  );
}

export function waitlistOfferEmail(
  entry: MessageWaitlistEntry,
  site: MessageSite,
  offer: { amount: number; paymentType: "deposit" | "full"; until: string; bookingUrl: string },
): Promise<RenderedEmail> {
  const date = formatDate(entry.startDate);
  return renderEmail(
    `A seat is yours to book: ${entry.courseTitle}, ${date}`,
    <EmailLayout site={site} preview={`We are holding a seat for you until ${offer.until}.`}>
      <Paragraph>Dear {entry.fullName},</Paragraph>
      <Paragraph>
        Good news: a seat has come free on {entry.courseTitle} starting {date}, and we are holding it for you until{" "}
        {offer.until}.
      </Paragraph>
      <Details
        rows={[
          [
            "To pay now",
            `${formatPoundsExact(offer.amount)} (${offer.paymentType === "deposit" ? "deposit" : "full fee"})`,
          ],
          ["Held until", offer.until],
        ]}
      />
      <ActionButton href={offer.bookingUrl}>Book your seat</ActionButton>
      <Paragraph>
        Can't make it? Let the next person have it: decline the offer on{" "}
        <TextLink href={entry.waitlistUrl}>your waiting-list page</TextLink>. If you do nothing, the seat goes to the
        next person when the hold ends.
      </Paragraph>
    </EmailLayout>,
  );
}

/** Their offer ran out unpaid: the seat has gone to the next person, and they are off this date's list. */
export function waitlistLapsedEmail(
  entry: MessageWaitlistEntry,
  site: MessageSite,
  heldUntil: string,
): Promise<RenderedEmail> {
  const date = formatDate(entry.startDate);
  return renderEmail(
    `Your held seat has been released: ${entry.courseTitle}, ${date}`,
    <EmailLayout site={site} preview="The seat we held for you has gone to the next person.">
      <Paragraph>Dear {entry.fullName},</Paragraph>
      <Paragraph>
        We held a seat for you on {entry.courseTitle} starting {date} until {heldUntil}. It was not booked by then, so
        it has gone to the next person on the waiting list, and you are no longer on this date's list.
      </Paragraph>
      <Paragraph>
        You can still book another date of the course, or join this date's waiting list again from the course page.
      </Paragraph>
      <ActionButton href={entry.courseUrl}>See the course's dates</ActionButton>
      <Paragraph>
        Questions? Call {site.phone} or reply to {site.email}.
      </Paragraph>
    </EmailLayout>,
  );
}

export function waitlistClosedEmail(
  entry: MessageWaitlistEntry,
  site: MessageSite,
  nextDates: string[],
  why: "started" | "cancelled" = "started",
): Promise<RenderedEmail> {
  return renderEmail(
    why === "cancelled"
      ? `Course date cancelled: ${entry.courseTitle}, ${formatDate(entry.startDate)}`
      : `No seat came free: ${entry.courseTitle}, ${formatDate(entry.startDate)}`,
    <EmailLayout site={site} preview="Here are the next dates of your course.">
      <Paragraph>Dear {entry.fullName},</Paragraph>
      <Paragraph>
        {why === "cancelled"
          ? `We are sorry: we have had to cancel ${entry.courseTitle} starting ${formatDate(entry.startDate)}, so its waiting list is closed.`
          : `We are sorry: no seat came free on ${entry.courseTitle} starting ${formatDate(entry.startDate)}, and that date's waiting list is now closed.`}
      </Paragraph>
      {nextDates.length > 0 ? (
        <>
          <Paragraph>The next dates of this course:</Paragraph>
          <List items={nextDates.map((date) => formatDate(date))} />
        </>
      ) : (
        <Paragraph>There are no further dates yet; new dates appear on our website first.</Paragraph>
      )}
      <ActionButton href={entry.courseUrl}>See the course and book</ActionButton>
    </EmailLayout>,
  );
}

// A group's learners told of a change to their place (issue 24, decision 027): one cancelled out of the group, and one
// whose place an approved business has passed to someone else, short and with nothing of money; and the payer, told
// which learners were cancelled and what comes back.
import { formatDate, formatPoundsExact } from "./email-format";
import { ActionButton, Details, EmailLayout, Paragraph } from "./email-layout";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/** What these e-mails say of the learner's place. */
export type LearnerPlace = {
  fullName: string;
  reference: string;
  courseTitle: string;
  /** YYYY-MM-DD */
  startDate: string;
  /** Who booked the place: the payer's name, or their company's. */
  bookedBy: string;
};

const placeRows = (place: LearnerPlace): [string, string][] => [
  ["Course", place.courseTitle],
  ["Starts", formatDate(place.startDate)],
  ["Booking reference", place.reference],
];

/** To a learner cancelled out of a group booking. */
export const learnerReleasedEmail = (place: LearnerPlace, site: MessageSite) =>
  placeGoneEmail(place, site, {
    subject: "has been cancelled",
    preview: "has cancelled your place.",
    happened: `cancelled your place on ${place.courseTitle}`,
  });

/** To a learner whose place an approved business has given to someone else. */
export const learnerReplacedEmail = (place: LearnerPlace, site: MessageSite) =>
  placeGoneEmail(place, site, {
    subject: "has passed to someone else",
    preview: "has passed your place on to another learner.",
    happened: `passed your place on ${place.courseTitle} to another learner`,
  });

/** The two learner e-mails differ only in what the booker did with the place; the rest is the same message. */
function placeGoneEmail(
  place: LearnerPlace,
  site: MessageSite,
  what: { subject: string; preview: string; happened: string },
): Promise<RenderedEmail> {
  return renderEmail(
    `Your place on ${place.courseTitle} ${what.subject} (${place.reference})`,
    <EmailLayout site={site} preview={`${place.bookedBy} ${what.preview}`}>
      <Paragraph>Dear {place.fullName},</Paragraph>
      <Paragraph>
        {`${place.bookedBy} has ${what.happened}, so you are no longer booked on it.`} The link to your own booking page
        no longer works.
      </Paragraph>
      <Details rows={placeRows(place)} />
      <Paragraph>
        If you think this is a mistake, please speak to {place.bookedBy} or call us on {site.phone}.
      </Paragraph>
    </EmailLayout>,
  );
}

/** To the payer: learners cancelled out of their group booking, and what comes back (or is credited) and why. */
export function learnersReleasedPayerEmail(
  booking: MessageBooking,
  site: MessageSite,
  released: { names: string[]; refund: number; credit: number; reason: string; by: "customer" | "staff" },
): Promise<RenderedEmail> {
  const who = released.names.length === 1 ? released.names[0]! : `${released.names.length} learners`;
  return renderEmail(
    `${who} cancelled from your booking ${booking.reference}`,
    <EmailLayout site={site} preview={`${who} no longer booked on ${booking.courseTitle}.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>
        {released.by === "staff" ? "We have cancelled" : "You have cancelled"} {released.names.join(", ")} from your
        booking for {booking.courseTitle}. The other learners keep their places and their price.
      </Paragraph>
      <Details
        rows={[
          ["Cancelled", released.names.join(", ")],
          ...(released.refund > 0 ? [["Refund", formatPoundsExact(released.refund)] as [string, string]] : []),
          ...(released.credit > 0
            ? [["Credited against your invoice", formatPoundsExact(released.credit)] as [string, string]]
            : []),
          ["Why", released.reason],
          ["Booking reference", booking.reference],
        ]}
      />
      <Paragraph>
        {released.refund > 0
          ? "The refund goes back the way you paid: we will e-mail you when it has been sent."
          : "No refund is due."}{" "}
        {`If you have any questions, please call us on ${site.phone}.`}
      </Paragraph>
      <ActionButton href={booking.bookingUrl}>View your booking</ActionButton>
    </EmailLayout>,
  );
}

// A group's learners told of a change to their place (issue 24, decision 027): one cancelled out of the group, and one
// whose place an approved business has passed to someone else. Short, with nothing of money (the payer's business).
import { formatDate } from "./email-format";
import { Details, EmailLayout, Paragraph } from "./email-layout";
import type { MessageSite, RenderedEmail } from "./message-data";
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
export function learnerReleasedEmail(place: LearnerPlace, site: MessageSite): Promise<RenderedEmail> {
  return renderEmail(
    `Your place on ${place.courseTitle} has been cancelled (${place.reference})`,
    <EmailLayout site={site} preview={`${place.bookedBy} has cancelled your place.`}>
      <Paragraph>Dear {place.fullName},</Paragraph>
      <Paragraph>
        {place.bookedBy} has cancelled your place on {place.courseTitle}, so you are no longer booked on it. The link to
        your own booking page no longer works.
      </Paragraph>
      <Details rows={placeRows(place)} />
      <Paragraph>
        If you think this is a mistake, please speak to {place.bookedBy} or call us on {site.phone}.
      </Paragraph>
    </EmailLayout>,
  );
}

/** To a learner whose place an approved business has given to someone else. */
export function learnerReplacedEmail(place: LearnerPlace, site: MessageSite): Promise<RenderedEmail> {
  return renderEmail(
    `Your place on ${place.courseTitle} has passed to someone else (${place.reference})`,
    <EmailLayout site={site} preview={`${place.bookedBy} has passed your place on to another learner.`}>
      <Paragraph>Dear {place.fullName},</Paragraph>
      <Paragraph>
        {place.bookedBy} has passed your place on {place.courseTitle} to another learner, so you are no longer booked on
        it. The link to your own booking page no longer works.
      </Paragraph>
      <Details rows={placeRows(place)} />
      <Paragraph>
        If you think this is a mistake, please speak to {place.bookedBy} or call us on {site.phone}.
      </Paragraph>
    </EmailLayout>,
  );
}
